// The bulk dialog's two lists of rows, and the parts they share.
// - 一括紹介の結果 (issue 21): every row of the latest import, referred or not, filtered on the
//   server (with each filter's count) and read 100 rows at a time; each row says which cells were
//   read differently from what was typed (a phone that lost its 0, 2004/5/6).
// - The failure list (spec 2 §2): the candidates a bulk referral could not refer (row, name,
//   school, reason, date) and 履歴を削除, offered only when there is a history.
// - A row's marks, in both: linked to an existing applicant (same normalised phone and e-mail),
//   or a possible duplicate of another applicant (name+phone, name+e-mail or phone alone), each a
//   link to that applicant; and the table box (scrolls sideways on a narrow screen).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BulkPossibleDuplicate, BulkResultRow } from '@portal/shared/contract/bulk';
import { BULK_RESULT_FILTERS, type BulkResultFilter } from '@portal/shared/contract/bulk-rules';
import { toast } from '@portal/shared/feedback';
import { formatDateTime } from '@portal/shared/format';
import { toastFailure } from '@portal/shared/http';
import { paths } from '@portal/shared/paths';
import { useSiteId } from '@portal/shared/use-site-id';
import { Button } from '@portal/shared/ui/button';
import { Cluster, Stack, mutedText, stack } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { ListState } from '../../job-detail/components/list-state';
import { deleteFailedCandidates, useBulkResults, useFailedCandidates } from '../api/bulk-import';

function Status({ row, jobId }: { row: BulkResultRow; jobId: number }) {
  const siteId = useSiteId();
  if (row.status === 'failed') {
    return (
      <>
        <Failed>{messages.bulkStatusFailed}</Failed>
        <span>{row.ngMessage}</span>
      </>
    );
  }
  return (
    <>
      <Referred>{messages.bulkStatusReferred}</Referred>
      {row.candidateId ? (
        <Link
          to={paths.jobs.referredCandidate(siteId, {
            jobId,
            candidateId: row.candidateId,
            applicantId: row.applicantId,
          })}
        >
          {messages.bulkOpenCandidate}
        </Link>
      ) : null}
    </>
  );
}

/** The cells the api read differently from what the spreadsheet wrote. */
function CellNotes({ notes }: { notes: BulkResultRow['notes'] }) {
  if (!notes.length) return null;
  return (
    <Notes aria-label={messages.bulkNotes}>
      {notes.map((note) => (
        <li key={note.label}>{messages.bulkReadAs(note.label, note.typed, note.read)}</li>
      ))}
    </Notes>
  );
}

export function ResultList({ jobId }: { jobId: number }) {
  const [filter, setFilter] = useState<BulkResultFilter>('all');
  const results = useBulkResults(jobId, filter);
  const first = results.data?.pages[0];
  const rows = results.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Stack as="section" $gap="sm" $shrink aria-labelledby="bulk-results-title">
      <h3 id="bulk-results-title">{messages.bulkResultsTitle}</h3>
      {first?.import ? (
        <Meta>
          {messages.bulkResultsOf(first.import.fileName, formatDateTime(first.import.createdAt))}
        </Meta>
      ) : null}
      <Cluster $gap="xs" role="group" aria-label={messages.bulkResultsFilter}>
        {BULK_RESULT_FILTERS.map((key) => (
          <Button
            key={key}
            type="button"
            size="sm"
            variant="secondary"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {messages.bulkFilterCount(messages.bulkFilters[key], first?.counts[key] ?? 0)}
          </Button>
        ))}
      </Cluster>
      <ListState
        query={results}
        loading={messages.referralLoading}
        error={messages.bulkResultsLoadError}
        empty={rows.length === 0 ? messages.bulkNoResults : null}
      >
        <RowTableScroll>
          <table aria-label={messages.bulkResultsTitle}>
            <thead>
              <tr>
                <th scope="col">{messages.bulkRow}</th>
                <th scope="col">{messages.bulkName}</th>
                <th scope="col">{messages.bulkSchool}</th>
                <th scope="col">{messages.bulkResult}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rowNumber} data-status={row.status}>
                  <td>{row.rowNumber}</td>
                  <td>{row.fullNameKanji || '-'}</td>
                  <td>{row.schoolName || '-'}</td>
                  <td>
                    <Cluster as="span" $gap="xs">
                      <Status row={row} jobId={jobId} />
                    </Cluster>
                    <RowMarks
                      linkedApplicantId={row.linkedApplicantId}
                      possibleDuplicate={row.possibleDuplicate}
                    />
                    <CellNotes notes={row.notes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </RowTableScroll>
        {results.hasNextPage ? (
          <div>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-busy={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {messages.bulkMore}
            </Button>
          </div>
        ) : null}
      </ListState>
    </Stack>
  );
}

const Meta = styled.p`
  margin: 0;
  ${mutedText}
  overflow-wrap: anywhere;
`;
const Referred = styled.strong`
  color: ${({ theme }) => theme.status.green.fg};
`;
const Failed = styled.strong`
  color: ${({ theme }) => theme.status.red.fg};
`;
const Notes = styled.ul`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-left: ${({ theme }) => theme.space.md};
  ${mutedText}
  overflow-wrap: anywhere;
`;

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

const RowTableScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

function RowMarks(props: {
  linkedApplicantId?: number | null;
  possibleDuplicate?: BulkPossibleDuplicate | null;
}) {
  const siteId = useSiteId();
  const { linkedApplicantId, possibleDuplicate } = props;
  if (!linkedApplicantId && !possibleDuplicate) return null;
  return (
    <>
      {linkedApplicantId ? (
        <Mark data-mark="linked">
          <Link to={paths.applicants.jobs(siteId, { applicantId: linkedApplicantId })}>
            {messages.bulkLinked}
          </Link>
        </Mark>
      ) : null}
      {possibleDuplicate ? (
        <Flag data-mark="flagged">
          <Link to={paths.applicants.jobs(siteId, { applicantId: possibleDuplicate.applicantId })}>
            {messages.bulkFlagged(possibleDuplicate.fullNameKanji)}
          </Link>
          <span>（{messages.bulkFlaggedReason(possibleDuplicate.matchedOn)}）</span>
        </Flag>
      ) : null}
    </>
  );
}

const Mark = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
`;
/** Orange like the possible-duplicate notice of the forms. */
const Flag = styled(Mark)`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-left: 3px solid ${({ theme }) => theme.status.orange.fg};
  background: ${({ theme }) => theme.status.orange.bg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
