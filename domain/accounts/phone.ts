import type { MessageParams } from '../i18n/messages.ts';

/** spec accounts §3 "Country entry". Only Lithuania is configured. */
export interface PhoneCountry {
  language_tag: string;
  country_tag: string;
  phone_code: string;
  country_name: string;
  min_length: number;
  max_length: number;
  pattern: RegExp;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  {
    language_tag: 'lt',
    country_tag: 'LT',
    phone_code: '370',
    country_name: 'Lithuania',
    min_length: 8,
    max_length: 8,
    pattern: /^370[1-9]\d{7}$/,
  },
];

export const DEFAULT_PHONE_COUNTRY = 'lt';
/** spec accounts §5: at most 15 digits in the generic field (E.164). */
export const PHONE_MAX_DIGITS = 15;

export type PhoneCheck =
  | { ok: true; normalized: string; country: PhoneCountry }
  | { ok: false; code: string; params: MessageParams };

export function findPhoneCountry(tag: string | undefined): PhoneCountry | undefined {
  const wanted = (tag ?? DEFAULT_PHONE_COUNTRY).toLowerCase();
  return PHONE_COUNTRIES.find((c) => c.language_tag === wanted || c.country_tag.toLowerCase() === wanted);
}

/**
 * spec accounts §5: strips non-digits and saves the number as country code followed by the national
 * digits. A national number typed without its code gets the code put in front of it.
 */
export function checkPhone(
  input: string,
  countryTag: string | undefined = DEFAULT_PHONE_COUNTRY,
): PhoneCheck {
  const country = findPhoneCountry(countryTag);
  if (!country) return { ok: false, code: 'forms.phone.invalidCountry', params: {} };
  const name = country.country_name;
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!digits.startsWith(country.phone_code) && digits.length <= country.max_length + 1) {
    // "8 612 34567" is the Lithuanian trunk-prefixed way to write a national number.
    const national =
      digits.length === country.max_length + 1 && digits.startsWith('8') ? digits.slice(1) : digits;
    digits = country.phone_code + national;
  }
  if (!digits.startsWith(country.phone_code)) {
    return { ok: false, code: 'forms.phone.mustStartWithCode', params: { code: country.phone_code } };
  }
  const nationalLength = digits.length - country.phone_code.length;
  if (
    nationalLength < country.min_length ||
    nationalLength > country.max_length ||
    digits.length > PHONE_MAX_DIGITS
  ) {
    // A country with one length reads "8 digits", not "8-8 digits".
    return country.min_length === country.max_length
      ? {
          ok: false,
          code: 'forms.phone.wrongLengthExact',
          params: { country: name, digits: country.min_length },
        }
      : {
          ok: false,
          code: 'forms.phone.wrongLength',
          params: { country: name, min: country.min_length, max: country.max_length },
        };
  }
  if (!country.pattern.test(digits)) {
    return { ok: false, code: 'forms.phone.invalidFormat', params: { country: name } };
  }
  return { ok: true, normalized: digits, country };
}

/** spec accounts §4: the phone country is detected from the number when absent. */
export function detectPhoneCountry(input: string): PhoneCountry | undefined {
  const digits = input.replace(/\D/g, '').replace(/^00/, '');
  return PHONE_COUNTRIES.find((c) => digits.startsWith(c.phone_code));
}
