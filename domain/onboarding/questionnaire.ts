import type { Language } from '../constants.ts';
import { CERTIFICATE_EXTENSIONS } from '../uploads.ts';
import type {
  AnswerOption,
  FileUploadConfig,
  Question,
  QuestionnaireConfig,
} from './questionnaire.response.ts';

/** The questionnaire's types are its answer's (questionnaire.response.ts), one contract for both sides. */
export type {
  AnswerOption,
  FileUploadConfig,
  OptionAction,
  Question,
  QuestionnaireConfig,
  QuestionType,
} from './questionnaire.response.ts';

/** spec accounts §5, §9. */
export const TEXT_ANSWER_MIN = 10;
export const DEFAULT_TEXT_MAX = 1000;
export const CUISINE_MAX_PICKS = 3;
export const CERTIFICATE_MAX_BYTES = 10_485_760;
export const PROFILE_FILE_MAX_BYTES = 5_242_880;
/** spec accounts §5 says JPEG; we also take PNG, WebP and PDF (domain/uploads.ts). */
export const CERTIFICATE_TYPES = CERTIFICATE_EXTENSIONS;
export const VIDEO_TYPES = ['.mp4', '.avi', '.mov', '.wmv'];
/** Options of question 4 that need a certificate (spec accounts §2, §9). */
export const CERTIFICATE_OPTIONS = [13, 14] as const;

export const CHEF_QUESTIONNAIRE = {
  questionarieId: 1,
  questionarieName: 'chef_registration',
  version: 1,
} as const;

const certificateUpload: FileUploadConfig = {
  acceptedTypes: CERTIFICATE_TYPES,
  maxSize: CERTIFICATE_MAX_BYTES,
  metadata: 'certificate',
  multiple: true,
};
const videoUpload: FileUploadConfig = {
  acceptedTypes: VIDEO_TYPES,
  maxSize: 200 * 1024 * 1024,
  metadata: 'video-cv',
  multiple: false,
};

type Texts = { title: string; subtitle?: string; options?: Record<number, string>; placeholder?: string };

