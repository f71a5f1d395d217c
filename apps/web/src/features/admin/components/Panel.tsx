import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PanelProps {
  title: string;
  subtitle?: ReactNode;
  /** Beside the title, e.g. a link to the full list. */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled card of a section (Quick Stats, Recent Activities, a chart). */
export function Panel({ title, subtitle, action, children, testId }: PanelProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 4, p: 2.5, height: '100%' }} data-testid={testId}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
