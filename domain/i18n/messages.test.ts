import { expect, test } from 'vitest';
import { formatMessage, messagesEn, messagesLt } from './messages.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

test('English and Lithuanian have the same codes and the same placeholders', () => {
  const en = keys(messagesEn);
  expect(keys(messagesLt)).toEqual(en);
  for (const code of en) {
    expect(placeholders(formatMessage(messagesLt, code)), code).toEqual(
      placeholders(formatMessage(messagesEn, code)),
    );
  }
});

test('the spec\u2019s own words are kept', () => {
  expect(formatMessage(messagesEn, 'pages.auth.invalidCredentials')).toBe(
    'The credentials you entered are not valid.',
  );
  expect(formatMessage(messagesEn, 'pages.auth.sessionExpired')).toBe(
    'Session expired - redirecting to login',
  );
  expect(formatMessage(messagesEn, 'forms.validation.required', { field: 'City' })).toBe('City is required');
  expect(formatMessage(messagesEn, 'forms.phone.wrongLength', { country: 'Lithuania', min: 8, max: 8 })).toBe(
    'Lithuania phone numbers must be 8-8 digits',
  );
  expect(formatMessage(messagesEn, 'forms.phone.wrongLengthExact', { country: 'Lithuania', digits: 8 })).toBe(
    'Lithuania phone numbers must be 8 digits',
  );
});

test('an unknown code comes back as itself', () => {
  expect(formatMessage(messagesEn, 'no.such.code')).toBe('no.such.code');
});
