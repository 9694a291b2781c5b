import { registerFeatureTexts } from '../../i18n/i18n.ts';

/** The landing page's and the article's words, added when their route loads. Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
