// The month grid (FullCalendar dayGrid, Japanese): each event as its time and title, the company on
// a second line (a long company name never hides whether it is 一次面接 or 説明会), a day
// with more than three ends in 他N件 (opens the day's list), Sunday red and Saturday blue
// headers. Navigation is driven from outside (the toolbar), so the label stays YYYY年MM月.
// An event the pointer rests on or the keyboard focuses is reported (`intentOf`: the caller
// prefetches its detail) through one listener on the grid, not one per event.
// Event content is plain HTML (escaped), not a React portal per event: a month of 500 events
// must render in well under 100 ms of main-thread time per switch.
import jaLocale from '@fullcalendar/core/locales/ja';
import type { DayCellContentArg, EventClickArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { memo, useEffect, useRef, type FocusEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { messages } from '../../../messages';
import type { CalendarItem } from '../lib/calendar-month';

export interface EventCalendarProps {
  /** 'YYYY-MM-01' */
  firstDay: string;
  /** Already limited per day (limitPerDay). */
  items: CalendarItem[];
  onOpen: (eventId: number) => void;
  onOpenDay: (date: string) => void;
  /** The handlers of intent on one event (useIntentPrefetch of its detail). */
  intentOf?: (eventId: number) => { onMouseEnter: () => void; onFocus: () => void };
}

const PLUGINS = [dayGridPlugin];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function renderEvent(arg: EventContentArg) {
  const props = arg.event.extendedProps as CalendarItem['extendedProps'];
  if (props.kind === 'more') {
    return { html: `<span class="portal-more">${escapeHtml(arg.event.title)}</span>` };
  }
  const label = messages.eventButtonLabel(props.time, props.companyName, arg.event.title);
  return {
    // The space between the lines keeps the accessible name readable (time title company).
    html: `<span class="portal-event" data-event-id="${escapeHtml(arg.event.id)}" title="${escapeHtml(label)}"><span class="portal-event-title"><time>${props.time}</time> ${escapeHtml(arg.event.title)}</span> <span class="portal-event-company">${escapeHtml(props.companyName)}</span></span>`,
  };
}

/** The event element (FullCalendar's link) around `node`, if any. */
const eventElementOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest('.fc-event') : null;

/** The id of the event (not 他N件) that `element` shows. */
const eventIdOf = (element: Element) => {
  const id = element.querySelector<HTMLElement>('[data-event-id]')?.dataset.eventId;
  return id === undefined ? null : Number(id);
};

// The ja locale writes "1日"; the bare number keeps narrow columns readable.
const dayNumber = (arg: DayCellContentArg) => arg.dayNumberText.replace('日', '');

export const EventCalendar = memo(function EventCalendar({
  firstDay,
  items,
  onOpen,
  onOpenDay,
  intentOf,
}: EventCalendarProps) {
  const ref = useRef<FullCalendar>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onOpen, onOpenDay, intentOf });
  handlers.current = { onOpen, onOpenDay, intentOf };

  // The grid is created with the month and events of the first render (initialDate,
  // initialEvents): a visit whose month is in the cache already renders it once, not an empty
  // month first. Later, the month and its events change together in one FullCalendar render
  // (passing `events` as a prop and navigating afterwards would render the grid twice).
  const initial = useRef({ firstDay, items }).current;
  const shown = useRef(initial);
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (shown.current.firstDay !== firstDay || shown.current.items !== items) {
      shown.current = { firstDay, items };
      // New events replace every event element: the one the keyboard is on keeps the focus
      // (a refresh of the month while the user is on it, not only a switch).
      const focused = eventElementOf(document.activeElement);
      const focusedId = focused && frameRef.current?.contains(focused) ? eventIdOf(focused) : null;
      api.batchRendering(() => {
        api.gotoDate(firstDay);
        api.getEventSources().forEach((source) => source.remove());
        api.addEventSource(items);
      });
      if (focusedId !== null && !frameRef.current?.contains(document.activeElement)) {
        frameRef.current
          ?.querySelector(`[data-event-id="${focusedId}"]`)
          ?.closest<HTMLElement>('.fc-event')
          ?.focus({ preventScroll: true });
      }
    }
    // FullCalendar names each day cell by its date link alone, which the events inside the cell
    // then contradict (axe: label-content-name-mismatch); the link keeps the full date.
    frameRef.current
      ?.querySelectorAll('.fc-daygrid-day[aria-labelledby]')
      .forEach((cell) => cell.removeAttribute('aria-labelledby'));
  }, [firstDay, items]);

  const click = useRef((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const props = arg.event.extendedProps as CalendarItem['extendedProps'];
    if (props.kind === 'more') handlers.current.onOpenDay(props.date);
    else handlers.current.onOpen(Number(arg.event.id));
  }).current;

  // mouseover bubbles (mouseenter does not): moving between the parts of one event is no new intent.
  const hover = useRef((event: MouseEvent) => {
    const element = eventElementOf(event.target);
    if (!element || element.contains(event.relatedTarget as Node | null)) return;
    const id = eventIdOf(element);
    if (id !== null) handlers.current.intentOf?.(id).onMouseEnter();
  }).current;
  const focus = useRef((event: FocusEvent) => {
    const element = eventElementOf(event.target);
    const id = element ? eventIdOf(element) : null;
    if (id !== null) handlers.current.intentOf?.(id).onFocus();
  }).current;

  return (
    <Frame ref={frameRef} onMouseOver={hover} onFocus={focus}>
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={initial.firstDay}
        initialEvents={initial.items}
        locale={jaLocale}
        headerToolbar={false}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={false}
        dayCellContent={dayNumber}
        eventOrder="start"
        eventDisplay="list-item"
        eventContent={renderEvent}
        eventInteractive
        eventClick={click}
      />
    </Frame>
  );
});

