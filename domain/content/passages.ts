import type { Language } from '../constants.ts';
import { article } from './article.ts';
import { faq, type ContentLink } from './faq.ts';
import { serviceFacts, type ServiceFacts } from './facts.ts';

/** One retrievable piece of the service's content: an FAQ answer or an article section. */
export interface Passage {
  /** `faq.<topic>` or `article.<section>`, the same in both languages. */
  id: string;
  lang: Language;
  title: string;
  text: string;
  links: ContentLink[];
  keywords: string;
}

/**
 * The FAQ and the article as passages, the assistant's knowledge of the service. The web pages
 * show the same content, so the assistant never says what the pages do not.
 */
export function passages(lang: Language, facts: ServiceFacts = serviceFacts()): Passage[] {
  const fromFaq = faq(lang, facts).map((entry) => ({
    id: `faq.${entry.id}`,
    lang,
    title: entry.question,
    text: entry.answer.join(' '),
    links: entry.links,
    keywords: entry.keywords,
  }));
  const fromArticle = article(lang, facts).sections.map((section) => ({
    id: `article.${section.id}`,
    lang,
    title: section.heading,
    text: [...section.paragraphs, ...(section.list?.items ?? [])].join(' '),
    links: [{ href: `/assets/about#${section.id}`, label: section.heading }, ...section.links],
    keywords: section.keywords,
  }));
  return [...fromFaq, ...fromArticle];
}
