import { registerFeatureTexts } from '../../../i18n/i18n.ts';

/** The cart page's words, added when the page's code loads. Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
