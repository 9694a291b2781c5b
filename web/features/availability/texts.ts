import { registerFeatureTexts } from '../../i18n/i18n.ts';

/** The availability screen's words, added when its lazy route loads. Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
