import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/set-avatar?fileId= (spec accounts §7): cuts both avatar sizes from one's own JPEG. */
export async function setAvatar(fileId: string): Promise<{ avatar?: string; thumbnail?: string }> {
  const envelope = await apiGet<{ avatar?: string; thumbnail?: string }>('/secure/set-avatar', { fileId });
  return envelope.model ?? {};
}
