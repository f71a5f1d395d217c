import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';

export interface ComingSoonProps {
  /** The screen's heading, as the spec names it. */
  title: string;
  /** The screen's sub-heading, when the spec gives one. */
  subtitle?: string;
  icon?: ReactNode;
  /** Buttons, e.g. back to the jobs list. */
  actions?: ReactNode;
  /** Accent of the icon tile: blue for seekers, orange for recruiters. */
  accent?: 'primary' | 'secondary';
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** A screen whose heading is in place while its content is being built. */
export function ComingSoon({
  title,
  subtitle,
  icon,
  actions,
  accent = 'primary',
  maxWidth = 'md',
}: ComingSoonProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: 4, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 3,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            color: theme.vars.palette[accent].main,
            bgcolor: theme.alpha(theme.vars.palette[accent].main, 0.12),
            '& svg': { fontSize: 32 },
          })}
        >
          {icon ?? <RocketLaunchOutlinedIcon />}
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            color="text.secondary"
            sx={{ mt: 1.25, fontSize: { md: 17 }, maxWidth: 560, mx: 'auto' }}
          >
            {subtitle}
          </Typography>
        )}
        <Typography
          variant="body2"
          data-testid="coming-soon"
          sx={(theme) => ({
            display: 'inline-block',
            mt: 3,
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            fontWeight: 600,
            color: theme.vars.palette[accent].main,
            bgcolor: theme.alpha(theme.vars.palette[accent].main, 0.1),
          })}
        >
          This screen is coming soon.
        </Typography>
        {actions && (
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ mt: 4, justifyContent: 'center', flexWrap: 'wrap' }}
          >
            {actions}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
