import type { AvatarAnswer } from '#domain/files/file.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/set-avatar?fileId= (spec accounts §7): cuts both avatar sizes from one's own JPEG. */
export async function setAvatar(fileId: string): Promise<Partial<AvatarAnswer>> {
  const envelope = await apiGet<AvatarAnswer>('/secure/set-avatar', { fileId });
  return envelope.model ?? {};
}
