import { registerFeatureTexts } from '../../../i18n/i18n.ts';

/** The day-and-time picker's words, loaded with the picker itself. Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
