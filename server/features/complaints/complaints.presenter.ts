import type { ComplaintOutcome, ComplaintStatus } from '#domain/orders/complaint-limits.ts';
import type { ComplaintView } from '#domain/orders/complaint.response.ts';
import type { ComplaintWithPhotos } from './complaints.repo.ts';

export type ComplaintDto = ComplaintView;

/** A complaint as both sides of the order and the operators see it (timestamps in ms, money in cents). */
export function presentComplaint(complaint: ComplaintWithPhotos): ComplaintView {
  return {
    id: complaint.id,
    orderId: complaint.orderId,
    itemId: complaint.orderItemId,
    status: complaint.status as ComplaintStatus,
    text: complaint.text,
    photos: complaint.photos.map((photo) => ({
      id: photo.id,
      url: `/repository/users/${photo.userId}/${photo.storedName}`,
    })),
    chefResponse: complaint.chefResponse,
    chefResponseTimestamp: complaint.chefRespondedAt?.getTime() ?? null,
    outcome: (complaint.outcome as ComplaintOutcome | null) ?? null,
    refundAmount: complaint.refundCents,
    resolutionReason: complaint.resolutionReason,
    createdTimestamp: complaint.createdAt.getTime(),
    resolvedTimestamp: complaint.resolvedAt?.getTime() ?? null,
  };
}
