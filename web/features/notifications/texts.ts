import { registerFeatureTexts } from '../../i18n/i18n.ts';

/** The notifications' words. The bell is in the shell, so they load with it. Importing this module is enough. */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
