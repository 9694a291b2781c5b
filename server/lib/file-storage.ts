import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Files on local disk under DATA_DIR/files (DESIGN §1), outside any folder the server serves
 * statically: they are reached only through the repository route, which checks access.
 * Names on disk are always ours (uuids), never the uploader's.
 */
export class FileStorage {
  constructor(readonly root: string) {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  }

  userDir(userId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(userId)) throw new Error(`not a user id: ${userId}`);
    return path.join(this.root, 'users', userId);
  }

  /** Streams an upload to a temporary file; `truncated` when the stream hit its size limit. */
  async receive(
    stream: Readable & { truncated?: boolean },
  ): Promise<{ tmpPath: string; size: number; truncated: boolean }> {
    const tmpPath = path.join(this.root, 'tmp', randomUUID());
    await pipeline(stream, fs.createWriteStream(tmpPath));
    const { size } = await fsp.stat(tmpPath);
    return { tmpPath, size, truncated: Boolean(stream.truncated) };
  }

  async head(filePath: string, bytes = 16): Promise<Uint8Array> {
    const handle = await fsp.open(filePath, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Moves a temporary file to its final place in the user's folder. */
  async keep(tmpPath: string, userId: string, storedName: string): Promise<string> {
    const dir = this.userDir(userId);
    await fsp.mkdir(dir, { recursive: true });
    const finalPath = path.join(dir, storedName);
    await fsp.rename(tmpPath, finalPath);
    return finalPath;
  }

  pathOf(userId: string, storedName: string): string {
    return path.join(this.userDir(userId), path.basename(storedName));
  }

  async discard(filePath: string): Promise<void> {
    await fsp.rm(filePath, { force: true });
  }

  exists(filePath: string): boolean {
    return fs.existsSync(filePath);
  }
}