/** The words of each question in each language; the structure below is shared. */
const TEXTS: Record<Language, Record<number, Texts>> = {
  en: {
    1: {
      title: 'Before you start',
      subtitle:
        'Chefs on our marketplace are independent professionals. Your profile goes live after our team reviews your application, usually within 3 working days.',
      options: { 1: 'I understand', 2: 'I am no longer interested' },
    },
    2: {
      title: 'Are you authorised to earn income in Lithuania?',
      subtitle:
        'You need a right to work and a way to declare income (for example an individual activity certificate).',
      options: { 3: 'Yes, I am', 4: 'No, I am not' },
    },
    3: {
      title: 'How did you hear about us?',
      options: {
        5: 'Google',
        6: 'Facebook',
        7: 'Instagram',
        8: 'TikTok',
        9: 'Reddit',
        10: 'App store',
        11: 'A friend',
        12: 'Somewhere else',
      },
      placeholder: 'Where did you hear about us?',
    },
    4: {
      title: 'What culinary training do you have?',
      subtitle: 'For a school or programme, please upload your certificate(s) for verification.',
      options: {
        13: 'Culinary school (a multi-year course)',
        14: 'Culinary programme (a course of several weeks)',
        15: 'Trained in professional kitchens',
        16: 'Self-taught',
      },
    },
    5: {
      title: 'What is your professional experience?',
      options: {
        18: 'Restaurant kitchens',
        19: 'Corporate or institutional kitchens',
        20: 'Private chef or catering',
        21: 'Home chef',
      },
    },
    6: {
      title: 'What are your goals with us?',
      options: {
        23: 'Expand my existing business',
        24: 'Cook full-time (4-5 days a week)',
        25: 'Cook part-time (1-2 days a week)',
        26: 'A hobby that pays',
      },
    },
    7: {
      title: 'Tell us about yourself',
      subtitle: 'Your story, your cooking and what guests love about it. You can add a short video CV too.',
      placeholder: 'I grew up in my grandmother\u2019s kitchen in Kaunas…',
    },
    8: {
      title: 'When could you start?',
      options: {
        27: 'As soon as possible',
        28: 'Next week',
        29: 'This month',
        30: 'Next month',
        31: 'In a few months',
        32: 'Other',
      },
    },
    9: {
      title: 'Which cuisines do you specialise in?',
      subtitle: 'Pick up to 3.',
      options: {
        33: 'Mediterranean',
        34: 'French',
        35: 'Mexican',
        36: 'Asian',
        37: 'Indian',
        38: 'American',
        39: 'Bakery',
        40: 'Vegan',
        41: 'Seafood',
        42: 'Grill',
        43: 'Street food',
        44: 'Desserts',
        45: 'Georgian',
        46: 'Pizza',
        47: 'Lithuanian',
      },
    },
    10: {
      title: 'Your social media links',
      subtitle: 'Where can guests see your food? Instagram, Facebook, TikTok…',
      placeholder: 'https://instagram.com/…',
    },
    11: {
      title: 'Anything else we should know?',
      placeholder: 'Allergies you cannot cook for, equipment you bring…',
    },
  },
  lt: {
    1: {
      title: 'Prieš pradedant',
      subtitle:
        'Mūsų platformos šefai yra savarankiški profesionalai. Jūsų profilis bus paskelbtas, kai komanda peržiūrės paraišką, dažniausiai per 3 darbo dienas.',
      options: { 1: 'Suprantu', 2: 'Nebesidomiu' },
    },
    2: {
      title: 'Ar turite teisę gauti pajamas Lietuvoje?',
      subtitle:
        'Reikia teisės dirbti ir būdo deklaruoti pajamas (pavyzdžiui, individualios veiklos pažymos).',
      options: { 3: 'Taip, turiu', 4: 'Ne, neturiu' },
    },
    3: {
      title: 'Kaip apie mus sužinojote?',
      options: {
        5: 'Google',
        6: 'Facebook',
        7: 'Instagram',
        8: 'TikTok',
        9: 'Reddit',
        10: 'Programėlių parduotuvė',
        11: 'Iš draugo',
        12: 'Kitur',
      },
      placeholder: 'Kur apie mus išgirdote?',
    },
    4: {
      title: 'Kokį kulinarinį išsilavinimą turite?',
      subtitle: 'Jei baigėte mokyklą ar programą, įkelkite pažymėjimą (-us) patikrinimui.',
      options: {
        13: 'Kulinarijos mokykla (kelerių metų mokslai)',
        14: 'Kulinarijos programa (kelių savaičių kursai)',
        15: 'Mokiausi profesionaliose virtuvėse',
        16: 'Savamokslis (-ė)',
      },
    },
    5: {
      title: 'Kokia jūsų profesinė patirtis?',
      options: {
        18: 'Restoranų virtuvės',
        19: 'Įmonių ar įstaigų virtuvės',
        20: 'Asmeninis šefas ar maitinimo paslaugos',
        21: 'Namų šefas',
      },
    },
    6: {
      title: 'Kokie jūsų tikslai su mumis?',
      options: {
        23: 'Plėsti esamą verslą',
        24: 'Gaminti visu etatu (4–5 dienas per savaitę)',
        25: 'Gaminti ne visu etatu (1–2 dienas per savaitę)',
        26: 'Pomėgis, kuris atsiperka',
      },
    },
    7: {
      title: 'Papasakokite apie save',
      subtitle:
        'Jūsų istorija, jūsų virtuvė ir tai, ką svečiai joje labiausiai mėgsta. Galite pridėti ir trumpą vaizdo CV.',
      placeholder: 'Užaugau močiutės virtuvėje Kaune…',
    },
    8: {
      title: 'Kada galėtumėte pradėti?',
      options: {
        27: 'Kuo greičiau',
        28: 'Kitą savaitę',
        29: 'Šį mėnesį',
        30: 'Kitą mėnesį',
        31: 'Po kelių mėnesių',
        32: 'Kita',
      },
    },
    9: {
      title: 'Kokiomis virtuvėmis specializuojatės?',
      subtitle: 'Pasirinkite iki 3.',
      options: {
        33: 'Viduržemio jūros',
        34: 'Prancūzų',
        35: 'Meksikiečių',
        36: 'Azijos',
        37: 'Indų',
        38: 'Amerikiečių',
        39: 'Kepiniai',
        40: 'Veganiška',
        41: 'Jūros gėrybės',
        42: 'Kepsninė',
        43: 'Gatvės maistas',
        44: 'Desertai',
        45: 'Gruzinų',
        46: 'Pica',
        47: 'Lietuvių',
      },
    },
    10: {
      title: 'Jūsų socialinių tinklų nuorodos',
      subtitle: 'Kur svečiai gali pamatyti jūsų patiekalus? Instagram, Facebook, TikTok…',
      placeholder: 'https://instagram.com/…',
    },
    11: {
      title: 'Ką dar turėtume žinoti?',
      placeholder: 'Alergenai, su kuriais negalite dirbti, įranga, kurią atsivežate…',
    },
  },
};

