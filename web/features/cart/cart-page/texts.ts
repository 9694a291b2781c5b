import { registerTexts } from '../../../i18n/i18n.ts';
import en from './i18n/en.json';
import lt from './i18n/lt.json';

/** The cart page's words, added when the page's code loads. Importing this module is enough. */
registerTexts({ en, lt });
