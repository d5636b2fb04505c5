// やること against the contract fake: grouped by bucket, filtered by owner and company, a task
// completed with the keyboard keeps focus in the list and comes back with 元に戻す, a task made by
// hand is sent as the contract takes it, the unplanned referrals open the candidate page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installContractApi, invalid, ok } from '@portal/shared/test/contract-api';
import { me, page, referral, summary, task, taskList } from '../../../test/fixtures';
import { renderDashboard, resetAfterTest } from '../../../test/render';

afterEach(resetAfterTest);
jest.setTimeout(20_000);

const TASKS = [
  task(1, { title: '前日フォロー', bucket: 'overdue', kind: 'interview_follow_up' }),
  task(2, { title: '書類の確認', bucket: 'today' }),
  task(3, { title: '面談の調整', bucket: 'thisWeek' }),
  task(4, { title: '内定承諾の意思確認', bucket: 'later', kind: 'offer_confirmation' }),
];

/** The applicant list with 鈴木 一郎 (id 31) alone, with `referralCount` referrals. */
const oneApplicant = (referralCount: number) => ({
  items: [
    {
      id: 31,
      fullNameKanji: '鈴木 一郎',
      fullNameKana: 'スズキ イチロウ',
      email: 's@example.com',
      phone: '090-0000-0000',
      directMessageFlag: false,
      hasUnreadMessage: false,
      unreadCount: 0,
      referralCount,
      latestReferrals: [],
    },
  ],
  total: 1,
  nextCursor: null,
});

function setUp() {
  let open = [...TASKS];
  const api = installContractApi({
    'GET /dashboard/summary': ok(summary()),
    'GET /job-companies': ok([{ id: 7, name: '株式会社テスト' }]),
    'GET /dashboard/tasks': () => ok(taskList(open)),
    'PATCH /dashboard/tasks/{id}': ({ params, body }) => {
      const id = Number(params.id);
      const done = (body as { done: boolean }).done;
      open = done
        ? open.filter((t) => t.id !== id)
        : TASKS.filter((t) => t.id === id || open.includes(t));
      return ok({ ...TASKS.find((t) => t.id === id)!, done });
    },
    'GET /dashboard/unplanned': ok(page([referral(5)])),
  });
  return api;
}

it('groups the tasks 期限切れ / 今日 / 今週 / それ以降 and asks for mine by default', async () => {
  const api = setUp();
  renderDashboard('/25/employment-agency/dashboard/tasks');
  const overdue = await screen.findByRole('region', { name: '期限切れ（1件）' }, { timeout: 5000 });
  expect(within(overdue).getByText('前日フォロー')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '今日（1件）' })).toHaveTextContent('書類の確認');
  expect(screen.getByRole('region', { name: '今週（1件）' })).toHaveTextContent('面談の調整');
  expect(screen.getByRole('region', { name: 'それ以降（1件）' })).toHaveTextContent(
    '内定承諾の意思確認',
  );
  expect(api.last('GET /dashboard/tasks')?.query.get('owner')).toBe('me');
  // The candidate opens the candidate page.
  expect(within(overdue).getByRole('link', { name: '候補者1' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/11/jobs/201/101',
  );
});

it('filters by owner and by company', async () => {
  const api = setUp();
  const { user } = renderDashboard('/25/employment-agency/dashboard/tasks');
  await screen.findByText('前日フォロー');
  await user.selectOptions(screen.getByLabelText('担当者'), '佐藤 花子');
  await waitFor(() => expect(api.last('GET /dashboard/tasks')?.query.get('owner')).toBe('2'));
  await user.selectOptions(screen.getByLabelText('企業'), '株式会社テスト');
  await waitFor(() => expect(api.last('GET /dashboard/tasks')?.query.get('companyId')).toBe('7'));
});

it('completes a task with the keyboard, keeps focus in the list and undoes from the toast', async () => {
  const api = setUp();
  const { user } = renderDashboard('/25/employment-agency/dashboard/tasks');
  const first = await screen.findByRole('checkbox', { name: '「前日フォロー」を完了にする' });
  first.focus();
  await user.keyboard(' ');
  // Focus moves to the next task at once.
  expect(screen.getByRole('checkbox', { name: '「書類の確認」を完了にする' })).toHaveFocus();
  expect(screen.queryByText('前日フォロー')).not.toBeInTheDocument();
  expect(api.last('PATCH /dashboard/tasks/{id}')?.body).toEqual({ done: true });
  expect(await screen.findByText('「前日フォロー」を完了にしました')).toBeInTheDocument();

  // sonner's toast takes pointer capture, which jsdom lacks: a plain click.
  fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
  expect(await screen.findByText('「前日フォロー」を未完了に戻しました')).toBeInTheDocument();
  expect(api.last('PATCH /dashboard/tasks/{id}')?.body).toEqual({ done: false });
  expect(await screen.findByText('前日フォロー')).toBeInTheDocument();
});

