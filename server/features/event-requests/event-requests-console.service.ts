import type { Role } from '#domain/accounts/roles.ts';
import { effectiveRequestState, whyCannotClose } from '#domain/event-requests/event-request-rules.ts';
import {
  CONSOLE_REQUESTS_PAGE_SIZE,
  type ConsoleEventRequestsQuery,
} from '#domain/event-requests/event-request.schema.ts';
import type {
  ConsoleEventRequest,
  ConsoleEventRequestAnswer,
  ConsoleEventRequestsPage,
} from '#domain/event-requests/event-request.response.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { auditTrail } from '../store-management/audit-trail.queries.ts';
import { requestFacts } from './event-request-checks.ts';
import type { EventRequestsService } from './event-requests.service.ts';
import { presentRequest } from './event-requests.presenter.ts';
import * as repo from './event-requests.repo.ts';
import * as consoleRepo from './event-requests-console.repo.ts';
import { noticeAbout, offeredChefsNotices } from './request-end-notices.ts';

interface Operator {
  id: string;
  role: Role;
}

/**
 * Event requests in the operator console: every request, filtered by the state people
 * see and by city; one request with all its proposals and the decisions about it; and closing an
 * open request that breaks the rules. The routes are staff only (declared per route).
 */
export class EventRequestsConsoleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Staff read a request's proposals as its customer does, and withdrawn ones too. */
    private readonly requests: Pick<EventRequestsService, 'detail'>,
    private readonly proposalLimit: number,
    private readonly notifier?: Notifier,
  ) {}

  /** GET /secure/store-management/event-requests. */
  async list(query: ConsoleEventRequestsQuery): Promise<ConsoleEventRequestsPage> {
    const { rows, total, totalCapped } = await consoleRepo.searchForConsole(
      this.db,
      { state: query.state, city: query.city },
      this.clock.now(),
      { offset: (query.page - 1) * CONSOLE_REQUESTS_PAGE_SIZE, limit: CONSOLE_REQUESTS_PAGE_SIZE },
    );
    return {
      requests: rows.map((row) =>
        this.view(row, row.proposalCount, {
          email: row.customerEmail,
          firstName: row.customerFirstName,
          lastName: row.customerLastName,
        }),
      ),
      total,
      totalCapped,
      page: query.page,
      pageSize: CONSOLE_REQUESTS_PAGE_SIZE,
    };
  }

  /** GET /secure/store-management/event-request. */
  async detail(operator: Operator, requestId: number): Promise<ConsoleEventRequestAnswer> {
    const row = await repo.requestById(this.db, requestId);
    if (!row) throw AppError.notFound('eventRequests.notFound');
    const seen = await this.requests.detail(operator, requestId);
    const customer = await consoleRepo.customerOf(this.db, row.customerUserId);
    const decisions = await auditTrail(this.db, consoleRepo.AUDIT_SUBJECT, [String(requestId)]);
    return {
      request: this.view(row, seen.request.proposalCount, customer),
      proposals: seen.proposals,
      decisions,
    };
  }

  /**
   * POST /secure/store-management/event-request-close. In one transaction under the request's row
   * lock (proposing, revising and accepting take it first too, so none slips past the close): the
   * request closed with the reason, the decision audited, and bell notices and mails written, each
   * in its reader's language: the customer's with the reason, and one to each chef whose proposal
   * was still on offer. It leaves every chef's open list, as those list open requests only.
   */
  async close(operator: Operator, requestId: number, reason: string): Promise<ConsoleEventRequestAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await repo.requestById(tx, requestId, { lock: true });
      if (!request) throw AppError.notFound('eventRequests.notFound');
      const refused = whyCannotClose(requestFacts(request), now.getTime());
      if (refused) throw AppError.conflict(refused);
      await repo.updateRequest(tx, requestId, { state: 'closed', closedReason: reason, updatedAt: now });
      const proposals = await repo.proposalCount(tx, requestId);
      await recordAuditDecision(tx, {
        subjectType: consoleRepo.AUDIT_SUBJECT,
        subjectId: String(requestId),
        action: 'closed',
        reason,
        details: {
          city: request.city,
          guests: request.guests,
          serviceDate: request.serviceAt.toISOString(),
          proposals,
          customerUserId: request.customerUserId,
        },
        decidedBy: operator.id,
      });
      // The chefs whose proposals were still on offer learn it too, with thanks and without the
      // reason: it is about the customer's request, and hers to read.
      await this.notifier?.notifyAll(tx, [
        {
          userId: request.customerUserId,
          kind: 'eventRequestClosed',
          params: { ...noticeAbout(request), reason },
        },
        ...(await offeredChefsNotices(tx, request, 'proposalRequestClosed')),
      ]);
    });
    this.notifier?.flushSoon();
    return this.detail(operator, requestId);
  }

  private view(
    row: repo.EventRequestRow,
    proposalCount: number,
    customer: { email: string; firstName: string | null; lastName: string | null } | undefined,
  ): ConsoleEventRequest {
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
    return {
      ...presentRequest(row, {
        state: effectiveRequestState(requestFacts(row), this.clock.now().getTime()),
        proposalCount,
        proposalLimit: this.proposalLimit,
        withAddress: true,
        withClosedReason: true,
        customerName: null,
      }),
      customer: { userId: row.customerUserId, email: customer?.email ?? '', name: name || null },
    };
  }
}
