import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The bucket the tests and the cluster use, and s3rver's fixed credentials. */
export const LOCAL_S3 = { bucket: 'namusefas-files', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server (s3rver, from the npm registry: the project's own files bring it)
 * with the bucket made, its objects in a temporary folder. `env` is what an app server needs to
 * use it. Signatures are checked, so wrong credentials fail as they would on S3.
 */
export async function startLocalS3({ port = 0 }: { port?: number } = {}) {
  removeLeftovers();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), `s3-${process.pid}-`));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: LOCAL_S3.bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    directory,
    env: {
      S3_BUCKET: LOCAL_S3.bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Lets a test process end while the server is still up (one per test worker). */
    unref: () => server.httpServer?.unref(),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Folders of test processes that ended without removing theirs (a worker killed at the end of a run). */
function removeLeftovers() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^s3-(\d+)-/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
