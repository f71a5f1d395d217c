import { useId, type ReactNode } from 'react';

import { useTheme } from '@mui/material/styles';

import { niceTicks } from './chartScale';

/** Space around the plot for the ticks' values, the labels and the axis titles. */
export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Where the data is drawn inside the SVG. */
export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The plot inside an SVG of `width` × `height` less `margin`, at least 10 pixels each way. */
export function plotArea(width: number, height: number, margin: ChartMargin): PlotArea {
  return {
    left: margin.left,
    top: margin.top,
    width: Math.max(width - margin.left - margin.right, 10),
    height: Math.max(height - margin.top - margin.bottom, 10),
  };
}

/** The value axis for values up to `max`: its ticks from 0 and its top (the last tick). */
export function valueAxis(max: number): { ticks: number[]; top: number } {
  const ticks = niceTicks(max);
  return { ticks, top: ticks[ticks.length - 1] ?? 1 };
}

/** Colours of the axes: the ticks' and titles' text, and the grid lines. */
function useAxisColors() {
  const theme = useTheme();
  return { muted: theme.vars.palette.text.secondary, grid: theme.vars.palette.divider };
}

interface ChartSvgProps {
  width: number;
  height: number;
  /** Read by screen readers as the chart's name (the SVG title). */
  title: string;
  /** Read by screen readers as the chart's description. */
  summary: string;
  children: ReactNode;
}

/** A chart's SVG: an image named by `title` and described by `summary`. */
export function ChartSvg({ width, height, title, summary, children }: ChartSvgProps) {
  const id = useId();
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}

interface ValueGridProps {
  ticks: readonly number[];
  /** The position of a value along the value axis. */
  at: (value: number) => number;
  plot: PlotArea;
  /** `y`: lines across the plot with their values on the left; `x`: lines up the plot with their values below. */
  axis: 'x' | 'y';
}

/** A grid line per tick (solid at 0, dashed above), each with its value. */
export function ValueGrid({ ticks, at, plot, axis }: ValueGridProps) {
  const { muted, grid } = useAxisColors();
  const bottom = plot.top + plot.height;
  return ticks.map((tick) => {
    const across = axis === 'y';
    const line = across
      ? { x1: plot.left, x2: plot.left + plot.width, y1: at(tick), y2: at(tick) }
      : { x1: at(tick), x2: at(tick), y1: plot.top, y2: bottom };
    const value = across
      ? { x: plot.left - 10, y: at(tick), dy: '0.32em', textAnchor: 'end' as const }
      : { x: at(tick), y: bottom + 18, textAnchor: 'middle' as const };
    return (
      <g key={tick}>
        <line {...line} stroke={grid} strokeDasharray={tick === 0 ? undefined : '4 4'} />
        <text {...value} fontSize={12} fill={muted}>
          {tick}
        </text>
      </g>
    );
  });
}

interface CategoryLabelsProps {
  labels: readonly string[];
  /** The indexes of the labels to print (see `labelIndexes`). */
  shown: readonly number[];
  /** The centre of the i-th category along the x axis. */
  at: (index: number) => number;
  plot: PlotArea;
}

/** The x axis' category labels under the plot. */
export function CategoryLabels({ labels, shown, at, plot }: CategoryLabelsProps) {
  const { muted } = useAxisColors();
  return shown.map((i) => (
    <text key={i} x={at(i)} y={plot.top + plot.height + 20} textAnchor="middle" fontSize={12} fill={muted}>
      {labels[i]}
    </text>
  ));
}

interface AxisTitlesProps {
  plot: PlotArea;
  /** The baseline of the x axis' title. */
  xTitleY: number;
  xTitle: string;
  yTitle: string;
}

/** The axes' titles: the x one centred under the plot, the y one turned up along its left side. */
export function AxisTitles({ plot, xTitleY, xTitle, yTitle }: AxisTitlesProps) {
  const { muted } = useAxisColors();
  const style = { textAnchor: 'middle', fontSize: 12, fontWeight: 600, fill: muted } as const;
  return (
    <>
      <text x={plot.left + plot.width / 2} y={xTitleY} {...style}>
        {xTitle}
      </text>
      <text transform={`translate(14 ${plot.top + plot.height / 2}) rotate(-90)`} {...style}>
        {yTitle}
      </text>
    </>
  );
}
