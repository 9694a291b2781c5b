import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { can } from '#domain/accounts/policies.ts';
import type { Role } from '#domain/accounts/roles.ts';
import { CERTIFICATE_MAX_BYTES } from '#domain/onboarding/questionnaire.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendStored, userFileKey, type FileStorage, type UploadArea } from '../../lib/file-storage.ts';
import { readFile } from 'node:fs/promises';
import {
  ACCEPTED_EXTENSIONS,
  CERTIFICATE_EXTENSIONS,
  CONTENT_TYPES,
  EXTENSIONS,
  isImage,
  PDF_CONTENT_TYPE,
  pdfProblem,
  sanitizeFileName,
  sniffFileKind,
} from '../../lib/file-types.ts';
import { presentFile, presentPublicFile, type FileDto } from './files.presenter.ts';
import * as repo from './files.repo.ts';
import { FILE_LABELS, type FileLabel } from '#domain/files/files.request.ts';

export type { FileDto };

export { FILE_LABELS, type FileLabel };
/** Set by the complaints feature on the buyer's photos; readable by the buyer, the item's chef and staff. */
export const COMPLAINT_PHOTO_LABEL = 'complaint-photo';
/** A photo sent in a conversation, readable by both sides of its thread (and staff). */
export const MESSAGE_PHOTO_LABEL = 'message-photo';

/**
 * Marks a user's uploads as what they became (a complaint's or a message's photo, a dish's image),
 * in the caller's transaction: the features that claim an upload label it here, not in the table.
 */
export async function labelFiles(tx: DbOrTx, fileIds: string[], label: string): Promise<void> {
  await repo.setLabel(tx, fileIds, label);
}

/** Images are re-encoded (EXIF and location dropped) and capped in pixels (DESIGN §3). */
const MAX_IMAGE_SIDE = 2560;
const MAX_INPUT_PIXELS = 50_000_000;
const AVATAR_SIZES = { 'avatar.jpg': 512, 'thumbnail.jpg': 96 } as const;
export const AVATAR_FILE_NAMES = Object.keys(AVATAR_SIZES);
/** Widths images are served at (`?w=`), so phones never download a 2560-pixel original. */
export const IMAGE_WIDTHS = [160, 320, 480, 800, 1200] as const;
/**
 * Resized copies are WebP for the browsers that say they take it (all current ones): a third of the
 * JPEG's size or less at the same look, which is most of what a phone downloads on a catalog page.
 */
export type ResizedFormat = 'jpeg' | 'webp';

export interface Viewer {
  id: string;
  role: Role;
}

