// Audit-trail benchmark (issue 22): seeds 100,000 audit records for the demo agency (spread over
// a year, its three staff accounts and every action) on PostgreSQL, then times through the api
// the first page of 操作履歴, a deep page (keyset cursor after 20 pages), each filter (staff,
// action, period, all three) and the CSV export of one staff member's month. Target: every page
// ≤ 50 ms (median of 20 runs). Usage: node bench/audit.mjs [records]
// (DATABASE_URL defaults to postgres://root@127.0.0.1:5432/test; a scratch database is created.)
import { AUDIT_ACTIONS } from '../shared/src/contract/audit';
import { Browser } from '../api/src/test/test-app';
import { demoTeam, runBench, withScratchApp } from './scratch-app';

const RECORDS = Number(process.argv[2] ?? 100_000);
const RUNS = 20;

async function median(run: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function main() {
  await withScratchApp(async (app, database) => {
    const pool = database.pool!;
    const team = await demoTeam(pool);
    const agencyId = team[0].agency_id;
    const seeding = performance.now();
    await pool.query(
      `insert into audit_records (agency_id, site_id, actor_kind, actor_account_id, action,
         target_type, target_id, applicant_id, candidate_id, summary, created_at)
       select $1, '25', 'account', ($2::int[])[1 + i % cardinality($2::int[])],
         ($3::text[])[1 + i % cardinality($3::text[])], 'candidate', i, i % 5000, i,
         jsonb_build_object('after', jsonb_build_object('n', i)),
         now() - make_interval(secs => i * 315)
       from generate_series(1, $4) as i`,
      [agencyId, team.map((row) => row.id), AUDIT_ACTIONS, RECORDS],
    );
    await pool.query('analyze audit_records');
    console.log(
      `seeded ${RECORDS.toLocaleString()} records in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const browser = new Browser(app);
    await browser.login('25');
    const get = async (query: string) => {
      const response = await browser.get('25', `/audit-records${query}`);
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
      return response;
    };
    let cursor = '';
    for (let page = 0; page < 20; page += 1) {
      cursor = (await get(`?cursor=${cursor}`)).json().data.nextCursor;
    }
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const staff = team[1]?.id ?? team[0].id;
    const cases: [string, string][] = [
      ['first page', ''],
      ['page 21 (keyset)', `?cursor=${cursor}`],
      ['filter: staff', `?accountId=${staff}`],
      ['filter: action', '?action=reservation.cancelled'],
      ['filter: period (a month)', `?from=${monthAgo}&to=${today}`],
      ['filter: all three', `?accountId=${staff}&action=message.sent&from=${monthAgo}&to=${today}`],
    ];
    let worst = 0;
    for (const [label, query] of cases) {
      const ms = await median(async () => void (await get(query)));
      worst = Math.max(worst, ms);
      console.log(`${label.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms (median of ${RUNS})`);
    }
    const exportStarted = performance.now();
    const csv = await browser.get(
      '25',
      `/audit-records/export?accountId=${staff}&from=${monthAgo}&to=${today}`,
    );
    console.log(
      `CSV export (staff, a month)   ${(performance.now() - exportStarted).toFixed(1).padStart(7)} ms, ${csv.rawPayload.length.toLocaleString()} bytes`,
    );
    console.log(worst <= 50 ? 'OK: every page ≤ 50 ms' : `SLOW: worst page ${worst.toFixed(1)} ms`);
  });
}

runBench(main);
