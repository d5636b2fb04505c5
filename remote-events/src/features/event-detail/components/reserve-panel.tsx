// The reserve panel: a name search (several names separated by spaces), search results on the
// left and the people to reserve on the right; a click moves a name across. 予約する reserves
// them all (or none: the server refuses a batch that does not fit the seats left). When one of
// them already has a booking at that time (another event, a confirmed interview date; issue 21)
// the server names it and the panel asks before reserving anyway.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type {
  EventDetail,
  NotReservingCandidate,
  ScheduleConflict,
} from '@portal/shared/contract/events';
import { toastError } from '@portal/shared/query-client';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { media } from '@portal/shared/ui/responsive';
import { cluster } from '@portal/shared/ui/layout';
import {
  conflictsOfError,
  SCHEDULE_CONFLICT_TEXTS,
  ScheduleConflictList,
} from '@portal/shared/ui/schedule-conflicts';
import { messages } from '../../../messages';
import { useReserve } from '../api/event-entries';
import { useNotReservingCandidates } from '../api/get-not-reserving-candidates';
import { CandidateColumn } from './candidate-column';
import { Alert } from './entry-list';

export interface ReservePanelProps {
  event: EventDetail;
  selected: NotReservingCandidate[];
  onSelectedChange: (people: NotReservingCandidate[]) => void;
}

type FocusTarget = { column: 'results' | 'chosen'; index: number } | null;

export function ReservePanel({ event, selected, onSelectedChange }: ReservePanelProps) {
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const [nobody, setNobody] = useState(false);
  const [focus, setFocus] = useState<FocusTarget>(null);
  const [conflicts, setConflicts] = useState<ScheduleConflict[] | null>(null);
  const expired = event.isReservationExpired;
  const candidates = useNotReservingCandidates(event.id, searched, !expired);
  // The catalogue's toast, besides the inline notice beside the search.
  useEffect(() => {
    if (candidates.error) toastError(candidates.error, messages.candidatesFailure);
  }, [candidates.error]);
  const reserve = useReserve(event.id);
  const clearFocus = useCallback(() => setFocus(null), []);

  const results = (candidates.data ?? []).filter(
    (person) => !selected.some((chosen) => chosen.candidateId === person.candidateId),
  );

  const search = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setSearched(keyword.trim());
  };

  const submit = (allowConflict = false) => {
    setConflicts(null);
    if (selected.length === 0) {
      setNobody(true);
      return;
    }
    reserve.mutate(
      { candidateIds: selected.map((person) => person.candidateId), allowConflict },
      {
        onSuccess: () => onSelectedChange([]),
        onError: (error) => setConflicts(conflictsOfError(error)),
      },
    );
  };

  if (expired) {
    return (
      <Panel aria-labelledby="reserve-title">
        <h3 id="reserve-title">{messages.reserveTitle}</h3>
        <Button type="button" disabled>
          {messages.reserve}
        </Button>
        <Alert role="note">{event.reserveAlertContent || messages.reserveExpiredFallback}</Alert>
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby="reserve-title">
      <h3 id="reserve-title">{messages.reserveTitle}</h3>
      <Search onSubmit={search} role="search">
        <label htmlFor="reserve-search">{messages.searchLabel}</label>
        <input
          id="reserve-search"
          type="search"
          value={keyword}
          placeholder={messages.searchPlaceholder}
          onChange={(change) => setKeyword(change.target.value)}
        />
        <Button type="submit" variant="secondary" aria-busy={candidates.isFetching}>
          {messages.searchButton}
        </Button>
      </Search>
      {candidates.isError ? <Alert role="alert">{messages.candidatesFailure}</Alert> : null}
      <Columns>
        {candidates.isPending ? (
          <LoadingText>{messages.searching}</LoadingText>
        ) : (
          <CandidateColumn
            id="reserve-results"
            title={messages.searchResults}
            people={results}
            empty={messages.noResults}
            labelOf={messages.moveRight}
            focusIndex={focus?.column === 'results' ? focus.index : null}
            onFocused={clearFocus}
            onPick={(person, index) => {
              setNobody(false);
              onSelectedChange([...selected, person]);
              setFocus({ column: 'results', index });
            }}
          />
        )}
        <CandidateColumn
          id="reserve-chosen"
          title={messages.toReserve}
          people={selected}
          empty={messages.noneSelected}
          labelOf={messages.moveLeft}
          focusIndex={focus?.column === 'chosen' ? focus.index : null}
          onFocused={clearFocus}
          onPick={(person, index) => {
            onSelectedChange(selected.filter((p) => p.candidateId !== person.candidateId));
            setFocus({ column: 'chosen', index });
          }}
        />
      </Columns>
      {nobody ? <Alert role="alert">{messages.nobodySelected}</Alert> : null}
      <Actions>
        <Button type="button" onClick={() => submit()} aria-busy={reserve.isPending}>
          {selected.length > 0 ? messages.reserveCount(selected.length) : messages.reserve}
        </Button>
      </Actions>
      <ConfirmDialog
        open={conflicts !== null}
        title={SCHEDULE_CONFLICT_TEXTS.title}
        message={
          <>
            {SCHEDULE_CONFLICT_TEXTS.lead}
            <ScheduleConflictList conflicts={conflicts ?? []} withCandidate />
          </>
        }
        confirmLabel={SCHEDULE_CONFLICT_TEXTS.reserveAnyway}
        cancelLabel={SCHEDULE_CONFLICT_TEXTS.back}
        onConfirm={() => submit(true)}
        onCancel={() => setConflicts(null)}
      />
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Search = styled.form`
  ${cluster('sm')}
  align-items: center;
  label {
    font-weight: 600;
  }
  input {
    flex: 1 1 200px;
    min-width: 0;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
