import zlib from 'node:zlib';

/**
 * Answers that are sent again and again (the visitors' read cache, kept answers) are compressed
 * once, not per request: every browser asks for brotli or gzip, and compressing a 9 KB chef page
 * on each read cost four times what sending it did (the marketplace benchmark, with a browser's
 * Accept-Encoding). The settings are the ones app.ts gives @fastify/compress for everything else.
 */
export type Encoding = 'br' | 'gzip';

/** Below this, an answer leaves as it is (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_FROM_BYTES = 1024;
export const BROTLI_QUALITY = 4;

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. A coding listed
 * with q=0 is refused; `*` accepts either.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** One answer's text and its compressed copies, each made the first time a reader asks for it. */
export class EncodedBytes {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly text: string) {}

  /** What to send for this Accept-Encoding: the text, or a compressed copy and its encoding. */
  for(acceptEncoding: string | undefined): { body: string | Buffer; encoding?: Encoding } {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding || Buffer.byteLength(this.text) < COMPRESS_FROM_BYTES) return { body: this.text };
    this.copies[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(this.text, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : zlib.gzipSync(this.text);
    return { body: this.copies[encoding], encoding };
  }
}
