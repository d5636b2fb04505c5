// 実績: the selection funnel 推薦 → 選考中 → 面接 → 内定 → 内定承諾 of a Tokyo month, with the exits,
// each stage's count, rate from the previous stage and median days; filtered by company, job,
// staff member (the main account; a staff member sees their own figures), service line and
// counted per referral or per applicant. Every number opens the referrals behind it (a list, then
// the candidate page). The figures are tables (what screen readers read); a bar chart of the
// funnel and a line chart of the last six months draw them (uPlot, this page's chunk only). The
// CSV holds exactly what the page shows.
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useMatchedCompanies } from '@portal/shared/frame-queries';
import { callQuery } from '@portal/shared/call-query';
import type {
  Funnel,
  FunnelExit,
  FunnelStage,
  FunnelTrend,
} from '@portal/shared/contract/dashboard';
import { FUNNEL_EXIT_LABELS, FUNNEL_STAGE_LABELS } from '@portal/shared/dashboard-messages';
import { downloadFile } from '@portal/shared/download';
import { SITE_IDS, serviceLineLabel, type SiteId } from '@portal/shared/site';
import { tokyoMonth } from '@portal/shared/tokyo-time';
import { Button } from '@portal/shared/ui/button';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { Field, Radio, Select, TextInput } from '@portal/shared/ui/field';
import { Cluster, Stack, mutedText } from '@portal/shared/ui/layout';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { Modal } from '@portal/shared/ui/modal';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { IdSelect } from '../../../components/id-select';
import { ReferralList } from '../../referrals/components/referral-list';
import {
  useCompanyJobs,
  useFunnel,
  useFunnelReferrals,
  useFunnelTrend,
  type FunnelFilters,
} from '../api/funnel';
import { funnelCsv } from '../funnel-csv';
import { formatRate, monthLabel, monthsUpTo } from '../format';

const FunnelChart = lazy(() => import('./funnel-chart'));

const TREND_MONTHS = 6;
/** The stages in order, from the labels (a value import of the contract would load zod here). */
const FUNNEL_STAGES = Object.keys(FUNNEL_STAGE_LABELS) as FunnelStage[];
const STAGE_COLORS: Record<FunnelStage, string> = {
  referred: '#1f3a5f',
  screening: '#2f6690',
  interview: '#13847a',
  offer: '#b7791f',
  accepted: '#8e3b8a',
};

type Cell = { what: string; stage: FunnelStage | FunnelExit; filters: FunnelFilters };

export function FunnelPage() {
  useDocumentTitle(`${messages.funnelTitle} | ${messages.title}`);
  const siteId = useSiteId();
  const [filters, setFilters] = useState<FunnelFilters>(() => ({
    month: tokyoMonth(new Date()),
    site: siteId,
    countBy: 'referral',
  }));
  const [cell, setCell] = useState<Cell | null>(null);
  const summary = useQuery(callQuery('/dashboard/summary'));
  const funnel = useFunnel(filters);
  const months = useMemo(() => monthsUpTo(filters.month, TREND_MONTHS), [filters.month]);
  const trendQuery = useFunnelTrend(filters, months);
  const trend = trendQuery.data?.months ?? [];
  const isMain = summary.data?.me.kind === 'main';
  const { companies } = useMatchedCompanies();
  const jobs = useCompanyJobs(filters.companyId);

  const set = (change: Partial<FunnelFilters>) =>
    setFilters((current) => ({ ...current, ...change }));
  const open = (
    what: string,
    stage: FunnelStage | FunnelExit,
    extra: Partial<FunnelFilters> = {},
  ) => setCell({ what, stage, filters: { ...filters, ...extra } });

  const shownFilters: [string, string][] = [
    [messages.month, monthLabel(filters.month)],
    [
      messages.company,
      companies.find((c) => c.id === filters.companyId)?.name ?? messages.companyAll,
    ],
    [messages.job, jobs.data?.find((j) => j.id === filters.jobId)?.jobName ?? messages.jobAll],
    [
      messages.staff,
      isMain
        ? (summary.data?.staff.find((s) => s.accountId === filters.staffId)?.name ??
          messages.staffAll)
        : (summary.data?.me.name ?? ''),
    ],
    [
      messages.serviceLine,
      filters.site === 'all' || !filters.site
        ? messages.serviceAll
        : serviceLineLabel(filters.site),
    ],
    [
      messages.countBy,
      filters.countBy === 'applicant' ? messages.perApplicant : messages.perReferral,
    ],
  ];

  const exportCsv = () => {
    if (!funnel.data) return;
    const csv = funnelCsv({ filters: shownFilters, funnel: funnel.data, trend });
    const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
    void downloadFile(Promise.resolve({ ok: true, data: blob }), messages.csvName(filters.month));
  };

  return (
    <Stack $gap="lg">
      <Stack $gap="xs">
        <h2>{messages.funnelTitle}</h2>
        <Muted>{messages.funnelLead}</Muted>
      </Stack>
      <Filters
        filters={filters}
        set={set}
        isMain={isMain}
        staff={summary.data?.staff ?? []}
        companies={companies}
        jobs={(jobs.data ?? []).map((job) => ({ id: job.id, name: job.jobName }))}
      />
      {funnel.isPending ? (
        <LoadingText>{messages.funnelLoading}</LoadingText>
      ) : funnel.isError ? (
        <ErrorWithRetry message={messages.funnelError} onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <Cluster $gap="md" $align="center" $justify="space-between">
            <Muted>{funnel.data.closed ? messages.closedPeriod : messages.openPeriod}</Muted>
            <Button variant="secondary" onClick={exportCsv}>
              {messages.csv}
            </Button>
          </Cluster>
          <StagesTable funnel={funnel.data} month={filters.month} onOpen={open} />
          <section aria-labelledby="funnel-chart-title">
            <h3 id="funnel-chart-title">{messages.chartTitle}</h3>
            <Muted>{messages.chartNote}</Muted>
            <Suspense fallback={null}>
              <FunnelChart
                kind="bars"
                categories={funnel.data.stages.map((s) => FUNNEL_STAGE_LABELS[s.stage])}
                series={[
                  {
                    label: messages.count,
                    values: funnel.data.stages.map((s) => s.count),
                    color: STAGE_COLORS.referred,
                  },
                ]}
              />
            </Suspense>
          </section>
          {funnel.data.byStaff ? <ByStaffTable funnel={funnel.data} onOpen={open} /> : null}
        </>
      )}
      <TrendSection months={months} trend={trend} pending={trendQuery.isPending} />
      {cell ? <ReferralsModal cell={cell} onClose={() => setCell(null)} /> : null}
    </Stack>
  );
}

