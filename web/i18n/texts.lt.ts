import { messagesLt } from '#domain/i18n/messages.lt.ts';
import ui from './lt.json';

/** Every Lithuanian text the shell needs: the API's messages and the UI's own (loaded as one chunk). */
export const texts = { messages: messagesLt, ui };
