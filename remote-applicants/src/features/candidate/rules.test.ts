import type {
  CandidateEventHistoryItem,
  CandidateFormField,
} from '@portal/shared/contract/candidates';
import { historyItem } from '../../test/candidate-fixtures';
import { displayAnswers } from './answers';
import { checkEsFiles, nextSelectionEvent } from './schedule-rules';

const field = (
  answerKey: string,
  answerValue: unknown,
  label = answerKey,
  answerType: number | null = 1,
): CandidateFormField => ({
  answerKey,
  label,
  answerType,
  answerValue,
});

describe('referral answers', () => {
  it('merges the postal code, the final education and suffixes 希望年収 with 万円', () => {
    const shown = displayAnswers([
      field('currentPostalFirst', '100', '郵便番号'),
      field('currentPostalLast', '0005', '郵便番号'),
      field('finalEducationTermStart', '2022-04', '最終学歴'),
      field('finalEducationTermEnd', '2026-03', '最終学歴'),
      field('finalEducationStatus', '卒業見込み', '最終学歴'),
      field('desiredSalary', '450', '希望年収'),
    ]);
    expect(shown.map((a) => [a.label, a.value])).toEqual([
      ['郵便番号', { kind: 'text', text: '100-0005' }],
      ['最終学歴', { kind: 'text', text: '2022-04 ~ 2026-03 卒業見込み' }],
      ['希望年収', { kind: 'text', text: '450万円' }],
    ]);
  });

  it('keeps file answers as downloadable files and lists as text', () => {
    const shown = displayAnswers([
      field('file', [{ fileId: 7, fileViewName: '履歴書.pdf' }], '履歴書', 6),
      field('hobbies', ['読書', '登山'], '趣味', 3),
    ]);
    expect(shown[0].value).toEqual({
      kind: 'files',
      files: [{ fileId: 7, fileViewName: '履歴書.pdf' }],
    });
    expect(shown[1].value).toEqual({ kind: 'text', text: '読書、登山' });
  });
});

const item = (id: number, status: string, publishStart: string): CandidateEventHistoryItem =>
  historyItem({
    id,
    eventInfoId: id,
    eventTitle: `event ${id}`,
    status,
    publishStart,
    publishEnd: publishStart,
  });

describe('next selection event', () => {
  it('is the reserved item with the nearest future start', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const history = [
      item(1, '1', '2026-12-20T01:00:00Z'),
      item(2, '3', '2026-12-05T01:00:00Z'),
      item(3, '1', '2026-11-20T01:00:00Z'),
      item(4, '1', '2026-12-10T01:00:00Z'),
    ];
    expect(nextSelectionEvent(history, now)?.id).toBe(4);
    expect(nextSelectionEvent([item(3, '1', '2026-11-20T01:00:00Z')], now)).toBeNull();
  });
});

describe('ES files', () => {
  it('names the files already uploaded and the ones of another type', () => {
    const check = checkEsFiles(
      [{ name: 'ES.pdf' }, { name: 'photo.png' }, { name: 'new.DOCX' }],
      [{ id: 1, fileViewName: 'ES.pdf' }],
    );
    expect(check).toEqual({ duplicates: ['ES.pdf'], wrongType: ['photo.png'] });
  });
});
