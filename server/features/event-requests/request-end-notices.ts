import type { DbOrTx } from '../../db/client.ts';
import type { Notice } from '../notifications/notifier.service.ts';
import * as repo from './event-requests.repo.ts';

/** What a notice about a request names: the request, its service instant, guests and occasion. */
export function noticeAbout(request: repo.EventRequestRow) {
  return {
    requestId: request.id,
    serviceDate: request.serviceAt.getTime(),
    guests: request.guests,
    occasion: request.occasion,
  };
}

/**
 * A request ended before any menu was booked (closed by our team, withdrawn by the customer): the
 * chefs whose proposals were still on offer are told, with thanks; one who took hers back is not.
 */
export async function offeredChefsNotices(
  tx: DbOrTx,
  request: repo.EventRequestRow,
  kind: 'proposalRequestClosed' | 'proposalRequestCancelled',
): Promise<Notice[]> {
  const offered = (await repo.proposalsOfRequest(tx, request.id)).filter(
    (proposal) => proposal.state === 'sent',
  );
  const about = noticeAbout(request);
  return offered.map((proposal) => ({ userId: proposal.chefUserId, kind, params: about }));
}