/** The structure of questions 1-11 (spec accounts §3 table); words come from TEXTS. */
const STRUCTURE: Omit<Question, 'questionTitle' | 'questionSubtitle'>[] = [
  {
    questionId: 1,
    questionType: 'acknowledgement',
    mandatory: true,
    answerOptions: [
      { optionId: 1, optionTitle: '', mandatory: true },
      { optionId: 2, optionTitle: '', action: { type: 'redirect', target: '/' } },
    ],
  },
  {
    questionId: 2,
    questionType: 'single_choice',
    mandatory: true,
    answerOptions: [
      { optionId: 3, optionTitle: '', mandatory: true },
      { optionId: 4, optionTitle: '' },
    ],
  },
  { questionId: 3, questionType: 'single_choice', mandatory: true, answerOptions: options(5, 12) },
  {
    questionId: 4,
    mandatory: true,
    fileUpload: certificateUpload,
    answerOptions: [
      { optionId: 13, optionTitle: '', action: { type: 'fileUpload', target: 'certificate' } },
      { optionId: 14, optionTitle: '', action: { type: 'fileUpload', target: 'certificate' } },
      { optionId: 15, optionTitle: '' },
      { optionId: 16, optionTitle: '' },
    ],
  },
  { questionId: 5, mandatory: true, answerOptions: options(18, 21) },
  { questionId: 6, mandatory: true, answerOptions: options(23, 26) },
  {
    questionId: 7,
    questionType: 'rich_text',
    mandatory: true,
    textInput: { maxLength: 2000, multiline: true },
    fileUpload: videoUpload,
  },
  { questionId: 8, questionType: 'single_choice', mandatory: true, answerOptions: options(27, 32) },
  {
    questionId: 9,
    questionType: 'multiple_choice',
    mandatory: true,
    maxSelections: CUISINE_MAX_PICKS,
    answerOptions: options(33, 47),
  },
  { questionId: 10, questionType: 'text', mandatory: false, textInput: { maxLength: 500, multiline: true } },
  { questionId: 11, questionType: 'text', mandatory: false, textInput: { maxLength: 1000, multiline: true } },
];

function options(first: number, last: number): AnswerOption[] {
  return Array.from({ length: last - first + 1 }, (_, i) => ({ optionId: first + i, optionTitle: '' }));
}

/** The chef application (spec accounts §3: name chef_registration, id 1, version 1) in one language. */
export function chefQuestionnaire(language: Language): QuestionnaireConfig {
  const texts = TEXTS[language];
  return {
    ...CHEF_QUESTIONNAIRE,
    languageTag: language,
    questions: STRUCTURE.map((question) => {
      const words = texts[question.questionId]!;
      return {
        ...question,
        questionTitle: words.title,
        questionSubtitle: words.subtitle,
        textInput: question.textInput && { ...question.textInput, placeholder: words.placeholder },
        answerOptions: question.answerOptions?.map((option) => ({
          ...option,
          optionTitle: words.options?.[option.optionId] ?? '',
          textInput:
            question.questionId === 3 && option.optionId === 12
              ? { name: 'other_source', placeholder: words.placeholder ?? '', maxLength: 200 }
              : undefined,
        })),
      };
    }),
  };
}
