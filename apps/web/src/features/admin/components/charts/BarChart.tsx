import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

import { AxisTitles, CategoryLabels, ChartSvg, ValueGrid, plotArea, valueAxis } from './chartParts';
import { labelIndexes, useElementWidth } from './chartScale';

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
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const fill = color ?? theme.vars.palette.primary.main;
  const muted = theme.vars.palette.text.secondary;
  const { ticks, top } = valueAxis(Math.max(0, ...bars.map((bar) => bar.value)));
  const summary =
    description ??
    `${valueLabel} by ${categoryLabel.toLowerCase()}: ` +
      bars.map((bar) => `${bar.label} ${bar.value}`).join(', ') +
      '.';

  const horizontal = orientation === 'horizontal';
  const margin = horizontal ? HORIZONTAL : VERTICAL;
  const svgHeight = horizontal ? margin.top + margin.bottom + Math.max(bars.length, 1) * ROW : height;
  const plot = plotArea(width, svgHeight, margin);

  let body;
  if (horizontal) {
    const xOf = (value: number) => plot.left + (value / top) * plot.width;
    body = (
      <>
        <ValueGrid ticks={ticks} at={xOf} plot={plot} axis="x" />
        {bars.map((bar, i) => {
          const rowTop = plot.top + i * ROW;
          const barWidth = Math.max((bar.value / top) * plot.width, bar.value > 0 ? 2 : 0);
          return (
            <g key={bar.label} data-testid="chart-bar">
              <text
                x={plot.left - 10}
                y={rowTop + ROW / 2}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill={theme.vars.palette.text.primary}
              >
                {clip(bar.label, 24)}
              </text>
              <rect x={plot.left} y={rowTop + 6} width={barWidth} height={ROW - 12} rx={4} fill={fill}>
                <title>{`${bar.label}: ${bar.value}`}</title>
              </rect>
              <text
                x={plot.left + barWidth + 6}
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
        <AxisTitles plot={plot} xTitleY={svgHeight - 6} xTitle={valueLabel} yTitle={categoryLabel} />
      </>
    );
  } else {
    const slot = plot.width / Math.max(bars.length, 1);
    const barWidth = Math.max(Math.min(slot * 0.64, 36), 2);
    const yOf = (value: number) => plot.top + plot.height - (value / top) * plot.height;
    const center = (i: number) => plot.left + slot * i + slot / 2;
    body = (
      <>
        <ValueGrid ticks={ticks} at={yOf} plot={plot} axis="y" />
        {bars.map((bar, i) => {
          const barHeight = Math.max(plot.top + plot.height - yOf(bar.value), bar.value > 0 ? 2 : 0);
          return (
            <rect
              key={`${bar.label}-${i}`}
              data-testid="chart-bar"
              x={center(i) - barWidth / 2}
              y={plot.top + plot.height - barHeight}
              width={barWidth}
              height={barHeight}
              rx={Math.min(4, barWidth / 3)}
              fill={fill}
            >
              <title>{`${bar.label}: ${bar.value} ${valueLabel.toLowerCase()}`}</title>
            </rect>
          );
        })}
        <CategoryLabels
          labels={bars.map((bar) => bar.label)}
          shown={labelIndexes(bars.length, plot.width)}
          at={center}
          plot={plot}
        />
        <AxisTitles plot={plot} xTitleY={svgHeight - 8} xTitle={categoryLabel} yTitle={valueLabel} />
      </>
    );
  }

  return (
    <Box ref={ref} data-testid={testId} sx={{ width: '100%' }}>
      <ChartSvg width={width} height={svgHeight} title={title} summary={summary}>
        {body}
      </ChartSvg>
    </Box>
  );
}
