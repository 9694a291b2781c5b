import { shellMessagesEn } from '#domain/i18n/shell-messages.en.ts';
import ui from './en.json';

/**
 * Every English text the shell needs: the API's messages any screen may show and the UI's own
 * (loaded as one chunk).
 */
export const texts = { messages: shellMessagesEn, ui };
