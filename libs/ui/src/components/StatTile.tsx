import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

export type StatTileTone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** Palette colour of the icon tile. */
  tone?: StatTileTone;
  /** A short line under the value, e.g. 'of 3 allowed'. */
  hint?: ReactNode;
  testId?: string;
}

/** A summary figure: tinted icon, label and a big number (e.g. Active Jobs, Total Applicants). */
export function StatTile({ label, value, icon, tone = 'primary', hint, testId }: StatTileProps) {
  const color = (theme: Theme) => theme.vars.palette[tone].main;
  return (
    <Paper
      variant="outlined"
      data-testid={testId ?? 'stat-tile'}
      sx={{ p: 2.25, borderRadius: 4, height: '100%' }}
    >
      <Stack direction="row" spacing={1.75} sx={{ alignItems: 'center' }}>
        {icon && (
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: color(theme),
              bgcolor: theme.alpha(color(theme), 0.1),
              ...theme.applyStyles('dark', { bgcolor: theme.alpha(color(theme), 0.18) }),
              '& svg': { fontSize: 24 },
            })}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {label}
          </Typography>
          <Typography
            component="p"
            data-testid="stat-tile-value"
            sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

export interface StatTileRowProps {
  tiles: readonly (StatTileProps & { testId: string })[];
  /** Each tile's share of the row's 12 columns per breakpoint, e.g. `{ xs: 6, md: 3 }`. */
  size: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}

/** A row of summary figures in a grid. */
export function StatTileRow({ tiles, size }: StatTileRowProps) {
  return (
    <Grid container spacing={2}>
      {tiles.map((tile) => (
        <Grid key={tile.testId} size={size}>
          <StatTile {...tile} />
        </Grid>
      ))}
    </Grid>
  );
}
