import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

import { RouterLink } from '../../../app/components/RouterLink';
import { TextInput } from '../../../app/components/TextInput';
import { jobsSearchPath, paths } from '../../../app/paths';
import { StatsCarousel } from './StatsCarousel';

const POPULAR_SEARCHES = [
  'React Developer',
  'Data Analyst',
  'Product Manager',
  'Bangalore',
  'Remote',
] as const;

/** Headline, job search box and the statistics carousel. */
export function HeroSection() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(jobsSearchPath(text));
  };

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 11 },
        background: `radial-gradient(1200px 500px at 10% -10%, ${alpha('#2563eb', 0.14)}, transparent 60%),
          radial-gradient(900px 420px at 100% 0%, ${alpha('#ea580c', 0.1)}, transparent 60%)`,
        ...theme.applyStyles('dark', {
          background: `radial-gradient(1200px 500px at 10% -10%, ${alpha('#2563eb', 0.28)}, transparent 60%),
            radial-gradient(900px 420px at 100% 0%, ${alpha('#ea580c', 0.16)}, transparent 60%)`,
        }),
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Chip
              label="New jobs across India every week"
              size="small"
              sx={(theme) => ({
                mb: 2.5,
                fontWeight: 600,
                color: 'primary.main',
                bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
              })}
            />
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ fontSize: { xs: 36, sm: 46, md: 56 }, lineHeight: 1.08 }}
            >
              Find a job that{' '}
              <Box
                component="span"
                sx={{
                  background: 'linear-gradient(90deg, #2563eb, #7c3aed 60%, #ea580c)',
                  backgroundClip: 'text',
                  WebkitBackgroundClip: 'text',
                  color: 'transparent',
                }}
              >
                moves you forward
              </Box>
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2.5, fontSize: { xs: 16, md: 18 }, maxWidth: 560 }}>
              Search openings from startups and leading companies in Bangalore, Mumbai, Delhi and beyond.
              Apply in a click and follow every application in one place.
            </Typography>

            <Paper
              component="form"
              role="search"
              // Before the app has taken over the page, Enter still searches: the browser submits the form.
              action={paths.jobs}
              onSubmit={handleSubmit}
              elevation={0}
              sx={(theme) => ({
                mt: 4,
                p: 0.75,
                pl: 2,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                borderRadius: 4,
                border: 1,
                borderColor: 'divider',
                maxWidth: 620,
                boxShadow: `0 20px 40px -24px ${alpha('#1e3a8a', 0.45)}`,
                ...theme.applyStyles('dark', { boxShadow: `0 20px 40px -24px ${alpha('#000000', 0.45)}` }),
                '&:focus-within': { borderColor: 'primary.main' },
              })}
            >
              <SearchIcon color="action" aria-hidden />
              <TextInput
                name="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Job title, skill, company or city"
                aria-label="Search jobs"
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                sx={{ borderRadius: 3, px: { xs: 2, sm: 3 } }}
              >
                Search Jobs
              </Button>
            </Paper>

            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 2.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
                Popular:
              </Typography>
              {POPULAR_SEARCHES.map((term) => (
                <Chip
                  key={term}
                  label={term}
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  href={jobsSearchPath(term)}
                  clickable
                  sx={{ borderColor: 'divider' }}
                />
              ))}
            </Stack>
          </Box>
          <StatsCarousel />
        </Box>
      </Container>
    </Box>
  );
}
