import { expect, test } from 'vitest';
import { messageTime } from './format.ts';

// 13:05 UTC on 3 June 2026 is 16:05 in Vilnius (summer time).
const AFTERNOON = Date.UTC(2026, 5, 3, 13, 5);

test.each(['en', 'lt'])('a message time reads on a 24-hour clock in %s', (language) => {
  expect(messageTime(AFTERNOON, language, AFTERNOON + 60_000)).toBe('16:05');
});

test('an earlier day shows its date beside the 24-hour time', () => {
  const text = messageTime(AFTERNOON, 'en', AFTERNOON + 2 * 86_400_000);
  expect(text).toMatch(/3 Jun|Jun 3/);
  expect(text).toContain('16:05');
  expect(text).not.toMatch(/PM/);
});
