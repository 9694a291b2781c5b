import { registerTexts } from '../../i18n/i18n.ts';
import en from './i18n/en.json';
import lt from './i18n/lt.json';

/** The notifications' words. The bell is in the shell, so they load with it. Importing this module is enough. */
registerTexts({ en, lt });
