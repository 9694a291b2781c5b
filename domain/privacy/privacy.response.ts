import { z } from 'zod';

/** GET /secure/account/deletion: what deleting needs now (the profile's "Your data" section). */
export const DeletionStandingSchema = z.object({
  /** The account has a password to confirm with; without one, a PIN is e-mailed. */
  hasPassword: z.boolean(),
  /** What stops the deletion now (domain/privacy/retention.ts DELETION_OBSTACLES); empty: nothing. */
  obstacles: z.array(z.string()),
  /** The kept records' retention, in years. */
  retentionYears: z.number(),
});
export type DeletionStanding = z.infer<typeof DeletionStandingSchema>;

export const DeletionStandingAnswerSchema = z.object({ deletion: DeletionStandingSchema });
export type DeletionStandingAnswer = z.infer<typeof DeletionStandingAnswerSchema>;
