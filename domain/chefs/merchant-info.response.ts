import { z } from 'zod';
import { FileRecordSchema } from '#domain/files/file.response.ts';

/** spec accounts §3: a chef application's state; 'none' when the user never started one. */
export const APPLICATION_STATUSES = ['none', 'draft', 'submitted', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the client keeps as `valid` / `legalInfo` (spec accounts §3), with the application's state. */
export const LegalInfoSchema = z.object({
  valid: z.boolean(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  /** ISO instant the application was sent. */
  submittedAt: z.string().nullable(),
  /** Only for a rejected application. */
  decisionReason: z.string().nullable(),
});
export type LegalInfo = z.infer<typeof LegalInfoSchema>;

/** spec accounts §3 "Merchant info" and "Saved chef background", for its owner only (it carries the tax number). */
export const MerchantInfoSchema = LegalInfoSchema.extend({
  /** cents per hour */
  hourRate: z.number().nullable(),
  kitchenType: z.array(z.string()),
  about: z.string().nullable(),
  personalTaxNumber: z.string().nullable(),
  govRegistryURL: z.string().nullable(),
  allowedInternetAddress: z.string().nullable(),
  socialNetworkURL: z.string().nullable(),
  website: z.string().nullable(),
  foodBusinessNumber: z.string().nullable(),
  /** The questionnaire's JSON texts (spec accounts §7). */
  metadata: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  culinaryTraining: z.object({ answer: z.number().nullable(), certificateFileIds: z.array(z.string()) }),
  professionalExperience: z.object({ answer: z.number().nullable() }),
  videoCVFileId: z.string().nullable(),
  certificates: z.array(FileRecordSchema),
  videoCv: FileRecordSchema.nullable(),
});
export type MerchantInfo = z.infer<typeof MerchantInfoSchema>;

/** GET /secure/merchant-info. */
export const MerchantInfoAnswerSchema = z.object({ merchantInfo: MerchantInfoSchema });
export type MerchantInfoAnswer = z.infer<typeof MerchantInfoAnswerSchema>;
/** POST /secure/merchant-info and POST /secure/store-management/merchant-status. */
export const LegalInfoAnswerSchema = z.object({ legalInfo: LegalInfoSchema });
export type LegalInfoAnswer = z.infer<typeof LegalInfoAnswerSchema>;
