import { foodBusinessCheckState } from '#domain/chefs/food-business-check.ts';
import { itemCashCents, itemMoneyState, refundedItemIds } from '#domain/orders/money-state.ts';
import type { Language } from '#domain/constants.ts';
import { QuestionnaireSubmissionSchema } from '#domain/onboarding/answer.schema.ts';
import { chosenOptions, type Answer } from '#domain/onboarding/answer-rules.ts';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import { averageRating } from '#domain/orders/ratings.ts';
import { flaggedDeadline } from '#domain/store-management/working-days.ts';
import type { files, merchantInfos } from '../../db/schema.ts';
import { certificateCheckState } from '#domain/chefs/trust-badges.ts';
import type { DecisionRow } from './store-management.repo.ts';
import type * as ordersRepo from './console-orders.repo.ts';
import type * as repo from './store-management.repo.ts';

type FileRow = typeof files.$inferSelect;

const fileUrl = (file: FileRow) => `/repository/users/${file.userId}/${file.storedName}`;

export function presentFile(file: FileRow) {
  return {
    id: file.id,
    name: file.originalName,
    contentType: file.contentType,
    url: fileUrl(file),
    kind: file.contentType.startsWith('image/') ? ('image' as const) : ('video' as const),
  };
}

/** The operator's check of a chef's certificates, with the state it leaves them in now. */
export function presentCertificatesCheck(
  merchant: Pick<
    typeof merchantInfos.$inferSelect,
    'certificatesCheckedAt' | 'certificatesCheckedBy' | 'certificatesCheckedFileIds'
  >,
  certificateIds: string[],
  checkerEmail: string | null,
) {
  const checkedBy = merchant.certificatesCheckedBy;
  return {
    state: certificateCheckState({
      certificateIds,
      checkedCertificateIds: merchant.certificatesCheckedFileIds,
    }),
    checkedTimestamp: merchant.certificatesCheckedAt?.getTime() ?? null,
    checkedBy: checkedBy ? { userId: checkedBy, email: checkerEmail ?? '' } : null,
  };
}

export function presentFoodBusinessCheck(
  merchant: Pick<
    typeof merchantInfos.$inferSelect,
    'foodBusinessNumber' | 'foodBusinessCheckedAt' | 'foodBusinessCheckedBy' | 'foodBusinessCheckedNumber'
  >,
  checkerEmail: string | null,
) {
  const checkedBy = merchant.foodBusinessCheckedBy;
  return {
    state: foodBusinessCheckState({
      number: merchant.foodBusinessNumber,
      checkedNumber: merchant.foodBusinessCheckedNumber,
    }),
    checkedTimestamp: merchant.foodBusinessCheckedAt?.getTime() ?? null,
    checkedBy: checkedBy ? { userId: checkedBy, email: checkerEmail ?? '' } : null,
  };
}

/** Who decided, when, what and why. */
export function presentDecision(row: DecisionRow) {
  return {
    id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    action: row.action,
    reason: row.reason,
    details: row.details ?? null,
    decidedBy: { userId: row.deciderId, email: row.deciderEmail },
    createdTimestamp: row.createdAt.getTime(),
  };
}

function waiting(since: Date | null, now: Date) {
  return since ? Math.max(0, now.getTime() - since.getTime()) : 0;
}

type ChefRow = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  city: string | null;
};

function presentChef(row: ChefRow) {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    city: row.city,
  };
}

export function presentQueueEntry(
  row: Awaited<ReturnType<typeof repo.applicationsQueue>>[number],
  now: Date,
) {
  return {
    ...presentChef(row),
    submittedTimestamp: row.submittedAt?.getTime() ?? null,
    waitingMs: waiting(row.submittedAt, now),
    updatedTimestamp: row.updatedAt.getTime(),
  };
}

function answersOf(stored: unknown): Answer[] {
  const parsed = QuestionnaireSubmissionSchema.safeParse(stored);
  return parsed.success ? parsed.data.answers : [];
}

/**
 * The questionnaire's answers rendered with the questions and option titles of the operator's
 * language (the chef may have answered in the other one: ids are the same).
 */
export function renderAnswers(
  merchant: { metadata: unknown; additionalNotes: unknown },
  lang: Language,
  filesById: Map<string, FileRow>,
) {
  const answers = [...answersOf(merchant.metadata), ...answersOf(merchant.additionalNotes)];
  return chefQuestionnaire(lang).questions.map((question) => {
    const answer = answers.find((candidate) => candidate.questionId === question.questionId);
    const chosen = chosenOptions(answer);
    const fileIds = [...(answer?.fileIds ?? []), ...(answer?.fileId ? [answer.fileId] : [])];
    return {
      questionId: question.questionId,
      question: question.questionTitle,
      options: (question.answerOptions ?? [])
        .filter((option) => chosen.includes(option.optionId))
        .map((option) => ({ optionId: option.optionId, title: option.optionTitle })),
      text: answer?.textValue ?? answer?.optionText ?? null,
      files: fileIds.flatMap((id) => {
        const file = filesById.get(id);
        return file ? [presentFile(file)] : [];
      }),
      answered: Boolean(answer),
    };
  });
}

