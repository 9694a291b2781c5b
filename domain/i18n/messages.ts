/**
 * The catalogue of every message the API can return, in both languages. Codes are the web app's
 * i18n keys (spec accounts §8); the server answers `message` in English and the client shows
 * `code` in the user's language. The web app merges these trees into its own resources.
 */
export const messagesEn = {
  pages: {
    auth: {
      invalidCredentials: 'The credentials you entered are not valid.',
      networkError: 'Network error. Please check your connection and try again.',
      registrationFailed: 'Registration failed. Please try again.',
      oneTimePinSendFailed: 'Failed to send PIN. Please try again.',
      oneTimePinSent:
        'If {{email}} can receive mail, a PIN is on its way. It is valid for {{minutes}} minutes.',
      orderLinkingRequestFailed: "Couldn't request order link. Please try again.",
      orderLinkingFailed: 'Order linking failed. Check your PIN and try again.',
      pinInvalid: 'The PIN is not valid. Check it and try again.',
      pinExpired: 'The PIN has expired or was already used. Request a new one.',
      tooManySignInAttempts:
        'Too many failed sign-in attempts. Please wait {{minutes}} minutes and try again.',
      tooManyPinRequests: 'Too many PIN requests for this address. Please try again later.',
      sessionExpired: 'Session expired - redirecting to login',
      loginRequired: 'Please sign in to continue.',
      forbidden: 'You are not allowed to do this.',
      commonPassword: 'This password is too common. Please choose another one.',
    },
  },
  forms: {
    validation: {
      required: '{{field}} is required',
      invalidFormat: 'Invalid format',
      invalidEmail: 'Please enter a valid e-mail address',
      emailAlreadyExists: 'An account with this e-mail already exists.',
      phoneAlreadyExists: 'This phone number is already registered.',
      minLength: 'Must be at least {{min}} characters',
      maxLength: 'Must be at most {{max}} characters',
      passwordMinLength: 'Password must be at least {{min}} characters',
      passwordLowercase: 'Password must contain a lowercase letter',
      passwordUppercase: 'Password must contain an uppercase letter',
      passwordDigit: 'Password must contain a digit',
      passwordsMustMatch: 'Passwords must match',
      mustAgreeToTerms: 'You must agree to the terms and conditions',
      mustAuthorizeEarning: 'You must acknowledge authorization to earn income',
      invalidCity: 'Please choose Vilnius or Kaunas',
      orderIdRequired: 'Order ID is required',
      nicknameMinLength: 'The profile link must be at least {{min}} characters',
      nicknameMaxLength: 'The profile link must be at most {{max}} characters',
      nicknameFormat: 'Use letters, digits, dots, dashes and underscores only',
      nameNotAvailable: 'Name not available.',
      nicknameAlreadyTaken: 'This profile link is already taken.',
      genericError: 'Something went wrong. Please try again.',
    },
    phone: {
      invalidCountry: 'Invalid country selected',
      mustStartWithCode: 'Phone number must start with country code {{code}}',
      wrongLength: '{{country}} phone numbers must be {{min}}-{{max}} digits',
      invalidFormat: 'Invalid {{country}} phone number format',
      valid: 'Valid {{country}} number',
    },
  },
  questionnaire: {
    answerRequired: 'Please answer this question to continue.',
    mandatoryOption: 'This option is required to become a chef with us.',
    unknownOption: 'Please choose one of the options shown.',
    oneOptionOnly: 'Please choose one option.',
    tooManyOptions: 'You can choose at most {{max}}.',
    textTooShort: 'Please write at least {{min}} characters.',
    textTooLong: 'Please keep it to {{max}} characters.',
    certificateRequired: 'Please upload your certificate(s) for verification.',
    uploadFailed: 'File upload failed',
    noFileIdReturned: 'No file ID returned from upload',
    saveFailed: 'Failed to save questionnaire data',
    invalidConfiguration: 'Invalid questionnaire configuration format',
    unsupportedType: 'Unsupported question type',
    genericError: 'An error occurred',
  },
  errors: {
    badRequest: 'The request could not be read.',
    validationFailed: 'Please correct the highlighted fields.',
    notFound: 'Not found.',
    crossSite: 'Cross-site requests are not allowed.',
    tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
    payloadTooLarge: 'File too large for server. Maximum size is 200MB. Please compress your video.',
    serverError: 'Something went wrong on our end.',
    unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  },
  fields: {
    email: 'E-mail',
    identityKey: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    firstName: 'First name',
    lastName: 'Last name',
    city: 'City',
    phoneNumber: 'Phone',
    pin: 'PIN',
    orderId: 'Order ID',
  },
};

export type MessageTree = typeof messagesEn;

