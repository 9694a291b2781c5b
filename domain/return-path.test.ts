import { expect, test } from 'vitest';
import { RETURN_PATH_MAX, safeReturnPath } from './return-path.ts';

test.each([
  // Same-origin relative paths pass as given.
  ['/store/ona', '/store/ona'],
  ['/', '/'],
  ['/messages?to=7', '/messages?to=7'],
  ['/messages/new?chef=ona#top', '/messages/new?chef=ona#top'],
  ['/store/ona%20virtuve', undefined],
  ['/product-detail/7?x=%C5%BE', '/product-detail/7?x=%C5%BE'],
  // Another host, or a scheme.
  ['//evil.example', undefined],
  ['/\\evil.example', undefined],
  ['https://evil.example', undefined],
  ['javascript:alert(1)', undefined],
  ['evil.example/x', undefined],
  ['store/ona', undefined],
  // Whitespace and controls anywhere: URL parsing drops tab, CR and LF, so '/\t/evil' is '//evil'.
  ['/\t/evil.example', undefined],
  ['/\r\n/evil.example', undefined],
  ['/store/ona\t', undefined],
  ['/store/ona\n', undefined],
  [' /store/ona', undefined],
  ['/store/ona x', undefined],
  ['/store/\u0000ona', undefined],
  ['/store/\u0085ona', undefined],
  ['/store/\u202Eona', undefined],
  ['/store\\ona', undefined],
  // The same hidden behind percent-encoding, once or twice.
  ['/%2Fevil.example', undefined],
  ['/%2fevil.example', undefined],
  ['/%5Cevil.example', undefined],
  ['/%09/evil.example', undefined],
  ['/store/ona%0d%0a', undefined],
  ['/%252Fevil.example', undefined],
  ['/%25252Fevil.example', undefined],
  ['/%E0%A4%A', undefined],
  // Nothing, or too long.
  ['', undefined],
  [null, undefined],
  [undefined, undefined],
  [`/${'a'.repeat(RETURN_PATH_MAX)}`, undefined],
])('safeReturnPath(%j) is %j', (value, expected) => {
  expect(safeReturnPath(value)).toBe(expected);
});
