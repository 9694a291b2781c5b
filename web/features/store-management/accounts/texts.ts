import { registerFeatureTexts } from '../../../i18n/i18n.ts';

/**
 * The words of disabling and enabling an account: the administrator's part of the console only,
 * loaded with it (accounts-panel.tsx), so an operator's console does not carry them.
 */
await registerFeatureTexts({
  en: () => import('./i18n/en.json'),
  lt: () => import('./i18n/lt.json'),
});
