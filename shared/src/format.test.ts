import {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatTime,
  formatValue,
  formatYearMonth,
} from './format';

describe('dates', () => {
  it('shows UTC instants in Tokyo time', () => {
    expect(formatDateTime('2025-03-31T15:30:00Z')).toBe('2025/04/01 00:30');
    expect(formatDate('2025-03-31T15:30:00Z')).toBe('2025/04/01');
  });

  it('reads SQL and display formats as Tokyo time', () => {
    expect(formatDateTime('2025-04-01 09:05:00')).toBe('2025/04/01 09:05');
    expect(formatDateTime('2025/04/01 09:05')).toBe('2025/04/01 09:05');
    expect(formatTime('2025-04-01T09:05:00+09:00')).toBe('09:05');
    expect(formatYearMonth('2025-04-01')).toBe('2025年04月');
  });

  it('shows nothing for empty, unset or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('0000-00-00 00:00:00')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows only the end time when a range stays on one day', () => {
    expect(formatDateTimeRange('2025-04-01 10:00:00', '2025-04-01 11:30:00')).toBe(
      '2025/04/01 10:00 〜 11:30',
    );
    expect(formatDateTimeRange('2025-04-01 23:00:00', '2025-04-02 01:00:00')).toBe(
      '2025/04/01 23:00 〜 2025/04/02 01:00',
    );
    expect(formatDateTimeRange(null, '')).toBe('未設定 〜 未設定');
  });
});

describe('formatValue', () => {
  it('shows server dates as the portal does, the unset date as 未設定, anything else as is', () => {
    expect(formatValue('2026-10-26 00:57:08')).toBe('2026/10/26 00:57');
    expect(formatValue('2026-10-26T00:57:08+09:00')).toBe('2026/10/26 00:57');
    expect(formatValue('2026-10-25T15:57:08Z')).toBe('2026/10/26 00:57');
    expect(formatValue('2027-04-01')).toBe('2027/04/01');
    expect(formatValue('0000-00-00 00:00:00')).toBe('未設定');
    expect(formatValue('募集中')).toBe('募集中');
    expect(formatValue('2026年度入社')).toBe('2026年度入社');
    expect(formatValue('090-1234-5678')).toBe('090-1234-5678');
  });
});
