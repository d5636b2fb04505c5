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
});
