// The second view of 一括紹介 (spec 2 §2): the candidates a bulk referral could not refer (row,
// name, school, reason, date) and 履歴を削除, offered only when there is a history. A row whose
// person is an existing applicant (same normalised phone and e-mail), or may be one (a possible
// duplicate), links to them.
import styled from 'styled-components';
import { toast } from '@portal/shared/feedback';
import { formatDateTime } from '@portal/shared/format';
import { toastFailure } from '@portal/shared/http';
import { Button } from '@portal/shared/ui/button';
import { stack } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { ListState } from '../../job-detail/components/list-state';
import { deleteFailedCandidates, useFailedCandidates } from '../api/bulk-import';
import { RowMarks, RowTableScroll } from './rows';

export function FailedList({ jobId }: { jobId: number }) {
  const failed = useFailedCandidates(jobId, true);
  const remove = async () => {
    const result = await deleteFailedCandidates(jobId);
    if (!result.ok) return toastFailure(result.error, messages.bulkDeleteFailed);
    toast.success(messages.bulkHistoryDeleted);
  };
  const rows = failed.data ?? [];
  return (
    <Section aria-label={messages.bulkFailedTitle}>
      <h3>{messages.bulkFailedTitle}</h3>
      <ListState
        query={failed}
        loading={messages.referralLoading}
        error={messages.bulkFailedLoadError}
        empty={rows.length === 0 ? messages.bulkNoFailures : null}
      >
        <RowTableScroll>
          <table>
            <thead>
              <tr>
                <th scope="col">{messages.bulkRow}</th>
                <th scope="col">{messages.bulkName}</th>
                <th scope="col">{messages.bulkSchool}</th>
                <th scope="col">{messages.bulkReason}</th>
                <th scope="col">{messages.bulkDate}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.rowNumber ?? '-'}</td>
                  <td>{row.fullNameKanji || '-'}</td>
                  <td>{row.schoolName || '-'}</td>
                  <td>
                    {row.ngMessage}
                    <RowMarks
                      linkedApplicantId={row.linkedApplicantId}
                      possibleDuplicate={row.possibleDuplicate}
                    />
                  </td>
                  <td>{formatDateTime(row.entryDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RowTableScroll>
      </ListState>
      {rows.length > 0 ? (
        <div>
          <Button type="button" variant="danger" size="sm" onClick={() => void remove()}>
            {messages.bulkDeleteHistory}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  ${stack('sm')}
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
