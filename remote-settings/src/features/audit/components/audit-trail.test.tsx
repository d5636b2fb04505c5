import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@portal/shared/contract/audit';
import { installContractApi, ok } from '@portal/shared/test/contract-api';
import { renderSettings, spyOnToasts } from '../../../test/render-settings';
import { AuditTrail } from './audit-trail';

spyOnToasts();

const actor = { kind: 'account', accountId: 1, name: '佐藤 美咲' } as const;

const RECORDS: AuditEntry[] = [
  {
    id: 3,
    at: '2026-12-12T04:00:05.000Z',
    action: 'settings.notifications_changed',
    actor,
    targetType: 'notification_settings',
    targetId: 1,
    applicantId: null,
    candidateId: null,
    before: { message: false, chat: true },
    after: { message: 'digest', chat: false },
  },
  {
    id: 2,
    at: '2026-12-11T01:00:00.000Z',
    action: 'message.sent',
    actor,
    targetType: 'message',
    targetId: 8,
    applicantId: 5,
    candidateId: 6,
    before: null,
    after: { title: '面接のご案内', content: '<p>面接の件です。</p><p>よろしくお願いします</p>' },
  },
  {
    id: 1,
    at: '2026-12-10T01:00:00.000Z',
    action: 'referral.created',
    actor,
    targetType: 'candidate',
    targetId: 6,
    applicantId: 5,
    candidateId: 6,
    before: null,
    after: { jobId: 4, referredAt: '2026-12-12T04:00:00.000Z' },
  },
];

describe('操作履歴', () => {
  it('reads as people read it: 対象 in Japanese, Tokyo times, message text, the fields’ own words', async () => {
    installContractApi({
      'GET /settings/staff': ok([]),
      'GET /audit-records': ok({ records: RECORDS, nextCursor: null }),
    });
    renderSettings(<AuditTrail />);
    const list = await screen.findByRole('list', { name: '操作履歴の一覧' });
    const [settings, message, referral] = within(list).getAllByTestId('audit-entry');

    expect(settings).toHaveTextContent('対象：通知設定');
    expect(settings).toHaveTextContent('メッセージ受信：受け取らない → 1日1回まとめて受け取る');
    expect(settings).toHaveTextContent('チャット受信：受け取る → 受け取らない');
    expect(message).toHaveTextContent('対象：メッセージ');
    expect(message).toHaveTextContent('本文：面接の件です。 よろしくお願いします');
    expect(referral).toHaveTextContent('対象：候補者');
    expect(referral).toHaveTextContent('推薦日時：2026/12/12 13:00');

    expect(list).not.toHaveTextContent(/notification_settings|<p>|T04:00|true|false/);
  });
});
