import { z } from 'zod';

/**
 * GET and POST /test/clock (server/features/test-clock, only when tests start the server with
 * TEST_CLOCK): the server's time now, as an ISO instant.
 */
export const TestClockSchema = z.object({ now: z.string() });
export type TestClock = z.infer<typeof TestClockSchema>;
