import { z } from 'zod';

/**
 * GET /health/live and GET /health (server/plugins/health.ts): the envelope's model says the
 * instance answers. Only the 200 is declared: `/health`'s 503 (draining, or no database) leaves
 * through the error path's default serializer with its problem in `status`.
 */
export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;
