import { searchKey, stem } from '#domain/catalog/search-key.ts';
import { timeOf } from '#domain/availability/vilnius-day.ts';
import { words } from './text-analysis.ts';

/**
 * Questions about booking a chef at a time of day ('Can I book a chef at 3 AM?', 'Ar galiu užsakyti
 * šefą 3 val. nakties?'): the time they name, and the words left that may name a chef. The answer
 * itself comes from the availability rules (assistant.service.ts).
 */
export interface TimeQuestion {
  /** The wall-clock time asked about, 'HH:MM' (24 hours). */
  time: string;
  /** Words that are neither the question's nor the time's: a chef's name or store link, if any. */
  nameWords: string[];
}

const H = String.raw`(\d{1,2})`;
const MIN = String.raw`(?:[:.](\d{2}))?`;
/** A part of the day after the hour: 'at night', 'in the evening', 'nakties', 'vakaro', 'po pietų'. */
type Part = 'night' | 'morning' | 'afternoon' | 'evening' | 'day';
const PART_WORDS: Record<string, Part> = {
  night: 'night',
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'evening',
  nakties: 'night',
  nakti: 'night',
  ryto: 'morning',
  ryte: 'morning',
  'po pietu': 'afternoon',
  vakaro: 'evening',
  vakare: 'evening',
  dienos: 'day',
};
const PART = `(${Object.keys(PART_WORDS).join('|')})`;

/** The patterns, on folded text (lower case, no diacritics); each answers hour, minutes and a modifier. */
const PATTERNS: { pattern: RegExp; modifier: (match: RegExpExecArray) => string | undefined }[] = [
  // 3 am, 3am, 3 a.m., 11:30 p.m.
  { pattern: new RegExp(String.raw`\b${H}${MIN}\s*([ap])\.?\s?m\b\.?`), modifier: (m) => m[3] },
  // 3 at night, 3 o'clock in the morning, 8 in the evening; 3 val. nakties, 3 valandą ryto, 8 vakaro
  {
    pattern: new RegExp(
      String.raw`\b${H}${MIN}\s*(?:o'?clock\s*)?(?:val\w*\.?\s*)?(?:(?:in|at)\s+(?:the\s+)?)?${PART}\b`,
    ),
    modifier: (m) => m[3],
  },
  // naktį 3 val., vakare apie 8 val.
  {
    pattern: new RegExp(String.raw`\b${PART}\s+(?:apie\s+)?${H}${MIN}\s*val`),
    modifier: (m) => m[1],
  },
  // 15 val., 15:30 val.; not a length of time ('likus 2 val. iki paslaugos', '24 val. iš anksto')
  {
    pattern: new RegExp(
      String.raw`(?<!(?:likus|pries|per|uz|po|iki)\s)\b${H}${MIN}\s*val\b(?!\.?\s*(?:iki|pries|is anksto|anksciau))`,
    ),
    modifier: () => undefined,
  },
  // 15:30
  { pattern: new RegExp(String.raw`\b${H}:(\d{2})\b`), modifier: () => undefined },
];

const hourAndMinutes = (match: RegExpExecArray, first: number) => ({
  hour: Number(match[first]),
  minutes: Number(match[first + 1] ?? 0),
});

/** The 24-hour hour of `hour` said with a part of the day or am/pm. */
function dayHour(hour: number, modifier: string | undefined): number {
  if (modifier === 'a') return hour % 12;
  if (modifier === 'p') return (hour % 12) + 12;
  switch (modifier ? PART_WORDS[modifier] : undefined) {
    case 'night':
      // 3 at night is 03:00; 11 at night is 23:00.
      return hour === 12 ? 0 : hour >= 8 && hour < 12 ? hour + 12 : hour;
    case 'morning':
      return hour % 12;
    case 'afternoon':
    case 'evening':
      return hour < 12 ? hour + 12 : hour;
    case 'day':
      // 'dienos' is the daytime: 3 val. dienos is 15:00, 11 val. dienos is 11:00.
      return hour <= 7 ? hour + 12 : hour;
    default:
      return hour;
  }
}

