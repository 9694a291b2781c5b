import { registerFeatureTexts } from '../../i18n/i18n.ts';

/**
 * The catalogue's words (chef list, chef page, dish pages; the kitchen, allergen and city names),
 * added when the first module that needs them loads. Importing this module is enough.
 */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
