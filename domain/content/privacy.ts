import { BRAND_NAME, CONTACT_EMAIL, type Language } from '../constants.ts';
import { ACCOUNTING_RETENTION_YEARS } from '../privacy/retention.ts';

/** One section of the privacy page (/privacy): a heading, paragraphs and an optional list. */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface PrivacyPage {
  title: string;
  lead: string;
  sections: PrivacySection[];
}

const years = ACCOUNTING_RETENTION_YEARS;

const en: PrivacyPage = {
  title: 'Privacy: your data',
  lead: `What ${BRAND_NAME} keeps about you, why, for how long, and how you take it with you or delete it.`,
  sections: [
    {
      id: 'what-we-keep',
      heading: 'What we keep and why',
      paragraphs: ['We keep only what the marketplace needs to work for you:'],
      list: [
        'Your account: e-mail, name, phone and city, to sign you in and to reach you about your orders.',
        'Your orders, payments, refunds and, for chefs, payouts: to deliver what you ordered and to keep the accounts the law requires.',
        'Messages in your conversations, notifications and reviews: so both sides of an order can see what was agreed.',
        'Files you upload (photos, certificates, a video): to show your dishes and to review a chef application.',
        'A chef’s personal tax number: only for payouts and tax reporting. No screen shows it, not even to our staff.',
      ],
    },
    {
      id: 'download',
      heading: 'Download your data',
      paragraphs: [
        'On your profile, under “Your data”, download a JSON file with your profile, addresses, orders (as a customer and as a chef), conversations, notifications, event requests and proposals, reviews, complaints, credits and the files you uploaded (their names and links).',
        'What other people wrote to you is in it as your screens show it: their contact details stay hidden. Another person’s address or phone is never in it.',
      ],
    },
    {
      id: 'delete',
      heading: 'Delete your account',
      paragraphs: [
        'On your profile, under “Your data”, delete your account after confirming with your password (or a PIN we e-mail you if you have no password). You are signed out everywhere at once and cannot sign in to that account again.',
        'We erase your name, e-mail, phone, addresses, profile photo, the files you uploaded, your notifications and assistant conversation. A chef’s store and dishes are taken down.',
        'Messages you wrote stay in the other person’s conversation, without your name: they are their record too. Your reviews stay, without your name.',
        'While an order is not yet delivered or cancelled, a complaint or refund is open, we still owe you a payout, or you hold credits, deletion waits: finish those first, so nobody is left without what they are owed.',
      ],
    },
    {
      id: 'retention',
      heading: `What the law makes us keep: ${years} years`,
      paragraphs: [
        `Orders, payments, refunds, payouts, complaints and the credits ledger are accounting records. The Lithuanian law on financial accounting requires us to keep them for ${years} years, so a deleted account leaves them behind, linked to no name, and with a chef’s personal tax number for the payout records.`,
        `After ${years} years from the end of the year of the deletion, they are deleted too. An order stays while the other side of it still has an account (it is their record too), linked to no name of yours, and goes ${years} years after they delete theirs.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      paragraphs: [
        `Write to ${CONTACT_EMAIL}. You may also complain to the State Data Protection Inspectorate (vdai.lrv.lt).`,
      ],
    },
  ],
};

const lt: PrivacyPage = {
  title: 'Privatumas: jūsų duomenys',
  lead: `Ką ${BRAND_NAME} saugo apie jus, kodėl, kiek laiko ir kaip galite juos atsisiųsti ar ištrinti.`,
  sections: [
    {
      id: 'what-we-keep',
      heading: 'Ką saugome ir kodėl',
      paragraphs: ['Saugome tik tai, ko reikia, kad prekyvietė jums veiktų:'],
      list: [
        'Jūsų paskyrą: el. paštą, vardą, telefoną ir miestą, kad galėtumėte prisijungti ir kad susisiektume dėl užsakymų.',
        'Užsakymus, mokėjimus, grąžinimus ir, šefams, išmokas: kad gautumėte, ką užsisakėte, ir kad vestume įstatymo reikalaujamą apskaitą.',
        'Pokalbių žinutes, pranešimus ir atsiliepimus: kad abi užsakymo pusės matytų, kas sutarta.',
        'Įkeltus failus (nuotraukas, pažymėjimus, vaizdo įrašą): kad būtų matyti patiekalai ir kad galėtume peržiūrėti šefo paraišką.',
        'Šefo asmens mokesčių numerį: tik išmokoms ir mokesčių ataskaitoms. Jo nerodo joks ekranas, net mūsų darbuotojams.',
      ],
    },
    {
      id: 'download',
      heading: 'Atsisiųskite savo duomenis',
      paragraphs: [
        'Profilyje, skiltyje „Jūsų duomenys“, atsisiųskite JSON failą su profiliu, adresais, užsakymais (kaip kliento ir kaip šefo), pokalbiais, pranešimais, renginių užklausomis ir pasiūlymais, atsiliepimais, skundais, kreditais ir įkeltais failais (jų pavadinimais ir nuorodomis).',
        'Tai, ką jums rašė kiti, jame yra taip, kaip rodo jūsų ekranai: jų kontaktai lieka paslėpti. Kito žmogaus adreso ar telefono jame niekada nėra.',
      ],
    },
    {
      id: 'delete',
      heading: 'Ištrinkite paskyrą',
      paragraphs: [
        'Profilyje, skiltyje „Jūsų duomenys“, ištrinkite paskyrą, patvirtinę slaptažodžiu (arba PIN kodu, kurį atsiųsime el. paštu, jei slaptažodžio neturite). Būsite atjungti visur iš karto ir prie tos paskyros nebeprisijungsite.',
        'Ištriname jūsų vardą, el. paštą, telefoną, adresus, profilio nuotrauką, įkeltus failus, pranešimus ir pokalbį su asistentu. Šefo parduotuvė ir patiekalai pašalinami.',
        'Jūsų parašytos žinutės lieka kito žmogaus pokalbyje, be jūsų vardo: tai ir jo įrašas. Jūsų atsiliepimai lieka, be jūsų vardo.',
        'Kol užsakymas dar nepristatytas ar neatšauktas, skundas ar grąžinimas neužbaigtas, dar esame skolingi išmokų ar turite kreditų, ištrynimas palauks: pirmiausia užbaikite tai, kad niekas neliktų be to, kas jam priklauso.',
      ],
    },
    {
      id: 'retention',
      heading: `Ką saugoti liepia įstatymas: ${years} metų`,
      paragraphs: [
        `Užsakymai, mokėjimai, grąžinimai, išmokos, skundai ir kreditų žurnalas yra apskaitos įrašai. Lietuvos Respublikos finansinės apskaitos įstatymai reikalauja juos saugoti ${years} metų, todėl ištrynus paskyrą jie lieka, nesusieti su jokiu vardu, o išmokų įrašams lieka šefo asmens mokesčių numeris.`,
        `Praėjus ${years} metų nuo ištrynimo metų pabaigos, ištrinami ir jie. Užsakymas lieka, kol kita jo pusė dar turi paskyrą (tai ir jos įrašas), nesusietas su jūsų vardu, ir ištrinamas praėjus ${years} metų po to, kai ir ji ištrina savo paskyrą.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Klausimai',
      paragraphs: [
        `Rašykite ${CONTACT_EMAIL}. Taip pat galite skųstis Valstybinei duomenų apsaugos inspekcijai (vdai.lrv.lt).`,
      ],
    },
  ],
};

/** The privacy page in `lang`, its figures from domain/privacy/retention.ts. */
export function privacyPage(lang: Language): PrivacyPage {
  return lang === 'lt' ? lt : en;
}
