import { apiPost } from '../../../lib/api-client.ts';

export type FileLabel = 'certificate' | 'video-cv';

/** POST /secure/add-file-metadata (spec accounts §7): labels an uploaded certificate or video CV. */
export async function addFileMetadata(fileId: string, metaData: FileLabel): Promise<void> {
  await apiPost('/secure/add-file-metadata', { fileId, metaData });
}
