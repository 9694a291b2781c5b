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
  // Browsers send a handful of distinct headers, each on every request: read each once.
  if (readHeaders.has(acceptEncoding)) return readHeaders.get(acceptEncoding);
  const encoding = readPreferredEncoding(acceptEncoding);
  if (readHeaders.size >= 256) readHeaders.clear();
  readHeaders.set(acceptEncoding, encoding);
  return encoding;
}

const readHeaders = new Map<string, Encoding | undefined>();

function readPreferredEncoding(acceptEncoding: string): Encoding | undefined {
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
  private readonly small: boolean;

  constructor(readonly text: string) {
    this.small = Buffer.byteLength(text) < COMPRESS_FROM_BYTES;
  }

  /** What to send for this Accept-Encoding: the text, or a compressed copy and its encoding. */
  for(acceptEncoding: string | undefined): { body: string | Buffer; encoding?: Encoding } {
    if (this.small) return { body: this.text };
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return { body: this.text };
    this.copies[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(this.text, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : zlib.gzipSync(this.text);
    return { body: this.copies[encoding], encoding };
  }
}
