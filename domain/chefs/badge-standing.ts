import type { FoodBusinessCheckState } from './food-business-check.ts';
import {
  CARD_BADGES,
  hasCulinaryTraining,
  QUICK_TO_ANSWER_RULE,
  RELIABLE_RULE,
  type CardBadge,
  type CertificateCheckState,
  type TrustFigures,
} from './trust-badges.ts';

/**
 * Why a chef holds or lacks each badge, for the operator console: the rule's verdict in a reason
 * code and the figures it was judged on. The codes name console texts (storeConsole.badgeStanding).
 */
export type BadgeReason =
  | 'checked'
  | 'unchecked'
  | 'outdated'
  | 'none'
  | 'notJudgedYet'
  | 'reliableMet'
  | 'fewOrders'
  | 'lateConfirmations'
  | 'chefCancelled'
  | 'quickMet'
  | 'noQuestions'
  | 'slowReplies'
  | 'mostlyUnanswered'
  | 'answered'
  | 'notAnswered';

export interface BadgeStanding {
  kind: CardBadge;
  earned: boolean;
  reason: BadgeReason;
  /** The figures the reason states (orders, percentages, minutes...). */
  figures: Record<string, number>;
}

export interface BadgeStandingFacts {
  foodBusinessCheck: FoodBusinessCheckState;
  certificatesCheck: CertificateCheckState;
  /** The figures the computed badges were last judged on; null before the first judgement. */
  trustFigures: TrustFigures | null;
  reliable: boolean;
  quickToAnswer: boolean;
  culinaryTraining: number | null;
  hasVideo: boolean;
}

const checkStanding = (state: CertificateCheckState | FoodBusinessCheckState) => ({
  earned: state === 'checked',
  reason: state,
  figures: {},
});

function reliableStanding(figures: TrustFigures | null, earned: boolean) {
  if (!figures) return { earned, reason: 'notJudgedYet' as const, figures: {} };
  const rule = RELIABLE_RULE;
  const percent =
    figures.ordersInWindow > 0 ? Math.floor((figures.confirmedInTime * 100) / figures.ordersInWindow) : 0;
  const stated = {
    orders: figures.ordersInWindow,
    minOrders: rule.minOrders,
    days: rule.windowDays,
    percent,
    minPercent: rule.confirmedPercent,
    hours: rule.confirmWithinHours,
    cancelled: figures.chefCancellationsInLast,
    last: rule.cleanLastOrders,
  };
  const reason = earned
    ? 'reliableMet'
    : figures.ordersInWindow < rule.minOrders
      ? 'fewOrders'
      : figures.chefCancellationsInLast > 0
        ? 'chefCancelled'
        : 'lateConfirmations';
  return { earned, reason, figures: stated } as const;
}

function quickStanding(figures: TrustFigures | null, earned: boolean) {
  if (!figures) return { earned, reason: 'notJudgedYet' as const, figures: {} };
  const stated = {
    questions: figures.conversations,
    days: QUICK_TO_ANSWER_RULE.windowDays,
    hours: QUICK_TO_ANSWER_RULE.medianUnderHours,
  };
  if (figures.conversations === 0) return { earned, reason: 'noQuestions' as const, figures: stated };
  // The median is kept as null when most questions were never answered.
  if (figures.medianReplyMs === null) return { earned, reason: 'mostlyUnanswered' as const, figures: stated };
  const minutes = Math.round(figures.medianReplyMs / 60_000);
  return {
    earned,
    reason: earned ? ('quickMet' as const) : ('slowReplies' as const),
    figures: { ...stated, minutes },
  };
}

/** Every badge, in the card's order, with why it is held or not. */
export function badgeStanding(facts: BadgeStandingFacts): BadgeStanding[] {
  const standing: Record<CardBadge, Omit<BadgeStanding, 'kind'>> = {
    vmvtRegistered: checkStanding(facts.foodBusinessCheck),
    certificatesChecked: checkStanding(facts.certificatesCheck),
    reliable: reliableStanding(facts.trustFigures, facts.reliable),
    quickToAnswer: quickStanding(facts.trustFigures, facts.quickToAnswer),
    culinaryTraining: hasCulinaryTraining(facts.culinaryTraining)
      ? { earned: true, reason: 'answered', figures: {} }
      : { earned: false, reason: 'notAnswered', figures: {} },
    videoIntroduction: facts.hasVideo
      ? { earned: true, reason: 'answered', figures: {} }
      : { earned: false, reason: 'notAnswered', figures: {} },
  };
  return CARD_BADGES.map((kind) => ({ kind, ...standing[kind] }));
}
