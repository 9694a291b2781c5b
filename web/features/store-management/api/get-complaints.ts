import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type {
  OperatorComplaint as Complaint,
  OperatorComplaintList,
} from '#domain/orders/complaint.response.ts';

/** GET /secure/store-management/complaints (the complaints feature): open or resolved. */
export async function getComplaints(status: 'open' | 'resolved', signal?: AbortSignal): Promise<Complaint[]> {
  const envelope = await apiGet<OperatorComplaintList>(
    '/secure/store-management/complaints',
    { status },
    signal,
  );
  return envelope.model?.complaints ?? [];
}

export const complaintsQueryOptions = (status: 'open' | 'resolved') =>
  queryOptions({
    queryKey: ['console', 'complaints', status],
    queryFn: ({ signal }) => getComplaints(status, signal),
  });

export function useComplaints(status: 'open' | 'resolved', enabled = true) {
  return useQuery({ ...complaintsQueryOptions(status), enabled });
}
