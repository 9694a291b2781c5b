import { BRAND_NAME, type Language } from '#domain/constants.ts';
import { formatEuro } from '#domain/money.ts';
import type { NotificationKind, NotificationParams } from '#domain/notifications/notification-kinds.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

interface MailText {
  subject: string;
  body: string;
}
type Texts = Record<NotificationKind, (p: NotificationParams, euro: (cents?: number) => string) => MailText>;

const en: Texts = {
  // Sent when the order is paid: the receipt's details follow the body.
  orderPlaced: (p, euro) => ({
    subject: `Receipt for your order ${p.orderNumber}`,
    body: `Thank you: your order ${p.orderNumber} is paid (${euro(p.amount)} by card). We will tell you when the chef confirms it.`,
  }),
  // Sent when the order is paid: an order nobody paid for is not the chef's news.
  orderReceived: (p) => ({
    subject: `New order ${p.orderNumber}`,
    body: `You have a new order ${p.orderNumber}: ${p.dishes}. ${
      p.choice === 'allInCash'
        ? 'The customer paid the portal’s fee by card and pays you the whole price of your dishes in cash at the service.'
        : p.choice === 'prepayHalf'
          ? 'The customer paid 50% of your dishes by card (paid out to you after delivery) and pays you the rest in cash at the service.'
          : 'The customer has paid the card part.'
    } At the service, take the cash and enter the customer’s hand-over PIN. Please confirm or decline the order on the order page.`,
  }),
  itemConfirmed: (p) => ({
    subject: `Order ${p.orderNumber} is confirmed`,
    body: `The chef confirmed ${p.dishes} in your order ${p.orderNumber}.`,
  }),
  itemDeclined: (p, euro) => ({
    subject: `Order ${p.orderNumber}: the chef declined a dish`,
    body:
      `The chef declined ${p.dishes} in your order ${p.orderNumber}.` +
      (p.amount ? ` We refund ${euro(p.amount)} to your card.` : ''),
  }),
  itemDelivered: (p) => ({
    subject: `Order ${p.orderNumber} is delivered`,
    body: `${p.dishes} from your order ${p.orderNumber} is delivered. Enjoy your meal, and rate the dish when you are ready.`,
  }),
  handoverLocked: (p) => ({
    subject: `Order ${p.orderNumber}: your hand-over PIN is locked`,
    body: `The chef entered a wrong hand-over PIN for ${p.dishes} in your order ${p.orderNumber} too many times, so the PIN is locked and the delivery cannot be recorded with it. If you are with the chef, open the order page, issue a new hand-over PIN and show it to the chef. If you did not meet the chef, someone may be guessing your PIN: issue a new one only when you hand over the cash, and contact us if it happens again.`,
  }),
  orderCancelled: (p, euro) => ({
    subject: `Order ${p.orderNumber} is cancelled`,
    body:
      `${p.dishes} in order ${p.orderNumber} is cancelled.` +
      (p.amount ? ` ${euro(p.amount)} is refunded to the card.` : ''),
  }),
  reviewReceived: (p) => ({
    subject: `New review for ${p.dishes}`,
    body: `A customer rated ${p.dishes} (order ${p.orderNumber}) ${p.rating} of 5. You can reply once on the order page.`,
  }),
  reviewReplied: (p) => ({
    subject: `The chef replied to your review`,
    body: `The chef replied to your review of ${p.dishes} (order ${p.orderNumber}).`,
  }),
  complaintOpened: (p) => ({
    subject: `Complaint about order ${p.orderNumber}`,
    body: `The customer opened a complaint about ${p.dishes} in order ${p.orderNumber}. The payout for it is held until an operator decides. You can state your side on the order page.`,
  }),
  complaintResolved: (p, euro) => ({
    subject: `Complaint about order ${p.orderNumber} is resolved`,
    body:
      (p.outcome === 'none'
        ? `The complaint about ${p.dishes} in order ${p.orderNumber} is resolved without a refund.`
        : p.audience === 'chef'
          ? `The complaint about ${p.dishes} in order ${p.orderNumber} is resolved: the customer is refunded ${euro(p.amount)} to their card` +
            (p.outcome === 'full'
              ? ', and you are not paid for the dish.'
              : ', and your payout for the dish is reduced by that amount (never below zero).')
          : `The complaint about ${p.dishes} in order ${p.orderNumber} is resolved: ${euro(p.amount)} is refunded to your card.`) +
      (p.reason ? ` The operator's reason: ${p.reason}` : ''),
  }),
  payoutMade: (p, euro) => ({
    subject: `Payout of ${euro(p.amount)} made`,
    body: `We paid you ${euro(p.amount)} for ${p.dishes} (order ${p.orderNumber}).`,
  }),
  proposalNotChosen: (p) => ({
    subject: 'Your proposal was not chosen this time',
    body: `Thank you for your proposal for the ${occasionWords.en[p.occasion ?? 'other'] ?? occasionWords.en.other} on ${when('en', p.serviceDate)} (${p.guests} guests). The customer chose another chef's menu, so the request is closed. We will tell you of new requests you can take.`,
  }),
  newEventRequest: (p) => ({
    subject:
      (p.count ?? 1) > 1 ? `${p.count} new event requests you can take` : 'A new event request you can take',
    body: `${
      (p.count ?? 1) > 1
        ? `${p.count} customers are looking for a chef, and you can take their events. The first: a`
        : 'A customer is looking for a chef, and you can take the event: a'
    } ${occasionWords.en[p.occasion ?? 'other'] ?? occasionWords.en.other} in ${p.city} on ${when('en', p.serviceDate)}, ${p.guests} guests. Send your menu and price while the request still takes proposals: the customer compares the first few. Your other new requests are in your list of open requests.`,
  }),
  eventRequestClosed: (p) => ({
    subject: `Your event request no. ${p.requestId} was closed`,
    body: `Our team closed your request for the ${occasionWords.en[p.occasion ?? 'other'] ?? occasionWords.en.other} on ${when('en', p.serviceDate)} (${p.guests} guests), as it does not follow the marketplace rules. Chefs no longer see it, and its proposals can no longer be accepted. You are welcome to file a new request that follows them.\n\nThe reason: ${p.reason ?? ''}`,
  }),
  // To a chef with a live proposal on it: our team's decision, not a judgement of her menu; no reason.
  proposalRequestClosed: (p) => ({
    subject: 'An event request you proposed for was closed',
    body: `Thank you for your proposal for the ${occasionWords.en[p.occasion ?? 'other'] ?? occasionWords.en.other} on ${when('en', p.serviceDate)} (${p.guests} guests). Our team closed this request, as it does not follow the marketplace rules, so your proposal can no longer be accepted. This says nothing about your proposal, and nothing is needed from you. We will tell you of new requests you can take.`,
  }),
  proposalRequestCancelled: (p) => ({
    subject: 'An event request you proposed for was withdrawn',
    body: `Thank you for your proposal for the ${occasionWords.en[p.occasion ?? 'other'] ?? occasionWords.en.other} on ${when('en', p.serviceDate)} (${p.guests} guests). The customer withdrew this request, so your proposal can no longer be accepted. This says nothing about your proposal, and nothing is needed from you. We will tell you of new requests you can take.`,
  }),
  eventRequestExpired: (p) => ({
    subject: `Your event request no. ${p.requestId} has expired`,
    body: `Your request for the ${occasionWords.en[p.occasion ?? 'other'] ?? occasionWords.en.other} on ${when('en', p.serviceDate)} (${p.guests} guests) has expired with no menu booked, so chefs no longer see it. We are sorry it did not work out this time. If you still need a chef, you are welcome to file a new request: the chefs who can cook on its date are told of it.`,
  }),
};

