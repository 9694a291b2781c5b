import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { AppError } from './app-error.ts';

/**
 * Where uploaded files, their resized copies and the web app's previous builds live (DESIGN §1):
 * the local disk under DATA_DIR/files by default, an S3-compatible bucket with S3_BUCKET
 * (s3-storage.ts). Keys are ours, never an uploader's: `users/{uuid}/{uuid}.jpg`. Nothing is served
 * from the store directly: every read goes through a route that checks access (private objects,
 * no bucket policy makes them public).
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Moves a received upload (a local temporary file) to `key`. */
  keep(upload: ReceivedUpload, key: string, contentType: string): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or the part `range` asks for; undefined when there is no object. */
  open(key: string, range?: ByteRange): Promise<OpenedObject | undefined>;
  /** Removes every object whose key starts with `prefix` (a deleted account's folder); none is fine. */
  removeAll(prefix: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store the settings name: the bucket with S3_BUCKET, else `DATA_DIR/files` (or `filesRoot`).
 * The AWS SDK is loaded only when a bucket is configured.
 */
export async function openFileStorage(env: Env, filesRoot?: string): Promise<FileStorage> {
  if (!env.S3_BUCKET) return new DiskStorage(filesRoot ?? path.join(env.dataDir, 'files'));
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    connectTimeoutMs: env.S3_CONNECT_TIMEOUT_MS,
    requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
    maxAttempts: env.S3_MAX_ATTEMPTS,
  });
}

/**
 * The file store could not be reached or failed (refused, timed out, answered 5xx): the caller's
 * request fails with a 503 of its own, told apart from an unreachable database in logs and answers.
 */
export class FileStoreUnavailable extends Error {
  constructor(
    readonly operation: string,
    readonly key: string,
    cause: unknown,
  ) {
    super(`file store ${operation} ${key}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'FileStoreUnavailable';
  }
}

/** One `Range: bytes=...` request (RFC 9110 §14.1.2): first-last, first-, or the last `suffix` bytes. */
export type ByteRange = { first: number; last?: number } | { suffix: number };

export type OpenedObject =
  | {
      body: Readable;
      /** The whole object's size. */
      size: number;
      /** Present when only part of it is sent: the inclusive byte positions. */
      part?: { first: number; last: number };
      etag?: string;
      lastModified?: Date;
    }
  | { unsatisfiable: true; size: number };

/** An upload streamed to a local temporary file, before it is checked and kept. */
export interface ReceivedUpload {
  tmpPath: string;
  size: number;
  /** The stream hit its size limit. */
  truncated: boolean;
}

/** The key of a user's file. Only our own uuid-like names get here; anything else is a bug. */
export function userFileKey(userId: string, name: string): string {
  if (!/^[0-9a-f-]{36}$/.test(userId)) throw new Error(`not a user id: ${userId}`);
  if (!/^[\w.-]{1,100}$/.test(name) || name.startsWith('.')) throw new Error(`not a file name: ${name}`);
  return `users/${userId}/${name}`;
}

/** The multipart body was malformed, cut off or abandoned by its sender: a 400, not a fault here. */
export class MalformedUpload extends Error {
  constructor(readonly reason: unknown) {
    super(`malformed upload: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** Uploads are received on local disk first (sniffed, re-encoded), whatever the store. */
export class UploadArea {
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /**
   * Writes the stream down; past `limit.bytes` it stops with `limit.error()`. Whatever goes wrong
   * (the body is malformed or cut off, the client goes away, the limit is hit) removes what was
   * written; a fault of the sender's stream is a {@link MalformedUpload}.
   */
  async receive(
    stream: Readable & { truncated?: boolean },
    limit?: { bytes: number; error: () => Error },
  ): Promise<ReceivedUpload> {
    const tmpPath = path.join(this.dir, randomUUID());
    let size = 0;
    let senderFault: unknown;
    stream.once('error', (error) => (senderFault = error));
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (limit && size > limit.bytes) done(limit.error());
        else done(null, chunk);
      },
    });
    const out = fs.createWriteStream(tmpPath);
    try {
      await pipeline(stream, counter, out);
    } catch (error) {
      // A body that fails at once can fail before the file is even opened: the stream opens it
      // after that and closes it later, so the file is removed once it is closed, not before.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await fsp.rm(tmpPath, { force: true });
      if (error === senderFault) throw new MalformedUpload(error);
      throw error;
    }
    return { tmpPath, size, truncated: Boolean(stream.truncated) };
  }

