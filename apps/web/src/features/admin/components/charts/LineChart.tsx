import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';

import { AxisTitles, CategoryLabels, ChartSvg, ValueGrid, plotArea, valueAxis } from './chartParts';
import { labelIndexes, useElementWidth } from './chartScale';

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
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const palette = chartColors(theme);
  const colored = series.map((item, i) => ({ ...item, color: item.color ?? palette[i % palette.length] }));

  const { ticks, top } = valueAxis(Math.max(0, ...colored.flatMap((item) => item.values)));
  const plot = plotArea(width, height, MARGIN);
  const x = (i: number) =>
    plot.left + (labels.length > 1 ? (i * plot.width) / (labels.length - 1) : plot.width / 2);
  const y = (value: number) => plot.top + plot.height - (value / top) * plot.height;

  const summary =
    description ??
    `${colored.map((item) => item.name).join(', ')} by ${xLabel.toLowerCase()}` +
      (labels.length ? `, ${labels[0]} to ${labels[labels.length - 1]}. ` : '. ') +
      colored.map((item) => `${item.name}: ${item.values.reduce((a, b) => a + b, 0)} in total`).join(', ') +
      '.';

  return (
    <Box data-testid={testId}>
      <Box ref={ref} sx={{ width: '100%' }}>
        <ChartSvg width={width} height={height} title={title} summary={summary}>
          <ValueGrid ticks={ticks} at={y} plot={plot} axis="y" />
          <CategoryLabels
            labels={labels}
            shown={labelIndexes(labels.length, plot.width)}
            at={x}
            plot={plot}
          />
          <AxisTitles plot={plot} xTitleY={height - 8} xTitle={xLabel} yTitle={yLabel} />
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
        </ChartSvg>
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
