import type { Language } from '../constants.ts';
import { decimal, enForm, ltForm, money, percent, serviceFacts, type ServiceFacts } from './facts.ts';

/** A link inside the content; `href` is one of the app's own routes. */
export interface ContentLink {
  href: string;
  label: string;
}

export const FAQ_TOPICS = [
  'portalFee',
  'vat',
  'payment',
  'cancellations',
  'refunds',
  'ingredients',
  'payouts',
  'ratings',
  'becomeChef',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** One question of the FAQ (spec marketplace §1 "Landing FAQ topics"). */
export interface FaqEntry {
  id: FaqTopic;
  question: string;
  /** Paragraphs, plain text. */
  answer: string[];
  links: ContentLink[];
  /** Other words people use for this topic; only the assistant's index reads them. */
  keywords: string;
}

type Entries = Record<FaqTopic, Omit<FaqEntry, 'id'>>;

/** The moment the card is charged, as checkout does it (domain/orders/card-capture.ts). */
const chargedEn = (f: ServiceFacts) =>
  f.cardCharged === 'atCheckout'
    ? 'Your card is charged when you pay at checkout.'
    : 'At checkout your card is authorised for the amount; it is charged when a chef confirms your order, and released if none does.';
const chargedLt = (f: ServiceFacts) =>
  f.cardCharged === 'atCheckout'
    ? 'Suma nuskaičiuojama iš kortelės, kai sumokate atsiskaitydami.'
    : 'Atsiskaitant suma kortelėje rezervuojama; ji nuskaičiuojama, kai šefas patvirtina jūsų užsakymą, o jei nepatvirtina – rezervacija panaikinama.';

function faqEn(f: ServiceFacts): Entries {
  const m = (cents: number) => money(cents, 'en');
  const p = (value: number) => percent(value, 'en');
  const hours = `${f.cancellationNoticeHours} ${enForm(f.cancellationNoticeHours, 'hour', 'hours')}`;
  return {
    portalFee: {
      question: 'What does the portal charge?',
      answer: [
        `A fixed information service fee of ${m(f.serviceFeeCents)} plus ${p(f.vatPercent)} VAT (${m(f.vatCents)}), ${m(f.serviceFeeWithVatCents)} per order. ${chargedEn(f)}`,
        `The card payment provider's commission, ${p(f.gatewayPercent)} of what you pay by card, is added to it. The dishes themselves are priced by the chefs.`,
      ],
      links: [{ href: '/assets/about', label: 'How prices are built' }],
      keywords: 'fee fees cost price charge commission service portal how much pay euro',
    },
    vat: {
      question: 'Is VAT included?',
      answer: [
        `Yes. The service fee carries ${p(f.vatPercent)} VAT: ${m(f.vatCents)} on ${m(f.serviceFeeCents)}, shown as its own line at checkout.`,
        'The portal is an information platform and payment infrastructure and is not a party to the contract between you and the chef, so the chef answers for the taxes on their own prices.',
      ],
      links: [],
      keywords: 'vat tax taxes pvm invoice included',
    },
    payment: {
      question: 'How do I pay?',
      answer: [
        `By card online, or in cash to the chef. The service fee and its VAT are always paid by card at checkout. ${chargedEn(f)}`,
        `Paying online adds a ${p(f.prepaymentPercent)} prepayment of the time-priced dishes. The portal holds the funds and passes them to the chef when the work starts; the rest you pay the chef at the service. The customer pays any difference to the chef, or the chef refunds it.`,
      ],
      links: [{ href: '/mp', label: 'Browse chefs' }],
      keywords: 'pay payment card cash online prepayment stripe checkout deposit',
    },
    cancellations: {
      question: 'Can I cancel an order?',
      answer: [
        `More than ${hours} before the service: you get a full refund less the payment provider's commission.`,
        `Less than ${hours} before the service: you pay the actual cost of the ingredients the chef bought and a ${m(f.penaltyCents)} penalty; the rest is refunded.`,
      ],
      links: [{ href: '/orders', label: 'Your orders' }],
      keywords: 'cancel cancellation cancelling penalty late change mind',
    },
    refunds: {
      question: 'How do refunds work?',
      answer: [
        `Refunds go back to the card you paid with within up to ${f.refundWorkingDays} working ${enForm(f.refundWorkingDays, 'day', 'days')}.`,
        'If a chef cancels, you get back everything you paid for their dishes.',
      ],
      links: [{ href: '/orders', label: 'Your orders' }],
      keywords: 'refund refunds money back return repay reimbursement',
    },
    ingredients: {
      question: 'Who buys the ingredients?',
      answer: [
        "The chef buys the ingredients for your order. Write any wishes or special products in the order's comment.",
        `If the real cost differs from what was agreed, you pay the difference to the chef, or the chef refunds it. On a cancellation less than ${hours} ahead, the ingredient costs the chef already had are kept.`,
      ],
      links: [],
      keywords: 'ingredients groceries products shopping food buy purchase',
    },
    payouts: {
      question: 'When are chefs paid?',
      answer: [
        `Payments to chefs are processed ${f.payoutDelayDays} ${enForm(f.payoutDelayDays, 'day', 'days')} after drop-off. Cash paid at the service goes straight to the chef.`,
      ],
      links: [{ href: '/chef-registration', label: 'Become a chef' }],
      keywords: 'payout payouts chef paid earnings income transfer money chef gets',
    },
    ratings: {
      question: 'How are chefs rated?',
      answer: [
        `After delivery, customers rate each dish from ${f.ratingMin} to ${f.ratingMax}. A chef whose last ${f.ratingWindow} ratings average below ${decimal(f.ratingThreshold, 'en')} is disabled, and a manager decides within ${f.ratingDecisionWorkingDays} working ${enForm(f.ratingDecisionWorkingDays, 'day', 'days')}.`,
      ],
      links: [],
      keywords: 'rating ratings review reviews stars moderation quality disabled',
    },
    becomeChef: {
      question: 'How do I become a chef?',
      answer: [
        'Fill in the chef registration and a short questionnaire about your cooking. An operator reviews it, and once approved your page and dishes appear in the marketplace.',
      ],
      links: [{ href: '/chef-registration', label: 'Become a chef' }],
      keywords: 'become chef join register sell cook earn apply application',
    },
  };
}

function faqLt(f: ServiceFacts): Entries {
  const m = (cents: number) => money(cents, 'lt');
  const p = (value: number) => percent(value, 'lt');
  const n = f.cancellationNoticeHours;
  const hoursDative = `${n} ${ltForm(n, 'valandai', 'valandoms', 'valandų')}`;
  const refundDays = `${f.refundWorkingDays} darbo ${ltForm(f.refundWorkingDays, 'dienos', 'dienų', 'dienų')}`;
  const decisionDays = `${f.ratingDecisionWorkingDays} darbo ${ltForm(f.ratingDecisionWorkingDays, 'dieną', 'dienas', 'dienų')}`;
  const payoutDays = `${f.payoutDelayDays} ${ltForm(f.payoutDelayDays, 'dienos', 'dienų', 'dienų')}`;
  const lastRatings = `${ltForm(f.ratingWindow, 'paskutinio', 'paskutinių', 'paskutinių')} ${f.ratingWindow} ${ltForm(f.ratingWindow, 'įvertinimo', 'įvertinimų', 'įvertinimų')}`;
  return {
    portalFee: {
      question: 'Kiek kainuoja portalo paslauga?',
      answer: [
        `Fiksuotas informacinės paslaugos mokestis – ${m(f.serviceFeeCents)} ir ${p(f.vatPercent)} PVM (${m(f.vatCents)}), iš viso ${m(f.serviceFeeWithVatCents)} už užsakymą. ${chargedLt(f)}`,
        `Prie jo pridedamas mokėjimų tiekėjo komisinis mokestis – ${p(f.gatewayPercent)} kortele mokamos sumos. Pačių patiekalų kainas nustato šefai.`,
      ],
      links: [{ href: '/assets/about', label: 'Kaip sudaroma kaina' }],
      keywords: 'mokestis mokesciai kaina kainuoja kiek moketi komisinis paslaugos portalo euru eur',
    },
    vat: {
      question: 'Ar įskaičiuotas PVM?',
      answer: [
        `Taip. Paslaugos mokesčiui taikomas ${p(f.vatPercent)} PVM: ${m(f.vatCents)} nuo ${m(f.serviceFeeCents)}, atsiskaitant rodomas atskiroje eilutėje.`,
        'Portalas yra informacinė platforma ir mokėjimų infrastruktūra, o ne jūsų ir šefo sutarties šalis, todėl už savo kainų mokesčius atsako pats šefas.',
      ],
      links: [],
      keywords: 'pvm mokesciai valstybes saskaita faktura vat',
    },
    payment: {
      question: 'Kaip atsiskaityti?',
      answer: [
        `Kortele internetu arba grynaisiais šefui. Paslaugos mokestis ir jo PVM visada mokami kortele atsiskaitant. ${chargedLt(f)}`,
        `Mokant internetu, pridedamas ${p(f.prepaymentPercent)} avansas už pagal laiką įkainotus patiekalus. Portalas lėšas laiko ir perduoda šefui, kai darbas prasideda; likutį sumokate šefui paslaugos metu. Skirtumą klientas sumoka šefui arba šefas jį grąžina.`,
      ],
      links: [{ href: '/mp', label: 'Peržiūrėti šefus' }],
      keywords: 'moketi mokejimas kortele grynaisiais internetu avansas atsiskaitymas',
    },
    cancellations: {
      question: 'Ar galiu atšaukti užsakymą?',
      answer: [
        `Likus daugiau nei ${hoursDative} iki paslaugos – grąžinama visa suma, išskyrus mokėjimų tiekėjo komisinį mokestį.`,
        `Likus mažiau nei ${hoursDative} – sumokate faktines šefo nupirktų produktų išlaidas ir ${m(f.penaltyCents)} baudą, likutis grąžinamas.`,
      ],
      links: [{ href: '/orders', label: 'Jūsų užsakymai' }],
      keywords: 'atsaukti atsaukimas bauda veluoju persigalvojau pakeisti valandos',
    },
    refunds: {
      question: 'Kaip grąžinami pinigai?',
      answer: [
        `Pinigai grąžinami į kortelę, kuria mokėjote, per ne ilgiau kaip ${refundDays}.`,
        'Jei užsakymą atšaukia šefas, atgausite viską, ką sumokėjote už jo patiekalus.',
      ],
      links: [{ href: '/orders', label: 'Jūsų užsakymai' }],
      keywords: 'grazinimas grazinti pinigai atgal grazins kompensacija',
    },
    ingredients: {
      question: 'Kas perka produktus?',
      answer: [
        'Produktus jūsų užsakymui perka šefas. Pageidavimus ar ypatingus produktus nurodykite užsakymo komentare.',
        `Jei tikrosios išlaidos skiriasi nuo sutartų, skirtumą sumokate šefui arba šefas jį grąžina. Atšaukus likus mažiau nei ${hoursDative}, šefo jau patirtos produktų išlaidos negrąžinamos.`,
      ],
      links: [],
      keywords: 'produktai ingredientai pirkiniai maistas pirkti apsipirkti',
    },
    payouts: {
      question: 'Kada šefui sumokama?',
      answer: [
        `Išmokos šefams apdorojamos praėjus ${payoutDays} po paslaugos suteikimo. Grynieji, sumokėti paslaugos metu, iškart atitenka šefui.`,
      ],
      links: [{ href: '/chef-registration', label: 'Tapti šefu' }],
      keywords: 'ismoka ismokos sefui uzdarbis pajamos pervedimas sumokama',
    },
    ratings: {
      question: 'Kaip vertinami šefai?',
      answer: [
        `Po paslaugos klientai kiekvieną patiekalą įvertina nuo ${f.ratingMin} iki ${f.ratingMax}. Jei ${lastRatings} vidurkis mažesnis nei ${decimal(f.ratingThreshold, 'lt')}, šefas išjungiamas, o vadybininkas sprendimą priima per ${decisionDays}.`,
      ],
      links: [],
      keywords: 'vertinimas ivertinimai atsiliepimai zvaigzdutes moderavimas kokybe',
    },
    becomeChef: {
      question: 'Kaip tapti šefu?',
      answer: [
        'Užpildykite šefo registraciją ir trumpą klausimyną apie savo virtuvę. Operatorius jį peržiūri, o patvirtinus jūsų puslapis ir patiekalai atsiranda prekyvietėje.',
      ],
      links: [{ href: '/chef-registration', label: 'Tapti šefu' }],
      keywords: 'tapti sefu prisijungti registruotis parduoti gaminti uzdirbti paraiska',
    },
  };
}

/** The FAQ in `lang`, every figure formatted from `facts` (the running code's constants by default). */
export function faq(lang: Language, facts: ServiceFacts = serviceFacts()): FaqEntry[] {
  const entries = lang === 'lt' ? faqLt(facts) : faqEn(facts);
  return FAQ_TOPICS.map((id) => ({ id, ...entries[id] }));
}
