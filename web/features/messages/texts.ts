import { registerFeatureTexts } from '../../i18n/i18n.ts';
import { SCREEN_MESSAGES } from '../../i18n/screen-messages.ts';

/** The conversations' words, added when the first module that needs them loads. Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
// The API's limits.* refusals (too many messages or reports: domain/i18n/screen-messages.*.ts).
await registerFeatureTexts(SCREEN_MESSAGES);
