import type { FeatureTexts } from './i18n.ts';

/**
 * The API's messages only some screens show (domain/i18n/screen-messages.*.ts: the console,
 * complaints, credits, the assistant), one chunk per language. Those screens' texts.ts register
 * it; until then a code of theirs reads as the server's English message (describe.ts).
 */
export const SCREEN_MESSAGES: FeatureTexts = {
  en: () =>
    import('#domain/i18n/screen-messages.en.ts').then((module) => ({ default: module.screenMessagesEn })),
  lt: () =>
    import('#domain/i18n/screen-messages.lt.ts').then((module) => ({ default: module.screenMessagesLt })),
};
