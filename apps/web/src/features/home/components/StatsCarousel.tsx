import { useEffect, useState } from 'react';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';

import { usePlatform } from '../../../app/platform';
import { STAT_ROTATION_MS } from '../../../app/timings';

export const STATS = [
  { value: '10,000+', label: 'Companies', icon: ApartmentOutlinedIcon, color: '#2563eb' },
  { value: '50,000+', label: 'Active Job Seekers', icon: PeopleAltOutlinedIcon, color: '#7c3aed' },
  { value: '25,000+', label: 'Placements', icon: HandshakeOutlinedIcon, color: '#16a34a' },
  { value: '95%', label: 'Success Rate', icon: EmojiEventsOutlinedIcon, color: '#ea580c' },
] as const;

/** Platform figures, one highlighted at a time, rotating every 3 s (paused while hovered). */
export function StatsCarousel() {
  const { name } = usePlatform();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % STATS.length),
      STAT_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  const current = STATS[index];
  const Icon = current.icon;

  return (
    <Paper
      component="section"
      aria-roledescription="carousel"
      aria-label="Platform statistics"
      data-testid="stats-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 3, md: 4 },
        borderRadius: 5,
        position: 'relative',
        overflow: 'hidden',
        boxShadow: `0 30px 60px -35px ${alpha('#1e3a8a', 0.5)}`,
        ...theme.applyStyles('dark', { boxShadow: `0 30px 60px -35px ${alpha('#000000', 0.5)}` }),
      })}
    >
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
        {name} in numbers
      </Typography>
      <Stack
        key={current.label}
        direction="row"
        spacing={2.5}
        data-testid="stat-current"
        sx={{
          mt: 2,
          alignItems: 'center',
          animation: 'stat-in 420ms ease',
          '@keyframes stat-in': {
            from: { opacity: 0, transform: 'translateY(8px)' },
            to: { opacity: 1, transform: 'none' },
          },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            color: current.color,
            bgcolor: alpha(current.color, 0.12),
            flexShrink: 0,
          }}
        >
          <Icon sx={{ fontSize: 32 }} />
        </Box>
        <Box>
          <Typography
            sx={{ fontSize: { xs: 36, md: 44 }, fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.1 }}
          >
            {current.value}
          </Typography>
          <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
            {current.label}
          </Typography>
        </Box>
      </Stack>

      <Box
        sx={{
          mt: 3.5,
          pt: 2.5,
          borderTop: 1,
          borderColor: 'divider',
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: 1,
        }}
      >
        {STATS.map((stat, i) => (
          <ButtonBase
            key={stat.label}
            onClick={() => setIndex(i)}
            aria-label={`Show ${stat.label}`}
            aria-pressed={i === index}
            sx={{
              flexDirection: 'column',
              alignItems: 'flex-start',
              borderRadius: 2,
              p: 1,
              textAlign: 'left',
            }}
          >
            <Box
              sx={{
                height: 4,
                width: '100%',
                borderRadius: 2,
                mb: 1,
                bgcolor: i === index ? stat.color : 'action.selected',
                transition: 'background-color 300ms ease',
              }}
            />
            <Typography
              variant="caption"
              sx={{ fontWeight: 700, color: i === index ? 'text.primary' : 'text.secondary' }}
            >
              {stat.value}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Paper>
  );
}
