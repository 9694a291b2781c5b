import { EVENT_REQUEST_LIMITS } from '../event-requests/event-request-rules.ts';

/**
 * The API's messages in English that only their own screens show (the console, complaints, credits,
 * the assistant): the web app loads them with those screens (web/i18n/screen-messages.ts), not with
 * every page.
 */
export const screenMessagesEn = {
  console: {
    changedReload:
      'This item changed since you loaded it, or someone already decided it. Reload and check again.',
    notWaiting: 'This item is not waiting for a decision any more. Reload to see its current state.',
    userNotFound: 'No account with this e-mail or id.',
    ownRole: 'You cannot change your own role.',
    adminRole: 'The role of an administrator cannot be changed here.',
    roleUnchanged: 'This account already has that role.',
    userRequired: 'Give the account\u2019s e-mail or id.',
    ownAccount: 'You cannot disable your own account.',
    adminAccount: 'An administrator\u2019s account cannot be disabled here.',
    accountAlreadyDisabled: 'This account is already disabled. Reload to see since when and why.',
    accountNotDisabled: 'This account is not disabled. Reload to see its current state.',
    dishNotFound: 'Dish not found.',
    dishAlreadyDeactivated: 'This dish is already deactivated.',
    foodBusinessReasonRequired:
      'This chef has no food-business number (VMVT) on file. Ask for it first, or write why they may start without it.',
    noCertificates: 'This chef has no certificates to check.',
    certificatesNotChecked:
      'Nobody has recorded a check of these certificates, so there is nothing to take back.',
    noFoodBusinessNumber: 'This chef has no food-business number (VMVT) to check.',
    foodBusinessNotChecked:
      'Nobody has recorded a check of this food-business number, so there is nothing to take back.',
  },
  complaints: {
    notFound: 'Complaint not found',
    notDelivered: 'You can complain about a dish once it has been delivered.',
    windowOver: 'Complaints can be opened within {{hours}} hours of delivery, and that time is over.',
    alreadyComplained: 'You have already opened a complaint about this dish.',
    tooManyPhotos: 'Add at most {{max}} photos.',
    photoNotYours: 'A photo could not be used. Upload it again.',
    photoNotImage: 'Photos must be .jpg, .jpeg, .png or .webp images.',
    alreadyResponded: 'You have already responded to this complaint.',
    notOpen: 'This complaint is already resolved.',
    changedReload: 'This complaint was changed meanwhile. Reload and decide again.',
    refundTooHigh: 'The refund can be at most {{max}}.',
    nothingToRefund: 'Nothing was paid by card for this dish, so there is nothing to refund.',
    opened: 'Your complaint is sent. The chef\u2019s payout is held until an operator decides.',
    responded: 'Your response is saved.',
    resolved: 'The decision is recorded and both sides are told.',
  },
  eventRequests: {
    guestsRange: `Enter from ${EVENT_REQUEST_LIMITS.guestsMin} to ${EVENT_REQUEST_LIMITS.guestsMax} guests.`,
    budgetPositive: 'Enter a budget above zero.',
    serviceDatePast: 'Choose a date and time in the future.',
    beyondHorizon: 'Chefs take bookings up to {{days}} days ahead: choose an earlier date.',
    serviceDateTooSoon: 'Chefs need at least {{hours}} hours to plan a menu and shop: choose a later date.',
    noChefServesCity:
      'No chef serves {{city}} yet. Choose a city nearby, or browse the chefs who cook there.',
    menuEmpty: 'Add at least one course to the menu.',
    includesRequired: 'Say what the price includes.',
    courseAllergensRequired: 'Declare the allergens of each course, or "none".',
    notFound: 'Event request not found.',
    notOpen: 'This request no longer takes changes or proposals.',
    proposalsFull: 'This request already has all the proposals it takes.',
    cannotTake: 'This request is outside what you can take (your service area, cuisines or cooking hours).',
    proposalNotFound: 'Proposal not found.',
    alreadyProposed: 'You have already proposed for this request: revise your proposal instead.',
    alreadyAccepted:
      'A proposal for this request was already accepted: it is an order now, which you follow or cancel on its order page.',
    proposalChanged:
      'The chef changed this proposal after you opened it (it is now version {{revision}}). Look at the new menu and price, then accept again if it suits you.',
    proposalAccepted: 'This proposal was accepted: its menu and price are fixed now.',
    proposalNotOpen: 'This proposal can no longer be accepted.',
    chefUnavailable:
      'The chef can no longer take this date and time (a day off, outside the chef\u2019s hours, a full day or too little notice). Write to the chef, or accept another proposal.',
    ownRequest: 'You cannot propose for, or accept a proposal on, your own request.',
    closedByStaff:
      'Our team closed this request because it does not follow the marketplace rules: it takes no more proposals, and none can be accepted.',
    alreadyClosed: 'This request is already closed.',
    closed: 'The request is closed, and its customer is told.',
  },
  assets: {
    notANumber: 'Enter the amount as a number',
    mustBePositive: 'The amount must be greater than zero',
    wholeNumber: 'Credits come in whole units: enter a whole number',
    tooSmall: 'The amount must be at least {{min}}',
    tooLarge: 'The amount must be at most {{max}}',
    unknownAddressType: 'Choose an address type from the list',
    notValidEmail: 'Not valid email',
    invalidDogecoinAddress: 'Not a valid Dogecoin address',
    invalidTelegramNick: 'Not a valid Telegram username',
    invalidStoreName: 'Not a valid store name',
    insufficientBalance: 'The amount is above your balance ({{balance}})',
    recipientNotFound: 'No account has this store name or e-mail',
    selfTransfer: 'You cannot transfer credits to yourself',
    pinSent: 'We e-mailed you a PIN to confirm the transfer. It is valid for {{minutes}} minutes.',
    transferNotFound: 'Transfer not found. Start the transfer again.',
    transferAlreadyConfirmed: 'This transfer is already confirmed.',
    purchaseNotFound: 'Purchase not found',
    withdrawalNotFound: 'Withdrawal not found',
    withdrawalAlreadyDecided: 'This withdrawal is already decided. Reload to see its current state.',
    unknownWithdrawalStatus: 'Choose processed or rejected',
  },
  assistant: {
    questionRequired: 'Please type a question.',
    questionTooLong: 'Please keep the question to {{max}} characters.',
    tooManyQuestions: 'Too many questions in a short time. Please wait {{minutes}} minutes and ask again.',
    unknown:
      "I'm sorry, that is outside what I know. I can tell you about the portal fee, VAT, payment, cancellations, refunds, ingredients, payouts to chefs and ratings, and find chefs by cuisine, city and hourly rate.",
    chefsFound: 'Chefs I found for {{filters}}:',
    noChefs:
      'I found no approved chef for {{filters}} right now. Try fewer filters, or browse all chefs in the marketplace.',
    anyChef: 'your search',
    inCity: 'in {{city}}',
    upToRate: 'up to {{rate}} an hour',
    perHour: '{{rate}}/h',
    allMatches: 'See all matches in the marketplace',
    marketplace: 'Browse the marketplace',
    aboutLink: 'About the service',
    hours: {
      title: 'When chefs can be booked',
      defaultOutside:
        "Not at {{time}}. A chef who has not set their own cooking hours can be booked from {{start}} to {{end}} every day, never at night, and not on Lithuania's public holidays.",
      defaultInside:
        "Yes, {{time}} is within the hours a chef who has not set their own can be booked: {{start}} to {{end}} every day, except on Lithuania's public holidays.",
      ownHours:
        'Chefs who set their own cooking hours are booked only within them: the checkout offers only the days and times every chef in your cart can take.',
      chefOutside: '{{chef}} does not cook at {{time}}.',
      chefInside: 'Yes, {{chef}} cooks at {{time}} on {{days}}.',
      chefInsideEveryDay: 'Yes, {{chef}} cooks at {{time}} every day.',
      chefHours: 'Their cooking hours: {{hours}}.',
      chefDefaultHours:
        'They have not set their own cooking hours yet, so they can be booked from {{start}} to {{end}} every day.',
      chefHolidaysOff: "They do not cook on Lithuania's public holidays.",
      chefHolidaysOn: 'They also cook on public holidays.',
      chefCheckout: 'The checkout offers the days and times they can take.',
      everyDay: 'every day',
      dayRange: '{{from}} to {{to}}',
      and: ' and ',
      noHours: 'no cooking hours set',
      weekdays: {
        '1': 'Mondays',
        '2': 'Tuesdays',
        '3': 'Wednesdays',
        '4': 'Thursdays',
        '5': 'Fridays',
        '6': 'Saturdays',
        '7': 'Sundays',
      },
    },
    suggestions: {
      fee: 'What does the portal charge?',
      cancel: 'Can I cancel an order?',
      catalog: 'Georgian chefs in Vilnius under 30 euro an hour',
      refund: 'How do refunds work?',
    },
  },
  /** Refusals past the sending limits (domain/sending-limits.ts): what is limited and when to try again. */
  limits: {
    messages: {
      minutes: 'You have sent many messages in a short time. You can send more in {{count}} min.',
      hours: 'You have sent many messages today. You can send more in {{count}} h.',
    },
    reports: {
      minutes: 'You have reported many messages in a short time. You can report more in {{count}} min.',
      hours: 'You have reported many messages today. You can report more in {{count}} h.',
    },
    eventRequests: {
      minutes: 'You have sent many event requests in a short time. You can send another in {{count}} min.',
      hours: 'You have sent many event requests today. You can send another in {{count}} h.',
    },
    proposals: {
      minutes: 'You have sent or revised many proposals in a short time. You can send more in {{count}} min.',
      hours: 'You have sent or revised many proposals today. You can send more in {{count}} h.',
    },
  },
  /** A form or JSON body over the server's size limit: no screen of the web app sends one (its fields are bounded). */
  request: {
    tooLarge: 'This request is too large: the server accepts at most 1 MB of text at once.',
  },
};

export type ScreenMessageTree = typeof screenMessagesEn;
