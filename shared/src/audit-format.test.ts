import { auditActorText, auditChanges, auditSummaryText, formatAuditValue } from './audit-format';
import { auditTargetLabel } from './contract/audit';

describe('formatAuditValue', () => {
  it('shows times in Tokyo, alone or inside a text', () => {
    expect(formatAuditValue('2026-12-12T04:00:00.000Z', 'referredAt')).toBe('2026/12/12 13:00');
    expect(formatAuditValue('2026-12-12', 'startAt')).toBe('2026/12/12');
    expect(
      formatAuditValue(
        '2026-12-12T01:00:00.000Z〜2026-12-12T02:00:00Z, 2026-12-13 10:00〜',
        'dates',
      ),
    ).toBe('2026/12/12 10:00〜2026/12/12 11:00, 2026/12/13 10:00〜');
  });

  it('shows a message body as text, a body the trail cut short too', () => {
    expect(
      formatAuditValue('<p>面接の件です。</p><p>よろしく<br>お願いします</p>', 'content'),
    ).toBe('面接の件です。 よろしく お願いします');
    expect(formatAuditValue('<p>A &amp; B</p><p>続きは長…', 'content')).toBe('A & B 続きは長…');
    expect(formatAuditValue('<p>途中</p><str…', 'content')).toBe('途中 …');
    // Plain text with angle brackets is text, not markup.
    expect(formatAuditValue('a < b', 'memo')).toBe('a < b');
  });

  it("uses a field's own words for yes/no and codes, else あり / なし", () => {
    expect(formatAuditValue(true, 'message')).toBe('受け取る');
    expect(formatAuditValue(false, 'message')).toBe('受け取らない');
    expect(formatAuditValue('digest', 'chat')).toBe('1日1回まとめて受け取る');
    expect(formatAuditValue('off', 'chat')).toBe('受け取らない');
    expect(formatAuditValue(true, 'directMessageFlag')).toBe('不可');
    expect(formatAuditValue(false, 'directMessageFlag')).toBe('可');
    expect(formatAuditValue(true, 'isTmpCandidate')).toBe('あり');
    expect(formatAuditValue(false, 'isTmpCandidate')).toBe('なし');
    expect(formatAuditValue(2, 'status', 'event_entry')).toBe('キャンセル済み');
    expect(formatAuditValue('MATCHED', 'status', 'company')).toBe('連携済み');
    expect(formatAuditValue(7, 'specialSelectionStatus', 'candidate')).toBe('内定');
    // The same key on another target, or an unknown code: as it is.
    expect(formatAuditValue(2, 'status', 'candidate')).toBe('2');
    expect(formatAuditValue(99, 'status', 'event_entry')).toBe('99');
  });

  it('shows empty values as （なし） and other values as they are', () => {
    expect(formatAuditValue(null, 'phone')).toBe('（なし）');
    expect(formatAuditValue('', 'phone')).toBe('（なし）');
    expect(formatAuditValue(undefined, 'phone')).toBe('（なし）');
    expect(formatAuditValue('090-1111-2222', 'phone')).toBe('090-1111-2222');
    expect(formatAuditValue(12, 'jobId')).toBe('12');
  });
});

describe('one reading for the screen and the CSV', () => {
  const entry = {
    targetType: 'notification_settings',
    before: { message: false, chat: true },
    after: { message: 'digest', chat: false },
  };

  it('lists each change with its label and values', () => {
    expect(auditChanges(entry)).toEqual([
      {
        key: 'message',
        label: 'メッセージ受信',
        before: '受け取らない',
        after: '1日1回まとめて受け取る',
      },
      { key: 'chat', label: 'チャット受信', before: '受け取る', after: '受け取らない' },
    ]);
    expect(auditChanges({ targetType: 'applicant', before: null, after: { phone: null } })).toEqual(
      [{ key: 'phone', label: '電話番号', after: '（なし）' }],
    );
  });

  it('writes a summary in one line', () => {
    expect(auditSummaryText(entry.after, entry.targetType)).toBe(
      'メッセージ受信: 1日1回まとめて受け取る / チャット受信: 受け取らない',
    );
    expect(auditSummaryText(null, 'applicant')).toBe('');
  });

  it('names the target in Japanese; an unknown one as it is', () => {
    expect(auditTargetLabel('notification_settings')).toBe('通知設定');
    expect(auditTargetLabel('candidate')).toBe('候補者');
    expect(auditTargetLabel('something_new')).toBe('something_new');
  });
});

describe('auditActorText', () => {
  it('names the API token (API連携) a write came through beside the staff member', () => {
    expect(auditActorText({ name: '田中 翔太', apiToken: 'PORTERS連携' })).toBe(
      '田中 翔太（API連携: PORTERS連携）',
    );
    expect(auditActorText({ name: '田中 翔太', apiToken: null })).toBe('田中 翔太');
    expect(auditActorText({ name: '運営' })).toBe('運営');
  });

  it('reads the token fields in words', () => {
    expect(formatAuditValue('read', 'scope', 'api_token')).toBe('読み取り専用');
    expect(formatAuditValue('write', 'scope', 'api_token')).toBe('読み書き');
    expect(formatAuditValue(true, 'subAccountsMayCreate', 'agency')).toBe('許可する');
  });
});
