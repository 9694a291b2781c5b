import type { Language } from '../constants.ts';
import type { ContentLink } from './faq.ts';

/** spec marketplace §2 "Input: optional max length": the assistant takes questions up to this long. */
export const QUESTION_MAX_LENGTH = 500;

/** A chef in a catalog answer: enough for a card and a link to /store/{nickname}. */
export interface AnswerChef {
  nickname: string;
  name: string;
  city: string | null;
  /** cents per hour */
  hourRate: number | null;
  kitchenTypes: string[];
  imageUrl: string | null;
  url: string;
}

/** `model` of POST /ask (spec marketplace §7 reads `model.answer`; the rest are structured extras). */
export interface AssistantAnswer {
  answer: string;
  /** The FAQ question or article heading the answer comes from. */
  title: string | null;
  kind: 'faq' | 'catalog' | 'unknown';
  /** Who worded the answer: the retrieval itself, or the configured language model. */
  source: 'retrieval' | 'llm';
  language: Language;
  links: ContentLink[];
  chefs: AnswerChef[];
  /** Questions it can answer, offered when it does not know. */
  suggestions: string[];
}
