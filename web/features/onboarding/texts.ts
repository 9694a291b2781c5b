import { registerFeatureTexts } from '../../i18n/i18n.ts';

/**
 * The onboarding feature's words arrive with its code (DESIGN §2: lazy routes). Every component of
 * the feature imports this module, so a component rendered alone (in a test) has its texts too.
 */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
