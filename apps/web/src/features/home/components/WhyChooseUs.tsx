import { useEffect, useState } from 'react';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { FEATURE_ROTATION_MS } from '../../../app/timings';

const FEATURES = [
  {
    title: 'Quality Jobs',
    text: 'Every opening comes from a registered company, with the role, salary and shift spelled out up front.',
    icon: VerifiedOutlinedIcon,
    color: '#2563eb',
  },
  {
    title: 'Expert Support',
    text: 'Help with your profile, applications and interviews whenever you need it, from people who hire.',
    icon: SupportAgentOutlinedIcon,
    color: '#7c3aed',
  },
  {
    title: 'Fast Hiring',
    text: 'Apply in one click, track each application live and hear back from recruiters sooner.',
    icon: BoltOutlinedIcon,
    color: '#ea580c',
  },
] as const;

function FeatureCard({ feature }: { feature: (typeof FEATURES)[number] }) {
  const Icon = feature.icon;
  return (
    <Paper variant="outlined" sx={{ p: 3.5, borderRadius: 4, height: '100%' }} data-testid="feature-card">
      <Box
        aria-hidden
        sx={{
          width: 52,
          height: 52,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          color: feature.color,
          bgcolor: alpha(feature.color, 0.12),
          mb: 2.5,
        }}
      >
        <Icon />
      </Box>
      <Typography variant="h6" component="h3">
        {feature.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {feature.text}
      </Typography>
    </Paper>
  );
}

/**
 * 'Why Choose Our Platform': three cards side by side; on phones one at a time, rotating every 4 s. Both
 * layouts are in the markup and CSS shows one: the server cannot know the screen, and a layout chosen in
 * JavaScript (useMediaQuery) differed from the prerendered one on phones, so React drew it again in one
 * synchronous task right after hydrating the page.
 */
export function WhyChooseUs() {
  const theme = useTheme();
  const [index, setIndex] = useState(0);
  const compactQuery = theme.breakpoints.down('md').replace(/^@media\s*/, '');

  // The cards rotate while the one-at-a-time layout is the one shown.
  useEffect(() => {
    const compact = window.matchMedia(compactQuery);
    let timer: number | undefined;
    const follow = () => {
      window.clearInterval(timer);
      timer = compact.matches
        ? window.setInterval(
            () => setIndex((current) => (current + 1) % FEATURES.length),
            FEATURE_ROTATION_MS,
          )
        : undefined;
    };
    follow();
    compact.addEventListener('change', follow);
    return () => {
      window.clearInterval(timer);
      compact.removeEventListener('change', follow);
    };
  }, [compactQuery]);

  return (
    <Box component="section" aria-labelledby="why-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography id="why-title" variant="h4" component="h2">
            Why Choose Our Platform
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            Built for India&apos;s job market: real openings, real people and a faster way to get hired.
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <FeatureCard feature={FEATURES[index]} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2 }}>
            {FEATURES.map((feature, i) => (
              <ButtonBase
                key={feature.title}
                aria-label={`Show ${feature.title}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                // A 24 px touch target around the small dot it draws.
                sx={{
                  minWidth: 24,
                  height: 24,
                  px: 0.5,
                  borderRadius: 4,
                  '&::before': {
                    content: '""',
                    display: 'block',
                    width: i === index ? 24 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: i === index ? 'primary.main' : 'action.selected',
                    transition: 'width 200ms ease',
                  },
                }}
              />
            ))}
          </Stack>
        </Box>
        <Box
          sx={{
            display: { xs: 'none', md: 'grid' },
            gap: 3,
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          }}
        >
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
