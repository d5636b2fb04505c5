// 実績 against the contract fake: the stages with count, rate and median as a table, filters sent
// as the contract takes them, a number opening the referrals behind it, the comparison by staff
// for the main account, and the CSV of exactly what is shown (BOM, the shared writer).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Funnel, FunnelTrend } from '@portal/shared/contract/dashboard';
import { installContractApi, ok } from '@portal/shared/test/contract-api';
import { tokyoMonth } from '@portal/shared/tokyo-time';
import { page, referral, sato, summary } from '../../../test/fixtures';
import { renderDashboard, resetAfterTest } from '../../../test/render';
import { funnelCsv } from '../funnel-csv';
import { monthsUpTo } from '../format';

// The charts draw on a canvas, which jsdom lacks: the tables are what this test reads.
jest.mock('./funnel-chart', () => ({ __esModule: true, default: () => null }));

afterEach(resetAfterTest);
// The page is its own chunk (lazy).
jest.setTimeout(30_000);

const funnel = (over: Partial<Funnel> = {}): Funnel => ({
  from: '2026-11',
  to: '2026-11',
  countBy: 'referral',
  closed: false,
  stages: [
    {
      stage: 'referred',
      count: 10,
      rateFromPrevious: null,
      medianDays: 4,
      exits: [{ exit: 'declined', count: 2 }],
    },
    { stage: 'screening', count: 6, rateFromPrevious: 0.6, medianDays: 7, exits: [] },
    {
      stage: 'interview',
      count: 3,
      rateFromPrevious: 0.5,
      medianDays: null,
      exits: [{ exit: 'rejected', count: 1 }],
    },
    { stage: 'offer', count: 1, rateFromPrevious: 0.333, medianDays: 2, exits: [] },
    { stage: 'accepted', count: 0, rateFromPrevious: 0, medianDays: null, exits: [] },
  ],
  byStaff: [
    {
      accountId: 2,
      name: '佐藤 花子',
      stages: [
        { stage: 'referred', count: 4 },
        { stage: 'screening', count: 2 },
        { stage: 'interview', count: 1 },
        { stage: 'offer', count: 0 },
        { stage: 'accepted', count: 0 },
      ],
    },
  ],
  ...over,
});

/** The queries of every GET /dashboard/funnel asked so far. */
const funnelAsked = (api: ReturnType<typeof installContractApi>) =>
  api.requests
    .filter((request) => request.path === '/dashboard/funnel')
    .map((request) => Object.fromEntries(request.query));

const trendOf = (months: string[]): FunnelTrend => ({
  countBy: 'referral',
  months: months.map((month, i) => ({
    month,
    stages: funnel().stages.map(({ stage, count }) => ({ stage, count: count + i })),
  })),
});

function setUp(answer: Funnel = funnel(), mine = summary()) {
  return installContractApi({
    'GET /dashboard/summary': ok(mine),
    'GET /job-companies': ok([{ id: 7, name: '株式会社テスト' }]),
    'GET /jobs': ok([]),
    'GET /dashboard/funnel': ok(answer),
    'GET /dashboard/funnel/trend': ({ query }) => ok(trendOf(monthsUpTo(query.get('to') ?? '', 6))),
    'GET /dashboard/funnel/referrals': ok(
      page([{ ...referral(8), enteredAt: '2026-11-05T10:00:00+09:00' }]),
    ),
  });
}

