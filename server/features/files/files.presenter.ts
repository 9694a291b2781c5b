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
