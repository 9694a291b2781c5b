import { EVENT_REQUEST_LIMITS } from '../event-requests/event-request-rules.ts';

import type { ScreenMessageTree } from './screen-messages.en.ts';

/** The screens' own API messages in Lithuanian (see screen-messages.en.ts). */
export const screenMessagesLt: ScreenMessageTree = {
  console: {
    changedReload:
      'Šis įrašas pasikeitė po to, kai jį atsidarėte, arba kažkas jau priėmė sprendimą. Atnaujinkite ir patikrinkite dar kartą.',
    notWaiting: 'Šiam įrašui sprendimo nebereikia. Atnaujinkite, kad matytumėte dabartinę būseną.',
    userNotFound: 'Paskyros su tokiu el. paštu ar ID nėra.',
    ownRole: 'Negalite keisti savo paties vaidmens.',
    adminRole: 'Administratoriaus vaidmens čia keisti negalima.',
    roleUnchanged: 'Ši paskyra jau turi šį vaidmenį.',
    userRequired: 'Nurodykite paskyros el. paštą arba ID.',
    ownAccount: 'Negalite išjungti savo paties paskyros.',
    adminAccount: 'Administratoriaus paskyros čia išjungti negalima.',
    accountAlreadyDisabled: 'Ši paskyra jau išjungta. Atnaujinkite, kad matytumėte, nuo kada ir kodėl.',
    accountNotDisabled: 'Ši paskyra neišjungta. Atnaujinkite, kad matytumėte dabartinę būseną.',
    dishNotFound: 'Patiekalas nerastas.',
    dishAlreadyDeactivated: 'Šis patiekalas jau išjungtas.',
    foodBusinessReasonRequired:
      'Šis šefas nėra nurodęs maisto tvarkymo subjekto (VMVT) numerio. Pirmiausia jo paprašykite arba parašykite, kodėl jis gali pradėti be jo.',
    noCertificates: 'Šis šefas neįkėlė pažymėjimų, kuriuos būtų galima patikrinti.',
    certificatesNotChecked: 'Niekas nepažymėjo, kad šie pažymėjimai patikrinti, todėl nėra ko atšaukti.',
    noFoodBusinessNumber:
      'Šis šefas nėra nurodęs maisto tvarkymo subjekto (VMVT) numerio, kurį būtų galima patikrinti.',
    foodBusinessNotChecked:
      'Niekas nepažymėjo, kad šis maisto tvarkymo subjekto numeris patikrintas, todėl nėra ko atšaukti.',
  },
  complaints: {
    notFound: 'Skundas nerastas',
    notDelivered: 'Skųstis dėl patiekalo galėsite, kai jis bus pristatytas.',
    windowOver: 'Skundą galima pateikti per {{hours}} valandas nuo pristatymo, o šis laikas jau praėjo.',
    alreadyComplained: 'Dėl šio patiekalo skundą jau pateikėte.',
    tooManyPhotos: 'Pridėkite ne daugiau kaip {{max}} nuotraukas.',
    photoNotYours: 'Vienos nuotraukos nepavyko panaudoti. Įkelkite ją iš naujo.',
    photoNotImage: 'Nuotraukos turi būti .jpg, .jpeg, .png arba .webp formato.',
    alreadyResponded: 'Į šį skundą jau atsakėte.',
    notOpen: 'Šis skundas jau išspręstas.',
    changedReload: 'Šis skundas ką tik buvo pakeistas. Atnaujinkite puslapį ir nuspręskite iš naujo.',
    refundTooHigh: 'Grąžinama suma negali viršyti {{max}}.',
    nothingToRefund: 'Už šį patiekalą kortele nieko nesumokėta, todėl nėra ką grąžinti.',
    opened: 'Skundas išsiųstas. Šefo išmoka sulaikyta, kol operatorius priims sprendimą.',
    responded: 'Jūsų atsakymas išsaugotas.',
    resolved: 'Sprendimas užfiksuotas, abi pusės informuotos.',
  },
  eventRequests: {
    guestsRange: `Įveskite nuo ${EVENT_REQUEST_LIMITS.guestsMin} iki ${EVENT_REQUEST_LIMITS.guestsMax} svečių.`,
    budgetPositive: 'Įveskite didesnį nei nulis biudžetą.',
    serviceDatePast: 'Pasirinkite būsimą datą ir laiką.',
    beyondHorizon: 'Šefai priima užsakymus iki {{days}} dienų į priekį: pasirinkite ankstesnę datą.',
    serviceDateTooSoon:
      'Šefams reikia bent {{hours}} valandų meniu suplanuoti ir apsipirkti: pasirinkite vėlesnę datą.',
    noChefServesCity:
      'Mieste {{city}} dar nedirba nė vienas šefas. Pasirinkite artimą miestą arba peržiūrėkite ten gaminančius šefus.',
    menuEmpty: 'Į meniu įtraukite bent vieną patiekalą.',
    includesRequired: 'Nurodykite, kas įskaičiuota į kainą.',
    courseAllergensRequired: 'Nurodykite kiekvieno patiekalo alergenus arba „nėra“.',
    notFound: 'Renginio užklausa nerasta.',
    notOpen: 'Šios užklausos nebegalima keisti ir jai nebegalima teikti pasiūlymų.',
    proposalsFull: 'Ši užklausa jau gavo visus galimus pasiūlymus.',
    cannotTake: 'Šios užklausos negalite priimti (jūsų aptarnavimo zona, virtuvės ar darbo valandos).',
    proposalNotFound: 'Pasiūlymas nerastas.',
    alreadyProposed: 'Šiai užklausai jau pateikėte pasiūlymą: geriau jį pataisykite.',
    alreadyAccepted:
      'Vienas šios užklausos pasiūlymas jau priimtas: dabar tai užsakymas, kurį stebite arba atšaukiate užsakymo puslapyje.',
    proposalChanged:
      'Šefas pakeitė šį pasiūlymą po to, kai jį atsidarėte (dabar tai {{revision}} versija). Peržiūrėkite naują meniu ir kainą ir, jei tinka, priimkite dar kartą.',
    proposalAccepted: 'Šis pasiūlymas priimtas: jo meniu ir kaina nebesikeis.',
    proposalNotOpen: 'Šio pasiūlymo nebegalima priimti.',
    chefUnavailable:
      'Šefas nebegali priimti šios datos ir laiko (poilsio diena, ne darbo valandos, užimta diena arba per mažai laiko pasiruošti). Parašykite šefui arba priimkite kitą pasiūlymą.',
    ownRequest: 'Negalite teikti pasiūlymo savo pačių užklausai ar jo priimti.',
    closedByStaff:
      'Mūsų komanda uždarė šią užklausą, nes ji neatitinka prekyvietės taisyklių: ji nebepriima pasiūlymų, o jų priimti nebegalima.',
    alreadyClosed: 'Ši užklausa jau uždaryta.',
    closed: 'Užklausa uždaryta, o jos klientui pranešta.',
  },
  assets: {
    notANumber: 'Įveskite sumą skaičiais',
    mustBePositive: 'Suma turi būti didesnė už nulį',
    wholeNumber: 'Kreditai skaičiuojami sveikais vienetais: įveskite sveikąjį skaičių',
    tooSmall: 'Suma turi būti ne mažesnė kaip {{min}}',
    tooLarge: 'Suma turi būti ne didesnė kaip {{max}}',
    unknownAddressType: 'Pasirinkite adreso tipą iš sąrašo',
    notValidEmail: 'Neteisingas el. pašto adresas',
    invalidDogecoinAddress: 'Neteisingas Dogecoin adresas',
    invalidTelegramNick: 'Neteisingas Telegram naudotojo vardas',
    invalidStoreName: 'Neteisingas parduotuvės pavadinimas',
    insufficientBalance: 'Suma viršija jūsų likutį ({{balance}})',
    recipientNotFound: 'Paskyros su tokiu parduotuvės pavadinimu ar el. paštu nėra',
    selfTransfer: 'Negalite pervesti kreditų sau',
    pinSent: 'Išsiuntėme jums PIN kodą pervedimui patvirtinti. Jis galioja {{minutes}} min.',
    transferNotFound: 'Pervedimas nerastas. Pradėkite pervedimą iš naujo.',
    transferAlreadyConfirmed: 'Šis pervedimas jau patvirtintas.',
    purchaseNotFound: 'Pirkimas nerastas',
    withdrawalNotFound: 'Išmokėjimas nerastas',
    withdrawalAlreadyDecided:
      'Dėl šio išmokėjimo jau nuspręsta. Atnaujinkite puslapį, kad matytumėte dabartinę būseną.',
    unknownWithdrawalStatus: 'Pasirinkite „įvykdytas“ arba „atmestas“',
  },
  assistant: {
    questionRequired: 'Įrašykite klausimą.',
    questionTooLong: 'Klausimas turi būti ne ilgesnis nei {{max}} simbolių.',
    tooManyQuestions:
      'Per trumpą laiką užduota per daug klausimų. Palaukite {{minutes}} min. ir klauskite vėl.',
    unknown:
      'Atsiprašau, tai ne mano žinių sritis. Galiu papasakoti apie portalo mokestį, PVM, atsiskaitymą, atšaukimą, pinigų grąžinimą, produktus, išmokas šefams ir vertinimus bei surasti šefų pagal virtuvę, miestą ir valandinį įkainį.',
    chefsFound: 'Radau šiuos šefus ({{filters}}):',
    noChefs:
      'Šiuo metu neradau patvirtinto šefo ({{filters}}). Pabandykite su mažiau filtrų arba peržiūrėkite visus šefus prekyvietėje.',
    anyChef: 'jūsų paieška',
    inCity: '{{city}}',
    upToRate: 'iki {{rate}} per valandą',
    perHour: '{{rate}}/val.',
    allMatches: 'Visi atitikmenys prekyvietėje',
    marketplace: 'Peržiūrėti prekyvietę',
    aboutLink: 'Apie paslaugą',
    hours: {
      title: 'Kada galima užsakyti šefą',
      defaultOutside:
        'Ne, {{time}} užsakyti negalima. Šefą, kuris dar nenustatė savo darbo laiko, galima užsakyti kasdien nuo {{start}} iki {{end}}, niekada naktį ir ne per Lietuvos valstybines šventes.',
      defaultInside:
        'Taip, {{time}} tinka: šefą, kuris dar nenustatė savo darbo laiko, galima užsakyti kasdien nuo {{start}} iki {{end}}, išskyrus Lietuvos valstybines šventes.',
      ownHours:
        'Šefai, nustatę savo darbo laiką, užsakomi tik tuo laiku: užsakymo puslapyje siūlomos tik tos dienos ir laikai, kuriais gali visi jūsų krepšelio šefai.',
      chefOutside: '{{chef}} {{time}} negamina.',
      chefInside: 'Taip, {{chef}} gamina {{time}}: {{days}}.',
      chefInsideEveryDay: 'Taip, {{chef}} gamina {{time}} kasdien.',
      chefHours: 'Darbo laikas: {{hours}}.',
      chefDefaultHours:
        'Šis šefas dar nenustatė savo darbo laiko, todėl jį galima užsakyti kasdien nuo {{start}} iki {{end}}.',
      chefHolidaysOff: 'Per Lietuvos valstybines šventes šis šefas negamina.',
      chefHolidaysOn: 'Šis šefas gamina ir per valstybines šventes.',
      chefCheckout: 'Užsakymo puslapyje siūlomos dienos ir laikai, kuriais jis gali.',
      everyDay: 'kasdien',
      dayRange: '{{from}}–{{to}}',
      and: ' ir ',
      noHours: 'darbo laikas nenustatytas',
      weekdays: {
        '1': 'pirmadieniais',
        '2': 'antradieniais',
        '3': 'trečiadieniais',
        '4': 'ketvirtadieniais',
        '5': 'penktadieniais',
        '6': 'šeštadieniais',
        '7': 'sekmadieniais',
      },
    },
    suggestions: {
      fee: 'Kiek kainuoja portalo paslauga?',
      cancel: 'Ar galiu atšaukti užsakymą?',
      catalog: 'Gruzinų virtuvės šefai Vilniuje iki 30 eur/val.',
      refund: 'Kaip grąžinami pinigai?',
    },
  },
  limits: {
    messages: {
      minutes: 'Per trumpą laiką išsiuntėte daug žinučių. Daugiau galėsite siųsti po {{count}} min.',
      hours: 'Šiandien išsiuntėte daug žinučių. Daugiau galėsite siųsti po {{count}} val.',
    },
    reports: {
      minutes: 'Per trumpą laiką pranešėte apie daug žinučių. Daugiau pranešti galėsite po {{count}} min.',
      hours: 'Šiandien pranešėte apie daug žinučių. Daugiau pranešti galėsite po {{count}} val.',
    },
    eventRequests: {
      minutes: 'Per trumpą laiką išsiuntėte daug renginio užklausų. Kitą galėsite siųsti po {{count}} min.',
      hours: 'Šiandien išsiuntėte daug renginio užklausų. Kitą galėsite siųsti po {{count}} val.',
    },
    proposals: {
      minutes:
        'Per trumpą laiką išsiuntėte ar pakeitėte daug pasiūlymų. Daugiau galėsite siųsti po {{count}} min.',
      hours: 'Šiandien išsiuntėte ar pakeitėte daug pasiūlymų. Daugiau galėsite siųsti po {{count}} val.',
    },
  },
  request: {
    tooLarge: 'Užklausa per didelė: serveris vienu kartu priima ne daugiau kaip 1 MB teksto.',
  },
};
