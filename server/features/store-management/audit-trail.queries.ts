import type { DbOrTx } from '../../db/client.ts';
import { presentDecision } from './store-management.presenter.ts';
import { decisionsFor } from './store-management.repo.ts';

/** The operators' decisions about some items of one kind, oldest first, as the console shows them. */
export async function auditTrail(db: DbOrTx, subjectType: string, subjectIds: string[]) {
  return (await decisionsFor(db, subjectType, subjectIds)).map(presentDecision);
}