function Filters({
  filters,
  set,
  isMain,
  staff,
  companies,
  jobs,
}: {
  filters: FunnelFilters;
  set: (change: Partial<FunnelFilters>) => void;
  isMain: boolean;
  staff: readonly { accountId: number; name: string }[];
  companies: readonly { id: number; name: string }[];
  jobs: readonly { id: number; name: string }[];
}) {
  const ids = { month: useId(), company: useId(), job: useId(), staff: useId(), site: useId() };
  return (
    <FilterBox aria-label={messages.filters}>
      <Field label={messages.month} htmlFor={ids.month}>
        <MonthInput
          id={ids.month}
          type="month"
          value={filters.month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) set({ month: event.target.value });
          }}
        />
      </Field>
      <IdSelect
        id={ids.company}
        label={messages.company}
        allLabel={messages.companyAll}
        value={filters.companyId}
        items={companies}
        onChange={(companyId) => set({ companyId, jobId: undefined })}
      />
      <IdSelect
        id={ids.job}
        label={messages.job}
        allLabel={messages.jobAll}
        value={filters.jobId}
        items={jobs}
        disabled={filters.companyId === undefined}
        onChange={(jobId) => set({ jobId })}
      />
      {isMain ? (
        <IdSelect
          id={ids.staff}
          label={messages.staff}
          allLabel={messages.staffAll}
          value={filters.staffId}
          items={staff.map((member) => ({ id: member.accountId, name: member.name }))}
          onChange={(staffId) => set({ staffId })}
        />
      ) : null}
      <Field label={messages.serviceLine} htmlFor={ids.site}>
        <Select
          id={ids.site}
          value={filters.site ?? 'all'}
          onChange={(event) => set({ site: event.target.value as SiteId | 'all' })}
        >
          <option value="all">{messages.serviceAll}</option>
          {SITE_IDS.map((id) => (
            <option key={id} value={id}>
              {serviceLineLabel(id)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={messages.countBy}>
        <Cluster $gap="md" role="radiogroup" aria-label={messages.countBy}>
          <Radio
            name="countBy"
            label={messages.perReferral}
            checked={filters.countBy !== 'applicant'}
            onChange={() => set({ countBy: 'referral' })}
          />
          <Radio
            name="countBy"
            label={messages.perApplicant}
            checked={filters.countBy === 'applicant'}
            onChange={() => set({ countBy: 'applicant' })}
          />
        </Cluster>
      </Field>
    </FilterBox>
  );
}

/** A number that opens the referrals behind it (0 opens nothing). */
function Count({ count, what, onOpen }: { count: number; what: string; onOpen: () => void }) {
  if (count === 0) return <>0</>;
  return (
    <NumberButton type="button" aria-label={messages.openCell(what, count)} onClick={onOpen}>
      {count}
    </NumberButton>
  );
}

function StagesTable({
  funnel,
  month,
  onOpen,
}: {
  funnel: Funnel;
  month: string;
  onOpen: (what: string, stage: FunnelStage | FunnelExit) => void;
}) {
  return (
    <Scroll>
      <Table>
        <caption>{`${monthLabel(month)}の${messages.funnelTitle}`}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.stage}</th>
            <th scope="col">{messages.count}</th>
            <th scope="col">{messages.rate}</th>
            <th scope="col">{messages.median}</th>
            <th scope="col">{messages.exits}</th>
          </tr>
        </thead>
        <tbody>
          {funnel.stages.map((figures) => {
            const label = FUNNEL_STAGE_LABELS[figures.stage];
            const exits = figures.exits.filter((exit) => exit.count > 0);
            return (
              <tr key={figures.stage}>
                <th scope="row">{label}</th>
                <td>
                  <Count
                    count={figures.count}
                    what={label}
                    onOpen={() => onOpen(label, figures.stage)}
                  />
                </td>
                <td>
                  {figures.rateFromPrevious === null
                    ? messages.none
                    : formatRate(figures.rateFromPrevious)}
                </td>
                <td>
                  {figures.medianDays === null ? messages.none : messages.days(figures.medianDays)}
                </td>
                <td>
                  {exits.length ? (
                    <Cluster $gap="sm">
                      {exits.map((exit) => {
                        const exitLabel = FUNNEL_EXIT_LABELS[exit.exit];
                        return (
                          <span key={exit.exit}>
                            {exitLabel}{' '}
                            <Count
                              count={exit.count}
                              what={exitLabel}
                              onOpen={() => onOpen(exitLabel, exit.exit)}
                            />
                          </span>
                        );
                      })}
                    </Cluster>
                  ) : (
                    messages.none
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** A table's header row: its first column, then one per stage. */
function StagesHead({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {FUNNEL_STAGES.map((stage) => (
          <th key={stage} scope="col">
            {FUNNEL_STAGE_LABELS[stage]}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function ByStaffTable({
  funnel,
  onOpen,
}: {
  funnel: Funnel;
  onOpen: (what: string, stage: FunnelStage, extra: Partial<FunnelFilters>) => void;
}) {
  return (
    <section aria-labelledby="funnel-by-staff">
      <h3 id="funnel-by-staff">{messages.byStaffTitle}</h3>
      <Scroll>
        <Table>
          <StagesHead first={messages.staffName} />
          <tbody>
            {(funnel.byStaff ?? []).map((staff) => (
              <tr key={staff.accountId ?? staff.name}>
                <th scope="row">{staff.name}</th>
                {FUNNEL_STAGES.map((stage) => {
                  const count = staff.stages.find((s) => s.stage === stage)?.count ?? 0;
                  const what = `${staff.name} ${FUNNEL_STAGE_LABELS[stage]}`;
                  return (
                    <td key={stage}>
                      {staff.accountId === null ? (
                        count
                      ) : (
                        <Count
                          count={count}
                          what={what}
                          onOpen={() =>
                            onOpen(what, stage, { staffId: staff.accountId ?? undefined })
                          }
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </section>
  );
}

function TrendSection({
  months,
  trend,
  pending,
}: {
  months: readonly string[];
  trend: FunnelTrend['months'];
  pending: boolean;
}) {
  const categories = useMemo(() => months.map(monthLabel), [months]);
  const series = useMemo(
    () =>
      FUNNEL_STAGES.map((stage) => ({
        label: FUNNEL_STAGE_LABELS[stage],
        color: STAGE_COLORS[stage],
        values: months.map((month) => {
          const found = trend.find((t) => t.month === month);
          return found ? (found.stages.find((s) => s.stage === stage)?.count ?? 0) : null;
        }),
      })),
    [months, trend],
  );
  return (
    <section aria-labelledby="funnel-trend">
      <h3 id="funnel-trend">{messages.trendTitle}</h3>
      {pending ? <LoadingText>{messages.trendLoading}</LoadingText> : null}
      <VisuallyHidden>
        <table>
          <caption>{messages.trendTitle}</caption>
          <StagesHead first={messages.trendMonth} />
          <tbody>
            {trend.map(({ month, stages }) => (
              <tr key={month}>
                <th scope="row">{monthLabel(month)}</th>
                {FUNNEL_STAGES.map((stage) => (
                  <td key={stage}>{stages.find((s) => s.stage === stage)?.count ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      {trend.length ? (
        <Suspense fallback={null}>
          <FunnelChart kind="lines" categories={categories} series={series} />
        </Suspense>
      ) : null}
    </section>
  );
}

function ReferralsModal({ cell, onClose }: { cell: Cell; onClose: () => void }) {
  const list = useFunnelReferrals(cell.filters, cell.stage);
  return (
    <Modal open onClose={onClose} title={messages.referralsTitle(cell.what)} width="720px">
      <ReferralList
        label={messages.referralsTitle(cell.what)}
        query={list}
        loading={messages.referralsLoading}
        error={messages.referralsError}
        empty={messages.referralsEmpty}
        extra={(referral) => (
          <Muted>{messages.enteredAt(formatDateOnly(referral.enteredAt))}</Muted>
        )}
      />
    </Modal>
  );
}

const formatDateOnly = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

const Muted = styled.p`
  ${mutedText}
`;

const FilterBox = styled.div.attrs({ role: 'group' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const MonthInput = styled(TextInput)`
  width: 100%;
`;

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    ${mutedText}
    white-space: nowrap;
  }
`;

const NumberButton = styled.button`
  min-width: 32px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;
