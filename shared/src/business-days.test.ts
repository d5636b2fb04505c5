import {
  addBusinessDays,
  businessDayOnOrAfter,
  businessDaysBetween,
  businessDaysSince,
  isBusinessDay,
  isPublicHoliday,
} from './business-days';
import { dashboardCalls } from './contract/dashboard';
import { chaseUpMessage, waitingLabel } from './dashboard-messages';

// 2026-07-17 is a Friday; Monday 2026-07-20 is 海の日.
describe('business days on the Tokyo calendar', () => {
  it('knows weekends and public holidays from the holiday data', () => {
    expect(isPublicHoliday('2026-07-20')).toBe(true);
    expect(isBusinessDay('2026-07-17')).toBe(true);
    expect(isBusinessDay('2026-07-18')).toBe(false);
    expect(isBusinessDay('2026-07-19')).toBe(false);
    expect(isBusinessDay('2026-07-20')).toBe(false);
    expect(isBusinessDay('2026-07-21')).toBe(true);
    // 振替休日: 2026-05-06 (憲法記念日 on a Sunday).
    expect(isBusinessDay('2026-05-06')).toBe(false);
  });

  it('adds business days across a weekend and a Monday holiday', () => {
    expect(addBusinessDays('2026-07-17', 1)).toBe('2026-07-21');
    expect(addBusinessDays('2026-07-17', 3)).toBe('2026-07-23');
    expect(addBusinessDays('2026-07-21', -1)).toBe('2026-07-17');
    expect(addBusinessDays('2026-07-15', 0)).toBe('2026-07-15');
    expect(businessDayOnOrAfter('2026-07-18')).toBe('2026-07-21');
    expect(businessDayOnOrAfter('2026-07-17')).toBe('2026-07-17');
  });

  it('counts business days waited from a Friday before a Monday holiday', () => {
    expect(businessDaysBetween('2026-07-17', '2026-07-20')).toBe(0);
    expect(businessDaysBetween('2026-07-17', '2026-07-21')).toBe(1);
    expect(businessDaysBetween('2026-07-17', '2026-07-24')).toBe(4);
    expect(businessDaysBetween('2026-07-24', '2026-07-17')).toBe(0);
    // Instants are read in Tokyo: 2026-07-17 23:30 JST is still the Friday.
    expect(
      businessDaysSince(new Date('2026-07-17T14:30:00Z'), new Date('2026-07-21T00:00:00Z')),
    ).toBe(1);
  });
});

describe('dashboard texts', () => {
  it('fills the chase-up template politely with every field', () => {
    const text = chaseUpMessage({
      companyName: '株式会社サンプル',
      jobName: '総合職',
      candidateName: '山田 太郎',
      businessDays: 6,
      kind: 'documents',
    });
    expect(text.split('\n').slice(0, 2)).toEqual(['株式会社サンプル', '採用ご担当者様']);
    expect(text).toContain('「総合職」にご推薦しております山田 太郎様の書類選考の結果');
    expect(text).toContain('6営業日');
    expect(waitingLabel(6)).toBe('企業回答待ち 6日');
  });

  it('refuses a due date that is not a date', () => {
    const body = dashboardCalls['POST /dashboard/tasks'].body;
    expect(
      body.safeParse({ applicantId: 1, title: '電話', dueAt: '2026-07-21T10:00' }).success,
    ).toBe(true);
    expect(body.safeParse({ applicantId: 1, title: '電話', dueAt: '明日' }).success).toBe(false);
    expect(body.safeParse({ applicantId: '1', title: '電話', dueAt: '2026-07-21' }).success).toBe(
      false,
    );
  });
});
