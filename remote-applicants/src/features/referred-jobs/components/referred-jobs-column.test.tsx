import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import { queryClient } from '@portal/shared/query-client';
import { installContractApi, ok } from '@portal/shared/test/contract-api';
import {
  accountSettings,
  candidateInfo,
  referredJob,
  satoHanako,
} from '../../../test/candidate-fixtures';
import { renderAt, resetAfterTest } from '../../../test/render';
import { callQuery } from '@portal/shared/call-query';
import { ReferredJobsColumn } from './referred-jobs-column';

afterEach(resetAfterTest);

const entry = (
  id: number,
  name: string,
  company: string,
  status: number,
  extra: Partial<ReferredJobEntry['candidate']> = {},
): ReferredJobEntry =>
  referredJob(
    {
      id: id * 10,
      name,
      companyName: company,
      jobCategory: '営業',
      area: id === 1 ? '大阪府' : '東京都',
    },
    { id, specialSelectionStatus: status, ...extra },
  );

const entries = [
  entry(1, '法人営業', '株式会社さくら', 2, { unreadCount: 1200, hasUnreadMessage: true }),
  entry(2, 'エンジニア', 'みらいソフト', 8),
  entry(3, '企画職', '青葉フーズ', 1, { isTmpCandidate: true }),
];

function renderColumn(accountKind: 'main' | 'sub' = 'main') {
  const api = installContractApi({
    'GET /settings/account': ok(accountSettings(accountKind)),
    'GET /applicants/{id}/candidates': ({ params }) => ok(params.id === '5' ? entries : []),
    'GET /applicants/{id}': ok(satoHanako(5)),
    'GET /candidates/{id}': ({ params }) => ok(candidateInfo({ id: Number(params.id) })),
  });
  return {
    api,
    ...renderAt(
      '/25/employment-agency/applicants/5/jobs',
      '/:siteId/employment-agency/applicants/:applicantId/*',
      <ReferredJobsColumn />,
    ),
  };
}

it('offers 重複をまとめる to the main account only (the api refuses a sub-account)', async () => {
  renderColumn('main');
  expect(await screen.findByRole('button', { name: '重複をまとめる' })).toBeVisible();
  resetAfterTest();
  document.body.innerHTML = '';
  renderColumn('sub');
  expect(await screen.findByText('佐藤 花子 さん')).toBeVisible();
  // The account kind is read before deciding: still no button once it is known.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { name: '重複をまとめる' })).toBeNull();
  expect(screen.getByRole('link', { name: '候補者情報を編集' })).toBeVisible();
});

it('opens candidates but not duplicate checks, with the unread cap', async () => {
  renderColumn();
  const list = await screen.findByRole('list', { name: '紹介済み求人' });
  expect(within(list).getByRole('link', { name: /法人営業/ })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/5/jobs/10/1',
  );
  expect(within(list).queryByRole('link', { name: /企画職/ })).not.toBeInTheDocument();
  expect(within(list).getByText('重複確認中')).toBeInTheDocument();
  expect(within(list).getByText('999+')).toBeInTheDocument();
});

it('leads to 候補者情報更新 of the applicant', async () => {
  renderColumn();
  expect(await screen.findByText('佐藤 花子 さん')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '候補者情報を編集' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/edit/5',
  );
  expect(screen.getByRole('link', { name: '履歴を見る' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/5/history',
  );
});

it('searches job and company names, and really filters by status and conditions', async () => {
  const { user } = renderColumn();
  await screen.findByRole('list', { name: '紹介済み求人' });
  await user.type(screen.getByRole('searchbox', { name: '求人名・企業名で検索' }), 'みらい');
  expect(screen.getByText('エンジニア')).toBeInTheDocument();
  expect(screen.queryByText('法人営業')).not.toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: '求人名・企業名で検索' }));

  // One filter icon, named, as in 公開求人一覧: no text buttons 検索条件 / 絞り込み.
  expect(screen.queryByRole('button', { name: '検索条件' })).toBeNull();
  expect(screen.queryByRole('button', { name: '絞り込み' })).toBeNull();
  const icon = screen.getByRole('button', { name: '検索条件・絞り込み' });
  expect(icon).toHaveTextContent('');
  expect(icon).toHaveAttribute('aria-pressed', 'false');
  await user.click(icon);
  const dialog = screen.getByRole('dialog', { name: '検索条件・絞り込み' });
  await user.click(within(dialog).getByRole('checkbox', { name: '内定承諾' }));
  await user.click(within(dialog).getByRole('button', { name: '検索' }));
  expect(screen.getByText('エンジニア')).toBeInTheDocument();
  expect(screen.queryByText('法人営業')).not.toBeInTheDocument();
  expect(icon).toHaveAttribute('aria-pressed', 'true');
  await user.click(icon);
  await user.click(screen.getByRole('checkbox', { name: '内定承諾' }));
  await user.type(screen.getByLabelText('エリア'), '大阪');
  await user.click(screen.getByRole('button', { name: '検索' }));
  expect(screen.getByText('法人営業')).toBeInTheDocument();
  expect(screen.queryByText('エンジニア')).not.toBeInTheDocument();
});

it('loads the candidate a card opens once, when it is pointed at or focused', async () => {
  const { api, user } = renderColumn();
  const list = await screen.findByRole('list', { name: '紹介済み求人' });
  const candidateCalls = (id: number) =>
    api.calls().filter((call) => call === `GET /candidates/${id}`).length;
  const card = within(list).getByRole('link', { name: /法人営業/ });
  expect(candidateCalls(1)).toBe(0);

  await user.hover(card);
  await waitFor(() => expect(candidateCalls(1)).toBe(1));
  // What the candidate page reads: the same cache entry.
  const read = callQuery('/candidates/{id}', { params: { id: 1 } });
  expect(queryClient.getQueryData(read.queryKey)?.id).toBe(1);
  await user.unhover(card);
  await user.hover(card);
  fireEvent.focus(card);

  fireEvent.focus(within(list).getByRole('link', { name: /エンジニア/ }));
  await waitFor(() => expect(candidateCalls(2)).toBe(1));
  expect(candidateCalls(1)).toBe(1);
  // A duplicate check opens nothing, so nothing is loaded for it.
  expect(candidateCalls(3)).toBe(0);
});