export function presentFlaggedChef(
  row: Awaited<ReturnType<typeof repo.flaggedChefs>>[number],
  ratings: Awaited<ReturnType<typeof repo.latestReviews>>,
  decisions: ReturnType<typeof presentDecision>[],
  now: Date,
) {
  const flaggedAt = row.flaggedAt ?? now;
  const deadline = flaggedDeadline(flaggedAt, now);
  return {
    ...presentChef(row),
    flaggedTimestamp: flaggedAt.getTime(),
    waitingMs: waiting(flaggedAt, now),
    waitedWorkingDays: deadline.waitedWorkingDays,
    dueTimestamp: deadline.dueAt.getTime(),
    overdue: deadline.overdue,
    updatedTimestamp: row.updatedAt.getTime(),
    averageRating: averageRating(ratings.map((rating) => rating.rating)),
    ratings: ratings.map((rating) => ({
      id: rating.id,
      rating: rating.rating,
      comment: rating.comment,
      reply: rating.reply,
      productId: rating.productId,
      productTitle: rating.productTitle,
      createdTimestamp: rating.createdAt.getTime(),
    })),
    decisions,
  };
}

type OrderRow = Awaited<ReturnType<typeof ordersRepo.orderById>> & {};
type ItemRow = Awaited<ReturnType<typeof ordersRepo.itemsOf>>[number];

/** The chef of an order's line, as the console names people. */
function sellerRef(entry: ItemRow) {
  return {
    userId: entry.item.sellerUserId,
    email: entry.sellerEmail,
    firstName: entry.sellerFirstName,
    lastName: entry.sellerLastName,
    nickname: entry.sellerNickname,
  };
}

export function presentOrderSummary(row: OrderRow, items: ItemRow[]) {
  const { order } = row;
  return {
    id: order.id,
    sID: order.sId,
    buyerEmail: row.buyerEmail,
    createdTimestamp: order.createdAt.getTime(),
    serviceTimestamp: order.serviceDate.getTime(),
    payInCash: order.payInCash,
    paymentStatus: order.paymentStatus,
    amountToPay: order.amountToPayCents,
    subtotal: order.subtotalCents,
    itemStatuses: [...new Set(items.map((entry) => entry.item.status))],
    chefs: [...new Map(items.map((entry) => [entry.item.sellerUserId, sellerRef(entry)])).values()],
  };
}

export function presentOrderDetail(
  row: OrderRow,
  items: ItemRow[],
  history: {
    payments: Awaited<ReturnType<typeof ordersRepo.paymentsOf>>;
    refunds: Awaited<ReturnType<typeof ordersRepo.refundsOf>>;
    complaints?: readonly { itemId: number; refundAmount: number | null }[];
    payouts: Awaited<ReturnType<typeof ordersRepo.payoutsOfItems>>;
    decisions: ReturnType<typeof presentDecision>[];
  },
) {
  const { order } = row;
  const refunded = refundedItemIds({
    items: items.map(({ item }) => item),
    payInCash: order.payInCash,
    refunds: history.refunds,
    complaints: history.complaints ?? [],
  });
  return {
    ...presentOrderSummary(row, items),
    fees: {
      serviceFee: order.serviceFeeCents,
      governmentFee: order.governmentFeeCents,
      chefIncentive: order.chefIncentiveCents,
      prepayment: order.prepaymentCents,
      paymentGatewayFee: order.gatewayFeeCents,
      payToChef: order.payToChefCents,
    },
    cashReceivedTimestamp: order.cashReceivedAt?.getTime() ?? null,
    items: items.map((entry) => {
      const { item } = entry;
      return {
        id: item.id,
        productId: item.productId,
        title: item.title,
        quantity: item.volume,
        unitPrice: item.unitPriceCents,
        total: item.unitPriceCents * item.volume,
        status: item.status,
        chef: sellerRef(entry),
        confirmedTimestamp: item.confirmedAt?.getTime() ?? null,
        deliveredTimestamp: item.deliveredAt?.getTime() ?? null,
        cancelledTimestamp: item.cancelledAt?.getTime() ?? null,
        moneyState: itemMoneyState({
          status: item.status,
          cardPaid: order.paymentStatus !== 'pending',
          cashCents: itemCashCents(item, order.payInCash),
          refunded: refunded.has(item.id),
        }),
        cashAtService: item.status === 'cancelled' ? 0 : itemCashCents(item, order.payInCash),
      };
    }),
    payments: history.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amount: payment.amountCents,
      status: payment.status,
      lastError: payment.lastError,
      createdTimestamp: payment.createdAt.getTime(),
      updatedTimestamp: payment.updatedAt.getTime(),
    })),
    refunds: history.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amountCents,
      reason: refund.reason,
      status: refund.status,
      createdTimestamp: refund.createdAt.getTime(),
      completedTimestamp: refund.completedAt?.getTime() ?? null,
    })),
    payouts: history.payouts.map(presentPayout),
    decisions: history.decisions,
  };
}

export function presentPayout(payout: Awaited<ReturnType<typeof ordersRepo.payoutsOfItems>>[number]) {
  return {
    id: payout.id,
    orderItemId: payout.orderItemId,
    amount: payout.amountCents,
    status: payout.status,
    dueTimestamp: payout.dueAt.getTime(),
    paidTimestamp: payout.paidAt?.getTime() ?? null,
  };
}
