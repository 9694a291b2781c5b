import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  complaintPhotos,
  complaints,
  files,
  merchantInfos,
  messageThreads,
  messages,
  productFiles,
  products,
  users,
} from '../../db/schema.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/**
 * Holds the user's upload lock until the transaction ends (a PostgreSQL advisory lock, so it holds
 * across app servers): whoever comes second reads the first one's file in the quota's sum.
 */
/** Takes back the row of an upload whose object could not be stored. */
export async function deleteFile(db: DbOrTx, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export async function lockUserFiles(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files ${userId}`}::text, 0))`);
}

/** What a user's files take in all, in bytes (the storage quota). */
export async function storedBytes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .where(eq(files.userId, userId));
  return Number(row?.total ?? 0);
}

export async function findFile(db: DbOrTx, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function findFileByStoredName(db: DbOrTx, userId: string, storedName: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.storedName, storedName)));
  return row;
}

export async function findOwnFiles(db: DbOrTx, userId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, ids)));
}

export async function listLabelled(db: DbOrTx, userId: string, label: string): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.label, label)))
    .orderBy(desc(files.createdAt));
}

export async function setLabel(db: DbOrTx, fileIds: string[], label: string): Promise<void> {
  if (fileIds.length) await db.update(files).set({ label }).where(inArray(files.id, fileIds));
}

/** Whether `userId` is a chef whose store an operator has approved. */
export async function isApprovedChef(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ valid: merchantInfos.valid })
    .from(merchantInfos)
    .where(eq(merchantInfos.userId, userId));
  return row?.valid ?? false;
}

export async function isCurrentVideoCv(db: DbOrTx, userId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: merchantInfos.videoCvFileId })
    .from(merchantInfos)
    .where(eq(merchantInfos.userId, userId));
  return row?.id === fileId;
}

export async function bumpAvatarVersion(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ avatarVersion: sql`coalesce(${users.avatarVersion}, 0) + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.avatarVersion });
  return row!.version!;
}

/** Whether the image belongs to a dish anyone may see: active, complete, not taken down, by an approved chef. */
export async function isPublicDishImage(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productFiles.fileId })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .innerJoin(merchantInfos, eq(merchantInfos.userId, products.userId))
    .where(
      and(
        eq(productFiles.fileId, fileId),
        eq(products.active, true),
        eq(products.complete, true),
        sql`${products.blockedReason} is null`,
        eq(merchantInfos.valid, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the file is a photo of a complaint about one of `chefId`'s items. */
export async function isComplaintPhotoOfChef(db: DbOrTx, fileId: string, chefId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: complaintPhotos.fileId })
    .from(complaintPhotos)
    .innerJoin(complaints, eq(complaints.id, complaintPhotos.complaintId))
    .where(and(eq(complaintPhotos.fileId, fileId), eq(complaints.sellerUserId, chefId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the file is a visible message photo in a thread `userId` is a side of. */
export async function isMessagePhotoFor(db: DbOrTx, fileId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(
        eq(messages.photoFileId, fileId),
        isNull(messages.hiddenAt),
        or(eq(messageThreads.customerUserId, userId), eq(messageThreads.chefUserId, userId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
