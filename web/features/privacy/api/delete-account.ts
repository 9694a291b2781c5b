import type { DeleteAccountInput } from '#domain/privacy/privacy.schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/storage.ts';

/** POST /secure/account/delete; on success the stored session goes too (the server has ended it). */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiPost('/secure/account/delete', { ...input });
  clearSession();
}
