import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

import { shortLocation } from '@hireloop/schema';
import { CompanyLogo } from '@hireloop/ui';

import { jobPath, jobsSearchPath } from '../../../app/paths';
import type { JobCardFieldsFragment } from '../../../gql/graphql';
import { categorySections } from '../categorySections';
import { SectionHeading } from './SectionHeading';

export interface CategorySectionsProps {
  jobs: readonly JobCardFieldsFragment[];
}

/** Up to four categories with the most jobs, each with up to three jobs and a link to all of them. */
export function CategorySections({ jobs }: CategorySectionsProps) {
  const sections = categorySections(jobs);
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
              key={section.category}
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
                    {section.category}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {section.count} available positions
                  </Typography>
                </Box>
                <Button
                  href={jobsSearchPath(section.category)}
                  size="small"
                  endIcon={<ArrowForwardIcon />}
                  aria-label={`View all ${section.category} jobs`}
                >
                  View All
                </Button>
              </Stack>
              <List disablePadding sx={{ px: 1, pb: 1.5 }}>
                {section.jobs.map((job) => (
                  <ListItemButton
                    key={job.id}
                    href={jobPath(job.id)}
                    sx={{ borderRadius: 3, gap: 1.5, py: 1.25 }}
                  >
                    <CompanyLogo
                      size={40}
                      name={job.company.name}
                      hasLogo={job.company.hasLogo}
                      logoUrl={job.company.logoUrl}
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
                  </ListItemButton>
                ))}
              </List>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
