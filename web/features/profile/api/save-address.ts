import { apiPost } from '../../../lib/api-client.ts';
import type { Address, AddressAnswer } from '#domain/accounts/profile.response.ts';

/** The address fields sent; country and user are left out (spec accounts §3). */
export interface AddressUpdate {
  city?: string;
  countryPhoneCode?: string;
}

/** POST /secure/address: answers the saved address. */
export async function saveAddress(update: AddressUpdate): Promise<Address | undefined> {
  const envelope = await apiPost<AddressAnswer>('/secure/address', { ...update });
  return envelope.model?.address;
}
