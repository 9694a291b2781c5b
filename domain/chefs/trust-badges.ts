import { foodBusinessCheckState } from './food-business-check.ts';

/**
 * The trust signals on a chef's public page, each shown only when someone stands behind it: facts
 * in, badges out, one rule for the page and the operator console. Further signals join here.
 */
export interface TrustFacts {
  /** The ids of the certificates the chef has now. */
  certificateIds: readonly string[];
  /**
   * The certificates an operator recorded as looked at; null when nobody has, or when the check
   * was taken back.
   */
  checkedCertificateIds: readonly string[] | null;
}

export interface TrustBadges {
  /** 'Certificates checked': an operator looked at every certificate the chef has now. */
  certificatesChecked: boolean;
}

/**
 * What the operator's check says of the chef's certificates now: none to check, not looked at,
 * checked, or checked before a certificate was added (which nobody has looked at yet).
 */
export type CertificateCheckState = 'none' | 'unchecked' | 'checked' | 'outdated';

export function certificateCheckState({
  certificateIds,
  checkedCertificateIds,
}: TrustFacts): CertificateCheckState {
  if (certificateIds.length === 0) return 'none';
  if (checkedCertificateIds === null) return 'unchecked';
  return certificateIds.every((id) => checkedCertificateIds.includes(id)) ? 'checked' : 'outdated';
}

export function trustBadges(facts: TrustFacts): TrustBadges {
  return { certificatesChecked: certificateCheckState(facts) === 'checked' };
}

export type CertificateCheckAction = 'check' | 'withdraw';

/**
 * Why the operator cannot record (`check`) or take back (`withdraw`) the check now, as a message
 * code; undefined when they can. Checking again after a certificate was added is allowed.
 */
export function certificateCheckProblem(
  facts: TrustFacts,
  action: CertificateCheckAction,
): 'console.noCertificates' | 'console.certificatesNotChecked' | undefined {
  if (action === 'check') return facts.certificateIds.length === 0 ? 'console.noCertificates' : undefined;
  return facts.checkedCertificateIds === null ? 'console.certificatesNotChecked' : undefined;
}

/**
 * The badges a chef card and the chef page show, in the order shown. Each is earned from what the
 * marketplace holds (an operator's check, the questionnaire, orders, messages), never typed in.
 */
export const CARD_BADGES = [
  'vmvtRegistered',
  'certificatesChecked',
  'reliable',
  'quickToAnswer',
  'culinaryTraining',
  'videoIntroduction',
] as const;
export type CardBadge = (typeof CARD_BADGES)[number];

/**
 * An earned badge: what it is and since when (epoch ms; null when the record does not say); the
 * VMVT badge carries the number that was checked.
 */
export interface EarnedBadge {
  kind: CardBadge;
  since: number | null;
  number?: string;
}

/**
 * The questionnaire's culinary-training answers that are training (spec accounts §3 question 4):
 * a culinary school, a culinary programme, professional kitchens. 16, self-taught, is not.
 */
export const CULINARY_TRAINING_ANSWERS: readonly number[] = [13, 14, 15];

export function hasCulinaryTraining(answer: number | null): boolean {
  return answer !== null && CULINARY_TRAINING_ANSWERS.includes(answer);
}

export interface CardBadgeFacts extends TrustFacts {
  /** The chef's VMVT food-business number, and the one an operator found in the register (when). */
  foodBusinessNumber: string | null;
  foodBusinessCheckedNumber: string | null;
  foodBusinessCheckedAt: Date | null;
  /** When an operator recorded the certificates check. */
  certificatesCheckedAt: Date | null;
  culinaryTraining: number | null;
  /** The chef's public video introduction (a video CV file). */
  hasVideo: boolean;
  /** Since when the chef has held each computed badge; null: not held now. */
  reliableSince: Date | null;
  quickToAnswerSince: Date | null;
}

