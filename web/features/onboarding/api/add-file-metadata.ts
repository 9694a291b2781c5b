import { apiPost } from '../../../lib/api-client.ts';

export type FileLabel = 'certificate' | 'video-cv';

/**
 * POST /secure/add-file-metadata (spec accounts §7): labels an uploaded file as a certificate (a
 * JPEG of at most 10 MB) or a video CV; the server refuses a file that does not fit the label.
 */
export async function addFileMetadata(fileId: string, metaData: FileLabel): Promise<void> {
  await apiPost('/secure/add-file-metadata', { fileId, metaData });
}