it('shows each stage with its count, rate, median days and exits', async () => {
  const api = setUp();
  renderDashboard('/25/employment-agency/dashboard/funnel');
  const table = await screen.findByRole('table', { name: /の実績$/ }, { timeout: 8000 });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('推薦10—4日選考辞退 2');
  expect(rows[2]).toHaveTextContent('選考中660.0%7日—');
  expect(rows[4]).toHaveTextContent('内定133.3%2日—');
  // The current Tokyo month of the path's service line, per referral.
  const month = tokyoMonth(new Date());
  const shown = funnelAsked(api).find((query) => query.from === month);
  expect(shown).toEqual({ from: month, to: month, site: '25', countBy: 'referral' });
  // The trend: the six months up to it in one call with the same filters, as a table.
  const months = monthsUpTo(month, 6);
  expect(api.requests.filter((r) => r.path === '/dashboard/funnel/trend')).toHaveLength(1);
  expect(Object.fromEntries(api.last('GET /dashboard/funnel/trend')!.query)).toEqual({
    from: months[0],
    to: month,
    site: '25',
    countBy: 'referral',
  });
  const trend = await screen.findByRole('table', { name: '月別の推移' });
  const trendRows = within(trend).getAllByRole('row');
  expect(trendRows).toHaveLength(7);
  expect(trendRows[6]).toHaveTextContent(/1511865$/);
});

it('sends the filters and opens the referrals behind a number, then the candidate page', async () => {
  const api = setUp();
  const { user } = renderDashboard('/25/employment-agency/dashboard/funnel');
  await screen.findByRole('table', { name: /の実績$/ }, { timeout: 8000 });
  fireEvent.change(screen.getByLabelText('対象月'), { target: { value: '2026-09' } });
  await user.selectOptions(screen.getByLabelText('企業'), '株式会社テスト');
  await user.selectOptions(screen.getByLabelText('サービス'), '中途採用');
  await user.click(screen.getByRole('radio', { name: '候補者ごと' }));
  await waitFor(() =>
    expect(funnelAsked(api)).toContainEqual({
      from: '2026-09',
      to: '2026-09',
      companyId: '7',
      site: 'mid',
      countBy: 'applicant',
    }),
  );

  await user.click(await screen.findByRole('button', { name: '選考辞退 2件の紹介を見る' }));
  const dialog = await screen.findByRole('dialog', { name: '選考辞退の紹介' });
  expect(api.last('GET /dashboard/funnel/referrals')?.query.get('stage')).toBe('declined');
  expect(within(dialog).getByRole('link', { name: '紹介者8' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/58/jobs/68/8',
  );
});

it('compares by staff for the main account, a staff member sees only their own figures', async () => {
  const api = setUp();
  const { user, unmount } = renderDashboard('/25/employment-agency/dashboard/funnel');
  const byStaff = await screen.findByRole('region', { name: '担当者別の比較' }, { timeout: 8000 });
  await user.click(within(byStaff).getByRole('button', { name: '佐藤 花子 推薦 4件の紹介を見る' }));
  await waitFor(() =>
    expect(api.last('GET /dashboard/funnel/referrals')?.query.get('staffId')).toBe('2'),
  );
  unmount();
  resetAfterTest();

  setUp(funnel({ byStaff: null }), summary({ me: sato }));
  renderDashboard('/25/employment-agency/dashboard/funnel');
  await screen.findByRole('table', { name: /の実績$/ }, { timeout: 8000 });
  expect(screen.queryByLabelText('担当者')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '担当者別の比較' })).not.toBeInTheDocument();
});

it('writes the CSV of what is shown, with a BOM and guarded cells', () => {
  const csv = funnelCsv({
    filters: [
      ['対象月', '2026年11月'],
      ['企業', '=HYPERLINK("x")'],
    ],
    funnel: funnel(),
    trend: trendOf(['2026-10']).months,
  });
  expect(csv.startsWith('\uFEFF対象月,2026年11月\r\n')).toBe(true);
  expect(csv).toContain(`企業,"'=HYPERLINK(""x"")"\r\n`);
  expect(csv).toContain('段階,件数,前段階からの率,滞留日数（中央値）,離脱\r\n');
  expect(csv).toContain('推薦,10,,4,選考辞退 2\r\n');
  expect(csv).toContain('選考中,6,60.0%,7,\r\n');
  expect(csv).toContain('担当者,推薦,選考中,面接,内定,内定承諾\r\n佐藤 花子,4,2,1,0,0\r\n');
  expect(csv).toContain('月,推薦,選考中,面接,内定,内定承諾\r\n2026年10月,10,6,3,1,0\r\n');
});