/** The time of day a text names, 'HH:MM', or undefined. */
export function timeAskedAbout(text: string): string | undefined {
  const folded = searchKey(text);
  if (/\b(midnight|vidurnakt\w*)\b/.test(folded)) return '00:00';
  if (/\b(noon|midday|vidurdien\w*)\b/.test(folded)) return '12:00';
  for (const [index, { pattern, modifier }] of PATTERNS.entries()) {
    const match = pattern.exec(folded);
    if (!match) continue;
    // The pattern with the part of the day first has the hour after it.
    const { hour, minutes } = hourAndMinutes(match, index === 2 ? 2 : 1);
    const mod = modifier(match);
    if (mod === 'a' || mod === 'p' ? hour < 1 || hour > 12 : hour > 24) continue;
    if (minutes > 59) continue;
    const converted = dayHour(hour, mod) % 24;
    return timeOf(converted * 60 + minutes);
  }
  return undefined;
}

/** Words that ask about booking a chef (folded prefixes). */
const BOOKING_WORDS = [
  'book',
  'order',
  'reserv',
  'hire',
  'availab',
  'open',
  'come',
  'cook',
  'chef',
  'deliver',
  'arriv',
  'uzsak',
  'uzsisak',
  'rezerv',
  'sef',
  'virej',
  'atvyk',
  'atvaz',
  'gamin',
  'dirb',
];
/** Questions with a time that are about something else: cancelling, refunds, paying. */
const OTHER_TOPICS = ['cancel', 'refund', 'pay', 'atsauk', 'grazin', 'moke', 'sumok', 'apmok'];
/** Words of such questions that never name a chef. */
const QUESTION_WORDS = new Set(
  (
    'can could may i we you a an the at in on for is are it be to of please possible does do will would one me ' +
    'someone anyone any time hours hour oclock clock am pm night morning evening afternoon midnight noon midday ' +
    'ar galiu galima galim gali galetu kada kuriuo laiku val valanda valandai valanda nakties nakti ryto ryte ' +
    'vakaro vakare dienos po pietu vidurnakti vidurdieni apie per man mums jus kas koks kokiu su'
  ).split(/\s+/),
);

/** A question about booking at a time of day, or undefined. */
export function understandTimeQuestion(text: string): TimeQuestion | undefined {
  const time = timeAskedAbout(text);
  if (!time) return undefined;
  const list = words(text);
  const starts = (prefixes: readonly string[]) => (word: string) =>
    prefixes.some((prefix) => word.startsWith(prefix));
  if (!list.some(starts(BOOKING_WORDS)) || list.some(starts(OTHER_TOPICS))) return undefined;
  const nameWords = list.filter(
    (word) =>
      word.length > 1 && !/\d/.test(word) && !QUESTION_WORDS.has(word) && !starts(BOOKING_WORDS)(word),
  );
  return { time, nameWords };
}

/**
 * Whether a chef's name or store link answers to `word`, in any Lithuanian case ('Oną', 'Onos' for
 * Ona): the two stems agree, or one begins the other when both are long enough to tell.
 */
export function nameAnswersTo(name: string, word: string): boolean {
  const asked = stem(word);
  return words(name).some((part) => {
    const own = stem(part);
    if (own === asked) return true;
    if (Math.min(own.length, asked.length) >= 4 && (own.startsWith(asked) || asked.startsWith(own)))
      return true;
    // Short names are not stemmed: Ona, Oną, Onos differ only in their last letters.
    const [short, long] = own.length <= asked.length ? [own, asked] : [asked, own];
    return (
      short.length >= 3 &&
      long.length - short.length <= 2 &&
      commonPrefix(own, asked) >= Math.max(2, short.length - 1)
    );
  });
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}
