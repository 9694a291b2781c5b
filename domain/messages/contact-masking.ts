/**
 * Until an order is confirmed (and always in a question asked before ordering), the
 * contact details in a message are hidden from the other side: phone numbers, e-mail addresses,
 * links (plain, markdown, HTML anchors, social handles) and street addresses. Both sides are
 * protected by the platform while nothing is agreed (a customer is not lured off the platform
 * without its guarantees, a chef's home is not given to a stranger). The original text is kept;
 * these pure functions decide what the other side is shown.
 *
 * The patterns look at a normalised copy of the text (compatibility forms folded, invisible
 * characters dropped, digits of any script, digit words and look-alike @ and dots made plain,
 * letters typed with spaces between them joined), so disguises do not get past them; what is hidden
 * is then cut out of the text as written, which is otherwise shown unchanged.
 *
 * Bounded work: every pattern's quantifiers have an upper bound (the test checks their sources), so
 * one attempt at one position reads at most a constant number of characters, and a text costs at
 * most that constant times its length, which is capped ({@link MASK_INPUT_MAX}).
 */

import {
  DIGIT_WORD,
  normalise,
  NOT_WORD_AFTER,
  NOT_WORD_BEFORE,
  SPACED_LETTERS,
  type Normalised,
} from './contact-normalising.ts';

/** What a hidden piece was; the screen names them in its note. */
export const MASK_KINDS = ['phone', 'email', 'link', 'address'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];

/** What takes the place of a hidden piece (no words: the note beside the message says why). */
export const MASK = '•••';

/**
 * The longest text masked; anything after it is cut off (with "…"). Messages (2,000 characters)
 * and names are far shorter: this only bounds the work for any other caller.
 */
export const MASK_INPUT_MAX = 4000;

/**
 * Which rules masked a stored text: a message is masked once, when written, and kept with this
 * number; a message masked by older rules is masked again when read. Raise it when the rules change.
 */
export const MASK_RULES_VERSION = 2;

export interface MaskedText {
  text: string;
  /** The kinds that were hidden, each once, in MASK_KINDS order; empty when nothing was. */
  hidden: MaskKind[];
}

// ---- Patterns (on the normalised text; every quantifier bounded)

// "at" and "dot" as people spell them to get past filters: name at gmail dot com, name(at)gmail(dot)com,
// name #at# gmail, name_at_gmail, and in Lithuanian "eta" / "taškas".
// Not a hyphen: a domain's labels hold hyphens, and "-dot-dot-…" could then be cut into labels and
// dots in ever more ways (a 2,000-character text took minutes).
const WRAP = String.raw`[^\p{L}\p{N}\s@.\-]{1,2}`;
const SPELLED_AT = String.raw`(?:\s{0,3}${WRAP}\s{0,3}(?:at|eta)\s{0,3}${WRAP}\s{0,3}|\s{1,3}(?:at|eta)\s{1,3})`;
const SPELLED_DOT = String.raw`(?:\s{0,3}${WRAP}\s{0,3}(?:dot|taškas|taskas)\s{0,3}${WRAP}\s{0,3}|\s{1,3}(?:dot|taškas|taskas)\s{1,3})`;
const DOT = String.raw`(?:\s{0,3}\.\s{0,3}|${SPELLED_DOT})`;
const LABEL = String.raw`[\p{L}\p{N}][\p{L}\p{N}\-]{0,62}`;
const LOCAL = String.raw`[\p{L}\p{N}._%+\-]{1,64}`;
/** Top-level domains known well enough to mask whatever their case, and after a spelled-out dot. */
const TLD = String.raw`(?:com|lt|net|org|eu|info|io|co|uk|de|lv|ee|pl|ru|biz|app|dev|shop|online|site|xyz|kitchen|food|cafe|pizza|menu|recipes|restaurant|cooking|store|page|link|club|live|life|world|tech|space|website|blog|email|top|tv|cc|ai|gg|ly|fm|ca|fr|es|nl|se|fi|dk|ch|ua|cz|sk|gr|pt|ie)`;
/** The few endings masked even after a full stop with spaces ("ona . lt"), which no sentence has. */
const SPACED_TLD = String.raw`(?:com|lt|net|org|eu|info|lv|ee|pl|ru|shop|online|site|xyz)`;
/** What a link's path may hold. */
const PATH = String.raw`(?:\/[^\s<>"'()\[\]]{0,300})?`;
/** Mail providers people name without the domain ("ona@gmail", "ona at gmail"). */
const PROVIDER = String.raw`(?:gmail|googlemail|yahoo|hotmail|outlook|icloud|yandex|protonmail)`;
const DOMAIN = String.raw`${LABEL}(?:${DOT}${LABEL}){0,8}`;

