import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';

/**
 * One small time-series chart (uPlot, about 20 KB gzipped, loaded with the dashboard only). The
 * numbers themselves are in the table beside it; the chart is a picture of them (aria-hidden).
 */
export interface ChartSeries {
  label: string;
  color: string;
  values: readonly number[];
}

export interface DayChartProps {
  /** Days as YYYY-MM-DD. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  /** Formats a value on the y axis. */
  format?: (value: number) => string;
  height?: number;
}

// The parts of uPlot's stylesheet the chart uses (no legend), kept with it.
const Wrap = styled.div`
  width: 100%;
  .uplot,
  .uplot * {
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
  .u-select {
    background: rgba(0, 0, 0, 0.07);
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed #607d8b;
  }
  .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed #607d8b;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`;

const toSeconds = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 1000;

export default function DayChart({ dates, series, format, height = 180 }: DayChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const width = Math.max(240, Math.floor(el.clientWidth));
    const opts: uPlot.Options = {
      width,
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { stroke: '#5f5868', grid: { stroke: '#eee7ec' }, values: (_u, splits) => splits.map((s) => new Date(s * 1000).toISOString().slice(5, 10).split('-').reverse().join('-')) },
        { stroke: '#5f5868', grid: { stroke: '#eee7ec' }, size: 56, ...(format ? { values: (_u: uPlot, splits: number[]) => splits.map(format) } : {}) },
      ],
      series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, fill: `${s.color}22`, points: { show: dates.length <= 31 } }))],
    };
    const data: uPlot.AlignedData = [dates.map(toSeconds), ...series.map((s) => [...s.values])];
    const chart = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, Math.floor(el.clientWidth)), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dates, series, format, height]);
  return <Wrap ref={ref} aria-hidden="true" data-chart="" />;
}
