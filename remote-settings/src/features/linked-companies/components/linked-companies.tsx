// The linked-company part of the settings page: loads the list, then shows the table.
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { usePermitMatchings } from '../api/get-permit-matchings';
import { useApplyCompanyCode } from '../api/put-permit-matching';
import { LinkedCompaniesTable } from './linked-companies-table';

export function LinkedCompanies() {
  const { state, reload } = usePermitMatchings();
  const apply = useApplyCompanyCode(reload);

  if (state.status === 'loading') {
    return <LoadingText>{messages.linkedCompaniesLoading}</LoadingText>;
  }
  if (state.status === 'error') {
    return <InlineError>{messages.linkedCompaniesLoadFailure}</InlineError>;
  }
  if (state.data.length === 0) return <EmptyState message={messages.linkedCompaniesEmpty} />;
  return <LinkedCompaniesTable companies={state.data} onApply={apply} />;
}
