import type { LegalInfo as ServedLegalInfo } from '#domain/chefs/merchant-info.response.ts';

/**
 * The application's state as the screens hold it: `valid` always; the rest when the server sent
 * it (GET and POST /secure/merchant-info always do; the sign-in answer and what localStorage kept
 * may not).
 */
export type LegalInfo = Pick<ServedLegalInfo, 'valid'> & Partial<ServedLegalInfo>;
