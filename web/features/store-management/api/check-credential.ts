import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CertificatesCheck,
  CertificatesCheckAnswer,
  FoodBusinessCheckAnswer,
} from '#domain/store-management/console.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** What an operator checks behind a public badge: the certificates, or the VMVT number in the register. */
export type CredentialKind = 'certificates' | 'foodBusiness';

export interface CredentialCheckChange {
  userId: string;
  /** true: the operator looked; false: the check is taken back (with a reason). */
  checked: boolean;
  reason?: string;
}

const PATHS = {
  certificates: '/secure/store-management/certificates-check',
  foodBusiness: '/secure/store-management/food-business-check',
} as const;

/** POST .../certificates-check or .../food-business-check: the chef's public badge follows it. */
export async function checkCredential(
  kind: CredentialKind,
  change: CredentialCheckChange,
): Promise<CertificatesCheck> {
  const envelope = await apiPost<CertificatesCheckAnswer & FoodBusinessCheckAnswer>(PATHS[kind], {
    userId: change.userId,
    checked: String(change.checked),
    reason: change.reason?.trim() || undefined,
  });
  const model = envelope.model!;
  return kind === 'certificates' ? model.certificatesCheck : model.foodBusinessCheck;
}

export function useCheckCredential(kind: CredentialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CredentialCheckChange) => checkCredential(kind, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
