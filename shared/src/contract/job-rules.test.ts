import { isRecruitmentOpen, parseJobDate, toJobDate, UNSET_DATE } from './job-rules';

const at = (iso: string) => new Date(iso);
const job = (start: string, end: string, finished = false) => ({
  recruitmentStartDate: start,
  recruitmentEndDate: end,
  isRecruitmentFinished: finished,
});

describe('the recruitment window', () => {
  it('is open between start and end (Japan time), inclusive', () => {
    const dates = job('2026-10-01 00:00:00', '2027-03-31 23:59:59');
    expect(isRecruitmentOpen(dates, at('2026-09-30T14:59:59Z'))).toBe(false);
    expect(isRecruitmentOpen(dates, at('2026-09-30T15:00:00Z'))).toBe(true);
    expect(isRecruitmentOpen(dates, at('2027-03-31T14:59:59Z'))).toBe(true);
    expect(isRecruitmentOpen(dates, at('2027-03-31T15:00:00Z'))).toBe(false);
  });

  it("treats '0000-00-00 00:00:00' as unset on either side", () => {
    expect(isRecruitmentOpen(job(UNSET_DATE, UNSET_DATE), at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(
      isRecruitmentOpen(job(UNSET_DATE, '2026-01-01 00:00:00'), at('2026-02-01T00:00:00Z')),
    ).toBe(false);
    expect(
      isRecruitmentOpen(job('2027-01-01 00:00:00', UNSET_DATE), at('2026-02-01T00:00:00Z')),
    ).toBe(false);
  });

  it('is closed when the job is finished, whatever the dates', () => {
    expect(isRecruitmentOpen(job(UNSET_DATE, UNSET_DATE, true), at('2026-02-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('reads and writes the legacy date format', () => {
    expect(parseJobDate('not a date')).toBeNull();
    expect(toJobDate(null)).toBe(UNSET_DATE);
    expect(toJobDate(new Date('2026-09-30T15:00:00Z'))).toBe('2026-10-01 00:00:00');
  });
});
