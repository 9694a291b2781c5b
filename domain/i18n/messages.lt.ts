import type { MessageTree } from './messages.en.ts';
import { screenMessagesLt } from './screen-messages.lt.ts';
import { shellMessagesLt } from './shell-messages.lt.ts';

/** The API's and validation's messages in Lithuanian (see messages.ts). */
export const messagesLt: MessageTree = { ...shellMessagesLt, ...screenMessagesLt };
