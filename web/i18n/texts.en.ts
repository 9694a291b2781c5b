import { messagesEn } from '#domain/i18n/messages.en.ts';
import ui from './en.json';

/** Every English text the shell needs: the API's messages and the UI's own (loaded as one chunk). */
export const texts = { messages: messagesEn, ui };
