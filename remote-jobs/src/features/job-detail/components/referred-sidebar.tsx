// 紹介済み候補者一覧: keyword search, the 検索条件 modal, status pills (with '/' + step name; the
// duplicate-check states with their tooltips and not clickable); 候補者を紹介する switches to
// 候補者一覧 (the applicants, searched and paged by the server) where an applicant is chosen for
// この求人に紹介する.
import { useState } from 'react';
import { Button } from '@portal/shared/ui/button';
import { SearchInput } from '@portal/shared/ui/field';
import { messages } from '../../../messages';
import { useJobCandidates } from '../api/get-job-candidates';
import { DEFAULT_CANDIDATE_FILTER, filterCandidates } from '../candidate-filter';
import { ApplicantPicker } from './applicant-picker';
import { CandidateFilterModal } from './candidate-filter-modal';
import { CandidateItem } from './candidate-item';
import { ListState } from './list-state';
import { Aside, Header, List } from './sidebar-styles';

export function ReferredSidebar(props: {
  jobId: number;
  selectedApplicantId: number | null;
  onSelectApplicant: (id: number | null) => void;
}) {
  const [mode, setMode] = useState<'referred' | 'applicants'>('referred');
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState(DEFAULT_CANDIDATE_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const candidates = useJobCandidates(props.jobId);

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
  const shown = filterCandidates(candidates.data ?? [], keyword, filter);
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
        <List>
          {shown.map((candidate) => (
            <CandidateItem key={candidate.id} jobId={props.jobId} candidate={candidate} />
          ))}
        </List>
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
