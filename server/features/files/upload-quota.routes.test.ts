import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { files } from '../../db/schema.ts';
import { makeMp4 } from '../../test/fixtures.ts';
import { describeApi, signUp, uploadFile, type TestApp } from '../../test/test-app.ts';

/**
 * One storage quota per user (STORAGE_QUOTA_MB) that holds when uploads arrive at once: each is
 * decided under the user's lock with the row it writes, so the uploads that would together pass
 * the quota are refused (413), and nothing of theirs is kept.
 */
const storedFiles = async (t: TestApp, userId: string) =>
  Number((await t.db.select({ n: count() }).from(files).where(eq(files.userId, userId)))[0]!.n);

describeApi(
  'the upload quota under uploads at once',
  (ctx) => {
    test('three 400 kB uploads at once against a 1 MB quota: exactly two are kept', async () => {
      const t = ctx();
      const { client, id } = await signUp(t.app);
      const answers = await Promise.all(
        [1, 2, 3].map((i) => uploadFile(client, `cv-${i}.mp4`, makeMp4(400_000), 'video/mp4')),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 413]);
      const refused = answers.find((answer) => answer.statusCode === 413)!;
      expect(refused.json().messages[0]).toMatchObject({ code: 'files.quotaExceeded', params: { max: 1 } });
      expect(await storedFiles(t, id)).toBe(2);
    });

    test('five at once against the room left by earlier files: only what fits is kept', async () => {
      const t = ctx();
      const { client, id } = await signUp(t.app);
      expect((await uploadFile(client, 'first.mp4', makeMp4(300_000), 'video/mp4')).statusCode).toBe(200);
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((i) => uploadFile(client, `more-${i}.mp4`, makeMp4(250_000), 'video/mp4')),
      );
      // 1 MB is 1,048,576 bytes: 300 kB and two of 250 kB fit, a third does not.
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.statusCode === 413)).toHaveLength(3);
      expect(await storedFiles(t, id)).toBe(3);
      // Another user's room is their own.
      const other = await signUp(t.app);
      expect((await uploadFile(other.client, 'cv.mp4', makeMp4(400_000), 'video/mp4')).statusCode).toBe(200);
    });
  },
  { env: { STORAGE_QUOTA_MB: '1' } },
);
