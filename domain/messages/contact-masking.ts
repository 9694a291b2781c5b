/**
 * Until an order is confirmed (and always in a question asked before ordering), the
 * contact details in a message are hidden from the other side: phone numbers, e-mail addresses,
 * links (plain, markdown, HTML anchors, social handles) and street addresses. Both sides are
 * protected by the platform while nothing is agreed (a customer is not lured off the platform
 * without its guarantees, a chef's home is not given to a stranger). The original text is kept;
 * these pure functions decide what the other side is shown.
 */

/** What a hidden piece was; the screen names them in its note. */
export const MASK_KINDS = ['phone', 'email', 'link', 'address'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];

/** What takes the place of a hidden piece (no words: the note beside the message says why). */
export const MASK = '•••';

export interface MaskedText {
  text: string;
  /** The kinds that were hidden, each once, in MASK_KINDS order; empty when nothing was. */
  hidden: MaskKind[];
}

// "at" and "dot" as people spell them to get past filters: name at gmail dot com, name(at)gmail(dot)com,
// name [at] gmail [dot] com, and in Lithuanian "eta" / "taškas".
const AT = String.raw`(?:\s*@\s*|\s*[([{]\s*(?:at|eta)\s*[)\]}]\s*|\s+(?:at|eta)\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[([{]\s*(?:dot|taškas|taskas)\s*[)\]}]\s*|\s+(?:dot|taškas|taskas)\s+)`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const TLD = String.raw`(?:com|lt|net|org|eu|info|io|me|co|uk|de|lv|ee|pl|ru|biz|app|dev|shop|online|site|xyz)`;

const EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]+${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}\p{L}{2,24}\b`,
  'giu',
);
/** An HTML anchor: the whole element goes, text and address. */
const ANCHOR = /<a\b[^>]*>[\s\S]*?<\/a\s*>|<a\b[^>]*\/?>/giu;
/** A markdown link or image: [text](address) (the text may stay; the address goes with it). */
const MARKDOWN_LINK = /!?\[([^\]\n]{0,200})\]\(\s*[^)\s]+[^)]*\)/gu;
const URL_WITH_SCHEME = new RegExp(
  String.raw`\b(?:https?|ftp):\/\/[^\s<>"')\]]+|\bwww${DOT}${LABEL}(?:${DOT}${LABEL})*(?:/[^\s<>"')\]]*)?`,
  'giu',
);
/** A bare domain (ona-virtuve.lt, instagram.com/ona), or one spelled out (ona dot lt). */
const BARE_DOMAIN = new RegExp(
  String.raw`\b${LABEL}(?:${DOT}${LABEL})*(?:\s*\.\s*|\s+(?:dot|taškas|taskas)\s+)${TLD}\b(?:/[^\s<>"')\]]*)?`,
  'giu',
);
/** A social handle: @ona_cooks (an @ with a name after it, not inside an e-mail address). */
const HANDLE = /(^|[^\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{3,30}/gu;
/**
 * A phone number: at least 8 digits (7 after a +) with spaces, dots, dashes, slashes or brackets
 * between them, as +370 612 34567, 8 612 34567, (8 5) 212 3456, 8-6-1-2-3-4-5-6-7.
 */
const PHONE = /(?:\+|00)?\(?\d(?:[\s.\-/()]{0,3}\d){6,16}/gu;
/** Street addresses: Lithuanian (Gedimino pr. 12-3, Vilniaus g. 5) and English (12 Baker Street). */
const STREET = new RegExp(
  [
    String.raw`\b\p{Lu}[\p{L}-]+\s+(?:g|gatvė|gatve|pr|prospektas|al|alėja|aleja|skg|skersgatvis|pl|plentas|a|aikštė|aikste|tak|takas|krant|krantinė)\.?\s*\d+[a-zA-Z]?(?:\s*[-/]\s*\d+)?\b`,
    String.raw`\b\d+[a-zA-Z]?\s+(?:\p{L}+\s+){1,2}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd)\b\.?`,
  ].join('|'),
  'giu',
);
/** Dates and times look like digit runs; they are not phone numbers. */
const DATE_LIKE = /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$|^\d{1,2}[-./]\d{1,2}[-./]\d{4}$/u;

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

function isPhone(candidate: string): boolean {
  const trimmed = candidate.trim();
  if (DATE_LIKE.test(trimmed)) return false;
  const digits = countDigits(trimmed);
  return trimmed.startsWith('+') ? digits >= 7 : digits >= 8;
}

/**
 * The text with every contact detail replaced by {@link MASK}, and which kinds were hidden.
 * Links go first (an address may hold digits and an @), then e-mails, handles, streets, phones.
 */
export function maskContactDetails(text: string): MaskedText {
  const hidden = new Set<MaskKind>();
  const hide = (kind: MaskKind) => {
    hidden.add(kind);
    return MASK;
  };
  let out = text.replace(ANCHOR, () => hide('link'));
  out = out.replace(MARKDOWN_LINK, (_all, label: string) => {
    hidden.add('link');
    return label.trim() ? `${label.trim()} ${MASK}` : MASK;
  });
  out = out.replace(EMAIL, () => hide('email'));
  out = out.replace(URL_WITH_SCHEME, () => hide('link'));
  out = out.replace(BARE_DOMAIN, () => hide('link'));
  out = out.replace(HANDLE, (_all, before: string) => `${before}${hide('link')}`);
  out = out.replace(STREET, () => hide('address'));
  out = out.replace(PHONE, (candidate) => {
    if (!isPhone(candidate)) return candidate;
    // Keep a leading bracket's partner or space as it was: only the number goes.
    return hide('phone');
  });
  return { text: out, hidden: MASK_KINDS.filter((kind) => hidden.has(kind)) };
}

/** Whether a thread's messages are shown as written: only in an order thread the chef has confirmed. */
export function contactsVisible(thread: { orderId: number | null; confirmed: boolean }): boolean {
  return thread.orderId !== null && thread.confirmed;
}