/**
 * E-mail addresses. With a real @ any ending counts; with "at" spelled out, the ending must follow a
 * dot written tight or spelled out, or be a common one ("I'll be at home. Then" is not an address).
 */
const EMAIL = new RegExp(
  [
    String.raw`${LOCAL}\s{0,3}@\s{0,3}(?:${DOMAIN}${DOT}\p{L}{2,24}|${PROVIDER})${NOT_WORD_AFTER}`,
    String.raw`${LOCAL}${SPELLED_AT}(?:${DOMAIN}(?:(?:\.|${SPELLED_DOT})\p{L}{2,24}|\s{0,3}\.\s{0,3}${SPACED_TLD})|${PROVIDER})${NOT_WORD_AFTER}`,
  ].join('|'),
  'giu',
);
/** An HTML anchor: the opening tag, and its text up to the closing tag when there is no other tag in it. */
const ANCHOR = /<a(?![\p{L}\p{N}])[^<>]{0,500}>(?:[^<]{0,500}<\/a\s{0,3}>)?/giu;
/** A markdown link or image: [text](address) (the text may stay; the address goes with it). */
const MARKDOWN_LINK = /!?\[([^\]\n]{0,200})\]\(\s{0,5}[^)\s][^)\n]{0,500}\)/gu;
/** A link with any scheme (http, https, hxxp, ftp…), starting with www, or protocol-relative. */
const URL = new RegExp(
  [
    String.raw`${NOT_WORD_BEFORE}[a-z][a-z0-9+.\-]{1,15}:\/\/[^\s<>"'()\[\]]{1,300}`,
    String.raw`(?<![\p{L}\p{N}:/])\/\/${LABEL}(?:\.${LABEL}){1,8}${PATH}`,
    String.raw`${NOT_WORD_BEFORE}www${DOT}${LABEL}(?:${DOT}${LABEL}){0,8}${PATH}`,
  ].join('|'),
  'giu',
);
/** A bare domain with a known ending, also spaced or spelled out (ona-virtuve.lt, ona dot lt, ona . lt). */
const KNOWN_DOMAIN = new RegExp(
  String.raw`${NOT_WORD_BEFORE}${DOMAIN}(?:(?:\.|\s{1,3}(?:dot|taškas|taskas)\s{1,3})${TLD}|\s{0,3}\.\s{0,3}${SPACED_TLD})${NOT_WORD_AFTER}${PATH}`,
  'giu',
);
/** Files people name in a chat; anything else written like name.ending is taken for a domain. */
const FILE_ENDINGS = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'heic',
  'webp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'mp4',
  'mov',
]);
/**
 * Any domain written tight (no spaces, a lowercase ending or all capitals): 'ona.kitchen',
 * 'ONA.SHOP'. A sentence with a missing space after its full stop ('Gerai.Ačiū') has a capital after
 * the dot and is left alone.
 */
