// 候補者一覧 of the job page: the agency's applicants 50 at a time from GET /applicants (the
// shared useApplicantPages: the server searches the name, as the applicant list does), rendered
// virtualised and paged as it scrolls, so 10,000 applicants never load at once. Choosing one
// enables この求人に紹介する; each row's 詳細 opens the applicant beside this job
// (jobs/info/{jobId}/new-candidate/{applicantId}: contact and messages); 紹介済み一覧に戻る returns.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useApplicantSearch, useLoadMoreNear } from '@portal/shared/applicant-search';
import { paths } from '@portal/shared/paths';
import { useSiteId } from '@portal/shared/use-site-id';
import { Button } from '@portal/shared/ui/button';
import { SearchInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';
import { mutedText } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { ListState } from './list-state';
import { Header } from './sidebar-styles';

const ROW_HEIGHT = 44;

export function ApplicantPicker(props: {
  jobId: number;
  selectedApplicantId: number | null;
  onSelect: (id: number | null) => void;
  onBack: () => void;
}) {
  const siteId = useSiteId();
  const { keyword, setKeyword, search, query, items, total } = useApplicantSearch();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    useFlushSync: false,
    // Until the scroller is measured (and in jsdom, which measures nothing).
    initialRect: { width: 280, height: 400 },
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows[rows.length - 1]?.index ?? -1;
  useLoadMoreNear(query, items.length, lastIndex, 10);

  return (
    <>
      <Header>
        <h2 id="applicant-picker-title">{messages.allApplicantsTitle}</h2>
        <Count aria-live="polite">{query.data ? messages.applicantsCount(total) : ''}</Count>
      </Header>
      <SearchInput label={messages.candidateKeyword} value={keyword} onChange={setKeyword} />
      <Button type="button" size="sm" variant="secondary" onClick={props.onBack}>
        {messages.backToReferred}
      </Button>
      <ListState
        query={query}
        loading={messages.applicantsLoading}
        error={messages.candidatesError}
        empty={
          items.length === 0
            ? search
              ? messages.applicantsNoMatch
              : messages.applicantsEmpty
            : null
        }
      >
        <Scroller ref={scrollRef} data-testid="applicant-picker-scroller">
          <ul
            aria-labelledby="applicant-picker-title"
            style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          >
            {rows.map((row) => {
              const applicant = items[row.index];
              const chosen = props.selectedApplicantId === applicant.id;
              return (
                <Row
                  key={applicant.id}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                >
                  <Choice
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => props.onSelect(chosen ? null : applicant.id)}
                  >
                    {applicant.fullNameKanji}
                  </Choice>
                  <Detail
                    to={paths.jobs.newCandidate(siteId, {
                      jobId: props.jobId,
                      applicantId: applicant.id,
                    })}
                    title={messages.applicantDetailTitle}
                  >
                    <VisuallyHidden>
                      {messages.applicantDetailOf(applicant.fullNameKanji)}
                    </VisuallyHidden>
                    {messages.applicantDetail}
                  </Detail>
                </Row>
              );
            })}
          </ul>
          {query.isFetchingNextPage ? (
            <LoadingText>{messages.applicantsLoadingMore}</LoadingText>
          ) : null}
        </Scroller>
      </ListState>
    </>
  );
}

const Count = styled.span`
  ${mutedText}
`;
// Its own height: the rows are positioned inside it, and only those in view are rendered.
const Scroller = styled.div`
  height: min(60vh, 480px);
  min-height: 200px;
  overflow-y: auto;
  contain: strict;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding: 2px;
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
`;
const Choice = styled.button`
  flex: 1;
  min-width: 0;
  height: 100%;
  text-align: left;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
  }
`;
const Detail = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
