import { z } from 'zod';

/** The dish editor's answers (spec marketplace §7, server/features/dishes). */

/** POST /secure/product: the spec's client reads model.productId, or id, or product.id. */
export const SavedProductAnswerSchema = z.object({
  productId: z.number(),
  id: z.number(),
  /** Whether it shows, and whether it is complete enough to. */
  product: z.object({ id: z.number(), active: z.boolean(), complete: z.boolean() }),
});
export type SavedProductAnswer = z.infer<typeof SavedProductAnswerSchema>;

/** POST /secure/product-details. */
export const SavedDetailsAnswerSchema = z.object({ productId: z.number() });
export type SavedDetailsAnswer = z.infer<typeof SavedDetailsAnswerSchema>;

/** POST /secure/relate-file-to-product. */
export const RelatedFileAnswerSchema = z.object({ productId: z.number(), fileId: z.string() });
export type RelatedFileAnswer = z.infer<typeof RelatedFileAnswerSchema>;

/** GET and POST /secure/remove-product-file. */
export const RemovedFileAnswerSchema = z.object({ fileId: z.string() });
export type RemovedFileAnswer = z.infer<typeof RemovedFileAnswerSchema>;
