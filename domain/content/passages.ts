import type { Language } from '../constants.ts';
import { article } from './article.ts';
import { faq, type ContentLink } from './faq.ts';
import { serviceFacts, type ServiceFacts } from './facts.ts';
import { QUICK_TO_ANSWER_RULE as QUICK, RELIABLE_RULE as RELIABLE } from '../chefs/trust-badges.ts';
import {
  DEFAULT_PROPOSALS_PER_REQUEST as PROPOSALS,
  EVENT_MIN_NOTICE_MS,
  EVENT_REQUEST_LIMITS,
} from '../event-requests/event-request-rules.ts';

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

/**
 * How an event request works, as the request form and the proposals page show it, with
 * the rules' own figures: the assistant answers "how do I ask chefs for a menu?" from this.
 */
function eventRequestsPassage(lang: Language, facts: ServiceFacts): Passage {
  const en = lang === 'en';
  const noticeHours = EVENT_MIN_NOTICE_MS / 3_600_000;
  const { guestsMin, guestsMax } = EVENT_REQUEST_LIMITS;
  return {
    id: 'events.requests',
    lang,
    title: en ? 'How an event request works' : 'Kaip veikia renginio užklausa',
    text: en
      ? `For a birthday, an office lunch or a family holiday you can ask chefs to propose a menu instead of choosing dishes. Describe the event: the date and time (at least ${noticeHours} hours ahead), the city or address, ${guestsMin} to ${guestsMax} guests, a budget per person or in total, the cuisines you like, allergies and dietary needs, the occasion and a note. Only approved chefs who can take it see it: they serve your city, cook one of your cuisines, are free that day and have the notice they need. Up to ${PROPOSALS} chefs answer with a menu (their own dishes or courses in words, each with its allergens), what is included (shopping, cooking, serving, cleaning), a total price with the price per guest, and how long they need. You compare the proposals side by side, can ask each chef a question in a message thread (contact details stay hidden until you accept), and accept one. You may change the request until you accept a proposal and cancel it any time before; it expires at its date. The accepted proposal becomes an ordinary order with the same money rules as dishes: the portal fee, VAT, ${facts.prepaymentPercent}% paid by card and the rest in cash or by card, the hand-over PIN, cancellation terms, reviews and complaints. The other chefs are told politely.`
      : `Gimtadieniui, biuro pietums ar šeimos šventei galite ne rinktis patiekalus, o paprašyti šefų pasiūlyti meniu. Aprašykite renginį: datą ir laiką (ne anksčiau kaip po ${noticeHours} valandų), miestą ar adresą, svečių skaičių (nuo ${guestsMin} iki ${guestsMax}), biudžetą vienam asmeniui arba visą, mėgstamas virtuves, alergijas ir mitybos poreikius, progą ir pastabą. Užklausą mato tik patvirtinti šefai, galintys ją priimti: aptarnauja jūsų miestą, gamina bent vieną iš jūsų virtuvių, tą dieną yra laisvi ir turi reikiamą laiką pasiruošti. Iki ${PROPOSALS} šefų atsako meniu (savo patiekalai arba patiekalai, aprašyti žodžiais, kiekvienas su alergenais), kas įskaičiuota (apsipirkimas, gaminimas, patiekimas, tvarkymas), visa kaina ir kaina vienam svečiui bei kiek laiko jiems reikės. Pasiūlymus palyginate greta, kiekvieno šefo galite paklausti žinute (kontaktai slepiami, kol priimate pasiūlymą) ir priimate vieną. Užklausą galite keisti, kol nepriėmėte pasiūlymo, ir atšaukti bet kada iki tol; jos galiojimas baigiasi renginio dieną. Priimtas pasiūlymas tampa įprastu užsakymu su tomis pačiomis pinigų taisyklėmis kaip patiekalams: portalo mokestis, PVM, ${facts.prepaymentPercent} % mokama kortele, likusi dalis grynaisiais arba kortele, perdavimo PIN kodas, atšaukimo sąlygos, atsiliepimai ir skundai. Kiti šefai mandagiai informuojami.`,
    links: [
      {
        href: '/event-requests/new',
        label: en ? 'Ask chefs to propose a menu' : 'Paprašyti šefų pasiūlyti meniu',
      },
    ],
    keywords: en
      ? 'event request events party birthday anniversary office lunch dinner guests menu proposal proposals propose ask chefs compare accept private chef catering budget occasion'
      : 'renginys renginio uzklausa uzklausos svente gimtadienis jubiliejus proga sveciai sveciu meniu pasiulymas pasiulymai pasiulyti sefai palyginti priimti biudzetas vakarele vakaryne pietus',
  };
}

/** One retrievable piece of the service's content: an FAQ answer or an article section. */
export interface Passage {
  /** `faq.<topic>`, `article.<section>`, `trust.badges` or `events.requests`, the same in both languages. */
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
  return [...fromFaq, ...fromArticle, badgesPassage(lang), eventRequestsPassage(lang, facts)];
}
