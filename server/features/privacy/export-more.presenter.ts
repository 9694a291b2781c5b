import type * as repo from './export.repo.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const time = (at: Date | null | undefined) => (at ? at.toISOString() : null);

interface MoreRows {
  notifications: Rows<typeof repo.ownNotifications>;
  events: Rows<typeof repo.eventRequestsAndProposals>;
  reviews: Rows<typeof repo.reviewsOf>;
  complaints: Rows<typeof repo.complaintsOf>;
  credits: Rows<typeof repo.credits>;
  assistant: Rows<typeof repo.ownAssistantMessages>;
}

function proposal(row: MoreRows['events']['sent'][number]) {
  return {
    id: row.id,
    requestId: row.requestId,
    state: row.state,
    revision: row.revision,
    courses: row.courses,
    includes: row.includes,
    priceCents: row.price,
    durationMinutes: row.durationMinutes,
    message: row.message,
    sentAt: time(row.createdAt),
    updatedAt: time(row.updatedAt),
  };
}

/**
 * The rest of the export: the bell, event requests and proposals, ratings, complaints, credits and
 * the assistant conversation. Of a shared row, only what the user's own screen shows: another
 * party appears by the role they had, never by their id or contacts.
 */
export function presentMore(userId: string, rows: MoreRows) {
  const { events, credits } = rows;
  return {
    notifications: rows.notifications.map((row) => ({
      kind: row.kind,
      params: row.params,
      orderId: row.orderId,
      createdAt: time(row.createdAt),
      readAt: time(row.readAt),
    })),
    eventRequests: events.requests.map((request) => ({
      id: request.id,
      serviceAt: time(request.serviceAt),
      city: request.city,
      address: request.address,
      guests: request.guests,
      budgetKind: request.budgetKind,
      budgetCents: request.budget,
      cuisines: request.cuisines,
      allergens: request.allergens,
      dietaryNeeds: request.dietaryNeeds,
      occasion: request.occasion,
      note: request.note,
      state: request.state,
      createdAt: time(request.createdAt),
      proposalsReceived: events.received.filter((row) => row.requestId === request.id).map(proposal),
    })),
    eventProposalsSent: events.sent.map(proposal),
    reviews: rows.reviews.map((review) => ({
      role: review.buyerUserId === userId ? 'written' : 'received',
      orderItemId: review.orderItemId,
      rating: review.rating,
      comment: review.comment,
      reply: review.reply,
      createdAt: time(review.createdAt),
      repliedAt: time(review.repliedAt),
    })),
    complaints: rows.complaints.map((complaint) => ({
      role: complaint.buyerUserId === userId ? 'opened' : 'received',
      orderId: complaint.orderId,
      text: complaint.text,
      status: complaint.status,
      chefResponse: complaint.chefResponse,
      outcome: complaint.outcome,
      refundCents: complaint.refundCents,
      resolutionReason: complaint.resolutionReason,
      createdAt: time(complaint.createdAt),
      resolvedAt: time(complaint.resolvedAt),
    })),
    credits: {
      balance: credits.entries.reduce((total, entry) => total + entry.delta, 0),
      entries: credits.entries.map((entry) => ({ ...entry, createdAt: time(entry.createdAt) })),
      purchases: credits.purchases.map((purchase) => ({
        volume: purchase.volume,
        amountCents: purchase.amountCents,
        status: purchase.status,
        createdAt: time(purchase.createdAt),
        paidAt: time(purchase.paidAt),
      })),
      withdrawals: credits.withdrawals.map((withdrawal) => ({
        destination: withdrawal.destination,
        volume: withdrawal.volume,
        status: withdrawal.status,
        reason: withdrawal.reason,
        createdAt: time(withdrawal.createdAt),
        decidedAt: time(withdrawal.decidedAt),
      })),
    },
    assistantConversation: rows.assistant.map((message) => ({
      author: message.author,
      title: message.title,
      message: message.message,
      createdAt: time(message.createdAt),
    })),
  };
}
