import type { Language } from '../constants.ts';
import { enForm, ltForm, money, percent, decimal, serviceFacts, type ServiceFacts } from './facts.ts';
import type { ContentLink } from './faq.ts';
import { ARTICLE_SECTIONS, type ArticleSectionId } from './article-sections.ts';

/** One section of the /assets/about article (spec marketplace §2 "Informational article"). */
export interface ArticleSection {
  id: ArticleSectionId;
  heading: string;
  paragraphs: string[];
  /** A list under the paragraphs: the worked example's lines, or the ordering steps. */
  list?: { ordered: boolean; items: string[] };
  links: ContentLink[];
  /** Other words people use for this topic; only the assistant's index reads them. */
  keywords: string;
}

export interface Article {
  title: string;
  lead: string;
  sections: ArticleSection[];
}

type Sections = Record<ArticleSectionId, Omit<ArticleSection, 'id'>>;

function articleEn(f: ServiceFacts): { title: string; lead: string; sections: Sections } {
  const m = (cents: number) => money(cents, 'en');
  const p = (value: number) => percent(value, 'en');
  const x = f.example;
  const hours = `${f.cancellationNoticeHours} ${enForm(f.cancellationNoticeHours, 'hour', 'hours')}`;
  return {
    title: 'About personal chefs at home',
    lead: 'How the marketplace works: who cooks, what it costs, and what happens if plans change.',
    sections: {
      personalChef: {
        heading: 'What is a personal chef at home?',
        paragraphs: [
          'A personal chef is a home or professional cook who prepares your meal, either in your kitchen or in their own and delivered to you. You choose the chef and the dishes; the chef shops, cooks and, when you ask for it, serves.',
          'The portal is an information platform and payment infrastructure: it is not a party to the contract between you and the chef. Payment is by a card payment provider, and the funds are held and passed to the chef when the work starts.',
        ],
        links: [{ href: '/mp', label: 'Browse chefs' }],
        keywords: 'personal chef home cook private chef what is',
      },
      prices: {
        heading: 'How prices are built',
        paragraphs: [
          "A dish priced by time costs its preparation time multiplied by the chef's hourly rate. A chef may sell a dish at a fixed price instead, a whole cake say, whatever the time it takes.",
          `On top of the dishes comes the portal's service fee of ${m(f.serviceFeeCents)} plus ${p(f.vatPercent)} VAT (${m(f.vatCents)}), and the payment provider's ${p(f.gatewayPercent)} on what goes through the card. Paying online adds a ${p(f.prepaymentPercent)} prepayment of the time-priced dishes.`,
          `An example: one dish of ${x.preparationMinutes} minutes by a chef at ${m(x.hourRateCents)} an hour costs ${m(x.unitPriceCents)}; ordering ${x.quantity} makes ${m(x.cash.subtotal)}.`,
        ],
        list: {
          ordered: false,
          items: [
            `Paying the chef in cash: ${m(x.cash.totalAmount)} by card now (fee ${m(x.cash.serviceFee)}, VAT ${m(x.cash.governmentFee)}, card commission ${m(x.cash.paymentGatewayFee)}) and ${m(x.cash.payToChef)} to the chef at the service.`,
            `Paying online: ${m(x.online.totalAmount)} by card now (fee ${m(x.online.serviceFee)}, VAT ${m(x.online.governmentFee)}, prepayment ${m(x.online.prepayment)}, card commission ${m(x.online.paymentGatewayFee)}) and ${m(x.online.payToChef)} to the chef at the service.`,
          ],
        },
        links: [],
        keywords: 'price prices cost hourly rate per hour preparation time how much example calculate total',
      },
      cancellations: {
        heading: 'Cancellations and refunds',
        paragraphs: [
          `Cancel more than ${hours} before the service and you get a full refund less the payment provider's commission. Cancel later and you pay the actual cost of the ingredients and a ${m(f.penaltyCents)} penalty.`,
          `Refunds reach your card within up to ${f.refundWorkingDays} working ${enForm(f.refundWorkingDays, 'day', 'days')}. The customer pays any difference to the chef, or the chef refunds it. Chefs are paid ${f.payoutDelayDays} ${enForm(f.payoutDelayDays, 'day', 'days')} after drop-off.`,
        ],
        links: [{ href: '/orders', label: 'Your orders' }],
        keywords: 'cancel cancellation refund penalty money back',
      },
      ratings: {
        heading: 'How chefs are rated',
        paragraphs: [
          `Customers rate every delivered dish from ${f.ratingMin} to ${f.ratingMax}. When the average of a chef's last ${f.ratingWindow} ratings falls below ${decimal(f.ratingThreshold, 'en')}, the chef is disabled and a manager decides within ${f.ratingDecisionWorkingDays} working ${enForm(f.ratingDecisionWorkingDays, 'day', 'days')} whether they return.`,
        ],
        links: [],
        keywords: 'rating ratings moderation reviews quality',
      },
      ordering: {
        heading: 'How to order',
        paragraphs: ['Ordering takes a few minutes:'],
        list: {
          ordered: true,
          items: [
            'Pick a chef in the marketplace by cuisine, city and hourly rate.',
            'Add dishes to the cart and choose the quantity.',
            'At checkout give the address, the date and time of the service, and whether you pay the chef in cash.',
            'Pay the fees by card. Guests sign in with a one-time PIN to keep the order.',
            'The chef confirms, cooks and delivers. Afterwards, rate the dishes.',
          ],
        },
        links: [
          { href: '/mp', label: 'Browse chefs' },
          { href: '/signin?source=regular_registration', label: 'Create an account' },
        ],
        keywords: 'order ordering how to steps book checkout cart',
      },
      chefTerms: {
        heading: 'Terms for chefs',
        paragraphs: [
          'Chefs on the marketplace are independent professionals. By applying you confirm that you may earn income in Lithuania and declare it yourself, that you cook as a food business registered with the State Food and Veterinary Service (VMVT), whose number an operator checks before your profile goes live, and that what you say about yourself and your dishes, their allergens included, is true.',
          `You set your own prices: your hourly rate times each dish's preparation time, or a fixed price per dish. The customer pays the portal's fees on top; nothing is taken from your price. You confirm each order, cook at the booked time (customers book at least ${f.chefLeadTimeHours} ${enForm(f.chefLeadTimeHours, 'hour', 'hours')} ahead, within the hours you set) and mark the dishes delivered.`,
          `Card payments reach you ${f.payoutDelayDays} ${enForm(f.payoutDelayDays, 'day', 'days')} after drop-off; a complaint made within ${f.complaintWindowHours} hours of delivery holds the payment until it is resolved. Cash the customer pays you at the service is yours at once. Ratings work as described above: a low average disables a profile until a manager decides.`,
        ],
        links: [{ href: '/chef-registration', label: 'Apply as a chef' }],
        keywords:
          'terms conditions chef agreement rules apply become chef obligations vmvt income tax payout',
      },
    },
  };
}

