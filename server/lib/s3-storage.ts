import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  FileStoreUnavailable,
  rangeHeader,
  resolveRange,
  type ByteRange,
  type FileStorage,
  type OpenedObject,
  type ReceivedUpload,
} from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service than AWS (MinIO, Ceph, a cloud's object store). */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: most S3-compatible servers want it. */
  forcePathStyle: boolean;
  /** Connecting may take this long (default 3 s)... */
  connectTimeoutMs?: number;
  /** ...and a request may stay silent this long, no byte either way, before it fails (default 3 s). */
  requestTimeoutMs?: number;
  /** Tries per call, the first included (default 2). */
  maxAttempts?: number;
}

/**
 * Files in an S3-compatible bucket through the AWS SDK (DESIGN §1), so every app server sees every
 * upload. Objects are written without an ACL (private, as buckets are by default) and read only by
 * the app, which checks access and streams them, Range included.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined, // the SDK's own chain: environment, instance role...
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer
      // default (CRC32 trailers), and a ranged read cannot be checked whole anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that refuses or never answers fails the request within seconds (a 503), rather than
      // holding it, and the upload or page behind it, for minutes. The request timeout is the
      // socket's silence, not the whole transfer: a large upload that keeps moving is not cut off.
      requestHandler: {
        connectionTimeout: settings.connectTimeoutMs ?? 3000,
        requestTimeout: settings.requestTimeoutMs ?? 3000,
        // Without it this SDK only logs a warning when the request timeout passes, and waits on.
        throwOnRequestTimeout: true,
      },
      maxAttempts: settings.maxAttempts ?? 2,
    });
  }

  async keep(upload: ReceivedUpload, key: string, contentType: string): Promise<void> {
    await this.call('PutObject', key, (client) =>
      client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: fs.createReadStream(upload.tmpPath),
          ContentLength: upload.size,
          ContentType: contentType,
        }),
      ),
    );
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.call('PutObject', key, (client) =>
      client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
      ),
    );
  }

  async read(key: string): Promise<Buffer | undefined> {
    const object = await this.get(key);
    return object && Buffer.from(await object.Body!.transformToByteArray());
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | undefined> {
    if (range && 'suffix' in range) {
      // The last n bytes: asked for as positions, since not every S3-compatible server knows suffixes.
      const size = await this.size(key);
      if (size === undefined) return undefined;
      const part = resolveRange(range, size);
      if (!part) return { unsatisfiable: true, size };
      range = part;
    }
    try {
      const object = await this.get(key, range);
      if (!object) return undefined;
      const body = object.Body as Readable;
      const part = object.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
      return {
        body,
        size: part ? Number(part[3]) : (object.ContentLength ?? 0),
        part: part ? { first: Number(part[1]), last: Number(part[2]) } : undefined,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        const size = await this.size(key);
        return size === undefined ? undefined : { unsatisfiable: true, size };
      }
      throw error;
    }
  }

  private async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.call('HeadObject', key, (client) =>
        client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /**
   * One S3 call. "No such object" and "range not satisfiable" are answers the callers read; any
   * other failure (refused, timed out, 5xx, denied) becomes FileStoreUnavailable.
   */
  private async call<T>(operation: string, key: string, run: (client: S3Client) => Promise<T>): Promise<T> {
    try {
      return await run(this.client);
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 404 || status === 416) throw error;
      throw new FileStoreUnavailable(operation, key, error);
    }
  }

  /** Lists the folder a page at a time and deletes each object (DeleteObjects needs checksums some servers refuse). */
  async removeAll(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder: ${prefix}`);
    let token: string | undefined;
    do {
      const page = await this.call('ListObjectsV2', prefix, (client) =>
        client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        await this.call('DeleteObject', object.Key, (client) =>
          client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key })),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private async get(key: string, range?: ByteRange) {
    try {
      return await this.call('GetObject', key, (client) =>
        client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Range: range ? rangeHeader(range) : undefined,
          }),
        ),
      );
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
