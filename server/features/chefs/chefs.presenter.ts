import type { FileDto } from '../files/files.service.ts';
import type { LegalInfo, MerchantInfo } from '#domain/chefs/merchant-info.response.ts';
import type { MerchantRow } from './chefs.repo.ts';

/** spec accounts §3 "Merchant info", for its owner only (it carries the tax number). */
export function presentMerchantInfo(
  row: MerchantRow | undefined,
  files: { certificates: FileDto[]; videoCv: FileDto | undefined },
): MerchantInfo {
  return {
    hourRate: row?.hourRateCents ?? null,
    kitchenType: row?.kitchenTypes ?? [],
    about: row?.about ?? null,
    personalTaxNumber: row?.personalTaxNumber ?? null,
    govRegistryURL: row?.govRegistryUrl ?? null,
    allowedInternetAddress: row?.allowedInternetAddress ?? null,
    socialNetworkURL: row?.socialNetworkUrl ?? null,
    website: row?.website ?? null,
    foodBusinessNumber: row?.foodBusinessNumber ?? null,
    metadata: row?.metadata ? JSON.stringify(row.metadata) : null,
    additionalNotes: row?.additionalNotes ? JSON.stringify(row.additionalNotes) : null,
    culinaryTraining: {
      answer: row?.culinaryTraining ?? null,
      certificateFileIds: files.certificates.map((file) => file.id),
    },
    professionalExperience: { answer: row?.professionalExperience ?? null },
    videoCVFileId: row?.videoCvFileId ?? null,
    certificates: files.certificates,
    videoCv: files.videoCv ?? null,
    ...presentLegalInfo(row),
  };
}

/** What the client keeps as `valid` / `legalInfo` (spec accounts §3), with the application's state. */
export function presentLegalInfo(row: MerchantRow | undefined): LegalInfo {
  return {
    valid: row?.valid ?? false,
    applicationStatus: row?.applicationStatus ?? 'none',
    // The ISO instant JSON made of the Date before the contract (same text on the wire).
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decisionReason: row?.applicationStatus === 'rejected' ? row.decisionReason : null,
  };
}
