import type { Language } from '../constants.ts';
import { article } from './article.ts';
import { faq, type ContentLink } from './faq.ts';
import { serviceFacts, type ServiceFacts } from './facts.ts';
import { QUICK_TO_ANSWER_RULE as QUICK, RELIABLE_RULE as RELIABLE } from '../chefs/trust-badges.ts';

/**
 * The chefs' badges as the chef cards explain them on a tap (web/features/catalog/badges), with
 * the rules' own thresholds.
 */
function badgesPassage(lang: Language): Passage {
  const en = lang === 'en';
  return {
    id: 'trust.badges',
    lang,
    title: en ? "What a chef's badges mean" : 'Ką reiškia šefo ženkleliai',
    text: en
      ? `Badges are earned, never typed in by the chef. Reliable: at least ${RELIABLE.minOrders} orders in the last ${RELIABLE.windowDays} days, ${RELIABLE.confirmedPercent}% or more of them confirmed within ${RELIABLE.confirmWithinHours} hours, and no order cancelled by the chef among their last ${RELIABLE.cleanLastOrders}. Quick to answer: over the last ${QUICK.windowDays} days the median first reply to customers' questions is under ${QUICK.medianUnderHours} hours. VMVT registered: an operator found the chef's food-business number in the register of VMVT, Lithuania's State Food and Veterinary Service; the badge shows the number. Certificates checked: an operator looked at every certificate the chef uploaded. Tap a badge on a chef card to see what it means and since when the chef holds it.`
      : `Ženkleliai užsitarnaujami, šefas jų neįrašo pats. Patikimas: per paskutines ${RELIABLE.windowDays} dienas bent ${RELIABLE.minOrders} užsakymų, ne mažiau kaip ${RELIABLE.confirmedPercent} % jų patvirtinta per ${RELIABLE.confirmWithinHours} valandų, o tarp paskutinių ${RELIABLE.cleanLastOrders} užsakymų šefas neatšaukė nė vieno. Greitai atsako: per paskutines ${QUICK.windowDays} dienas pirmojo atsakymo į klientų klausimus mediana trumpesnė nei ${QUICK.medianUnderHours} valandos. Registruotas VMVT: operatorius rado šefo maisto tvarkymo subjekto numerį Valstybinės maisto ir veterinarijos tarnybos (VMVT) registre; ženklelis rodo tą numerį. Sertifikatai patikrinti: operatorius peržiūrėjo visus šefo įkeltus sertifikatus. Palieskite ženklelį šefo kortelėje ir pamatysite, ką jis reiškia ir nuo kada.`,
    links: [{ href: '/mp?sort=rating', label: en ? 'Best rated chefs' : 'Geriausiai įvertinti šefai' }],
    keywords: en
      ? 'badge badges reliable quick answer reply trust certificates checked verified vmvt registered food business number'
      : 'zenklelis zenkleliai patikimas greitai atsako atsakymas pasitikejimas sertifikatai patikrinti vmvt registruotas maisto tvarkymo subjektas numeris',
  };
}

/** One retrievable piece of the service's content: an FAQ answer or an article section. */
export interface Passage {
  /** `faq.<topic>`, `article.<section>` or `trust.badges`, the same in both languages. */
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
  return [...fromFaq, ...fromArticle, badgesPassage(lang)];
}
