import { z } from 'zod';

export const AssetPurchaseQuerySchema = z.object({ purchaseId: z.uuid('assets.purchaseNotFound') });
