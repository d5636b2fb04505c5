// 紹介済み候補者一覧: keyword search, the 検索条件 modal, status pills (with '/' + step name; the
// duplicate-check states with their tooltips and not clickable); 候補者を紹介する switches to
// 候補者一覧 (the applicants, searched and paged by the server) where an applicant is chosen for
// この求人に紹介する. The list is virtualised: a job with 10,000 referrals (a bulk import) renders
// only the rows in view, each measured as it is drawn (a long name or receipt wraps).
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { SearchInput } from '@portal/shared/ui/field';
import { messages } from '../../../messages';
import { DEFAULT_CANDIDATE_FILTER, filterCandidates } from '../candidate-filter';
import { ApplicantPicker } from './applicant-picker';
import { CandidateFilterModal } from './candidate-filter-modal';
import { CandidateItem } from './candidate-item';
import { ListState } from './list-state';
import { Aside, Header } from './sidebar-styles';

/** A row's height before it is measured (name, pill and receipt on two lines). */
const ROW_ESTIMATE = 64;

export function ReferredSidebar(props: {
  jobId: number;
  selectedApplicantId: number | null;
  onSelectApplicant: (id: number | null) => void;
}) {
  const [mode, setMode] = useState<'referred' | 'applicants'>('referred');
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState(DEFAULT_CANDIDATE_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  // Sorted by name on the server, filtered and sorted again here.
  const candidates = useQuery(
    callQuery('/jobs/{id}/candidates', {
      params: { id: props.jobId },
      query: { sortField: 'name', sortOrder: 'asc' },
    }),
  );
  const shown = filterCandidates(candidates.data ?? [], keyword, filter);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => shown[index].id,
    overscan: 8,
    useFlushSync: false,
    // Until the scroller is measured (and in jsdom, which measures nothing).
    initialRect: { width: 280, height: 640 },
  });

  // A row laid out at no height (the column hidden on a phone, or jsdom) keeps its estimate:
  // measured as 0, every row would seem in view and all of them would be drawn.
  const measure = (row: HTMLLIElement | null) => {
    if (row && row.offsetHeight > 0) virtualizer.measureElement(row);
  };

  if (mode === 'applicants') {
    return (
      <Aside aria-label={messages.allApplicantsTitle}>
        <ApplicantPicker
          jobId={props.jobId}
          selectedApplicantId={props.selectedApplicantId}
          onSelect={props.onSelectApplicant}
          onBack={() => setMode('referred')}
        />
      </Aside>
    );
  }
  return (
    <Aside aria-label={messages.referredTitle}>
      <Header>
        <h2>{messages.referredTitle}</h2>
        <Button type="button" size="sm" variant="ghost" onClick={() => setFilterOpen(true)}>
          {messages.filter}
        </Button>
      </Header>
      <SearchInput label={messages.candidateKeyword} value={keyword} onChange={setKeyword} />
      <Button type="button" size="sm" variant="secondary" onClick={() => setMode('applicants')}>
        {messages.referCandidate}
      </Button>
      <ListState
        query={candidates}
        loading={messages.candidatesLoading}
        error={messages.candidatesError}
        empty={shown.length === 0 ? messages.candidatesEmpty : null}
      >
        <Scroller ref={scrollRef} data-testid="referred-scroller">
          <ul style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => (
              <CandidateItem
                key={row.key}
                ref={measure}
                data-index={row.index}
                style={{ transform: `translateY(${row.start}px)` }}
                jobId={props.jobId}
                candidate={shown[row.index]}
              />
            ))}
          </ul>
        </Scroller>
      </ListState>
      {filterOpen ? (
        <CandidateFilterModal
          open
          value={filter}
          onClose={() => setFilterOpen(false)}
          onApply={(next) => {
            setFilter(next);
            setFilterOpen(false);
          }}
        />
      ) : null}
    </Aside>
  );
}

// As tall as its rows up to most of the window, then it scrolls; rows are placed inside its list.
const Scroller = styled.div`
  max-height: min(70vh, 720px);
  overflow-y: auto;
  ul {
    position: relative;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;