/** Uploads, labels and access to users' files (spec accounts §7; DESIGN §3, §4). */
export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly uploads: UploadArea,
    /** What one user's files may take in all (STORAGE_QUOTA_MB). */
    private readonly quotaBytes = 500 * 1024 * 1024,
  ) {}

  /**
   * Stores one upload after checking what it really is: photos (JPEG, PNG, WebP) are re-encoded as
   * clean JPEGs, a PDF is checked for a whole and passive structure, videos are kept.
   */
  async upload(userId: string, part: { file: Readable & { truncated?: boolean }; filename?: string }) {
    const originalName = sanitizeFileName(part.filename);
    const quotaMb = Math.round(this.quotaBytes / 1024 / 1024);
    const overQuota = () => new AppError(413, 'files.quotaExceeded', { max: quotaMb });
    const room = this.quotaBytes - (await repo.storedBytes(this.db, userId));
    if (room <= 0) {
      part.file.resume(); // read and dropped, so the answer is not held up by the body
      throw overQuota();
    }
    const received = await this.uploads.receive(part.file, { bytes: room, error: overQuota });
    try {
      if (received.truncated) throw new AppError(413, 'errors.payloadTooLarge');
      const kind = sniffFileKind(await this.uploads.head(received));
      if (!kind) throw invalidType(originalName);
      const storedName = `${randomUUID()}.${EXTENSIONS[kind]}`;
      const contentType = CONTENT_TYPES[kind];
      const key = userFileKey(userId, storedName);
      let store: () => Promise<void>;
      let size = received.size;
      if (isImage(kind)) {
        // JPEG, PNG and WebP photos alike become clean JPEGs, so every later use of a
        // photo (avatars, dishes, resized copies) has one format to deal with.
        const clean = await reencodeImage(received.tmpPath, originalName);
        store = () => this.storage.put(key, clean, contentType);
        size = clean.length;
      } else if (kind === 'pdf') {
        // A PDF certificate is kept as sent (re-encoding would change the document), after its
        // structure is checked; it can only ever be a certificate, so it is held to their size.
        if (received.size > CERTIFICATE_MAX_BYTES) {
          throw AppError.badRequest('files.tooLarge', { name: originalName, max: 10 });
        }
        if (pdfProblem(await readFile(received.tmpPath))) throw invalidType(originalName);
        store = () => this.storage.keep(received, key, contentType);
      } else {
        store = () => this.storage.keep(received, key, contentType);
      }
      // The room measured above was read before this upload's bytes arrived, and other uploads of
      // the same user may have been kept since: the quota is decided again under the user's lock,
      // and the row that takes the room is written in that transaction (uploads at once are decided
      // one after another, on any app server). The object is stored after the lock is let go, so a
      // slow or silent store holds up this upload alone; a failed store gives the room back.
      const row = await this.db.transaction(async (tx) => {
        await repo.lockUserFiles(tx, userId);
        if ((await repo.storedBytes(tx, userId)) + size > this.quotaBytes) throw overQuota();
        return repo.insertFile(tx, { userId, storedName, originalName, contentType, sizeBytes: size });
      });
      try {
        // Awaited here: the upload's temporary file is discarded in `finally`.
        await store();
      } catch (error) {
        await repo.deleteFile(this.db, row.id);
        throw error;
      }
      return row;
    } finally {
      await this.uploads.discard(received);
    }
  }

  /**
   * POST /secure/add-file-metadata: a certificate must be a photo or a PDF of at most
   * 10 MB, a video CV a video.
   */
  async label(userId: string, fileId: string, label: FileLabel) {
    const [file] = await repo.findOwnFiles(this.db, userId, [fileId]);
    if (!file) throw AppError.notFound();
    const isPdf = file.contentType === PDF_CONTENT_TYPE;
    if (label === 'certificate' && !isImage(file.contentType) && !isPdf)
      throw invalidType(file.originalName, CERTIFICATE_EXTENSIONS);
    if (label === 'certificate' && file.sizeBytes > CERTIFICATE_MAX_BYTES) {
      throw AppError.badRequest('files.tooLarge', { name: file.originalName, max: 10 });
    }
    if (label === 'video-cv' && (isImage(file.contentType) || isPdf))
      throw invalidType(file.originalName, '.mp4, .avi, .mov, .wmv');
    await repo.setLabel(this.db, [file.id], label);
    return { ...file, label };
  }

  /** The caller's own files among `ids`, labelled `label` (for questionnaire certificates and video CV). */
  async claim(userId: string, ids: string[], label: FileLabel) {
    const own = await repo.findOwnFiles(this.db, userId, ids);
    if (own.length !== new Set(ids).size) throw AppError.field(400, 'fileIds', 'files.notYours');
    for (const file of own) await this.label(userId, file.id, label);
    return own;
  }

  /** The caller's own files with `label`, as the API shows them. */
  async ownLabelled(userId: string, label: FileLabel): Promise<FileDto[]> {
    return (await repo.listLabelled(this.db, userId, label)).map(presentFile);
  }

  async ownFile(userId: string, fileId: string): Promise<FileDto | undefined> {
    const [file] = await repo.findOwnFiles(this.db, userId, [fileId]);
    return file && presentFile(file);
  }

  /**
   * POST /user-files: every file as uploaded for the owner and staff. Others see an approved chef's
   * files only as the chef's page shows them: the current video CV (public once approved), under
   * its stored name, and no certificate at all (the page shows the "certificates checked" badge from
   * the store answer; the documents' names, types and sizes are the applicant's own).
   */
  async list(viewer: Viewer | null, userId: string, label: FileLabel): Promise<FileDto[]> {
    if (can(viewer, 'file.seePrivate', { userId })) {
      return (await repo.listLabelled(this.db, userId, label)).map(presentFile);
    }
    if (!(await repo.isApprovedChef(this.db, userId))) throw AppError.notFound();
    if (label !== 'video-cv') return [];
    const videos = await repo.listLabelled(this.db, userId, label);
    const current = [];
    for (const video of videos)
      if (await repo.isCurrentVideoCv(this.db, userId, video.id)) current.push(video);
    return current.map(presentPublicFile);
  }

  /**
   * Which stored object a repository path names and how it may be cached, if `viewer` may read it:
   * avatars are public; a video CV of an approved chef is public; certificates and anything else only
   * for the owner and staff.
   */
  async locate(
    viewer: Viewer | null,
    userId: string,
    fileName: string,
    resize?: { width: number; format: ResizedFormat },
  ): Promise<LocatedFile> {
    const privileged = can(viewer, 'file.seePrivate', { userId });
    if (AVATAR_FILE_NAMES.includes(fileName)) {
      return { key: userFileKey(userId, fileName), contentType: 'image/jpeg', cache: 'public, max-age=60' };
    }
    const file = await repo.findFileByStoredName(this.db, userId, fileName);
    if (!file) throw AppError.notFound();
    const isPublic =
      (file.label === 'video-cv' &&
        (await repo.isApprovedChef(this.db, userId)) &&
        (await repo.isCurrentVideoCv(this.db, userId, file.id))) ||
      (file.label === 'product-image' && (await repo.isPublicDishImage(this.db, file.id)));
    const chefOfComplaint =
      file.label === COMPLAINT_PHOTO_LABEL &&
      Boolean(viewer) &&
      (await repo.isComplaintPhotoOfChef(this.db, file.id, viewer!.id));
    const inThread =
      file.label === MESSAGE_PHOTO_LABEL &&
      Boolean(viewer) &&
      (await repo.isMessagePhotoFor(this.db, file.id, viewer!.id));
    if (!privileged && !isPublic && !chefOfComplaint && !inThread) throw AppError.notFound();
    const original = userFileKey(userId, file.storedName);
    const resized = resize && isImage(file.contentType);
    return {
      key: resized ? resizedKey(original, resize) : original,
      contentType: resized ? `image/${resize.format}` : file.contentType,
      // Stored names never change content, so a public copy may be cached for long.
      cache: isPublic ? 'public, max-age=604800' : 'private, max-age=3600',
      resizedFrom: resized ? { key: original, ...resize } : undefined,
    };
  }

  /**
   * Sends a located file. A resized copy is made on its first request, from the original, and kept
   * in the store beside it, where every app server finds it after that (two servers making it at
   * once write the same bytes).
   */
  async send(found: LocatedFile, request: FastifyRequest, reply: FastifyReply) {
    const from = found.resizedFrom;
    if (from && !(await this.storage.exists(found.key))) {
      const original = await this.storage.read(from.key);
      if (!original) throw AppError.notFound();
      await this.storage.put(found.key, await resizeImage(original, from), found.contentType);
    }
    return sendStored(this.storage, found.key, request, reply);
  }

  /**
   * Removes every stored object of a deleted account (its uploads, their resized copies, its avatar)
   * once the rows are gone; called after the deleting transaction has committed.
   */
  async removeAllOf(userId: string): Promise<void> {
    await this.storage.removeAll(userFileKey(userId, 'x').slice(0, -1));
  }

  /** GET /secure/set-avatar: both sizes are cut from one of the user's own JPEGs. */
  async setAvatar(userId: string, fileId: string): Promise<number> {
    const [file] = await repo.findOwnFiles(this.db, userId, [fileId]);
    if (!file) throw AppError.notFound();
    if (!isImage(file.contentType)) throw AppError.badRequest('pages.products.jpgOnlyError');
    const source = await this.storage.read(userFileKey(userId, file.storedName));
    if (!source) throw AppError.notFound();
    for (const [name, side] of Object.entries(AVATAR_SIZES)) {
      const avatar = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(side, side, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 84 })
        .toBuffer();
      await this.storage.put(userFileKey(userId, name), avatar, 'image/jpeg');
    }
    return repo.bumpAvatarVersion(this.db, userId);
  }
}

