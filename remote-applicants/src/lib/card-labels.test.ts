import { isClickable, referralPill, unreadText } from './card-labels';

const state = (over: Partial<Parameters<typeof referralPill>[0]> = {}) => ({
  specialSelectionStatus: 2,
  selectionStepName: null,
  isCandidate: true,
  isTmpCandidate: false,
  isTmpCandidateDiscarded: false,
  ...over,
});

describe('referral pills', () => {
  it('shows the selection status with its step and its colour', () => {
    expect(referralPill(state({ selectionStepName: '二次選考' }), '25')).toEqual({
      label: '選考中/二次選考',
      tone: 'green',
    });
    expect(
      referralPill(state({ specialSelectionStatus: 3, selectionStepName: '二次選考' }), '25'),
    ).toEqual({ label: '選考辞退/二次選考', tone: 'grey' });
    expect(referralPill(state({ specialSelectionStatus: 8 }), '25')).toEqual({
      label: '内定承諾',
      tone: 'red',
    });
  });

  it('says 採用決定 for an accepted offer on mid', () => {
    expect(referralPill(state({ specialSelectionStatus: 8 }), 'mid').label).toBe('採用決定');
  });

  it('shows the candidate list in amber and the duplicate checks with their tooltips', () => {
    expect(referralPill(state({ isCandidate: false }), '25')).toEqual({
      label: '候補者リスト',
      tone: 'amber',
    });
    expect(referralPill(state({ isCandidate: false, isTmpCandidate: true }), '25')).toMatchObject({
      label: '重複確認中',
      tone: 'orange',
    });
    expect(referralPill(state({ isTmpCandidateDiscarded: true }), '25').tooltip).toMatch(/無効/);
  });
});

describe('cards', () => {
  it('can be opened only for a real candidate', () => {
    expect(isClickable(state())).toBe(true);
    expect(isClickable(state({ isCandidate: false }))).toBe(false);
    expect(isClickable(state({ isTmpCandidate: true }))).toBe(false);
    expect(isClickable(state({ isTmpCandidateDiscarded: true }))).toBe(false);
  });

  it('caps the unread count at 999', () => {
    expect(unreadText(0)).toBeNull();
    expect(unreadText(12)).toBe('12');
    expect(unreadText(999)).toBe('999');
    expect(unreadText(1000)).toBe('999+');
  });
});
