import { registerTexts } from '../../i18n/i18n.ts';
import en from './i18n/en.json';
import lt from './i18n/lt.json';

/** The landing page's and the article's words, added when their route loads. Importing this module is enough. */
registerTexts({ en, lt });
