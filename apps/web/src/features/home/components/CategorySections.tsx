import { Link as RouterLink } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

import { shortLocation } from '@hireloop/schema';
import { CompanyLogo } from '@hireloop/ui';

import { jobPath, jobsSearchPath } from '../../../app/paths';
import type { HomeCategorySection } from '../hooks/useHomeJobs';
import { SectionHeading } from './SectionHeading';

export interface CategorySectionsProps {
  /** Up to four categories, most jobs first, as the server ranks them. */
  sections: readonly HomeCategorySection[];
}

/** Up to four categories with the most jobs, each with up to three jobs and a link to all of them. */
export function CategorySections({ sections }: CategorySectionsProps) {
  if (sections.length === 0) return null;

  return (
    <Box
      component="section"
      aria-labelledby="categories-title"
      sx={{ pt: { xs: 7, md: 10 } }}
      data-testid="category-sections"
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="categories-title"
          title="Jobs by Category"
          subtitle="Explore the fields with the most openings"
        />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {sections.map((section) => (
            <Paper
              key={section.name}
              variant="outlined"
              sx={{ borderRadius: 4, height: '100%', overflow: 'hidden' }}
              data-testid="category-section"
            >
              <Stack
                direction="row"
                sx={{
                  px: 3,
                  pt: 2.5,
                  pb: 1.5,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h3" noWrap>
                    {section.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {section.count} available positions
                  </Typography>
                </Box>
                <Button
                  href={jobsSearchPath(section.name)}
                  size="small"
                  endIcon={<ArrowForwardIcon />}
                  aria-label={`View all ${section.name} jobs`}
                >
                  View All
                </Button>
              </Stack>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 1, pb: 1.5 }}>
                {section.jobs.map((job) => (
                  <li key={job.id}>
                    <Box
                      component={RouterLink}
                      to={jobPath(job.id)}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1.5,
                        px: 2,
                        py: 1.25,
                        borderRadius: 3,
                        color: 'inherit',
                        textDecoration: 'none',
                        transition: 'background-color 150ms ease',
                        '&:hover': { bgcolor: 'action.hover' },
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                      }}
                    >
                      <CompanyLogo
                        size={40}
                        name={job.company.name}
                        hasLogo={job.company.hasLogo}
                        logoImage={job.company.logoImage}
                        color={job.company.logoColor || job.logoColor}
                        text={job.company.logoText || job.logoText}
                      />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }} noWrap>
                          {job.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {job.company.name} · {shortLocation(job.location)}
                        </Typography>
                      </Box>
                    </Box>
                  </li>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
