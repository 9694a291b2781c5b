import { registerTexts } from '../../i18n/i18n.ts';
import en from './i18n/en.json';
import lt from './i18n/lt.json';

/** The profile feature's words, registered when its code loads (every component imports this). */
registerTexts({ en, lt });
