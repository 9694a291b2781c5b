import '../texts.ts';
import { canComplain, canRate } from '../order-actions.ts';
import type { Order, OrderItem, OrderReview } from '../types.ts';
import { ComplaintForm } from './complaint-form.tsx';
import { ComplaintView } from './complaint-view.tsx';
import { RateItem } from './rate-item.tsx';
import { ReviewView } from './review-view.tsx';
import { SellerItemActions } from './seller-item-actions.tsx';

interface ItemLifeProps {
  order: Order;
  item: OrderItem;
  viewer: 'buyer' | 'seller';
  review: OrderReview | undefined;
  /** Whether the reviews have loaded: no rating form until we know the item is not rated yet. */
  reviewsKnown: boolean;
  now: number;
}

/** What can happen to one item after checkout, for whoever is looking. */
export function ItemLife({ order, item, viewer, review, reviewsKnown, now }: ItemLifeProps) {
  const deadline = item.complaintUntil;
  const parts = [
    viewer === 'seller' ? <SellerItemActions key="actions" order={order} item={item} /> : null,
    review ? <ReviewView key="review" review={review} viewer={viewer} /> : null,
    viewer === 'buyer' && reviewsKnown && canRate(item, Boolean(review)) ? (
      <RateItem key="rate" orderId={order.id} item={item} />
    ) : null,
    item.complaint ? <ComplaintView key="complaint" complaint={item.complaint} viewer={viewer} /> : null,
    viewer === 'buyer' && deadline !== null && canComplain(item, now) ? (
      <ComplaintForm key="complain" orderId={order.id} item={item} deadline={deadline} />
    ) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <div className="mt-3 flex flex-col gap-3">{parts}</div>;
}
