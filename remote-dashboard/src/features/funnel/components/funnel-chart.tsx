// The charts of 実績, drawn with uPlot (about 22 KiB gzip, on a canvas; loaded with this page
// only, as its own chunk): the funnel as bars of the five stages, and the monthly trend as one
// line per stage. Decorative for screen readers (aria-hidden): the same figures are the page's
// tables. The width follows the container, so a phone at 390 px shows the whole chart.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  color: string;
}

export interface ChartProps {
  /** The x axis labels (stages or months). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  kind: 'bars' | 'lines';
  height?: number;
}

function optionsFor(props: ChartProps, width: number): uPlot.Options {
  const { categories, kind, height = 220 } = props;
  const bars = uPlot.paths.bars?.({ size: [0.6, 64] });
  return {
    width,
    height,
    legend: { show: kind === 'lines' },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, categories.length - 0.5] } },
    axes: [
      {
        values: (_u, splits) => splits.map((i) => categories[Math.round(i)] ?? ''),
        splits: () => categories.map((_, i) => i),
        gap: 4,
        size: 36,
      },
      {
        size: 44,
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
      },
    ],
    series: [
      {},
      ...props.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: 2,
        ...(kind === 'bars'
          ? { fill: series.color, paths: bars, points: { show: false } }
          : { points: { show: true, size: 6 } }),
      })),
    ],
  };
}

export default function FunnelChart(props: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const { categories, series, kind, height } = props;

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const data = [categories.map((_, i) => i), ...series.map((s) => s.values)] as uPlot.AlignedData;
    const width = () => Math.max(240, Math.floor(element.clientWidth));
    const plot = new uPlot(
      optionsFor({ categories, series, kind, height }, width()),
      data,
      element,
    );
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: width(), height: height ?? 220 }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [categories, series, kind, height]);

  return <Host ref={host} aria-hidden="true" />;
}

/** uPlot's own stylesheet (uplot/dist/uPlot.min.css, MIT), scoped to the chart. */
const Host = styled.div`
  width: 100%;
  min-width: 0;
  overflow: hidden;
  .uplot,
  .uplot *,
  .uplot *::before,
  .uplot *::after {
    box-sizing: border-box;
  }
  .uplot {
    font-family: inherit;
    line-height: 1.5;
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: auto;
    text-align: center;
  }
  .u-inline {
    display: block;
  }
  .u-inline * {
    display: inline-block;
  }
  .u-inline tr {
    margin-right: 12px;
  }
  .u-legend th {
    font-weight: 600;
  }
  .u-legend th > * {
    vertical-align: middle;
    display: inline-block;
  }
  .u-legend .u-marker {
    width: 1em;
    height: 1em;
    margin-right: 4px;
    background-clip: padding-box !important;
  }
  .u-inline:not(.u-live) .u-value {
    display: none;
  }
  .u-series > * {
    padding: 2px;
  }
  .u-legend .u-off > * {
    opacity: 0.3;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    display: none;
  }
  .u-axis.u-off,
  .u-select.u-off {
    display: none;
  }
`;
