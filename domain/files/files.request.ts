import { z } from 'zod';
import { INVALID } from '../validation.ts';

/** The labels a user may give a file of their own (spec accounts §3 "File record"). */
export const FILE_LABELS = ['certificate', 'video-cv'] as const;
export type FileLabel = (typeof FILE_LABELS)[number];

export const FileLabelSchema = z.enum(FILE_LABELS, { error: INVALID });

export const AddFileMetadataSchema = z.object({ fileId: z.uuid(INVALID), metaData: FileLabelSchema });

export const UserFilesQuerySchema = z.object({ userId: z.uuid(INVALID), metaData: FileLabelSchema });

export const FileIdQuerySchema = z.object({ fileId: z.uuid(INVALID) });

export const FileRepositoryQuerySchema = z.object({
  w: z.coerce.number().int().min(16).max(4000).optional().catch(undefined),
});

export const FileRepositoryParamsSchema = z.object({
  userId: z.uuid(INVALID),
  fileName: z.string().regex(/^[\w.-]{1,80}$/, INVALID),
});
