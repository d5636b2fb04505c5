import {
  addDays,
  daysBetween,
  parseTokyo,
  tokyoDate,
  tokyoDisplay,
  tokyoIcal,
  tokyoIso,
  tokyoMonth,
  tokyoMonthRange,
  tokyoSql,
  tokyoYearMonth,
} from './tokyo-time';

// 2026-11-30 15:30:05 UTC is 2026-12-01 00:30:05 in Tokyo: a month and a day change.
const instant = new Date('2026-11-30T15:30:05Z');

describe('Tokyo time', () => {
  it('formats an instant in Tokyo whatever the machine zone', () => {
    expect(tokyoDisplay(instant)).toBe('2026/12/01 00:30');
    expect(tokyoIso(instant)).toBe('2026-12-01T00:30:05+09:00');
    expect(tokyoSql(instant)).toBe('2026-12-01 00:30:05');
    expect(tokyoIcal(instant)).toBe('20261201T003005');
    expect(tokyoDate(instant)).toBe('2026-12-01');
    expect(tokyoMonth(instant.getTime())).toBe('2026-12');
    expect(tokyoYearMonth(instant)).toEqual({ year: 2026, month: 12 });
  });

  it('reads Tokyo wall-clock texts, and keeps an explicit offset', () => {
    expect(parseTokyo('2026-12-01 00:30:05')?.toISOString()).toBe('2026-11-30T15:30:05.000Z');
    expect(parseTokyo('2026-12-01T00:30')?.toISOString()).toBe('2026-11-30T15:30:00.000Z');
    expect(parseTokyo('2026-12-01T00:30:05Z')?.toISOString()).toBe('2026-12-01T00:30:05.000Z');
    expect(parseTokyo('0000-00-00 00:00:00')).toBeNull();
    expect(parseTokyo('not a date')).toBeNull();
  });

  it('counts calendar days and months in Tokyo', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-24', '2027-03-01')).toBe(97);
    const { from, to } = tokyoMonthRange('2026/12');
    expect(from.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
});
