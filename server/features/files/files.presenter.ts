import type { FileRecord } from '#domain/files/file.response.ts';
import type { FileRow } from './files.repo.ts';

export type FileDto = FileRecord;

/** Both spellings the spec allows ("fileId or id", "fileName or filename"), plus where to fetch it. */
export function presentFile(file: FileRow): FileRecord {
  return {
    id: file.id,
    fileId: file.id,
    fileName: file.storedName,
    filename: file.storedName,
    originalName: file.originalName,
    contentType: file.contentType,
    size: file.sizeBytes,
    metadata: file.label,
    url: `/repository/users/${file.userId}/${file.storedName}`,
  };
}

/**
 * A file as someone other than its owner or staff sees it (an approved chef's video CV): the same
 * record, with the uploader's own file name replaced by ours (a phone's name for a video can carry
 * a person's name or a date).
 */
export function presentPublicFile(file: FileRow): FileRecord {
  return { ...presentFile(file), originalName: file.storedName };
}