const Frame = styled.div`
  /* A month switch changes the toolbar and shows the overlay at once: containment and its own
     layer let the browser paint that without laying out or repainting the grid again. */
  contain: content;
  will-change: transform;
  background: ${({ theme }) => theme.colors.surface};
  .fc {
    --fc-border-color: ${({ theme }) => theme.colors.border};
    --fc-today-bg-color: #fff8e1;
    --fc-event-border-color: transparent;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .fc .fc-col-header-cell.fc-day-sun,
  .fc .fc-col-header-cell.fc-day-sun a {
    color: ${({ theme }) => theme.colors.danger};
  }
  .fc .fc-col-header-cell.fc-day-sat,
  .fc .fc-col-header-cell.fc-day-sat a {
    color: ${({ theme }) => theme.colors.link};
  }
  .fc .fc-daygrid-day-number,
  .fc .fc-col-header-cell-cushion {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* FullCalendar fades the other month's days to 30 % opacity, below the contrast axe asks for
     (on today's yellow as well): they stay readable, in the muted text colour. */
  .fc .fc-day-other .fc-daygrid-day-top {
    opacity: 1;
  }
  .fc .fc-day-other .fc-daygrid-day-number {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .fc .fc-daygrid-event {
    display: block;
    min-width: 0;
    margin: 1px 2px;
    padding: 1px 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySoft};
    cursor: pointer;
    white-space: nowrap;
    overflow: hidden;
  }
  .fc .fc-daygrid-event:hover,
  .fc .fc-daygrid-event:focus-visible {
    background: #d3deec;
  }
  .fc .fc-daygrid-event-dot {
    display: none;
  }
  .portal-event,
  .portal-more {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
  }
  .portal-event-title,
  .portal-event-company {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .portal-event-title {
    font-weight: 600;
  }
  .portal-event-company {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .fc .fc-daygrid-event:has(.portal-more) {
    background: transparent;
  }
  .portal-more {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
  .fc .fc-scrollgrid,
  .fc table {
    table-layout: fixed;
    width: 100% !important;
  }
`;
