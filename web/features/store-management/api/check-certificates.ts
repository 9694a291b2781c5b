import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CertificatesCheck,
  CertificatesCheckAnswer,
} from '#domain/store-management/console.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface CertificatesCheckChange {
  userId: string;
  /** true: the operator looked at the certificates; false: the check is taken back (with a reason). */
  checked: boolean;
  reason?: string;
}

/** POST /secure/store-management/certificates-check: the chef's public badge follows it. */
export async function checkCertificates(change: CertificatesCheckChange): Promise<CertificatesCheck> {
  const envelope = await apiPost<CertificatesCheckAnswer>('/secure/store-management/certificates-check', {
    userId: change.userId,
    checked: String(change.checked),
    reason: change.reason?.trim() || undefined,
  });
  return envelope.model!.certificatesCheck;
}

export function useCheckCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkCertificates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
