import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { complaintPhotos, complaints, files } from '../../db/schema.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintPhotoRow = { complaintId: string; id: string; userId: string; storedName: string };

/** The complaints about these items, each with its photos in the order the buyer gave them. */
export async function complaintsForItems(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  const rows = await db.select().from(complaints).where(inArray(complaints.orderItemId, itemIds));
  return withPhotos(db, rows);
}

export async function withPhotos(db: DbOrTx, rows: ComplaintRow[]) {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, photos: photos.filter((photo) => photo.complaintId === row.id) }));
}

export async function photosOf(db: DbOrTx, complaintIds: string[]): Promise<ComplaintPhotoRow[]> {
  if (complaintIds.length === 0) return [];
  return db
    .select({
      complaintId: complaintPhotos.complaintId,
      id: files.id,
      userId: files.userId,
      storedName: files.storedName,
    })
    .from(complaintPhotos)
    .innerJoin(files, eq(files.id, complaintPhotos.fileId))
    .where(inArray(complaintPhotos.complaintId, complaintIds))
    .orderBy(asc(complaintPhotos.position));
}

export type ComplaintWithPhotos = Awaited<ReturnType<typeof withPhotos>>[number];
