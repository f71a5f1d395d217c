import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

import { usePlatform } from '../../../app/platform';
import { LabelsAbove } from './LabelsAbove';

export type AuthAccent = 'primary' | 'secondary';

export interface AuthShellProps {
  /** Blue for job seekers, orange for recruiters. */
  accent?: AuthAccent;
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  /** Shown above the heading, e.g. the Job Seeker / Recruiter tabs. */
  tabs?: ReactNode;
  children: ReactNode;
  /** Below the form, e.g. 'Already have an account? Login'. */
  footer?: ReactNode;
  /** Test id of the screen. */
  testId?: string;
}

const ASIDE: Record<
  AuthAccent,
  {
    eyebrow: string;
    heading: string;
    points: string[];
    stat: (platformName: string) => string;
    gradient: string;
  }
> = {
  primary: {
    eyebrow: 'For job seekers',
    heading: 'Find a job that moves you forward',
    points: [
      'Apply in a click to openings across India',
      'Track the status of every application',
      'Bookmark jobs and come back to them later',
    ],
    stat: () => '50,000+ active job seekers',
    gradient: 'linear-gradient(150deg, #1d4ed8 0%, #4f46e5 55%, #7c3aed 100%)',
  },
  secondary: {
    eyebrow: 'For recruiters',
    heading: 'Hire your next great employee',
    points: [
      'Company profiles backed by a verified work email',
      'Post jobs and reach seekers across India',
      'Review applicants and update them in one place',
    ],
    stat: (platformName: string) => `10,000+ companies hiring on ${platformName}`,
    gradient: 'linear-gradient(150deg, #c2410c 0%, #ea580c 50%, #db2777 100%)',
  },
};

function Aside({ accent }: { accent: AuthAccent }) {
  const aside = ASIDE[accent];
  const { name } = usePlatform();
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 6,
        p: 5,
        color: '#ffffff',
        background: aside.gradient,
        position: 'relative',
        overflow: 'hidden',
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          border: '36px solid rgba(255, 255, 255, 0.08)',
        },
        '&::before': { width: 320, height: 320, right: -140, bottom: -120 },
        '&::after': { width: 180, height: 180, right: 40, top: -90 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Typography
          sx={{
            fontSize: 12,
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            opacity: 0.8,
          }}
        >
          {aside.eyebrow}
        </Typography>
        <Typography
          component="p"
          sx={{ mt: 1.5, fontSize: 30, fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em' }}
        >
          {aside.heading}
        </Typography>
        <Stack spacing={2} sx={{ mt: 4 }}>
          {aside.points.map((point) => (
            <Stack key={point} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleRoundedIcon sx={{ fontSize: 20, mt: '2px', opacity: 0.9 }} />
              <Typography sx={{ fontWeight: 500, opacity: 0.95 }}>{point}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Typography
        sx={{
          position: 'relative',
          alignSelf: 'flex-start',
          px: 1.5,
          py: 0.75,
          borderRadius: 999,
          fontSize: 13,
          fontWeight: 600,
          bgcolor: 'rgba(255, 255, 255, 0.14)',
          backdropFilter: 'blur(6px)',
        }}
      >
        {aside.stat(name)}
      </Typography>
    </Box>
  );
}

/**
 * The frame of the sign-in, sign-up and password screens: a card with the form and, on wide screens, a
 * coloured panel saying what the account is for.
 */
export function AuthShell({
  accent = 'primary',
  icon,
  title,
  subtitle,
  tabs,
  children,
  footer,
  testId,
}: AuthShellProps) {
  return (
    <Box
      data-testid={testId}
      sx={(theme) => ({
        flexGrow: 1,
        py: { xs: 3, sm: 6, md: 8 },
        background: `radial-gradient(900px 420px at 0% 0%, ${theme.alpha(theme.vars.palette[accent].main, 0.1)}, transparent 70%)`,
        ...theme.applyStyles('dark', {
          background: `radial-gradient(900px 420px at 0% 0%, ${theme.alpha(theme.vars.palette[accent].main, 0.12)}, transparent 70%)`,
        }),
      })}
    >
      <Container maxWidth="md" sx={{ px: { xs: 2, sm: 3 } }}>
        <Paper
          variant="outlined"
          sx={(theme) => ({
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
            overflow: 'hidden',
            borderRadius: 5,
            boxShadow: '0 30px 60px -32px rgba(15, 23, 42, 0.3)',
            ...theme.applyStyles('dark', { boxShadow: '0 30px 60px -30px rgba(0, 0, 0, 0.8)' }),
          })}
        >
          <Aside accent={accent} />
          <Box sx={{ p: { xs: 3, sm: 5 }, minWidth: 0 }}>
            {tabs && <Box sx={{ mb: 3.5 }}>{tabs}</Box>}
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 52,
                height: 52,
                mb: 2.5,
                borderRadius: 3.5,
                display: 'grid',
                placeItems: 'center',
                color: theme.vars.palette[accent].main,
                bgcolor: theme.alpha(theme.vars.palette[accent].main, 0.12),
                '& svg': { fontSize: 28 },
              })}
            >
              {icon}
            </Box>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
            <Box sx={{ mt: 3.5 }}>
              <LabelsAbove>{children}</LabelsAbove>
            </Box>
            {footer && (
              <Typography
                component="div"
                variant="body2"
                color="text.secondary"
                sx={{ mt: 3.5, pt: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
              >
                {footer}
              </Typography>
            )}
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