function articleLt(f: ServiceFacts): { title: string; lead: string; sections: Sections } {
  const m = (cents: number) => money(cents, 'lt');
  const p = (value: number) => percent(value, 'lt');
  const x = f.example;
  const n = f.cancellationNoticeHours;
  const hoursDative = `${n} ${ltForm(n, 'valandai', 'valandoms', 'valandų')}`;
  const minutes = `${x.preparationMinutes} ${ltForm(x.preparationMinutes, 'minutę', 'minutes', 'minučių')}`;
  const refundDays = `${f.refundWorkingDays} darbo ${ltForm(f.refundWorkingDays, 'dienos', 'dienų', 'dienų')}`;
  const payoutDays = `${f.payoutDelayDays} ${ltForm(f.payoutDelayDays, 'dienos', 'dienų', 'dienų')}`;
  const decisionDays = `${f.ratingDecisionWorkingDays} darbo ${ltForm(f.ratingDecisionWorkingDays, 'dieną', 'dienas', 'dienų')}`;
  const lastRatings = `${ltForm(f.ratingWindow, 'paskutinio', 'paskutinių', 'paskutinių')} ${f.ratingWindow} ${ltForm(f.ratingWindow, 'įvertinimo', 'įvertinimų', 'įvertinimų')}`;
  return {
    title: 'Apie asmeninius šefus namuose',
    lead: 'Kaip veikia prekyvietė: kas gamina, kiek tai kainuoja ir kas nutinka, jei planai pasikeičia.',
    sections: {
      personalChef: {
        heading: 'Kas yra asmeninis šefas namuose?',
        paragraphs: [
          'Asmeninis šefas – namuose ar profesionaliai gaminantis žmogus, kuris paruošia jūsų patiekalus jūsų virtuvėje arba savojoje ir atveža juos jums. Jūs renkatės šefą ir patiekalus, o šefas apsiperka, gamina ir, jei paprašote, patiekia.',
          'Portalas yra informacinė platforma ir mokėjimų infrastruktūra: jis nėra jūsų ir šefo sutarties šalis. Mokama per kortelių mokėjimų tiekėją, o lėšos laikomos ir perduodamos šefui, kai darbas prasideda.',
        ],
        links: [{ href: '/mp', label: 'Peržiūrėti šefus' }],
        keywords: 'asmeninis sefas namuose namu virejas kas yra',
      },
      prices: {
        heading: 'Kaip sudaroma kaina',
        paragraphs: [
          'Pagal laiką įkainotas patiekalas kainuoja tiek, kiek gaunama jo paruošimo laiką padauginus iš šefo valandinio įkainio. Šefas patiekalą gali parduoti ir už fiksuotą kainą, pavyzdžiui, visą tortą, kad ir kiek laiko jis užtruktų.',
          `Prie patiekalų pridedamas portalo paslaugos mokestis – ${m(f.serviceFeeCents)} ir ${p(f.vatPercent)} PVM (${m(f.vatCents)}), bei mokėjimų tiekėjo ${p(f.gatewayPercent)} nuo kortele mokamos sumos. Mokant internetu, pridedamas ${p(f.prepaymentPercent)} avansas už pagal laiką įkainotus patiekalus.`,
          `Pavyzdys: patiekalas, kurio paruošimas trunka ${minutes}, pas šefą, imantį ${m(x.hourRateCents)} per valandą, kainuoja ${m(x.unitPriceCents)}; užsakius ${x.quantity} vnt. – ${m(x.cash.subtotal)}.`,
        ],
        list: {
          ordered: false,
          items: [
            `Šefui mokant grynaisiais: dabar kortele ${m(x.cash.totalAmount)} (mokestis ${m(x.cash.serviceFee)}, PVM ${m(x.cash.governmentFee)}, kortelės komisinis ${m(x.cash.paymentGatewayFee)}) ir ${m(x.cash.payToChef)} šefui paslaugos metu.`,
            `Mokant internetu: dabar kortele ${m(x.online.totalAmount)} (mokestis ${m(x.online.serviceFee)}, PVM ${m(x.online.governmentFee)}, avansas ${m(x.online.prepayment)}, kortelės komisinis ${m(x.online.paymentGatewayFee)}) ir ${m(x.online.payToChef)} šefui paslaugos metu.`,
          ],
        },
        links: [],
        keywords: 'kaina kainos kainuoja valandinis ikainis per valanda paruosimo laikas kiek pavyzdys suma',
      },
      cancellations: {
        heading: 'Atšaukimas ir pinigų grąžinimas',
        paragraphs: [
          `Atšaukus likus daugiau nei ${hoursDative} iki paslaugos, grąžinama visa suma, išskyrus mokėjimų tiekėjo komisinį mokestį. Atšaukus vėliau, sumokate faktines produktų išlaidas ir ${m(f.penaltyCents)} baudą.`,
          `Pinigai į kortelę grąžinami per ne ilgiau kaip ${refundDays}. Skirtumą klientas sumoka šefui arba šefas jį grąžina. Šefams sumokama praėjus ${payoutDays} po paslaugos suteikimo.`,
        ],
        links: [{ href: '/orders', label: 'Jūsų užsakymai' }],
        keywords: 'atsaukti atsaukimas grazinimas bauda pinigai atgal',
      },
      ratings: {
        heading: 'Kaip vertinami šefai',
        paragraphs: [
          `Klientai kiekvieną pristatytą patiekalą įvertina nuo ${f.ratingMin} iki ${f.ratingMax}. Kai ${lastRatings} vidurkis nukrenta žemiau ${decimal(f.ratingThreshold, 'lt')}, šefas išjungiamas, o vadybininkas per ${decisionDays} nusprendžia, ar jis grįžta.`,
        ],
        links: [],
        keywords: 'vertinimas ivertinimai moderavimas atsiliepimai kokybe',
      },
      ordering: {
        heading: 'Kaip užsisakyti',
        paragraphs: ['Užsisakyti užtrunka kelias minutes:'],
        list: {
          ordered: true,
          items: [
            'Prekyvietėje išsirinkite šefą pagal virtuvę, miestą ir valandinį įkainį.',
            'Įdėkite patiekalus į krepšelį ir pasirinkite kiekį.',
            'Atsiskaitydami nurodykite adresą, paslaugos datą ir laiką bei tai, ar šefui mokėsite grynaisiais.',
            'Sumokėkite mokesčius kortele. Svečiai prisijungia vienkartiniu PIN kodu, kad užsakymas liktų jų paskyroje.',
            'Šefas patvirtina, pagamina ir pristato. Po to įvertinkite patiekalus.',
          ],
        },
        links: [
          { href: '/mp', label: 'Peržiūrėti šefus' },
          { href: '/signin?source=regular_registration', label: 'Sukurti paskyrą' },
        ],
        keywords: 'uzsakyti uzsakymas kaip zingsniai krepselis atsiskaityti',
      },
      chefTerms: {
        heading: 'Sąlygos šefams',
        paragraphs: [
          'Prekyvietės šefai yra savarankiški profesionalai. Teikdami paraišką patvirtinate, kad galite gauti pajamų Lietuvoje ir jas deklaruojate patys, kad gaminate kaip Valstybinėje maisto ir veterinarijos tarnyboje (VMVT) registruotas maisto tvarkymo subjektas, kurio numerį operatorius patikrina prieš jūsų profiliui tampant matomam, ir kad tai, ką rašote apie save ir savo patiekalus, įskaitant alergenus, yra tiesa.',
          `Kainas nustatote patys: valandinis įkainis, padaugintas iš patiekalo paruošimo laiko, arba fiksuota patiekalo kaina. Portalo mokesčius klientas moka papildomai – iš jūsų kainos nieko neatskaitoma. Kiekvieną užsakymą patvirtinate, gaminate užsakytu laiku (klientai užsako likus bent ${f.chefLeadTimeHours} ${ltForm(f.chefLeadTimeHours, 'valandai', 'valandoms', 'valandų')}, jūsų nustatytomis valandomis) ir pažymite patiekalus pristatytus.`,
          `Kortele sumokėti pinigai jus pasiekia praėjus ${payoutDays} po pristatymo; per ${f.complaintWindowHours} val. po pristatymo pateiktas skundas sulaiko mokėjimą, kol jis išsprendžiamas. Grynaisiais klientas sumoka jums paslaugos metu – šie pinigai jūsų iš karto. Vertinimai veikia, kaip aprašyta aukščiau: žemas vidurkis išjungia profilį, kol nusprendžia vadybininkas.`,
        ],
        links: [{ href: '/chef-registration', label: 'Tapti šefu' }],
        keywords: 'salygos taisykles sefo sutartis tapti sefu isipareigojimai vmvt pajamos mokesciai ismokos',
      },
    },
  };
}

/** The /assets/about article in `lang`, every figure formatted from `facts` (the code's constants by default). */
export function article(lang: Language, facts: ServiceFacts = serviceFacts()): Article {
  const { title, lead, sections } = lang === 'lt' ? articleLt(facts) : articleEn(facts);
  return { title, lead, sections: ARTICLE_SECTIONS.map((id) => ({ id, ...sections[id] })) };
}
