import { registerFeatureTexts } from '../../i18n/i18n.ts';

/** The privacy feature's words, registered when its code loads (every component imports this). */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
