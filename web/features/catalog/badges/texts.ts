import { registerFeatureTexts } from '../../../i18n/i18n.ts';

/**
 * What each badge means and since when: read only once a badge is tapped or hovered, so the chef
 * list does not carry them before (the explanation loads with them).
 */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