  async head(upload: ReceivedUpload, bytes = 16): Promise<Uint8Array> {
    const handle = await fsp.open(upload.tmpPath, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async discard(upload: ReceivedUpload): Promise<void> {
    await fsp.rm(upload.tmpPath, { force: true });
  }
}

/** Files on local disk under `root` (DATA_DIR/files), outside any folder served statically. */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk';

  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`key outside the store: ${key}`);
    return resolved;
  }

  async keep(upload: ReceivedUpload, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(upload.tmpPath, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error; // the upload area is on another file system
      await fsp.copyFile(upload.tmpPath, target);
    });
  }

  /** Written beside and renamed into place, so a reader never sees half a file. */
  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(path.dirname(target), `.${randomUUID()}.tmp`);
    await fsp.writeFile(tmp, body);
    await fsp.rename(tmp, target);
  }

  async read(key: string): Promise<Buffer | undefined> {
    return fsp.readFile(this.pathOf(key)).catch(ifMissing(undefined));
  }

  async exists(key: string): Promise<boolean> {
    return fsp.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | undefined> {
    const file = this.pathOf(key);
    const stat = await fsp.stat(file).catch(ifMissing(undefined));
    if (!stat?.isFile()) return undefined;
    const part = range && resolveRange(range, stat.size);
    if (part === null) return { unsatisfiable: true, size: stat.size };
    return {
      body: fs.createReadStream(file, part ? { start: part.first, end: part.last } : {}),
      size: stat.size,
      part,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  async removeAll(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder: ${prefix}`);
    await fsp.rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async close(): Promise<void> {}
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return value;
    throw error;
  };
}

/**
 * The request's Range when it is one range of bytes; several ranges, or anything else, are ignored
 * and the whole object is sent, as RFC 9110 allows.
 */
export function requestedRange(header: string | undefined): ByteRange | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') return { suffix: Number(last) };
  const range = { first: Number(first), last: last === '' ? undefined : Number(last) };
  return range.last !== undefined && range.last < range.first ? undefined : range;
}

/** The inclusive positions `range` covers in an object of `size` bytes; null when none. */
export function resolveRange(range: ByteRange, size: number): { first: number; last: number } | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { first: Math.max(0, size - range.suffix), last: size - 1 };
  }
  if (range.first >= size) return null;
  return { first: range.first, last: Math.min(range.last ?? size - 1, size - 1) };
}

/** The range as an S3 GetObject `Range` parameter. */
export function rangeHeader(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.first}-${range.last ?? ''}`;
}

/**
 * Sends a stored object the way a file server does, whichever store holds it: Range (206, or 416
 * past the end, which video players need for seeking), ETag and Last-Modified with 304 to a
 * matching If-None-Match.
 */
export async function sendStored(
  storage: FileStorage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const range = requestedRange(request.headers.range);
  const opened = await storage.open(key, range);
  if (!opened) throw AppError.notFound();
  reply.header('accept-ranges', 'bytes');
  if ('unsatisfiable' in opened) {
    return reply.code(416).header('content-range', `bytes */${opened.size}`).send();
  }
  if (opened.etag) reply.header('etag', opened.etag);
  if (opened.lastModified) reply.header('last-modified', opened.lastModified.toUTCString());
  if (opened.etag && request.headers['if-none-match'] === opened.etag) {
    opened.body.destroy();
    return reply.code(304).send();
  }
  if (opened.part) {
    const { first, last } = opened.part;
    reply.code(206).header('content-range', `bytes ${first}-${last}/${opened.size}`);
    reply.header('content-length', last - first + 1);
  } else {
    reply.header('content-length', opened.size);
  }
  return reply.send(opened.body);
}
