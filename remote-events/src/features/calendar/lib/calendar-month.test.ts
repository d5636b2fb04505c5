import {
  addMonths,
  currentMonth,
  limitPerDay,
  monthKey,
  monthLabel,
  toCalendarItems,
} from './calendar-month';

describe('calendar month rules', () => {
  it('labels the month YYYY年MM月 with a zero-padded month', () => {
    expect(monthLabel({ year: 2026, month: 3 })).toBe('2026年03月');
    expect(monthLabel({ year: 2026, month: 11 })).toBe('2026年11月');
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026/03');
  });

  it('moves by months and years across year ends', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, 12)).toEqual({ year: 2027, month: 5 });
    expect(addMonths({ year: 2026, month: 5 }, -12)).toEqual({ year: 2025, month: 5 });
  });

  it('takes the current month in Tokyo, not in the browser zone', () => {
    expect(currentMonth(new Date('2026-11-30T15:30:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(currentMonth(new Date('2026-11-30T14:59:00Z'))).toEqual({ year: 2026, month: 11 });
  });

  it('turns events into 1-hour items at their Tokyo wall time, skipping unreadable dates', () => {
    const items = toCalendarItems([
      {
        id: 1,
        title: '説明会',
        publishStartDateTime: '2026/12/31 23:30',
        companyName: 'A社',
        companyId: 1,
      },
      {
        id: 2,
        title: '壊れた日付',
        publishStartDateTime: '2026-12-01',
        companyName: 'B社',
        companyId: 2,
      },
    ]);
    expect(items).toEqual([
      {
        id: '1',
        title: '説明会',
        start: '2026-12-31T23:30:00',
        end: '2027-01-01T00:30:00',
        extendedProps: { kind: 'event', companyName: 'A社', time: '23:30' },
      },
    ]);
  });

  it('keeps three events a day and sums up the rest as 他N件, last in the day', () => {
    const events = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      title: `E${i + 1}`,
      publishStartDateTime: `2026/12/03 1${i}:00`,
      companyName: 'A社',
      companyId: 1,
    }));
    const other = { ...events[0], id: 9, publishStartDateTime: '2026/12/04 09:00' };
    const limited = limitPerDay(toCalendarItems([...events, other]));
    expect(limited.map((item) => item.title)).toEqual(['E1', 'E2', 'E3', '他2件', 'E1']);
    expect(limited[3]).toMatchObject({
      start: '2026-12-03T23:58:00',
      extendedProps: { kind: 'more', date: '2026-12-03', count: 2 },
    });
  });
});
