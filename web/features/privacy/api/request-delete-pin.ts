import { apiPost } from '../../../lib/api-client.ts';

/** POST /secure/account/delete-pin: a PIN to the account's address, for an account without a password. */
export async function requestDeletePin(): Promise<void> {
  await apiPost('/secure/account/delete-pin');
}
