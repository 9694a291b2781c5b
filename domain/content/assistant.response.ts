import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** The assistant's answers (server/features/assistant, spec marketplace §2 "Assistant chat", §7). */

/** A link in an answer: `href` is one of the app's own routes (domain/content/faq.ts ContentLink). */
export const ContentLinkSchema = z.object({ href: z.string(), label: z.string() });

/** A chef in a catalog answer: enough for a card and a link to /store/{nickname}. */
export const AnswerChefSchema = z.object({
  nickname: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  /** cents per hour */
  hourRate: z.number().nullable(),
  kitchenTypes: z.array(z.string()),
  imageUrl: z.string().nullable(),
  url: z.string(),
});
export type AnswerChef = z.infer<typeof AnswerChefSchema>;

/** `model` of POST /ask (spec marketplace §7 reads `model.answer`; the rest are structured extras). */
export const AssistantAnswerSchema = z.object({
  answer: z.string(),
  /** The FAQ question or article heading the answer comes from. */
  title: z.string().nullable(),
  kind: z.enum(['faq', 'catalog', 'unknown']),
  /** Who worded the answer: the retrieval itself, or the configured language model. */
  source: z.enum(['retrieval', 'llm']),
  language: z.enum(LANGUAGES),
  links: z.array(ContentLinkSchema),
  chefs: z.array(AnswerChefSchema),
  /** Questions it can answer, offered when it does not know. */
  suggestions: z.array(z.string()),
});
export type AssistantAnswer = z.infer<typeof AssistantAnswerSchema>;

/**
 * A stored message of the signed-in user's conversation: the spec's chat message fields (id,
 * userId, title, message) plus its author, type and status. Answers come back 'read' (the user saw
 * them); the user's own questions 'received' (a program answered them, nobody read them).
 */
export const AssistantHistoryMessageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string().nullable(),
  message: z.string(),
  author: z.enum(['user', 'assistant']),
  type: z.literal('text'),
  status: z.enum(['received', 'read']),
  /** The language it was asked or answered in, as stored. */
  language: z.string(),
  createTimestamp: z.number(),
  links: z.array(ContentLinkSchema),
  chefs: z.array(AnswerChefSchema),
});
export type AssistantHistoryMessage = z.infer<typeof AssistantHistoryMessageSchema>;

/** GET /secure/assistant-history: the conversation, oldest first. */
export const AssistantHistorySchema = z.object({ messages: z.array(AssistantHistoryMessageSchema) });
export type AssistantHistory = z.infer<typeof AssistantHistorySchema>;
