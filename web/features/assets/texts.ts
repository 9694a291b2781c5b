import { registerTexts } from '../../i18n/i18n.ts';
import en from './i18n/en.json';
import lt from './i18n/lt.json';

/** The asset screens' words, added when the first module that needs them loads. Importing this module is enough. */
registerTexts({ en, lt });
