import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { EncodedBytes, preferredEncoding } from './encoded-bytes.ts';

describe('preferredEncoding', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0', undefined],
    ['*', 'br'],
    ['deflate', undefined],
  ])('%j -> %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    expect(preferredEncoding(header)).toBe(expected); // read again from what it remembers
  });

  test('however many distinct headers arrive, each is read right', () => {
    for (let i = 0; i < 600; i++) expect(preferredEncoding(`gzip;q=0.5, x-${i}`)).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
  });
});

describe('EncodedBytes', () => {
  const text = JSON.stringify({ chefs: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Ona ${i}` })) });

  test('a compressed copy holds the same text, and is made once', () => {
    const bytes = new EncodedBytes(text);
    const br = bytes.for('gzip, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body as Buffer).toString()).toBe(text);
    expect(bytes.for('br').body).toBe(br.body);
    const gzip = bytes.for('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body as Buffer).toString()).toBe(text);
  });

  test('a short answer, or a reader who asks for no encoding, gets the text', () => {
    expect(new EncodedBytes('{"success":true}').for('br')).toEqual({ body: '{"success":true}' });
    expect(new EncodedBytes(text).for(undefined)).toEqual({ body: text });
  });
});
