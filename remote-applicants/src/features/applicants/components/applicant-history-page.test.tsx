// The applicant's 履歴 (issue 22): newest first, who (the staff member's name), the action in
// Japanese, when (Tokyo, to the second) and what changed; さらに表示 loads the next page.
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@portal/shared/contract/audit';
import { failure, installContractApi, ok } from '@portal/shared/test/contract-api';
import { renderAt, resetAfterTest } from '../../../test/render';
import { ApplicantHistoryPage } from './applicant-history-page';

afterEach(resetAfterTest);

const APPLICANT = {
  id: 5,
  seiKanji: '山田',
  meiKanji: '太郎',
  seiKana: 'ヤマダ',
  meiKana: 'タロウ',
  email: 'yamada@example.com',
  phone: '090-1111-2222',
  directMessageFlag: false,
  fullNameKanji: '山田 太郎',
  fullNameKana: 'ヤマダ タロウ',
};

const entry = (id: number, over: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-20T01:02:03.000Z',
  action: 'applicant.updated',
  actor: { kind: 'account', accountId: 2, name: '佐藤 花子' },
  targetType: 'applicant',
  targetId: 5,
  applicantId: 5,
  candidateId: null,
  before: null,
  after: null,
  ...over,
});

function renderPage() {
  const api = installContractApi({
    'GET /applicants/{id}': ({ params }) => (params.id === '5' ? ok(APPLICANT) : failure(404)),
    'GET /applicants/{id}/history': ({ params, query }) =>
      params.id !== '5'
        ? failure(404)
        : query.get('cursor') === 'next'
          ? ok({
              records: [entry(1, { action: 'applicant.created', at: '2026-11-19T00:00:00.000Z' })],
              nextCursor: null,
            })
          : ok({
              records: [
                entry(3, {
                  action: 'reservation.made',
                  actor: { kind: 'account', accountId: 3, name: '鈴木 一郎' },
                  targetType: 'event_entry',
                  candidateId: 9,
                  after: { eventTitle: '会社説明会' },
                }),
                entry(2, { before: { phone: '090-0000-0000' }, after: { phone: '090-1111-2222' } }),
              ],
              nextCursor: 'next',
            }),
  });
  return {
    api,
    ...renderAt(
      '/25/employment-agency/applicants/5/history',
      '/:siteId/employment-agency/applicants/:applicantId/history',
      <ApplicantHistoryPage />,
    ),
  };
}

it('lists the applicant’s records newest first: who, what, when and what changed', async () => {
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: '山田 太郎 さんの履歴' }),
  ).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: '操作の履歴' });
  const [first, second] = within(list).getAllByTestId('audit-entry');
  expect(first).toHaveTextContent('説明会・面接の予約');
  expect(first).toHaveTextContent('操作者：鈴木 一郎');
  expect(first).toHaveTextContent('2026/11/20 10:02:03');
  expect(second).toHaveTextContent('求職者情報の編集');
  expect(second).toHaveTextContent('操作者：佐藤 花子');
  expect(second).toHaveTextContent('090-0000-0000 → 090-1111-2222');
});

it('loads the next page with さらに表示', async () => {
  const { api, user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'さらに表示' }));
  expect(await screen.findByText('求職者登録')).toBeInTheDocument();
  expect(screen.getAllByTestId('audit-entry')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'さらに表示' })).not.toBeInTheDocument();
  expect(api.last('GET /applicants/{id}/history')?.query.get('cursor')).toBe('next');
});
