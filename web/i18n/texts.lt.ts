import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import ui from './lt.json';

/**
 * Every Lithuanian text the shell needs: the API's messages any screen may show and the UI's own
 * (loaded as one chunk).
 */
export const texts = { messages: shellMessagesLt, ui };
