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
