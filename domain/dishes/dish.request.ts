import { z } from 'zod';
import { INVALID, recordId } from '../validation.ts';

export const DishFileRelateSchema = z.object({
  productId: recordId('dishes.noProductId', 'dishes.noProductId'),
  fileId: z.uuid(INVALID),
});

export const FileIdSchema = z.object({ fileId: z.uuid(INVALID) });
