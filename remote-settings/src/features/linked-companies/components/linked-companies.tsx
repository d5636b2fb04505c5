// The linked-company part of the settings page: loads the list, then shows the table.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { useApplyCompanyCode } from '../api/put-permit-matching';
import { LinkedCompaniesTable } from './linked-companies-table';

export function LinkedCompanies() {
  const query = useQuery(callQuery('/settings/permit-matchings'));
  const apply = useApplyCompanyCode();

  if (query.isPending) {
    return <LoadingText>{messages.linkedCompaniesLoading}</LoadingText>;
  }
  if (query.isError) {
    return <InlineError>{messages.linkedCompaniesLoadFailure}</InlineError>;
  }
  if (query.data.length === 0) return <EmptyState message={messages.linkedCompaniesEmpty} />;
  return <LinkedCompaniesTable companies={query.data} onApply={apply} />;
}
