import { z } from 'zod';

/**
 * spec accounts §3 "File record" (server/features/files/files.presenter.ts): both spellings the spec
 * allows ("fileId or id", "fileName or filename"), plus where to fetch it. `metadata` is the label
 * (certificate, video-cv), null until labelled.
 */
export const FileRecordSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  filename: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number(),
  metadata: z.string().nullable(),
  url: z.string(),
});
export type FileRecord = z.infer<typeof FileRecordSchema>;

/** POST /secure/file-upload. */
export const FileUploadAnswerSchema = z.object({ fileDescriptor: FileRecordSchema });
/** POST /secure/add-file-metadata. */
export const FileLabelAnswerSchema = z.object({ file: FileRecordSchema });
/** POST /user-files. */
export const UserFilesAnswerSchema = z.object({ files: z.array(FileRecordSchema) });
/** GET and POST /secure/set-avatar: the new avatar's addresses (versioned). */
export const AvatarAnswerSchema = z.object({ avatar: z.string(), thumbnail: z.string() });
export type AvatarAnswer = z.infer<typeof AvatarAnswerSchema>;
