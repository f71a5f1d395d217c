import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CITIES, FOOTER_CATEGORIES } from '@hireloop/schema';

import { BrandMark } from '../components/BrandMark';
import { jobsSearchPath, paths } from '../paths';
import { usePlatform } from '../platform';

// The job-alert box's code is not part of the shell: the app loads it beside the page's code before its
// first render (`loadNewsletterBox` in main.tsx), so the footer is drawn whole, without a shift.
let newsletterBox: ComponentType | undefined;
export const loadNewsletterBox = () =>
  import('./NewsletterBox').then(({ NewsletterBox }) => {
    newsletterBox = NewsletterBox;
    return { default: NewsletterBox };
  });
const LazyNewsletterBox = lazy(loadNewsletterBox);

function NewsletterSlot() {
  const Loaded = newsletterBox ?? LazyNewsletterBox;
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}

const QUICK_LINKS = [
  { label: 'Browse Jobs', to: paths.jobs },
  { label: 'Companies', to: paths.companies },
  { label: 'Resume Builder', to: paths.resumeBuilder },
] as const;

/** Legal and help links: placeholders until their pages exist. */
const PLACEHOLDER_LINKS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Help Center'] as const;

const muted = 'rgba(226, 232, 240, 0.72)';

const linkSx = {
  color: muted,
  fontSize: 14,
  fontWeight: 400,
  '&:hover': { color: '#ffffff' },
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        component="h2"
        sx={{
          color: '#ffffff',
          fontWeight: 700,
          fontSize: 14,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          mb: 2,
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Site footer: newsletter, quick links, job categories, cities, how to reach support and the legal line. */
export function Footer() {
  const year = new Date().getFullYear();
  const { name, contactEmail, supportPhone } = usePlatform();

  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={(theme) => ({
        mt: 'auto',
        bgcolor: '#0f172a',
        ...theme.applyStyles('dark', { bgcolor: '#060a14' }),
        color: muted,
        pt: { xs: 6, md: 8 },
        // Room below the legal line for the back-to-top button (48 px, 16/32 px from the corner).
        pb: { xs: 11, md: 14 },
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: '4fr 2fr 2fr 4fr',
            },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandMark inverted />
            <Typography variant="body2" sx={{ color: muted, mt: 2, maxWidth: 360 }}>
              {name} connects job seekers with recruiters across India. Search openings, apply in a click and
              track every application in one place.
            </Typography>
            {(contactEmail || supportPhone) && (
              <Typography
                variant="body2"
                data-testid="footer-contact"
                sx={{ color: muted, mt: 1.5, maxWidth: 360 }}
              >
                Need help? {contactEmail && 'Write to '}
                {contactEmail && (
                  <Link href={`mailto:${contactEmail}`} underline="hover" sx={{ ...linkSx, fontWeight: 600 }}>
                    {contactEmail}
                  </Link>
                )}
                {contactEmail && supportPhone && ' or call '}
                {!contactEmail && supportPhone && 'Call '}
                {supportPhone && (
                  <Link
                    href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
                    underline="hover"
                    sx={{ ...linkSx, fontWeight: 600 }}
                  >
                    {supportPhone}
                  </Link>
                )}
                .
              </Typography>
            )}
            <Box sx={{ mt: 4 }}>
              <NewsletterSlot />
            </Box>
          </Box>

          <Box>
            <Column title="Quick Links">
              <Stack spacing={1.25}>
                {QUICK_LINKS.map((link) => (
                  <Link key={link.to} href={link.to} underline="hover" sx={linkSx}>
                    {link.label}
                  </Link>
                ))}
              </Stack>
            </Column>
          </Box>

          <Box>
            <Column title="Job Categories">
              <Stack spacing={1.25}>
                {FOOTER_CATEGORIES.map((category) => (
                  <Link key={category} href={jobsSearchPath(category)} underline="hover" sx={linkSx}>
                    {category}
                  </Link>
                ))}
              </Stack>
            </Column>
          </Box>

          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <Column title="Top Locations">
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  rowGap: 1.25,
                  columnGap: 2,
                }}
              >
                {CITIES.map((city) => (
                  <Link key={city} href={jobsSearchPath(city)} underline="hover" sx={linkSx}>
                    {city}
                  </Link>
                ))}
              </Box>
            </Column>
          </Box>
        </Box>

        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: '1px solid rgba(255, 255, 255, 0.1)',
            justifyContent: 'space-between',
            alignItems: { md: 'center' },
          }}
        >
          <Typography variant="body2" sx={{ color: muted }}>
            © {year} {name}. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {PLACEHOLDER_LINKS.map((label) => (
              <Link
                key={label}
                href="#"
                underline="hover"
                onClick={(event) => event.preventDefault()}
                sx={linkSx}
              >
                {label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
