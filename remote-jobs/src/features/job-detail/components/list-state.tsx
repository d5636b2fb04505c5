// Loading, error with retry, and empty states of a list.
import type { ReactNode } from 'react';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { messages } from '../../../messages';

export function ListState(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  error: string;
  empty: string | null;
  children: ReactNode;
}) {
  if (props.query.isPending) return <LoadingText>{props.loading}</LoadingText>;
  if (props.query.isError) {
    return (
      <EmptyState
        message={props.error}
        action={
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => void props.query.refetch()}
          >
            {messages.retry}
          </Button>
        }
      />
    );
  }
  if (props.empty) return <EmptyState message={props.empty} />;
  return <>{props.children}</>;
}
