import { useId } from 'react';

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

import { labelIndexes, niceTicks, useElementWidth } from './chartScale';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Read by screen readers as the chart's name (the SVG title). */
  title: string;
  /** A longer summary for screen readers; defaults to every bar's label and value. */
  description?: string;
  bars: readonly BarDatum[];
  /** Title of the category axis (x for vertical bars, y for horizontal ones), e.g. 'Day' or 'Category'. */
  categoryLabel: string;
  /** Title of the value axis, e.g. 'Sign-ups'. */
  valueLabel: string;
  /** Vertical columns (e.g. per day) or horizontal bars with their labels on the left (e.g. categories). */
  orientation?: 'vertical' | 'horizontal';
  /** A CSS colour; the theme's primary colour by default. */
  color?: string;
  /** Height of vertical charts; horizontal ones grow with their bars. */
  height?: number;
  testId?: string;
}

const VERTICAL = { top: 16, right: 16, bottom: 52, left: 60 };
const HORIZONTAL = { top: 8, right: 48, bottom: 48, left: 180 };
const ROW = 30;

/** Cuts a label to `max` characters with an ellipsis (the full text stays in the bar's tooltip). */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A bar chart drawn in SVG, vertical (columns over a category axis with thinned labels) or horizontal (a
 * labelled bar per category with its value at the end), with value ticks from 0 and axis titles. The SVG
 * is an image named by `title` and described by `description`; each bar carries its value as a tooltip.
 */
export function BarChart({
  title,
  description,
  bars,
  categoryLabel,
  valueLabel,
  orientation = 'vertical',
  color,
  height = 260,
  testId = 'bar-chart',
}: BarChartProps) {
  const theme = useTheme();
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const fill = color ?? theme.vars.palette.primary.main;
  const muted = theme.vars.palette.text.secondary;
  const grid = theme.vars.palette.divider;
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const summary =
    description ??
    `${valueLabel} by ${categoryLabel.toLowerCase()}: ` +
      bars.map((bar) => `${bar.label} ${bar.value}`).join(', ') +
      '.';

  const horizontal = orientation === 'horizontal';
  const margin = horizontal ? HORIZONTAL : VERTICAL;
  const svgHeight = horizontal ? margin.top + margin.bottom + Math.max(bars.length, 1) * ROW : height;
  const plotWidth = Math.max(width - margin.left - margin.right, 10);
  const plotHeight = Math.max(svgHeight - margin.top - margin.bottom, 10);

  let body;
  if (horizontal) {
    const xOf = (value: number) => margin.left + (value / top) * plotWidth;
    body = (
      <>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={xOf(tick)}
              x2={xOf(tick)}
              y1={margin.top}
              y2={margin.top + plotHeight}
              stroke={grid}
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text
              x={xOf(tick)}
              y={margin.top + plotHeight + 18}
              textAnchor="middle"
              fontSize={12}
              fill={muted}
            >
              {tick}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const rowTop = margin.top + i * ROW;
          const barWidth = Math.max((bar.value / top) * plotWidth, bar.value > 0 ? 2 : 0);
          return (
            <g key={bar.label} data-testid="chart-bar">
              <text
                x={margin.left - 10}
                y={rowTop + ROW / 2}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill={theme.vars.palette.text.primary}
              >
                {clip(bar.label, 24)}
              </text>
              <rect x={margin.left} y={rowTop + 6} width={barWidth} height={ROW - 12} rx={4} fill={fill}>
                <title>{`${bar.label}: ${bar.value}`}</title>
              </rect>
              <text
                x={margin.left + barWidth + 6}
                y={rowTop + ROW / 2}
                dy="0.32em"
                fontSize={12}
                fontWeight={600}
                fill={muted}
              >
                {bar.value}
              </text>
            </g>
          );
        })}
        <text
          x={margin.left + plotWidth / 2}
          y={svgHeight - 6}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill={muted}
        >
          {valueLabel}
        </text>
        <text
          transform={`translate(14 ${margin.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill={muted}
        >
          {categoryLabel}
        </text>
      </>
    );
  } else {
    const slot = plotWidth / Math.max(bars.length, 1);
    const barWidth = Math.max(Math.min(slot * 0.64, 36), 2);
    const yOf = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
    const shown = labelIndexes(bars.length, plotWidth);
    body = (
      <>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={margin.left + plotWidth}
              y1={yOf(tick)}
              y2={yOf(tick)}
              stroke={grid}
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text x={margin.left - 10} y={yOf(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={muted}>
              {tick}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const center = margin.left + slot * i + slot / 2;
          const barHeight = Math.max(margin.top + plotHeight - yOf(bar.value), bar.value > 0 ? 2 : 0);
          return (
            <rect
              key={`${bar.label}-${i}`}
              data-testid="chart-bar"
              x={center - barWidth / 2}
              y={margin.top + plotHeight - barHeight}
              width={barWidth}
              height={barHeight}
              rx={Math.min(4, barWidth / 3)}
              fill={fill}
            >
              <title>{`${bar.label}: ${bar.value} ${valueLabel.toLowerCase()}`}</title>
            </rect>
          );
        })}
        {shown.map((i) => (
          <text
            key={i}
            x={margin.left + slot * i + slot / 2}
            y={margin.top + plotHeight + 20}
            textAnchor="middle"
            fontSize={12}
            fill={muted}
          >
            {bars[i]?.label}
          </text>
        ))}
        <text
          x={margin.left + plotWidth / 2}
          y={svgHeight - 8}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill={muted}
        >
          {categoryLabel}
        </text>
        <text
          transform={`translate(14 ${margin.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill={muted}
        >
          {valueLabel}
        </text>
      </>
    );
  }

  return (
    <Box ref={ref} data-testid={testId} sx={{ width: '100%' }}>
      <svg
        width={width}
        height={svgHeight}
        viewBox={`0 0 ${width} ${svgHeight}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {body}
      </svg>
    </Box>
  );
}
