// The month calendar with its toolbar, the 絞り込み modal and the loading overlay; an error
// shows a retry. Opening an event is the caller's (the event modal); an event hovered or focused,
// in the grid or the day's list, starts loading its detail (eventInfoQuery).
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useIntentPrefetch } from '@portal/shared/prefetch';
import { Button } from '@portal/shared/ui/button';
import { Spinner } from '@portal/shared/ui/spinner';
import { inlineRow } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { eventInfoQuery } from '../../event-detail/api/get-event-info';
import { useCompanyFilter } from '../hooks/use-company-filter';
import { useAfterPaint } from '../hooks/use-after-paint';
import { useEventInfos } from '../api/get-event-infos';
import {
  addMonths,
  currentMonth,
  firstDayOf,
  limitPerDay,
  monthKey,
  monthLabel,
  toCalendarItems,
  type YearMonth,
} from '../lib/calendar-month';
import { CalendarToolbar } from './calendar-toolbar';
import { CompanyFilterModal } from './company-filter-modal';
import { DayEventsModal } from './day-events-modal';
import { EventCalendar } from './event-calendar';

// The modal loads its event again when it opens (staleTime 0: seats change), so a hover only has
// to fill the cache once in a while: resting on an event again within this time costs nothing.
const HOVER_FRESH_MS = 30_000;

export function CalendarSection({ onOpenEvent }: { onOpenEvent: (eventId: number) => void }) {
  const intent = useIntentPrefetch();
  const intentOf = useCallback(
    (eventId: number) => intent({ ...eventInfoQuery(eventId), staleTime: HOVER_FRESH_MS }),
    [intent],
  );
  const [month, setMonth] = useState<YearMonth>(() => currentMonth());
  const [filterOpen, setFilterOpen] = useState(false);
  const { companyIds, filterIds, applyFilter, locked } = useCompanyFilter();
  const query = useEventInfos(monthKey(month), companyIds);
  const [day, setDay] = useState<string | null>(null);
  const all = useMemo(() => toCalendarItems(query.data ?? []), [query.data]);
  const grid = useMemo(
    () => ({ firstDay: firstDayOf(month), items: limitPerDay(all) }),
    // A new month with the previous month's placeholder data keeps the old grid until it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [all, month.year, month.month],
  );
  const shown = useAfterPaint(grid);
  const loading =
    query.isPending || (query.isFetching && query.isPlaceholderData) || shown !== grid;

  return (
    <section aria-label={messages.calendarLabel(monthLabel(month))}>
      <CalendarToolbar
        label={monthLabel(month)}
        onMove={(delta) => setMonth((current) => addMonths(current, delta))}
        onFilter={() => setFilterOpen(true)}
        filterDisabled={locked}
        filterCount={filterIds.length}
      />
      {query.isError ? (
        <ErrorLine role="alert">
          <span>{messages.eventsLoadFailure}</span>
          <Button type="button" size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {messages.retry}
          </Button>
        </ErrorLine>
      ) : null}
      {query.isSuccess && !query.isPlaceholderData && all.length === 0 ? (
        <Empty>{messages.noEventsInMonth}</Empty>
      ) : null}
      <Stage aria-busy={loading}>
        <EventCalendar
          firstDay={shown.firstDay}
          items={shown.items}
          onOpen={onOpenEvent}
          onOpenDay={setDay}
          intentOf={intentOf}
        />
        {loading ? (
          <Overlay role="status" aria-live="polite">
            <Spinner $size={28} />
            <span>{messages.loadingEvents}</span>
          </Overlay>
        ) : null}
      </Stage>
      <DayEventsModal
        date={day}
        items={all}
        onClose={() => setDay(null)}
        intentOf={intentOf}
        onOpen={(eventId) => {
          setDay(null);
          onOpenEvent(eventId);
        }}
      />
      <CompanyFilterModal
        open={filterOpen && !locked}
        selected={filterIds}
        onClose={() => setFilterOpen(false)}
        onApply={(ids) => {
          applyFilter(ids);
          setFilterOpen(false);
        }}
      />
    </section>
  );
}

const Stage = styled.div`
  position: relative;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 5;
  ${inlineRow('sm')}
  justify-content: center;
  background: rgba(255, 255, 255, 0.8);
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const ErrorLine = styled.div`
  ${inlineRow('sm')}
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Empty = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