export const messagesLt: MessageTree = {
  pages: {
    auth: {
      invalidCredentials: 'Įvesti prisijungimo duomenys neteisingi.',
      networkError: 'Tinklo klaida. Patikrinkite ryšį ir bandykite dar kartą.',
      registrationFailed: 'Registracija nepavyko. Bandykite dar kartą.',
      oneTimePinSendFailed: 'Nepavyko išsiųsti PIN kodo. Bandykite dar kartą.',
      oneTimePinSent:
        'Jei adresu {{email}} galima gauti laiškus, PIN kodas jau siunčiamas. Jis galioja {{minutes}} min.',
      orderLinkingRequestFailed: 'Nepavyko paprašyti susieti užsakymo. Bandykite dar kartą.',
      orderLinkingFailed: 'Užsakymo susieti nepavyko. Patikrinkite PIN kodą ir bandykite dar kartą.',
      pinInvalid: 'PIN kodas neteisingas. Patikrinkite jį ir bandykite dar kartą.',
      pinExpired: 'PIN kodo galiojimas baigėsi arba jis jau panaudotas. Paprašykite naujo.',
      tooManySignInAttempts:
        'Per daug nesėkmingų bandymų prisijungti. Palaukite {{minutes}} min. ir bandykite vėl.',
      tooManyPinRequests: 'Per daug PIN kodo užklausų šiuo adresu. Bandykite vėliau.',
      sessionExpired: 'Sesija baigėsi – nukreipiame į prisijungimą',
      loginRequired: 'Norėdami tęsti, prisijunkite.',
      forbidden: 'Jums neleidžiama to daryti.',
      commonPassword: 'Šis slaptažodis per dažnai naudojamas. Pasirinkite kitą.',
    },
  },
  forms: {
    validation: {
      required: '{{field}} yra privalomas',
      invalidFormat: 'Neteisingas formatas',
      invalidEmail: 'Įveskite teisingą el. pašto adresą',
      emailAlreadyExists: 'Paskyra su šiuo el. pašto adresu jau yra.',
      phoneAlreadyExists: 'Šis telefono numeris jau užregistruotas.',
      minLength: 'Turi būti bent {{min}} simbolių',
      maxLength: 'Turi būti ne daugiau kaip {{max}} simbolių',
      passwordMinLength: 'Slaptažodį turi sudaryti bent {{min}} simbolių',
      passwordLowercase: 'Slaptažodyje turi būti mažoji raidė',
      passwordUppercase: 'Slaptažodyje turi būti didžioji raidė',
      passwordDigit: 'Slaptažodyje turi būti skaitmuo',
      passwordsMustMatch: 'Slaptažodžiai turi sutapti',
      mustAgreeToTerms: 'Turite sutikti su taisyklėmis ir sąlygomis',
      mustAuthorizeEarning: 'Turite patvirtinti, kad turite teisę gauti pajamas',
      invalidCity: 'Pasirinkite Vilnių arba Kauną',
      orderIdRequired: 'Būtinas užsakymo ID',
      nicknameMinLength: 'Profilio nuorodą turi sudaryti bent {{min}} simboliai',
      nicknameMaxLength: 'Profilio nuorodą gali sudaryti ne daugiau kaip {{max}} simbolių',
      nicknameFormat: 'Naudokite tik raides, skaitmenis, taškus, brūkšnelius ir pabraukimus',
      nameNotAvailable: 'Vardas neprieinamas.',
      nicknameAlreadyTaken: 'Ši profilio nuoroda jau užimta.',
      genericError: 'Kažkas nepavyko. Bandykite dar kartą.',
    },
    phone: {
      invalidCountry: 'Pasirinkta netinkama šalis',
      mustStartWithCode: 'Telefono numeris turi prasidėti šalies kodu {{code}}',
      wrongLength: '{{country}} telefono numeriai turi būti {{min}}–{{max}} skaitmenų',
      invalidFormat: 'Neteisingas {{country}} telefono numerio formatas',
      valid: 'Tinkamas {{country}} numeris',
    },
  },
  questionnaire: {
    answerRequired: 'Atsakykite į šį klausimą, kad galėtumėte tęsti.',
    mandatoryOption: 'Šis pasirinkimas būtinas norint tapti mūsų virėju.',
    unknownOption: 'Pasirinkite vieną iš pateiktų variantų.',
    oneOptionOnly: 'Pasirinkite vieną variantą.',
    tooManyOptions: 'Galite pasirinkti ne daugiau kaip {{max}}.',
    textTooShort: 'Parašykite bent {{min}} simbolių.',
    textTooLong: 'Neviršykite {{max}} simbolių.',
    certificateRequired: 'Įkelkite pažymėjimą (-us) patikrinimui.',
    uploadFailed: 'Failo įkelti nepavyko',
    noFileIdReturned: 'Įkėlus failą negautas jo ID',
    saveFailed: 'Nepavyko išsaugoti klausimyno duomenų',
    invalidConfiguration: 'Neteisingas klausimyno konfigūracijos formatas',
    unsupportedType: 'Nepalaikomas klausimo tipas',
    genericError: 'Įvyko klaida',
  },
  errors: {
    badRequest: 'Nepavyko perskaityti užklausos.',
    validationFailed: 'Pataisykite pažymėtus laukus.',
    notFound: 'Nerasta.',
    crossSite: 'Užklausos iš kitų svetainių neleidžiamos.',
    tooManyRequests: 'Per daug užklausų. Sulėtinkite ir netrukus bandykite vėl.',
    payloadTooLarge: 'Failas per didelis serveriui. Didžiausias dydis – 200MB. Suspauskite vaizdo įrašą.',
    serverError: 'Mūsų pusėje kažkas nepavyko.',
    unavailable: 'Paslauga trumpam nepasiekiama. Bandykite po akimirkos.',
  },
  fields: {
    email: 'El. paštas',
    identityKey: 'El. paštas',
    password: 'Slaptažodis',
    confirmPassword: 'Pakartokite slaptažodį',
    firstName: 'Vardas',
    lastName: 'Pavardė',
    city: 'Miestas',
    phoneNumber: 'Telefonas',
    pin: 'PIN kodas',
    orderId: 'Užsakymo ID',
  },
};

export type MessageParams = Record<string, string | number>;

/** Looks a dotted code up in a tree and fills `{{name}}` placeholders; unknown codes come back as-is. */
export function formatMessage(tree: MessageTree, code: string, params: MessageParams = {}): string {
  let node: unknown = tree;
  for (const part of code.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return code;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
