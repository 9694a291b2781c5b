import { describe, expect, test } from 'vitest';
import { sanitizeFileName, sniffFileKind } from './file-types.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffFileKind', () => {
  test.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    [bytes([0, 0, 0, 0x20], 'ftypisom'), 'mp4'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  '), 'mov'],
    [bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'), 'avi'],
    [bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6]), 'wmv'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    [bytes('%PDF-1.7'), 'pdf'],
  ])('%#: %s', (head, kind) => {
    expect(sniffFileKind(head)).toBe(kind);
  });
  test('an executable, a GIF or a PNG signature cut short is not accepted', () => {
    expect(sniffFileKind(bytes('MZ', [0x90, 0, 3]))).toBeUndefined();
    expect(sniffFileKind(bytes([0x7f], 'ELF'))).toBeUndefined();
    expect(sniffFileKind(bytes('GIF89a'))).toBeUndefined();
    expect(sniffFileKind(bytes([0x89], 'PNG'))).toBeUndefined();
    expect(sniffFileKind(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeUndefined();
  });
});

describe('sanitizeFileName', () => {
  test.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ona\\diplomas.jpg', 'diplomas.jpg'],
    ['..hidden.jpg', 'hidden.jpg'],
    ['a\u0000b<c>.jpg', 'abc.jpg'],
    ['', 'file'],
    [undefined, 'file'],
  ])('%j -> %s', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });
});
