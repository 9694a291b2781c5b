import type { SetPasswordInput } from '#domain/accounts/credentials.schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /secure/password: sets the owner's password; the current one is needed to change it. */
export async function setPassword(input: SetPasswordInput): Promise<void> {
  await apiPost('/secure/password', { ...input });
}
