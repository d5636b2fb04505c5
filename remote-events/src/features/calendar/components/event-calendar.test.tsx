// The grid renders a month whose events are already there once (a warm visit of the calendar),
// and a month switch once (month and events together).
import { Calendar } from '@fullcalendar/core';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '@portal/shared/test/render';
import type { CalendarItem } from '../lib/calendar-month';
import { EventCalendar } from './event-calendar';

const item = (id: number, date: string): CalendarItem => ({
  id: String(id),
  title: `説明会${id}`,
  start: `${date}T10:00:00`,
  end: `${date}T11:00:00`,
  extendedProps: { kind: 'event', time: '10:00', companyName: '株式会社みらい' },
});

const NOVEMBER = [item(1, '2026-11-05'), item(2, '2026-11-26')];
const DECEMBER = [item(3, '2026-12-10')];

const grid = (firstDay: string, items: CalendarItem[]) => (
  <EventCalendar firstDay={firstDay} items={items} onOpen={jest.fn()} onOpenDay={jest.fn()} />
);

it('shows the month with its events from the first render, without a second one', () => {
  const batches = jest.spyOn(Calendar.prototype, 'batchRendering');
  renderWithTheme(grid('2026-11-01', NOVEMBER));
  expect(screen.getByText('説明会1')).toBeInTheDocument();
  expect(screen.getByText('説明会2')).toBeInTheDocument();
  expect(batches).not.toHaveBeenCalled();
  batches.mockRestore();
});

it('switches month and events in one render', () => {
  const batches = jest.spyOn(Calendar.prototype, 'batchRendering');
  const { rerender } = renderWithTheme(grid('2026-11-01', NOVEMBER));
  rerender(grid('2026-12-01', DECEMBER));
  expect(batches).toHaveBeenCalledTimes(1);
  expect(screen.getByText('説明会3')).toBeInTheDocument();
  expect(screen.queryByText('説明会1')).not.toBeInTheDocument();
  batches.mockRestore();
});

it('keeps the keyboard on an event when the month is drawn again with new data', () => {
  const { rerender } = renderWithTheme(grid('2026-11-01', NOVEMBER));
  const eventOf = (id: number) =>
    document.querySelector(`[data-event-id="${id}"]`)!.closest<HTMLElement>('.fc-event')!;
  eventOf(2).focus();
  // A refresh of the month (a live change, a refetch): equal events, a new array.
  rerender(
    grid(
      '2026-11-01',
      NOVEMBER.map((event) => ({ ...event })),
    ),
  );
  expect(document.activeElement).toBe(eventOf(2));
  expect(document.activeElement).not.toBe(document.body);
});
