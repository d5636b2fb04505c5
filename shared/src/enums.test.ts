import {
  BADGE_COUNT_KEYS,
  BADGE_TOOLTIPS,
  NOTIFICATION_LABELS,
  SELECTION_STATUS,
  candidateStatusPill,
  eventEntryStatusLabel,
  importFlagHasFailures,
  importFlagNotice,
  notificationLabel,
  selectionStatusFilterOptions,
  selectionStatusLabel,
  selectionStatusTone,
} from './enums';
import { NOTIFICATION_KEYS } from './contract';

describe('selection status', () => {
  it('labels every code for new-graduate', () => {
    const labels = Object.values(SELECTION_STATUS).map((code) => selectionStatusLabel(code, '25'));
    expect(labels).toEqual([
      '選考前',
      '選考中',
      '選考辞退',
      '内定承諾前辞退',
      '内定承諾後辞退',
      '不合格',
      '内定',
      '内定承諾',
    ]);
  });

  it('says 採用決定 for code 8 on mid and 内定承諾 elsewhere', () => {
    expect(selectionStatusLabel(8, 'mid')).toBe('採用決定');
    expect(selectionStatusLabel(8, '23')).toBe('内定承諾');
    expect(selectionStatusLabel(4, 'mid')).toBe('内定承諾前辞退');
  });

  it('appends the step name after a slash when present', () => {
    expect(selectionStatusLabel(2, '25', '二次選考')).toBe('選考中/二次選考');
    expect(selectionStatusLabel(2, '25', '')).toBe('選考中');
    expect(selectionStatusLabel(2, '25', null)).toBe('選考中');
  });

  it('colours statuses green, grey and red', () => {
    expect([1, 2].map(selectionStatusTone)).toEqual(['green', 'green']);
    expect([3, 4, 5, 6].map(selectionStatusTone)).toEqual(['grey', 'grey', 'grey', 'grey']);
    expect([7, 8].map(selectionStatusTone)).toEqual(['red', 'red']);
  });

  it('shows duplicate-check states before the selection status', () => {
    expect(candidateStatusPill({ specialSelectionStatus: 1, isTmpCandidate: true }, 'mid')).toEqual(
      expect.objectContaining({ label: '重複確認中', tone: 'orange' }),
    );
    expect(
      candidateStatusPill({ specialSelectionStatus: 1, isTmpCandidateDiscarded: true }, 'mid'),
    ).toEqual(expect.objectContaining({ label: '重複破棄済み', tone: 'grey' }));
    expect(
      candidateStatusPill({ specialSelectionStatus: 2, selectionStepName: '一次面接' }, '25'),
    ).toEqual({ label: '選考中/一次面接', tone: 'green' });
  });

  it('adds the duplicate-check filters only for mid', () => {
    expect(selectionStatusFilterOptions('25').map((o) => o.label)).not.toContain('重複確認中');
    const mid = selectionStatusFilterOptions('mid').map((o) => o.label);
    expect(mid).toEqual(expect.arrayContaining(['採用決定', '重複破棄済み', '重複確認中']));
  });
});

describe('event entry status', () => {
  it('labels entries in the modal and in the history', () => {
    expect([1, 2, 3, 4].map((code) => eventEntryStatusLabel(code))).toEqual([
      '予約済み',
      'キャンセル済み',
      '参加済み',
      '不参加',
    ]);
    expect(eventEntryStatusLabel('1', 'history')).toBe('予約中');
    expect(eventEntryStatusLabel('4', 'history')).toBe('不参加');
  });
});

describe('import flag', () => {
  it('gives the spec message and style of each flag', () => {
    expect(importFlagNotice(1)).toEqual({ message: '現在、一括紹介の処理中です。', style: 'info' });
    expect(importFlagNotice(2)).toEqual({ message: '一括紹介が完了しました', style: 'success' });
    expect(importFlagNotice(4)?.style).toBe('error');
    expect(importFlagNotice(5)?.message).toContain('予期せぬエラー');
  });

  it('shows nothing for no flag and for flag 3', () => {
    expect(importFlagNotice(null)).toBeNull();
    expect(importFlagNotice(0)).toBeNull();
    expect(importFlagNotice(3)).toBeNull();
  });

  it('flags failures for 4 and 5 only', () => {
    expect([1, 2, 3, 4, 5].map(importFlagHasFailures)).toEqual([false, false, false, true, true]);
  });
});

describe('labels', () => {
  it('has a Japanese label for every notification key', () => {
    for (const key of NOTIFICATION_KEYS) expect(NOTIFICATION_LABELS[key]).toMatch(/\S/);
    expect(notificationLabel('reserve', 'mid')).toBe('面接の予約');
    expect(notificationLabel('reserve', '25')).toBe('説明会・面接の予約');
  });

  it('has a tooltip and a count for every badge entry', () => {
    expect(BADGE_TOOLTIPS['jobs/search']).toBe('一括紹介の履歴があります');
    expect(BADGE_TOOLTIPS.settings).toBe('連携待ちの企業があります');
    expect(BADGE_COUNT_KEYS.chat).toBe('unreadThread');
  });
});
