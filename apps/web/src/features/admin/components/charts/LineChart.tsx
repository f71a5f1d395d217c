import { useId } from 'react';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';

import { labelIndexes, niceTicks, useElementWidth } from './chartScale';

export interface ChartSeries {
  name: string;
  /** One value per label, in the labels' order. */
  values: readonly number[];
  /** A CSS colour; defaults to the theme's palette in order (primary, secondary, success, ...). */
  color?: string;
}

export interface LineChartProps {
  /** Read by screen readers as the chart's name (the SVG title). */
  title: string;
  /** A longer summary for screen readers; defaults to the series, the range and each series' total. */
  description?: string;
  /** The x values, one per point (e.g. days). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Axis titles, e.g. 'Day' and 'Count'. */
  xLabel: string;
  yLabel: string;
  height?: number;
  testId?: string;
}

/** Default series colours from the theme. */
export function chartColors(theme: Theme): string[] {
  return [
    theme.vars.palette.primary.main,
    theme.vars.palette.secondary.main,
    theme.vars.palette.success.main,
    theme.vars.palette.warning.main,
    theme.vars.palette.error.main,
  ];
}

const MARGIN = { top: 16, right: 20, bottom: 52, left: 60 };

/**
 * A line chart drawn in SVG: one line and one point per value for each series, a y axis from 0 with nice
 * ticks, thinned x labels, axis titles and a legend. The SVG is an image named by `title` and described by
 * `description`; each point carries its value as a tooltip.
 */
export function LineChart({
  title,
  description,
  labels,
  series,
  xLabel,
  yLabel,
  height = 280,
  testId = 'line-chart',
}: LineChartProps) {
  const theme = useTheme();
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const palette = chartColors(theme);
  const colored = series.map((item, i) => ({ ...item, color: item.color ?? palette[i % palette.length] }));

  const max = Math.max(0, ...colored.flatMap((item) => item.values));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 10);
  const x = (i: number) =>
    MARGIN.left + (labels.length > 1 ? (i * plotWidth) / (labels.length - 1) : plotWidth / 2);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const shownLabels = labelIndexes(labels.length, plotWidth);
  const muted = theme.vars.palette.text.secondary;

  const summary =
    description ??
    `${colored.map((item) => item.name).join(', ')} by ${xLabel.toLowerCase()}` +
      (labels.length ? `, ${labels[0]} to ${labels[labels.length - 1]}. ` : '. ') +
      colored.map((item) => `${item.name}: ${item.values.reduce((a, b) => a + b, 0)} in total`).join(', ') +
      '.';

  return (
    <Box data-testid={testId}>
      <Box ref={ref} sx={{ width: '100%' }}>
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
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke={theme.vars.palette.divider}
                strokeDasharray={tick === 0 ? undefined : '4 4'}
              />
              <text x={MARGIN.left - 10} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={muted}>
                {tick}
              </text>
            </g>
          ))}
          {shownLabels.map((i) => (
            <text
              key={i}
              x={x(i)}
              y={MARGIN.top + plotHeight + 20}
              textAnchor="middle"
              fontSize={12}
              fill={muted}
            >
              {labels[i]}
            </text>
          ))}
          <text
            x={MARGIN.left + plotWidth / 2}
            y={height - 8}
            textAnchor="middle"
            fontSize={12}
            fontWeight={600}
            fill={muted}
          >
            {xLabel}
          </text>
          <text
            transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={12}
            fontWeight={600}
            fill={muted}
          >
            {yLabel}
          </text>
          {colored.map((item) => (
            <g key={item.name} data-series={item.name}>
              <polyline
                fill="none"
                stroke={item.color}
                strokeWidth={2.25}
                strokeLinejoin="round"
                strokeLinecap="round"
                points={item.values.map((value, i) => `${x(i)},${y(value)}`).join(' ')}
              />
              {item.values.map((value, i) => (
                <circle
                  key={i}
                  data-testid="chart-point"
                  cx={x(i)}
                  cy={y(value)}
                  r={3}
                  fill={theme.vars.palette.background.paper}
                  stroke={item.color}
                  strokeWidth={2}
                >
                  <title>{`${labels[i] ?? ''}: ${value} ${item.name.toLowerCase()}`}</title>
                </circle>
              ))}
            </g>
          ))}
        </svg>
      </Box>
      <Stack
        direction="row"
        spacing={2.5}
        useFlexGap
        aria-hidden
        sx={{ flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}
      >
        {colored.map((item) => (
          <Stack key={item.name} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {item.name}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
