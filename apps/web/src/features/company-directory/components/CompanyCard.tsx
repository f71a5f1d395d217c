import type { ReactNode } from 'react';

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

import { companyPath, openJobsText, shortLocation } from '@hireloop/schema';
import { JobCardHeader } from '@hireloop/ui';

import type { DirectoryEntry } from '../hooks/useCompaniesDirectory';

/** One fact of a card: a small icon and its text. */
function Fact({ icon, testId, children }: { icon: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', '& svg': { fontSize: 18 } }}>
      {icon}
      <Typography variant="body2" data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A company of the directory: logo, name, open jobs, location and industry; it opens the company's page. */
export function CompanyCard({ entry }: { entry: DirectoryEntry }) {
  const { company, openJobCount } = entry;
  return (
    <Card data-testid="company-card" sx={{ height: '100%' }}>
      <CardActionArea
        href={companyPath(company.slug)}
        sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <JobCardHeader company={company} title={company.name} titleTestId="company-card-name" hideCompany />
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={openJobsText(openJobCount)}
          data-testid="company-card-jobs"
          sx={{ mt: 2, alignSelf: 'flex-start', fontWeight: 600 }}
        />
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap', color: 'text.secondary' }}
        >
          {company.location && (
            <Fact icon={<PlaceOutlinedIcon aria-hidden />} testId="company-card-location">
              {shortLocation(company.location)}
            </Fact>
          )}
          {company.industry && (
            <Fact icon={<FactoryOutlinedIcon aria-hidden />} testId="company-card-industry">
              {company.industry}
            </Fact>
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}
