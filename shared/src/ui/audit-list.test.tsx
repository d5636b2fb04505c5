import { screen } from '@testing-library/react';
import { auditEntry, type AuditEntry } from '../contract/audit';
import { renderWithTheme } from '../test/render';
import { AuditList } from './audit-list';

const TEXTS = {
  empty: '履歴はありません',
  more: 'さらに表示',
  by: (name: string) => `操作者：${name}`,
};

const entry: AuditEntry = auditEntry.parse({
  id: 1,
  at: '2026-11-25T01:02:03.000Z',
  action: 'applicant.updated',
  actor: { kind: 'account', accountId: 3, name: '田中 翔太' },
  targetType: 'applicant',
  targetId: 9,
  applicantId: 9,
  candidateId: null,
  before: { phone: '090-1111-2222', q_custom: 'あ' },
  after: { phone: '090-3333-4444', q_custom: 'い' },
});

describe('AuditList', () => {
  it('names each changed field in Japanese (a company form key as it is), before → after, Tokyo time', () => {
    renderWithTheme(
      <AuditList entries={[entry]} texts={TEXTS} hasMore={false} onMore={() => {}} label="履歴" />,
    );
    const phone = screen.getByText('電話番号').closest('li')!;
    expect(phone).toHaveTextContent('電話番号：090-1111-2222 → 090-3333-4444');
    expect(screen.queryByText('phone')).not.toBeInTheDocument();
    expect(screen.getByText('q_custom')).toBeInTheDocument();
    expect(screen.getByText(/2026\/11\/25 10:02:03/)).toBeInTheDocument();
    expect(screen.getByText(/田中 翔太/)).toBeInTheDocument();
  });

  it('reads values as people read them and names the target in Japanese when asked', () => {
    const changed = auditEntry.parse({
      ...entry,
      id: 2,
      action: 'settings.notifications_changed',
      targetType: 'notification_settings',
      before: { message: false, referredAt: '2026-12-12T04:00:00.000Z' },
      after: {
        message: 'digest',
        referredAt: '2026-12-13T04:00:00.000Z',
        content: '<p>面接の件</p>',
      },
    });
    renderWithTheme(
      <AuditList
        entries={[changed]}
        texts={{ ...TEXTS, target: (label) => `対象：${label}` }}
        hasMore={false}
        onMore={() => {}}
        label="履歴"
      />,
    );
    expect(screen.getByText('対象：通知設定')).toBeInTheDocument();
    expect(screen.getByText('メッセージ受信').closest('li')).toHaveTextContent(
      'メッセージ受信：受け取らない → 1日1回まとめて受け取る',
    );
    expect(screen.getByText('推薦日時').closest('li')).toHaveTextContent(
      '推薦日時：2026/12/12 13:00 → 2026/12/13 13:00',
    );
    expect(screen.getByText('面接の件')).toBeInTheDocument();
    expect(screen.queryByText(/notification_settings|<p>|T04:00/)).not.toBeInTheDocument();
  });
});
