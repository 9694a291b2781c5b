import { registerFeatureTexts } from '../../i18n/i18n.ts';

/**
 * The few words the chef, dish and order pages show for conversations ("Ask the chef"), apart
 * from the inbox's and thread's (texts.ts), so those pages stay light. Importing this module is enough.
 */
await registerFeatureTexts({
  en: () => import('./links/i18n/en.json'),
  lt: () => import('./links/i18n/lt.json'),
});
