import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The SQL of the purge after the accounting period (domain/privacy/purge.ts). Every query takes one
 * cut-off instant (`retentionCutoff`): a date before it is in a year whose retention is over.
 * "Deleted" accounts are those whose `users.deleted_at` is before the cut-off; an order's parties
 * are its customer (none for a guest's order) and the chef of each of its items.
 */

const ts = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

type IdRows = { rows: { id: number | string }[] };

/**
 * Up to `limit` orders whose every party is an account deleted before the cut-off and whose every
 * money event (placed, changed, paid, refunded, paid out, complained about and resolved) is before
 * it, their rows locked for the deleting transaction (skipping any a request holds now). Found from
 * the deleted accounts (users, then the orders' buyer and the items' seller indexes), never by
 * reading every old order.
 */
export async function lockPurgeableOrders(tx: DbOrTx, cutoff: Date, limit: number): Promise<number[]> {
  const before = ts(cutoff);
  const { rows } = (await tx.execute(sql`
    WITH gone AS (SELECT id FROM users WHERE deleted_at < ${before}),
    candidates AS (
      SELECT o.id FROM orders o JOIN gone g ON g.id = o.buyer_user_id
      UNION
      SELECT i.order_id FROM order_items i JOIN gone g ON g.id = i.seller_user_id
    )
    SELECT o.id FROM orders o JOIN candidates c ON c.id = o.id
    WHERE greatest(o.created_at, o.updated_at, o.cash_received_at) < ${before}
      AND (o.buyer_user_id IS NULL OR o.buyer_user_id IN (SELECT id FROM gone))
      AND NOT EXISTS (
        SELECT 1 FROM order_items i
        WHERE i.order_id = o.id
          AND (i.seller_user_id NOT IN (SELECT id FROM gone)
            OR greatest(i.confirmed_at, i.delivered_at, i.cancelled_at) >= ${before}))
      AND NOT EXISTS (
        SELECT 1 FROM payments p
        WHERE p.order_id = o.id AND greatest(p.created_at, p.updated_at, p.authorized_at) >= ${before})
      AND NOT EXISTS (
        SELECT 1 FROM refunds r
        WHERE r.order_id = o.id AND greatest(r.created_at, r.completed_at) >= ${before})
      AND NOT EXISTS (
        SELECT 1 FROM order_items i JOIN payouts p ON p.order_item_id = i.id
        WHERE i.order_id = o.id AND greatest(p.created_at, p.due_at, p.paid_at) >= ${before})
      AND NOT EXISTS (
        SELECT 1 FROM complaints k LEFT JOIN payout_deductions d ON d.complaint_id = k.id
        WHERE k.order_id = o.id
          AND greatest(k.created_at, k.chef_responded_at, k.resolved_at, d.created_at) >= ${before})
    ORDER BY o.id
    LIMIT ${limit}
    FOR UPDATE OF o SKIP LOCKED`)) as unknown as IdRows;
  return rows.map((row) => Number(row.id));
}

/**
 * Deletes the orders and everything hanging from them. The refunds go first: they name the payment
 * without a cascade. The rest follows the orders' and items' cascades (migrations 0003–0019): items,
 * the delivery address, payments, payouts, reviews, complaints with their photos and payout
 * deductions, notifications, slot bookings and the order's conversation. Answers how many orders went.
 */
export async function deleteOrders(tx: DbOrTx, orderIds: number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM refunds WHERE order_id IN (${ids})`);
  const { rows } = (await tx.execute(
    sql`DELETE FROM orders WHERE id IN (${ids}) RETURNING id`,
  )) as unknown as IdRows;
  return rows.length;
}

/**
 * Erases the business numbers (personal tax number, VMVT food-business numbers) of up to `limit`
 * chefs deleted before the cut-off whose payouts all fall before it too: they were kept for those
 * payout records and the orders behind them only. Answers how many.
 */
export async function eraseBusinessNumbers(
  tx: DbOrTx,
  cutoff: Date,
  at: Date,
  limit: number,
): Promise<number> {
  const before = ts(cutoff);
  const { rows } = (await tx.execute(sql`
    UPDATE merchant_infos SET personal_tax_number = NULL, food_business_number = NULL,
      food_business_checked_number = NULL, updated_at = ${ts(at)}
    WHERE user_id IN (
      SELECT m.user_id FROM merchant_infos m JOIN users u ON u.id = m.user_id
      WHERE (m.personal_tax_number IS NOT NULL OR m.food_business_number IS NOT NULL
          OR m.food_business_checked_number IS NOT NULL)
        AND u.deleted_at < ${before}
        AND NOT EXISTS (
          SELECT 1 FROM payouts p
          WHERE p.seller_user_id = m.user_id AND greatest(p.created_at, p.due_at, p.paid_at) >= ${before})
      LIMIT ${limit})
    RETURNING user_id AS id`)) as unknown as IdRows;
  return rows.length;
}

/**
 * The credits ledger of accounts deleted before the cut-off, row by row as each one's year is over:
 * withdrawals, ledger entries and card purchases are the account's own; a transfer goes once its
 * sender and its recipient (none: it left the portal) are both deleted and no withdrawal names it.
 * Up to `limit` rows of each kind. Answers how many rows went.
 */
export async function deleteCredits(tx: DbOrTx, cutoff: Date, limit: number): Promise<number> {
  const before = ts(cutoff);
  const gone = sql`(SELECT id FROM users WHERE deleted_at < ${before})`;
  const counted = async (statement: SQL) => ((await tx.execute(statement)) as unknown as IdRows).rows.length;
  let removed = 0;
  removed += await counted(sql`
    DELETE FROM asset_withdrawals WHERE id IN (
      SELECT id FROM asset_withdrawals
      WHERE user_id IN ${gone} AND greatest(created_at, decided_at) < ${before}
      LIMIT ${limit})
    RETURNING id`);
  removed += await counted(sql`
    DELETE FROM asset_entries WHERE id IN (
      SELECT id FROM asset_entries WHERE user_id IN ${gone} AND created_at < ${before} LIMIT ${limit})
    RETURNING id`);
  removed += await counted(sql`
    DELETE FROM asset_purchases WHERE id IN (
      SELECT id FROM asset_purchases
      WHERE user_id IN ${gone} AND greatest(created_at, paid_at) < ${before}
      LIMIT ${limit})
    RETURNING id`);
  removed += await counted(sql`
    DELETE FROM asset_transfers WHERE id IN (
      SELECT t.id FROM asset_transfers t
      WHERE t.sender_user_id IN ${gone}
        AND (t.recipient_user_id IS NULL OR t.recipient_user_id IN ${gone})
        AND greatest(t.created_at, t.completed_at) < ${before}
        AND NOT EXISTS (SELECT 1 FROM asset_withdrawals w WHERE w.transfer_id = t.id)
      LIMIT ${limit})
    RETURNING id`);
  return removed;
}
