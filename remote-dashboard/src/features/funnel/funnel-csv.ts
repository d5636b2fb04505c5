// The CSV of 実績: exactly what the page shows — its filters, the stages with their rate, median
// and exits, the comparison by staff when shown, and the monthly trend — through the product's
// one CSV writer (@portal/shared/csv: UTF-8 BOM, CRLF, spreadsheet formulas guarded).
import type { Funnel, FunnelTrend } from '@portal/shared/contract/dashboard';
import { toCsv, type CsvValue } from '@portal/shared/csv';
import { FUNNEL_EXIT_LABELS, FUNNEL_STAGE_LABELS } from '@portal/shared/dashboard-messages';
import { messages } from '../../messages';
import { formatRate, monthLabel } from './format';

export interface FunnelCsvInput {
  /** The filters as the page shows them: [label, value shown]. */
  filters: readonly (readonly [string, string])[];
  funnel: Funnel;
  /** The months of the trend with their stage counts (none while it loads). */
  trend: FunnelTrend['months'];
}

export function funnelCsv({ filters, funnel, trend }: FunnelCsvInput): string {
  const rows: CsvValue[][] = [];
  for (const [label, value] of filters) rows.push([label, value]);
  rows.push([]);
  rows.push([messages.stage, messages.count, messages.rate, messages.median, messages.exits]);
  for (const figures of funnel.stages) {
    rows.push([
      FUNNEL_STAGE_LABELS[figures.stage],
      figures.count,
      figures.rateFromPrevious === null ? '' : formatRate(figures.rateFromPrevious),
      figures.medianDays === null ? '' : figures.medianDays,
      figures.exits
        .filter((exit) => exit.count > 0)
        .map((exit) => `${FUNNEL_EXIT_LABELS[exit.exit]} ${exit.count}`)
        .join(' / '),
    ]);
  }
  const stages = funnel.stages.map((figures) => figures.stage);
  if (funnel.byStaff) {
    rows.push([]);
    rows.push([messages.staffName, ...stages.map((stage) => FUNNEL_STAGE_LABELS[stage])]);
    for (const staff of funnel.byStaff) {
      rows.push([
        staff.name,
        ...stages.map((stage) => staff.stages.find((s) => s.stage === stage)?.count ?? 0),
      ]);
    }
  }
  if (trend.length) {
    rows.push([]);
    rows.push([messages.trendMonth, ...stages.map((stage) => FUNNEL_STAGE_LABELS[stage])]);
    for (const { month, stages: counts } of trend) {
      rows.push([
        monthLabel(month),
        ...stages.map((stage) => counts.find((s) => s.stage === stage)?.count ?? 0),
      ]);
    }
  }
  return toCsv(rows);
}
