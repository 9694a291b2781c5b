import { apiPost } from '../../../lib/api-client.ts';
import { setLegalInfo, setValid } from '../../../lib/storage.ts';
import type { LegalInfo, LegalInfoAnswer } from '#domain/chefs/merchant-info.response.ts';

/** The chef fields the profile form sends (spec accounts §3); hourRate in cents, kitchenType comma-joined. */
export interface MerchantInfoUpdate {
  hourRate?: number;
  kitchenType?: string[];
  about?: string;
  socialNetworkURL?: string;
  website?: string;
  foodBusinessNumber?: string;
  /** '' clears the answer */
  culinaryTraining?: string;
  professionalExperience?: string;
  /** '' removes the video CV (spec accounts §2) */
  videoCVFileId?: string;
  /** The profile link typed beside the chef fields, which need one (domain profileLinkProblem). */
  nickname?: string;
}

/**
 * POST /secure/merchant-info: only the fields sent change. The answer's legal info is stored as at
 * sign-in (`valid` and `legalInfo`, spec accounts §7).
 */
export async function saveMerchantInfo(update: MerchantInfoUpdate): Promise<LegalInfo | undefined> {
  const envelope = await apiPost<LegalInfoAnswer>('/secure/merchant-info', { ...update });
  const legalInfo = envelope.model?.legalInfo;
  if (legalInfo) {
    setValid(legalInfo.valid === true);
    setLegalInfo(legalInfo);
  }
  return legalInfo;
}