/** The badges a chef holds now, in CARD_BADGES order. */
export function earnedBadges(facts: CardBadgeFacts): EarnedBadge[] {
  const vmvtChecked =
    foodBusinessCheckState({
      number: facts.foodBusinessNumber,
      checkedNumber: facts.foodBusinessCheckedNumber,
    }) === 'checked';
  const held: Record<CardBadge, { since: Date | null } | false> = {
    vmvtRegistered: vmvtChecked && { since: facts.foodBusinessCheckedAt },
    certificatesChecked: trustBadges(facts).certificatesChecked && { since: facts.certificatesCheckedAt },
    reliable: facts.reliableSince !== null && { since: facts.reliableSince },
    quickToAnswer: facts.quickToAnswerSince !== null && { since: facts.quickToAnswerSince },
    culinaryTraining: hasCulinaryTraining(facts.culinaryTraining) && { since: null },
    videoIntroduction: facts.hasVideo && { since: null },
  };
  return CARD_BADGES.flatMap((kind) => {
    const badge = held[kind];
    if (!badge) return [];
    const since = badge.since?.getTime() ?? null;
    return [kind === 'vmvtRegistered' ? { kind, since, number: facts.foodBusinessNumber! } : { kind, since }];
  });
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * 'Reliable': at least `minOrders` orders in the last `windowDays` days, at least
 * `confirmedPercent` % of them confirmed within `confirmWithinHours` hours of being placed, and no
 * cancellation by the chef among their last `cleanLastOrders` orders.
 */
export const RELIABLE_RULE = {
  windowDays: 90,
  minOrders: 10,
  confirmWithinHours: 12,
  confirmedPercent: 95,
  cleanLastOrders: 20,
} as const;

/**
 * 'Quick to answer': over the conversations a customer opened in the last `windowDays` days, the
 * median time to the chef's first reply is under `medianUnderHours` hours (a question left
 * unanswered counts as never answered).
 */
export const QUICK_TO_ANSWER_RULE = { windowDays: 30, medianUnderHours: 2 } as const;

/** One order (the chef's part of it) as the reliability rule reads it. */
export interface OrderFact {
  placedAt: number;
  /** When the chef confirmed it; null when they have not (yet). */
  confirmedAt: number | null;
  cancelledByChef: boolean;
}

export interface ReliabilityFacts {
  /** Orders of the last windowDays days (those still within their time to be confirmed left out). */
  ordersInWindow: number;
  /** Of those, confirmed within confirmWithinHours of being placed. */
  confirmedInTime: number;
  /** The chef's last cleanLastOrders orders, whenever, that the chef cancelled. */
  chefCancellationsInLast: number;
}

/** The figures the reliability rule judges, from the chef's orders (any order, any age). */
export function reliabilityFacts(orders: readonly OrderFact[], nowMs: number): ReliabilityFacts {
  const rule = RELIABLE_RULE;
  const from = nowMs - rule.windowDays * DAY_MS;
  const answerBy = (order: OrderFact) => order.placedAt + rule.confirmWithinHours * HOUR_MS;
  // An order still within its time to be confirmed is not judged yet, unless it was confirmed.
  const inWindow = orders.filter(
    (order) =>
      order.placedAt > from &&
      order.placedAt <= nowMs &&
      (order.confirmedAt !== null || order.cancelledByChef || answerBy(order) <= nowMs),
  );
  const last = [...orders]
    .filter((order) => order.placedAt <= nowMs)
    .sort((a, b) => b.placedAt - a.placedAt)
    .slice(0, rule.cleanLastOrders);
  return {
    ordersInWindow: inWindow.length,
    confirmedInTime: inWindow.filter(
      (order) =>
        order.confirmedAt !== null && order.confirmedAt - order.placedAt <= rule.confirmWithinHours * HOUR_MS,
    ).length,
    chefCancellationsInLast: last.filter((order) => order.cancelledByChef).length,
  };
}

/** Whether the figures earn 'Reliable' (the share compared in whole numbers: no rounding). */
export function isReliable(facts: ReliabilityFacts): boolean {
  const rule = RELIABLE_RULE;
  return (
    facts.ordersInWindow >= rule.minOrders &&
    facts.confirmedInTime * 100 >= rule.confirmedPercent * facts.ordersInWindow &&
    facts.chefCancellationsInLast === 0
  );
}

/** A conversation as the reply rule reads it: its customer's first message and the chef's first reply. */
export interface ConversationFact {
  askedAt: number;
  repliedAt: number | null;
}

/**
 * The median time to the chef's first reply (ms) over the conversations asked in the window; an
 * unanswered one counts as never answered (Infinity). Null without any conversation.
 */
export function medianReplyMs(conversations: readonly ConversationFact[], nowMs: number): number | null {
  const from = nowMs - QUICK_TO_ANSWER_RULE.windowDays * DAY_MS;
  const waits = conversations
    .filter((one) => one.askedAt > from && one.askedAt <= nowMs)
    .map((one) =>
      one.repliedAt !== null && one.repliedAt <= nowMs
        ? one.repliedAt - one.askedAt
        : Number.POSITIVE_INFINITY,
    )
    .sort((a, b) => a - b);
  if (waits.length === 0) return null;
  const middle = Math.floor(waits.length / 2);
  return waits.length % 2 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2;
}

/** Whether a median reply time earns 'Quick to answer': strictly under the limit. */
export function isQuickToAnswer(medianMs: number | null): boolean {
  return medianMs !== null && medianMs < QUICK_TO_ANSWER_RULE.medianUnderHours * HOUR_MS;
}

/**
 * Since when a computed badge is held: kept while it holds, the moment it was first found when it
 * starts, null when it is lost.
 */
export function badgeSince(holds: boolean, previous: Date | null, now: Date): Date | null {
  if (!holds) return null;
  return previous ?? now;
}

/** The figures the computed badges were judged on, kept with the chef for their page and the console. */
export interface TrustFigures extends ReliabilityFacts {
  /** Median time to the chef's first reply over the window (ms); null without a conversation. */
  medianReplyMs: number | null;
  /** Conversations asked in the reply window. */
  conversations: number;
  /** All the chef's orders, and those confirmed and delivered (the chef page's shares). */
  ordersTotal: number;
  ordersConfirmed: number;
  ordersDelivered: number;
}