const ANY_DOMAIN = new RegExp(
  String.raw`${NOT_WORD_BEFORE}[\p{L}\p{N}][\p{L}\p{N}\-]{0,62}(?:\.[\p{L}\p{N}][\p{L}\p{N}\-]{0,62}){0,8}\.(?:[a-z]{2,24}|[A-Z]{2,24})${NOT_WORD_AFTER}${PATH}`,
  'gu',
);
/** A social handle: @ona_cooks (an @ with a name after it, not inside an e-mail address). */
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{3,30}/gu;
/** A handle named by its network: "ig: ona_cooks", "FB = ona.virtuve", "IG ona.cooks". */
const NETWORK = String.raw`(?:ig|insta|instagram|fb|facebook|tiktok|tt|telegram|tg|whatsapp|wa|viber|snapchat|snap|twitter|messenger|skype|signal|discord|youtube|yt|threads|linkedin)`;
const NAMED_HANDLE = new RegExp(
  [
    String.raw`${NOT_WORD_BEFORE}${NETWORK}\s{0,3}[:=]\s{0,3}@?[\p{L}\p{N}_][\p{L}\p{N}_.\-]{1,30}`,
    // Without a colon only a name that looks like a handle (a dot, an underscore or a digit in it).
    String.raw`${NOT_WORD_BEFORE}${NETWORK}\s{1,3}@?(?=[\p{L}\p{N}]{0,30}[_.\p{N}][\p{L}\p{N}])[\p{L}\p{N}_][\p{L}\p{N}_.\-]{1,30}`,
  ].join('|'),
  'giu',
);
/**
 * A phone number: at least 8 digits (7 after a +) with spaces, dots, dashes, slashes, underscores or
 * brackets between them, as +370 612 34567, 8 612 34567, (8 5) 212 3456, 8-6-1-2-3-4-5-6-7. A
 * longer run is taken in pieces of at most 40 digits, each masked when it is long enough.
 */
const PHONE = /(?:\+|00)?\(?\d(?:[\s.\-/()_]{0,3}\d){6,40}/gu;
/** Street addresses: Lithuanian (Gedimino pr. 12-3, Vilniaus g. 5) and English (12 Baker Street). */
const STREET = new RegExp(
  [
    String.raw`${NOT_WORD_BEFORE}\p{Lu}[\p{L}\-]{1,40}\s{1,3}(?:g|gatvė|gatve|pr|prospektas|al|alėja|aleja|skg|skersgatvis|pl|plentas|a|aikštė|aikste|tak|takas|krant|krantinė)\.?\s{0,3}\d{1,4}[a-zA-Z]?(?:\s{0,3}[-/]\s{0,3}\d{1,4})?${NOT_WORD_AFTER}`,
    String.raw`${NOT_WORD_BEFORE}\d{1,5}[a-zA-Z]?\s{1,3}(?:\p{L}{1,30}\s{1,3}){1,2}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd)${NOT_WORD_AFTER}\.?`,
  ].join('|'),
  'giu',
);
/**
 * Dates and times look like digit runs; they are not phone numbers, so they are set aside before
 * phones are looked for: 2026-12-24, 24.12.2026, 18:30.
 */
const DATE_OR_TIME = new RegExp(
  [
    String.raw`(?<!\d)(?:19|20)\d{2}[-./](?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12]\d|3[01])(?!\d)`,
    String.raw`(?<!\d)(?:0?[1-9]|[12]\d|3[01])[-./](?:0?[1-9]|1[0-2])[-./](?:19|20)\d{2}(?!\d)`,
    String.raw`(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])`,
  ].join('|'),
  'gu',
);

/** Every pattern, for the test of their bounds. */
export const CONTACT_PATTERNS: readonly RegExp[] = [
  SPACED_LETTERS,
  DIGIT_WORD,
  EMAIL,
  ANCHOR,
  MARKDOWN_LINK,
  URL,
  KNOWN_DOMAIN,
  ANY_DOMAIN,
  HANDLE,
  NAMED_HANDLE,
  PHONE,
  STREET,
  DATE_OR_TIME,
];

// ---- Masking

/** Stands in the working copy for what is already decided, so no later pattern reads it again. */
const TAKEN = '\u0001';

interface Hidden {
  start: number;
  end: number;
  /** What is shown instead ('' for the part of a markdown link that just goes). */
  replacement: string;
}

/** Whether the digits found are a phone number: enough of them (fewer after a +). */
function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  return candidate.trim().startsWith('+') ? digits >= 7 : digits >= 8;
}

