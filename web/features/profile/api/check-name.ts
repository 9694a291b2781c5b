import type { NameAvailabilityAnswer } from '#domain/accounts/profile.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /check-name (spec accounts §5): whether a store name (profile link) is free. The caller's
 * own store name counts as free; reserved words and bad shapes are not.
 */
export async function checkName(name: string, signal?: AbortSignal): Promise<boolean> {
  const envelope = await apiPost<NameAvailabilityAnswer>('/check-name', { name }, signal);
  return envelope.model?.nameAvailability === true;
}
