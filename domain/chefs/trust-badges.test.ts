import { describe, expect, test } from 'vitest';
import {
  certificateCheckProblem,
  certificateCheckState,
  trustBadges,
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
