import { describe, expect, test } from 'vitest';
import {
  badgeSince,
  certificateCheckProblem,
  certificateCheckState,
  earnedBadges,
  hasCulinaryTraining,
  isQuickToAnswer,
  isReliable,
  medianReplyMs,
  reliabilityFacts,
  trustBadges,
  type OrderFact,
  type TrustFacts,
} from './trust-badges.ts';

const facts = (certificateIds: string[], checkedCertificateIds: string[] | null): TrustFacts => ({
  certificateIds,
  checkedCertificateIds,
});

describe('the certificates badge', () => {
  test.each([
    ['no certificates, nobody looked', facts([], null), 'none', false],
    ['a certificate nobody looked at', facts(['a'], null), 'unchecked', false],
    ['every certificate looked at', facts(['a', 'b'], ['a', 'b']), 'checked', true],
    ['one of them removed since the check', facts(['b'], ['a', 'b']), 'checked', true],
    ['a certificate added after the check', facts(['a', 'c'], ['a']), 'outdated', false],
    ['checked, then every certificate removed', facts([], ['a']), 'none', false],
  ] as const)('%s', (_name, given, state, badge) => {
    expect(certificateCheckState(given)).toBe(state);
    expect(trustBadges(given)).toEqual({ certificatesChecked: badge });
  });
});

describe('what the operator may do', () => {
  test('a check needs a certificate to look at; checking again after one was added is fine', () => {
    expect(certificateCheckProblem(facts([], null), 'check')).toBe('console.noCertificates');
    expect(certificateCheckProblem(facts(['a'], null), 'check')).toBeUndefined();
    expect(certificateCheckProblem(facts(['a', 'c'], ['a']), 'check')).toBeUndefined();
  });

  test('only a recorded check can be taken back (also one a new certificate outdated)', () => {
    expect(certificateCheckProblem(facts(['a'], null), 'withdraw')).toBe('console.certificatesNotChecked');
    expect(certificateCheckProblem(facts(['a'], ['a']), 'withdraw')).toBeUndefined();
    expect(certificateCheckProblem(facts(['a', 'c'], ['a']), 'withdraw')).toBeUndefined();
  });
});

