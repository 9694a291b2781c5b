import type { SellerWorkItem } from './seller-work.response.ts';
import { marketplaceDay } from './settlement.ts';

/**
 * What needs a chef now, from her items as GET /secure/seller-work answers them: one rule for her
 * orders page, so the list she works from and its counts never disagree. Without zod.
 */

/** When a confirmed item is due: its service day passed, is today, or is tomorrow (Vilnius days). */
export type DeliveryDue = 'overdue' | 'today' | 'tomorrow';

/** An order with dishes of hers waiting for her confirmation (or decline). */
export interface ConfirmWork {
  orderId: number;
  sID: string;
  serviceDate: number;
  /** Her dishes in it still to confirm, in the order they were placed. */
  items: { itemId: number; title: string; volume: number }[];
}

export interface DeliverWork {
  orderId: number;
  sID: string;
  itemId: number;
  title: string;
  volume: number;
  serviceDate: number;
  due: DeliveryDue;
}

export interface ComplaintWork {
  orderId: number;
  sID: string;
  itemId: number;
  title: string;
  complaintId: string;
  openedAt: number;
  /** Until when she is asked to state her side (complaint-limits.ts COMPLAINT_ANSWER_HOURS), as answered. */
  answerBy: number;
  overdue: boolean;
}

export interface ReviewWork {
  orderId: number;
  sID: string;
  itemId: number;
  title: string;
  reviewId: string;
  rating: number;
  createdAt: number;
}

export interface SellerWork {
  /** Open complaints she has not answered, the nearest answer deadline first. */
  complaints: ComplaintWork[];
  /** Paid orders with dishes still to confirm, the soonest service first. */
  confirm: ConfirmWork[];
  /** Confirmed dishes whose service day has come or is tomorrow, the soonest first. */
  deliver: DeliverWork[];
  /** Reviews of her dishes without her reply, the oldest first. */
  reviews: ReviewWork[];
  /** Entries in all four lists. */
  total: number;
}

/** The calendar day after `day` (YYYY-MM-DD), whatever the clock change in between. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** When a confirmed dish served at `serviceDate` is due, or undefined when it is further off. */
export function deliveryDue(serviceDate: number, now: number): DeliveryDue | undefined {
  const serviceDay = marketplaceDay(new Date(serviceDate));
  const today = marketplaceDay(new Date(now));
  if (serviceDay < today) return 'overdue';
  if (serviceDay === today) return 'today';
  if (serviceDay === nextDay(today)) return 'tomorrow';
  return undefined;
}

/**
 * The chef's work at `now` (ms): an unpaid order is not hers to confirm yet (the server answers
 * orders.unpaid), a dish further off than tomorrow is not due, and a complaint or review leaves the
 * list once she has said her part (or the operator has resolved the complaint).
 */
export function sellerWork(items: readonly SellerWorkItem[], now: number): SellerWork {
  const confirm = new Map<number, ConfirmWork>();
  const deliver: DeliverWork[] = [];
  const complaints: ComplaintWork[] = [];
  const reviews: ReviewWork[] = [];
  const byId = [...items].sort((a, b) => a.itemId - b.itemId);
  for (const item of byId) {
    const { orderId, sID, itemId, title, volume, serviceDate } = item;
    if (item.status === 'placed' && item.paid) {
      const entry = confirm.get(orderId) ?? { orderId, sID, serviceDate, items: [] };
      entry.items.push({ itemId, title, volume });
      confirm.set(orderId, entry);
    }
    const due = item.status === 'confirmed' ? deliveryDue(serviceDate, now) : undefined;
    if (due) deliver.push({ orderId, sID, itemId, title, volume, serviceDate, due });
    const complaint = item.complaint;
    if (complaint && complaint.status === 'open' && !complaint.answered) {
      const answerBy = complaint.answerBy;
      complaints.push({
        orderId,
        sID,
        itemId,
        title,
        complaintId: complaint.id,
        openedAt: complaint.createdTimestamp,
        answerBy,
        overdue: now > answerBy,
      });
    }
    const review = item.review;
    if (review && !review.replied) {
      reviews.push({
        orderId,
        sID,
        itemId,
        title,
        reviewId: review.id,
        rating: review.rating,
        createdAt: review.createdTimestamp,
      });
    }
  }
  const work = {
    complaints: complaints.sort((a, b) => a.answerBy - b.answerBy),
    confirm: [...confirm.values()].sort((a, b) => a.serviceDate - b.serviceDate),
    deliver: deliver.sort((a, b) => a.serviceDate - b.serviceDate),
    reviews: reviews.sort((a, b) => a.createdAt - b.createdAt),
  };
  return {
    ...work,
    total: work.complaints.length + work.confirm.length + work.deliver.length + work.reviews.length,
  };
}
