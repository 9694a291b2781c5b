import { registerFeatureTexts } from '../../../i18n/i18n.ts';

/** The words of the chef's Needs you, loaded with it (the Sell tab only). Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