describe('the badges a card shows', () => {
  const none = {
    certificateIds: [],
    checkedCertificateIds: null,
    certificatesCheckedAt: null,
    culinaryTraining: null,
    hasVideo: false,
    reliableSince: null,
    quickToAnswerSince: null,
    foodBusinessNumber: null,
    foodBusinessCheckedNumber: null,
    foodBusinessCheckedAt: null,
  };
  test('nothing earned, nothing shown', () => {
    expect(earnedBadges(none)).toEqual([]);
    // A number the chef typed in earns nothing until an operator found it in the register.
    expect(earnedBadges({ ...none, foodBusinessNumber: 'LT-100' })).toEqual([]);
  });
  test('VMVT registered shows the checked number, and goes when the chef changes it', () => {
    const at = new Date('2026-05-02T08:00:00Z');
    const checked = {
      ...none,
      foodBusinessNumber: 'LT-100',
      foodBusinessCheckedNumber: 'LT-100',
      foodBusinessCheckedAt: at,
    };
    expect(earnedBadges(checked)).toEqual([
      { kind: 'vmvtRegistered', since: at.getTime(), number: 'LT-100' },
    ]);
    expect(earnedBadges({ ...checked, foodBusinessNumber: 'LT-200' })).toEqual([]);
  });
  test('each earned badge once, in the card order, with since when', () => {
    const checkedAt = new Date('2026-05-01T10:00:00Z');
    const reliable = new Date('2026-05-20T00:00:00Z');
    expect(
      earnedBadges({
        ...none,
        certificateIds: ['a'],
        checkedCertificateIds: ['a'],
        certificatesCheckedAt: checkedAt,
        culinaryTraining: 14,
        hasVideo: true,
        reliableSince: reliable,
      }),
    ).toEqual([
      { kind: 'certificatesChecked', since: checkedAt.getTime() },
      { kind: 'reliable', since: reliable.getTime() },
      { kind: 'culinaryTraining', since: null },
      { kind: 'videoIntroduction', since: null },
    ]);
  });
  test.each([
    [13, true],
    [15, true],
    [16, false],
    [null, false],
  ])('culinary training answer %s is training: %s', (answer, trained) => {
    expect(hasCulinaryTraining(answer)).toBe(trained);
  });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 5, 1, 9);

/** `count` orders a day apart, the newest a day ago; `confirmedLate` of them confirmed after 12 h. */
function orders(count: number, { confirmedLate = 0, cancelledAt = -1 } = {}): OrderFact[] {
  return Array.from({ length: count }, (_, i) => {
    const placedAt = NOW - (i + 1) * (DAY / 4);
    const late = i < confirmedLate;
    return {
      placedAt,
      confirmedAt: placedAt + (late ? 12 * HOUR + 1 : 12 * HOUR),
      cancelledByChef: i === cancelledAt,
    };
  });
}

describe("'Reliable' at its edges", () => {
  test('9 orders in 90 days are too few; 10 are enough', () => {
    expect(isReliable(reliabilityFacts(orders(9), NOW))).toBe(false);
    expect(isReliable(reliabilityFacts(orders(10), NOW))).toBe(true);
  });
  test('94.9% confirmed within 12 hours is not enough; 95% is (12 hours exactly counts)', () => {
    const facts = (confirmedInTime: number) => ({
      ordersInWindow: 1000,
      confirmedInTime,
      chefCancellationsInLast: 0,
    });
    expect(isReliable(facts(949))).toBe(false);
    expect(isReliable(facts(950))).toBe(true);
    // 20 orders, one confirmed a millisecond past 12 hours: 95%, reliable; two: 90%, not.
    expect(reliabilityFacts(orders(20, { confirmedLate: 1 }), NOW).confirmedInTime).toBe(19);
    expect(isReliable(reliabilityFacts(orders(20, { confirmedLate: 1 }), NOW))).toBe(true);
    expect(isReliable(reliabilityFacts(orders(20, { confirmedLate: 2 }), NOW))).toBe(false);
  });
  test('a cancellation by the chef within the last 20 orders takes it; the 21st back does not', () => {
    expect(isReliable(reliabilityFacts(orders(30, { cancelledAt: 19 }), NOW))).toBe(false);
    expect(isReliable(reliabilityFacts(orders(30, { cancelledAt: 20 }), NOW))).toBe(true);
  });
  test('an order still within its 12 hours to be confirmed is not judged yet; past them, it counts against', () => {
    const waiting = { placedAt: NOW - 12 * HOUR + 1, confirmedAt: null, cancelledByChef: false };
    expect(reliabilityFacts([...orders(10), waiting], NOW)).toMatchObject({
      ordersInWindow: 10,
      confirmedInTime: 10,
    });
    const late = { ...waiting, placedAt: NOW - 12 * HOUR };
    expect(reliabilityFacts([...orders(10), late], NOW)).toMatchObject({
      ordersInWindow: 11,
      confirmedInTime: 10,
    });
    expect(isReliable(reliabilityFacts([...orders(10), late], NOW))).toBe(false);
  });
  test('orders older than 90 days do not count towards the 10', () => {
    const old = orders(10).map((order) => ({ ...order, placedAt: order.placedAt - 90 * DAY }));
    expect(reliabilityFacts(old, NOW).ordersInWindow).toBe(0);
  });
});

describe("'Quick to answer' at its edges", () => {
  const asked = (waitMs: number | null, daysAgo = 1) => ({
    askedAt: NOW - daysAgo * DAY,
    repliedAt: waitMs === null ? null : NOW - daysAgo * DAY + waitMs,
  });
  test('a median of 2 hours exactly is not under 2 hours; a millisecond less is', () => {
    expect(isQuickToAnswer(medianReplyMs([asked(2 * HOUR)], NOW))).toBe(false);
    expect(isQuickToAnswer(medianReplyMs([asked(2 * HOUR - 1)], NOW))).toBe(true);
  });
  test('the median of an even count is the mean of the middle two; an unanswered question counts as never', () => {
    expect(medianReplyMs([asked(HOUR), asked(2 * HOUR)], NOW)).toBe(1.5 * HOUR);
    expect(isQuickToAnswer(medianReplyMs([asked(HOUR), asked(null), asked(null)], NOW))).toBe(false);
    expect(isQuickToAnswer(medianReplyMs([asked(HOUR), asked(HOUR), asked(null)], NOW))).toBe(true);
  });
  test('questions older than 30 days do not count; no question, no badge', () => {
    expect(medianReplyMs([asked(HOUR, 31)], NOW)).toBeNull();
    expect(isQuickToAnswer(null)).toBe(false);
  });
  test('since when: kept while held, now when earned, gone when lost', () => {
    const before = new Date(NOW - DAY);
    const now = new Date(NOW);
    expect(badgeSince(true, before, now)).toBe(before);
    expect(badgeSince(true, null, now)).toBe(now);
    expect(badgeSince(false, before, now)).toBeNull();
  });
});
