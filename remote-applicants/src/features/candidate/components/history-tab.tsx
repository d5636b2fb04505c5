// 履歴: who did what to this candidate (or applicant), newest first (issue 22).
import { AuditList } from '@portal/shared/ui/audit-list';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';
import { useHistory } from '../api/history';

const t = messages.history;

export function HistoryTab({ kind, id }: { kind: 'candidate' | 'applicant'; id: number }) {
  const history = useHistory(kind, id);
  if (history.isPending) return <LoadingText>{t.loading}</LoadingText>;
  if (history.isError)
    return <ErrorWithRetry message={t.failed} onRetry={() => void history.refetch()} />;
  return (
    <AuditList
      label={t.label}
      entries={history.data.pages.flatMap((page) => page.records)}
      texts={t}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onMore={() => void history.fetchNextPage()}
    />
  );
}