const lt: Texts = {
  orderPlaced: (p, euro) => ({
    subject: `Užsakymo ${p.orderNumber} kvitas`,
    body: `Ačiū: jūsų užsakymas ${p.orderNumber} apmokėtas (kortele ${euro(p.amount)}). Pranešime, kai šefas jį patvirtins.`,
  }),
  orderReceived: (p) => ({
    subject: `Naujas užsakymas ${p.orderNumber}`,
    body: `Gavote naują užsakymą ${p.orderNumber}: ${p.dishes}. ${
      p.choice === 'allInCash'
        ? 'Klientas kortele sumokėjo portalo mokestį, o visą jūsų patiekalų kainą sumokės jums grynaisiais per paslaugą.'
        : p.choice === 'prepayHalf'
          ? 'Klientas kortele sumokėjo 50 % jūsų patiekalų kainos (ją išmokėsime po pristatymo), o likutį sumokės jums grynaisiais per paslaugą.'
          : 'Klientas sumokėjo kortele mokamą dalį.'
    } Per paslaugą paimkite grynuosius ir įveskite kliento perdavimo PIN. Patvirtinkite arba atmeskite užsakymą užsakymo puslapyje.`,
  }),
  itemConfirmed: (p) => ({
    subject: `Užsakymas ${p.orderNumber} patvirtintas`,
    body: `Šefas patvirtino jūsų užsakymo ${p.orderNumber} patiekalus: ${p.dishes}.`,
  }),
  itemDeclined: (p, euro) => ({
    subject: `Užsakymas ${p.orderNumber}: šefas atmetė patiekalą`,
    body:
      `Šefas atmetė jūsų užsakymo ${p.orderNumber} patiekalus: ${p.dishes}.` +
      (p.amount ? ` Į jūsų kortelę grąžiname ${euro(p.amount)}.` : ''),
  }),
  itemDelivered: (p) => ({
    subject: `Užsakymas ${p.orderNumber} pristatytas`,
    body: `Jūsų užsakymo ${p.orderNumber} patiekalai pristatyti: ${p.dishes}. Skanaus! Kai būsite pasiruošę, įvertinkite patiekalą.`,
  }),
  handoverLocked: (p) => ({
    subject: `Užsakymas ${p.orderNumber}: jūsų perdavimo PIN užrakintas`,
    body: `Šefas per daug kartų įvedė neteisingą perdavimo PIN jūsų užsakymo ${p.orderNumber} patiekalams (${p.dishes}), todėl PIN užrakintas ir su juo pristatymo pažymėti nebegalima. Jei esate su šefu, atidarykite užsakymo puslapį, sukurkite naują perdavimo PIN ir parodykite jį šefui. Jei su šefu nesusitikote, kažkas gali bandyti atspėti jūsų PIN: naują kurkite tik perduodami grynuosius pinigus, o jei tai pasikartos, susisiekite su mumis.`,
  }),
  orderCancelled: (p, euro) => ({
    subject: `Užsakymas ${p.orderNumber} atšauktas`,
    body:
      `Užsakymo ${p.orderNumber} patiekalai atšaukti: ${p.dishes}.` +
      (p.amount ? ` Į kortelę grąžinama ${euro(p.amount)}.` : ''),
  }),
  reviewReceived: (p) => ({
    subject: `Naujas atsiliepimas: ${p.dishes}`,
    body: `Klientas įvertino patiekalą „${p.dishes}“ (užsakymas ${p.orderNumber}): ${p.rating} iš 5. Užsakymo puslapyje galite vieną kartą atsakyti.`,
  }),
  reviewReplied: (p) => ({
    subject: `Šefas atsakė į jūsų atsiliepimą`,
    body: `Šefas atsakė į jūsų atsiliepimą apie patiekalą „${p.dishes}“ (užsakymas ${p.orderNumber}).`,
  }),
  complaintOpened: (p) => ({
    subject: `Skundas dėl užsakymo ${p.orderNumber}`,
    body: `Klientas pateikė skundą dėl patiekalo „${p.dishes}“ užsakyme ${p.orderNumber}. Išmoka už jį sulaikyta, kol operatorius priims sprendimą. Savo poziciją galite išdėstyti užsakymo puslapyje.`,
  }),
  complaintResolved: (p, euro) => ({
    subject: `Skundas dėl užsakymo ${p.orderNumber} išspręstas`,
    body:
      (p.outcome === 'none'
        ? `Skundas dėl patiekalo „${p.dishes}“ užsakyme ${p.orderNumber} išspręstas be pinigų grąžinimo.`
        : p.audience === 'chef'
          ? `Skundas dėl patiekalo „${p.dishes}“ užsakyme ${p.orderNumber} išspręstas: klientui į kortelę grąžinama ${euro(p.amount)}` +
            (p.outcome === 'full'
              ? ', o jums už patiekalą nemokama.'
              : ', o jūsų išmoka už patiekalą sumažinama tiek pat (ne žemiau nulio).')
          : `Skundas dėl patiekalo „${p.dishes}“ užsakyme ${p.orderNumber} išspręstas: į jūsų kortelę grąžinama ${euro(p.amount)}.`) +
      (p.reason ? ` Operatoriaus sprendimo priežastis: ${p.reason}` : ''),
  }),
  payoutMade: (p, euro) => ({
    subject: `Išmokėta ${euro(p.amount)}`,
    body: `Išmokėjome jums ${euro(p.amount)} už patiekalą „${p.dishes}“ (užsakymas ${p.orderNumber}).`,
  }),
  proposalNotChosen: (p) => ({
    subject: 'Šį kartą jūsų pasiūlymas nepasirinktas',
    body: `Ačiū už pasiūlymą renginiui „${occasionWords.lt[p.occasion ?? 'other'] ?? occasionWords.lt.other}“, ${when('lt', p.serviceDate)} (svečių skaičius: ${p.guests}). Klientas pasirinko kito šefo meniu, todėl užklausa uždaryta. Pranešime apie naujas užklausas, kurias galėsite priimti.`,
  }),
  newEventRequest: (p) => ({
    subject:
      (p.count ?? 1) > 1
        ? `Naujų renginių užklausų, kurias galite priimti: ${p.count}`
        : 'Nauja renginio užklausa, kurią galite priimti',
    body: `${
      (p.count ?? 1) > 1
        ? `Klientai ieško šefo, ir jūs galite priimti jų renginius (užklausų: ${p.count}). Pirmoji:`
        : 'Klientas ieško šefo, ir jūs galite priimti jo renginį:'
    } „${occasionWords.lt[p.occasion ?? 'other'] ?? occasionWords.lt.other}“, ${p.city}, ${when('lt', p.serviceDate)}, svečių skaičius: ${p.guests}. Atsiųskite savo meniu ir kainą, kol užklausa dar priima pasiūlymus: klientas lygins kelis pirmuosius. Kitos naujos užklausos – jūsų atvirų užklausų sąraše.`,
  }),
  eventRequestClosed: (p) => ({
    subject: `Jūsų renginio užklausa nr. ${p.requestId} uždaryta`,
    body: `Mūsų komanda uždarė jūsų užklausą renginiui „${occasionWords.lt[p.occasion ?? 'other'] ?? occasionWords.lt.other}“, ${when('lt', p.serviceDate)} (svečių skaičius: ${p.guests}), nes ji neatitinka prekyvietės taisyklių. Šefai jos nebemato, o jos pasiūlymų nebegalima priimti. Galite pateikti naują užklausą, kuri jas atitinka.\n\nPriežastis: ${p.reason ?? ''}`,
  }),
  proposalRequestClosed: (p) => ({
    subject: 'Užklausa, kuriai pateikėte pasiūlymą, uždaryta',
    body: `Ačiū už pasiūlymą renginiui „${occasionWords.lt[p.occasion ?? 'other'] ?? occasionWords.lt.other}“, ${when('lt', p.serviceDate)} (svečių skaičius: ${p.guests}). Mūsų komanda uždarė šią užklausą, nes ji neatitinka prekyvietės taisyklių, todėl jūsų pasiūlymo nebegalima priimti. Tai nėra jūsų pasiūlymo vertinimas, ir jums nieko daryti nereikia. Pranešime apie naujas užklausas, kurias galėsite priimti.`,
  }),
  proposalRequestCancelled: (p) => ({
    subject: 'Užklausa, kuriai pateikėte pasiūlymą, atšaukta',
    body: `Ačiū už pasiūlymą renginiui „${occasionWords.lt[p.occasion ?? 'other'] ?? occasionWords.lt.other}“, ${when('lt', p.serviceDate)} (svečių skaičius: ${p.guests}). Klientas atšaukė šią užklausą, todėl jūsų pasiūlymo nebegalima priimti. Tai nėra jūsų pasiūlymo vertinimas, ir jums nieko daryti nereikia. Pranešime apie naujas užklausas, kurias galėsite priimti.`,
  }),
  eventRequestExpired: (p) => ({
    subject: `Jūsų renginio užklausos nr. ${p.requestId} galiojimas baigėsi`,
    body: `Jūsų užklausos renginiui „${occasionWords.lt[p.occasion ?? 'other'] ?? occasionWords.lt.other}“, ${when('lt', p.serviceDate)} (svečių skaičius: ${p.guests}) galiojimas baigėsi, o meniu taip ir nebuvo užsakytas, todėl šefai jos nebemato. Apgailestaujame, kad šį kartą nepavyko. Jei šefo vis dar reikia, kviečiame pateikti naują užklausą: apie ją pranešime šefams, galintiems gaminti tą dieną.`,
  }),
};

