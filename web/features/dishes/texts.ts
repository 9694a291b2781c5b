import { registerFeatureTexts } from '../../i18n/i18n.ts';

/**
 * The dish editor's words (`dishEditor.*`), added when the first module that needs them loads;
 * importing this module is enough. Kept apart from the catalogue's texts, which every visitor of a
 * chef or dish page downloads; the editor shows kitchen and allergen names from those.
 */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
