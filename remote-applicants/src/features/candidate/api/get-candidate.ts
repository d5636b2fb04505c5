// GET /candidates/{id}: header, job side and the 紹介情報 answers.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { messages } from '../../../messages';

/**
 * The candidate page's first read; a referred job's row prefetches it on hover or focus (without
 * `failure`: a failed prefetch says nothing, the page says it when it opens).
 */
export const candidateQuery = (id: number, failure?: string) => ({
  ...callQuery('/candidates/{id}', { params: { id } }, { failure }),
  // A status change by the company shows without a reload (until the live stream lands).
  refetchInterval: 15_000,
});

export function useCandidate(id: number | null) {
  return useQuery({
    ...candidateQuery(id ?? 0, messages.candidate.loadFailed),
    enabled: id !== null,
  });
}
