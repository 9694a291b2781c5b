import { registerFeatureTexts } from '../../i18n/i18n.ts';
import { SCREEN_MESSAGES } from '../../i18n/screen-messages.ts';

/** The chat screen's words, added when its route loads. Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
// Their API messages (complaints, the console, credits, the assistant) travel with these screens.
await registerFeatureTexts(SCREEN_MESSAGES);
