// GET /jobs/{id}/changes: what the company changed on the job since the agency's last referral.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';

export function useJobChanges(jobId: number) {
  return useQuery(callQuery('/jobs/{id}/changes', { params: { id: jobId } }));
}