/** A repository file the viewer may read: its key in the store and how it is sent. */
export interface LocatedFile {
  key: string;
  contentType: string;
  cache: string;
  /** For a resized copy: the original it is cut from, should the copy not be there yet. */
  resizedFrom?: { key: string; width: number; format: ResizedFormat };
}

/** The key of the copy at the nearest allowed width in `format`, beside the original. */
function resizedKey(original: string, { width, format }: { width: number; format: ResizedFormat }) {
  return `${original.replace(/\.jpg$/, '')}.w${allowedWidth(width)}.${format === 'jpeg' ? 'jpg' : format}`;
}

function allowedWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

async function resizeImage(original: Buffer, { width, format }: { width: number; format: ResizedFormat }) {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width: allowedWidth(width),
    withoutEnlargement: true,
  });
  return (
    format === 'webp' ? image.webp({ quality: 75 }) : image.jpeg({ quality: 80, progressive: true })
  ).toBuffer();
}

/**
 * The upload (a JPEG, PNG or WebP) as a clean JPEG: EXIF (and location) dropped, orientation applied,
 * transparency on white, pixels capped.
 */
async function reencodeImage(filePath: string, originalName: string): Promise<Buffer> {
  try {
    return await sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the EXIF block is dropped
      .flatten({ background: '#ffffff' }) // a PNG's or WebP's transparency, on white as on paper
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalidType(originalName); // a JPEG header with no decodable picture behind it
  }
}

function invalidType(name: string, accepted = ACCEPTED_EXTENSIONS) {
  return AppError.badRequest('files.invalidType', { name, accepted });
}
