/**
 * The catalogue of every message the API can return, in both languages. Codes are the web app's
 * i18n keys (spec accounts §8); the server answers `message` in English and the client shows
 * `code` in the user's language. The web app merges these trees into its own resources.
 *
 * One file per language, so a phone downloads only its own (web/i18n/i18n.ts); the server uses both.
 */
export { messagesEn, type MessageTree } from './messages.en.ts';
export { messagesLt } from './messages.lt.ts';
export { formatMessage, type MessageParams } from './format.ts';
