// The month grid (FullCalendar dayGrid, Japanese): each event as "HH:mm [company] title", a day
// with more than three shows 他N件, Sunday red and Saturday blue headers. Navigation is driven
// from outside (the toolbar), so the label stays YYYY年MM月.
import jaLocale from '@fullcalendar/core/locales/ja';
import type { DayCellContentArg, EventContentArg, MoreLinkContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { messages } from '../../../messages';
import type { CalendarItem } from '../lib/calendar-month';

export interface EventCalendarProps {
  /** 'YYYY-MM-01' */
  firstDay: string;
  items: CalendarItem[];
  onOpen: (eventId: number) => void;
}

const PLUGINS = [dayGridPlugin];

function renderEvent(arg: EventContentArg) {
  const { time, companyName } = arg.event.extendedProps as CalendarItem['extendedProps'];
  return (
    <EventText title={messages.eventButtonLabel(time, companyName, arg.event.title)}>
      <time>{time}</time> [{companyName}] {arg.event.title}
    </EventText>
  );
}

const moreLink = (arg: MoreLinkContentArg) => messages.more(arg.num);
// The ja locale writes "1日"; the bare number keeps narrow columns readable.
const dayNumber = (arg: DayCellContentArg) => arg.dayNumberText.replace('日', '');

export function EventCalendar({ firstDay, items, onOpen }: EventCalendarProps) {
  const ref = useRef<FullCalendar>(null);

  useEffect(() => {
    ref.current?.getApi().gotoDate(firstDay);
  }, [firstDay]);

  return (
    <Frame>
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={firstDay}
        locale={jaLocale}
        headerToolbar={false}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={3}
        moreLinkContent={moreLink}
        dayCellContent={dayNumber}
        events={items}
        eventDisplay="list-item"
        eventContent={renderEvent}
        eventInteractive
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          onOpen(Number(arg.event.id));
        }}
      />
    </Frame>
  );
}

const EventText = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  time {
    font-weight: 600;
  }
`;

const Frame = styled.div`
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
  .fc .fc-col-header-cell-cushion,
  .fc .fc-daygrid-more-link {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  .fc .fc-daygrid-more-link {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
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
  .fc .fc-daygrid-more-link {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .fc .fc-scrollgrid,
  .fc table {
    table-layout: fixed;
    width: 100% !important;
  }
`;