/** An event request's occasion (domain/event-requests/event-request-rules.ts OCCASIONS) in a sentence. */
const occasionWords: Record<Language, Record<string, string>> = {
  en: {
    birthday: 'birthday',
    anniversary: 'anniversary',
    family: 'family dinner',
    holiday: 'holiday dinner',
    business: 'business event',
    date: 'dinner for two',
    other: 'event',
  },
  lt: {
    birthday: 'Gimtadienis',
    anniversary: 'Jubiliejus',
    family: 'Šeimos vakarienė',
    holiday: 'Šventinė vakarienė',
    business: 'Verslo renginys',
    date: 'Vakarienė dviem',
    other: 'Renginys',
  },
};

/** A service instant (ms) as the recipient reads dates, in the marketplace's time. */
function when(lang: Language, ms: number | undefined): string {
  return formatInstant(ms ?? 0, 'longDateTime', lang);
}

const frame = {
  en: { hello: 'Hello,', open: 'Open the order:', openRequest: 'Open the request:' },
  lt: { hello: 'Sveiki,', open: 'Atidaryti užsakymą:', openRequest: 'Atidaryti užklausą:' },
} as const;

/**
 * One notification as an e-mail in the recipient's language, with a link to the order (absolute,
 * so it opens from a mail client). `details` (a receipt's lines) follow the message.
 */
export function notificationMail(
  kind: NotificationKind,
  lang: Language,
  params: NotificationParams,
  url: string | null,
  details?: string,
): { subject: string; text: string } {
  const euro = (cents?: number) => formatEuro(cents ?? 0, lang);
  const { subject, body } = (lang === 'lt' ? lt : en)[kind](params, euro);
  const more = details ? `\n\n${details}` : '';
  const open = url && !url.includes('/order/') ? frame[lang].openRequest : frame[lang].open;
  const link = url ? `\n\n${open} ${url}` : '';
  return { subject, text: `${frame[lang].hello}\n\n${body}${more}${link}\n\n${BRAND_NAME}` };
}
