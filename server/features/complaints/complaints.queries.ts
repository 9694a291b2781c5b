import type { DbOrTx } from '../../db/client.ts';
import { presentComplaint, type ComplaintDto } from './complaints.presenter.ts';
import { complaintsForItems } from './complaints.repo.ts';

// The complaints feature's read module for other features (the orders lists show complaints, through
// the wiring: orders.OrderItemExtras).
export type { ComplaintDto };

/** The complaints about these order items, as both sides of the order see them. */
export async function complaintsAboutItems(db: DbOrTx, itemIds: number[]): Promise<ComplaintDto[]> {
  return (await complaintsForItems(db, itemIds)).map(presentComplaint);
}
