import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { paths } from '../../../app/paths';
import { usePlatform } from '../../../app/platform';

/** An invitation for employers to post jobs. */
export function RecruiterCallout() {
  const { name } = usePlatform();
  return (
    <Box component="section" aria-labelledby="recruiter-callout-title" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{
            p: { xs: 3.5, md: 5 },
            borderRadius: 5,
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            color: '#ffffff',
            background: 'linear-gradient(120deg, #1e3a8a 0%, #4c1d95 55%, #c2410c 100%)',
          }}
        >
          <Box>
            <Typography id="recruiter-callout-title" variant="h5" component="h2">
              Hiring? Meet your next great employee on {name}.
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.85 }}>
              Create a company profile, post jobs and review applicants, all in one place.
            </Typography>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button
              href={paths.recruiterSignup}
              variant="contained"
              sx={{ bgcolor: '#ffffff', color: '#1e3a8a', '&:hover': { bgcolor: '#e2e8f0' } }}
            >
              Join as Recruiter
            </Button>
            <Button
              href={paths.recruiterLogin}
              variant="outlined"
              sx={{
                color: '#ffffff',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: '#ffffff' },
              }}
            >
              Recruiter Login
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