/**
 * The text with every contact detail replaced by {@link MASK}, and which kinds were hidden.
 * Links go first (an address may hold digits and an @), then e-mails, handles, streets, phones.
 */
export function maskContactDetails(input: string): MaskedText {
  const text = input.length > MASK_INPUT_MAX ? `${input.slice(0, MASK_INPUT_MAX)}…` : input;
  const normal = normalise(text.slice(0, MASK_INPUT_MAX));
  let work = normal.text;
  const pieces: Hidden[] = [];
  const kinds = new Set<MaskKind>();
  // What a pass took is blanked in the working copy once the pass is over (its matches never overlap).
  let taken: [start: number, end: number][] = [];
  const take = (start: number, end: number) => taken.push([start, end]);
  const endPass = () => {
    if (!taken.length) return;
    const parts: string[] = [];
    let last = 0;
    for (const [start, end] of taken.sort((a, b) => a[0] - b[0])) {
      parts.push(work.slice(last, start), TAKEN.repeat(end - start));
      last = end;
    }
    parts.push(work.slice(last));
    work = parts.join('');
    taken = [];
  };
  const hide = (pattern: RegExp, kind: MaskKind, accept: (match: string) => boolean = () => true) => {
    for (const match of work.matchAll(pattern)) {
      if (!accept(match[0])) continue;
      const end = match.index + match[0].length;
      pieces.push({ start: match.index, end, replacement: MASK });
      kinds.add(kind);
      take(match.index, end);
    }
    endPass();
  };

  hide(ANCHOR, 'link');
  // A markdown link keeps its text: "[my menu](https://…)" shows "my menu •••".
  for (const match of work.matchAll(MARKDOWN_LINK)) {
    const label = match[1]!;
    const labelStart = match.index + match[0].indexOf('[') + 1;
    const labelEnd = labelStart + label.length;
    const end = match.index + match[0].length;
    const lead = label.length - label.trimStart().length;
    const trail = label.length - label.trimEnd().length;
    pieces.push({ start: match.index, end: labelStart + lead, replacement: '' });
    pieces.push({ start: labelEnd - trail, end, replacement: label.trim() ? ` ${MASK}` : MASK });
    kinds.add('link');
    take(match.index, labelStart);
    take(labelEnd, end);
  }
  endPass();
  hide(EMAIL, 'email');
  hide(URL, 'link');
  hide(NAMED_HANDLE, 'link');
  hide(KNOWN_DOMAIN, 'link');
  hide(ANY_DOMAIN, 'link', (domain) => {
    const ending = /\.([^./]+)(?:\/|$)/u.exec(domain)?.[1]?.toLowerCase();
    return !ending || !FILE_ENDINGS.has(ending);
  });
  hide(HANDLE, 'link');
  hide(STREET, 'address');
  // Dates and times are set aside (not hidden), so their digits do not join a phone number.
  for (const match of work.matchAll(DATE_OR_TIME)) take(match.index, match.index + match[0].length);
  endPass();
  hide(PHONE, 'phone', isPhone);

  return { text: cutOut(text, normal, pieces), hidden: MASK_KINDS.filter((kind) => kinds.has(kind)) };
}

/** The original text with the hidden pieces (found in the normalised copy) replaced. */
function cutOut(text: string, normal: Normalised, pieces: Hidden[]): string {
  const spans = pieces
    .filter((piece) => piece.end > piece.start)
    .map((piece) => ({
      start: normal.from[piece.start]!,
      end: normal.to[piece.end - 1]!,
      replacement: piece.replacement,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let last = 0;
  for (const span of spans) {
    if (span.start < last) {
      // Two pieces from one original character (a ligature, a spelled digit): one mask for both.
      if (span.end > last) last = span.end;
      continue;
    }
    parts.push(text.slice(last, span.start), span.replacement);
    last = span.end;
  }
  parts.push(text.slice(last));
  return parts.join('');
}

/** Whether a thread's messages are shown as written: only in an order thread the chef has confirmed. */
export function contactsVisible(thread: { orderId: number | null; confirmed: boolean }): boolean {
  return thread.orderId !== null && thread.confirmed;
}