it('completes the last task with a click and puts focus on the list', async () => {
  installContractApi({
    'GET /dashboard/summary': ok(summary()),
    'GET /job-companies': ok([]),
    'GET /dashboard/tasks': ok(taskList([task(9, { title: '最後のやること', bucket: 'today' })])),
    'PATCH /dashboard/tasks/{id}': ok(task(9, { done: true })),
  });
  const { user } = renderDashboard('/25/employment-agency/dashboard/tasks');
  await user.click(await screen.findByRole('checkbox', { name: '「最後のやること」を完了にする' }));
  expect(screen.getByRole('group', { name: 'やること' })).toHaveFocus();
});

it('creates a task by hand for an applicant and one of their referrals, due in Tokyo time', async () => {
  const api = setUp();
  api.on('GET /applicants', ok(oneApplicant(1)));
  api.on(
    'GET /applicants/{id}/candidates',
    ok([
      {
        job: {
          id: 41,
          name: '営業職',
          companyName: '株式会社テスト',
          jobCategory: '営業',
          area: '東京',
        },
        candidate: {
          id: 51,
          specialSelectionStatus: 0,
          selectionStepName: '書類選考',
          isCandidate: true,
          isTmpCandidate: false,
          isTmpCandidateDiscarded: false,
          hasUnreadMessage: false,
          unreadCount: 0,
        },
      },
    ]),
  );
  api.on('POST /dashboard/tasks', ({ body }) =>
    ok({ ...task(60), ...(body as object), candidateId: 51 } as never, 201),
  );
  const { user } = renderDashboard('/25/employment-agency/dashboard/tasks');
  await user.click(await screen.findByRole('button', { name: 'やることを追加' }));
  const dialog = await screen.findByRole('dialog', { name: 'やることを追加' });
  // Nothing chosen: the form says what is missing and sends nothing.
  await user.click(within(dialog).getByRole('button', { name: '追加する' }));
  expect(await within(dialog).findByText('候補者を選択してください。')).toBeInTheDocument();
  expect(api.calls()).not.toContain('POST /dashboard/tasks');

  await user.type(within(dialog).getByRole('searchbox', { name: '候補者を検索' }), '鈴木');
  await within(dialog).findByRole('option', { name: '鈴木 一郎（スズキ イチロウ）' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^候補者(?!を)/ }), '31');
  await within(dialog).findByRole('option', { name: '株式会社テスト / 営業職（書類選考）' });
  await user.selectOptions(within(dialog).getByLabelText(/紹介/), '51');
  await user.type(within(dialog).getByLabelText(/タイトル/), '推薦状の送付');
  const date = within(dialog).getByLabelText(/期限日/);
  await user.clear(date);
  await user.type(date, '2026-12-01');
  const time = within(dialog).getByLabelText('期限時刻（日本時間）');
  await user.clear(time);
  await user.type(time, '09:30');
  await user.type(within(dialog).getByLabelText(/メモ/), '午前中に');
  await user.click(within(dialog).getByRole('button', { name: '追加する' }));

  await waitFor(() =>
    expect(api.last('POST /dashboard/tasks')?.body).toMatchObject({
      applicantId: 31,
      candidateId: 51,
      title: '推薦状の送付',
      dueAt: '2026-12-01T09:30',
      ownerAccountId: me.accountId,
      note: '午前中に',
    }),
  );
  expect(await screen.findByText('やることを追加しました')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}, 20_000);

it("shows the server's reason beside its field when the task is refused", async () => {
  const api = setUp();
  api.on('GET /applicants', ok(oneApplicant(0)));
  api.on('GET /applicants/{id}/candidates', ok([]));
  api.on('POST /dashboard/tasks', invalid('title', 'タイトルは100文字以内で入力してください。'));
  const { user } = renderDashboard('/25/employment-agency/dashboard/tasks');
  await user.click(await screen.findByRole('button', { name: 'やることを追加' }));
  const dialog = await screen.findByRole('dialog', { name: 'やることを追加' });
  await within(dialog).findByRole('option', { name: '鈴木 一郎（スズキ イチロウ）' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^候補者(?!を)/ }), '31');
  await user.type(within(dialog).getByLabelText(/タイトル/), '確認');
  await user.click(within(dialog).getByRole('button', { name: '追加する' }));
  expect(
    await within(dialog).findByText('タイトルは100文字以内で入力してください。'),
  ).toBeInTheDocument();
});

it('counts the referrals without a next action and lists them on demand', async () => {
  setUp();
  const { user } = renderDashboard('/25/employment-agency/dashboard/tasks');
  expect(
    await screen.findByText(/次のアクションも最終結果もない進行中の紹介が 2件 あります/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '一覧を見る' }));
  const list = await screen.findByRole('list', { name: '次のアクションが未定の紹介' });
  expect(within(list).getByRole('link', { name: '紹介者5' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/55/jobs/65/5',
  );
});
