import { screenMessagesEn } from './screen-messages.en.ts';
import { shellMessagesEn } from './shell-messages.en.ts';

/** The API's and validation's messages in English (see messages.ts): the shell's and the screens'. */
export const messagesEn = { ...shellMessagesEn, ...screenMessagesEn };

export type MessageTree = typeof messagesEn;
