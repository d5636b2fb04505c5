// The result list of 一括紹介 (issue 21): every row of the latest import, referred or not, with
// the marks of rows linked to an existing applicant and rows flagged as possible duplicates.
// Filtered on the server (with each filter's count) and read 100 rows at a time. Each row says
// which cells were read differently from what was typed (a phone that lost its 0, 2004/5/6).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Cluster, Stack, mutedText } from '@portal/shared/ui/layout';
import styled from 'styled-components';
import type { BulkResultRow } from '@portal/shared/contract/bulk';
import { BULK_RESULT_FILTERS, type BulkResultFilter } from '@portal/shared/contract/bulk-rules';
import { formatDateTime } from '@portal/shared/format';
import { paths } from '@portal/shared/paths';
import { useSiteId } from '@portal/shared/use-site-id';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../../../messages';
import { ListState } from '../../job-detail/components/list-state';
import { useBulkResults } from '../api/bulk-import';
import { RowMarks, RowTableScroll } from './rows';

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
