import { registerTexts } from '../../i18n/i18n.ts';
import en from './i18n/en.json';
import lt from './i18n/lt.json';

/**
 * The onboarding feature's words arrive with its code (DESIGN §2: lazy routes). Every component of
 * the feature imports this module, so a component rendered alone (in a test) has its texts too.
 */
registerTexts({ en, lt });
