import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

import { CompanyLogo } from '@hireloop/ui';

import type { CompanyFieldsFragment } from '../../../gql/graphql';
import { companyPath } from '../paths';

function Meta({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary', '& svg': { fontSize: 18 } }}
    >
      {icon}
      <Typography variant="body2" noWrap data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A company in the list: logo, name, industry, location, size and website; opens its details. */
export function CompanyCard({ company }: { company: CompanyFieldsFragment }) {
  return (
    <Card
      data-testid="company-card"
      sx={(theme) => ({
        height: '100%',
        '&:hover': {
          borderColor: theme.alpha(theme.vars.palette.primary.main, 0.5),
          boxShadow: `0 12px 28px -12px ${alpha('#7c2d12', 0.3)}`,
          ...theme.applyStyles('dark', { boxShadow: `0 12px 28px -12px ${alpha('#000', 0.3)}` }),
          transform: 'translateY(-2px)',
        },
      })}
    >
      <CardActionArea
        href={companyPath(company.id)}
        sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Stack direction="row" spacing={1.75} sx={{ alignItems: 'center' }}>
          <CompanyLogo
            size={56}
            name={company.name}
            hasLogo={company.hasLogo}
            logoImage={company.logoImage}
            color={company.logoColor}
            text={company.logoText}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              noWrap
              data-testid="company-card-name"
              sx={{ fontWeight: 700, lineHeight: 1.3 }}
            >
              {company.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {company.industry}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={1} sx={{ mt: 2.25, pt: 2, borderTop: 1, borderColor: 'divider', flexGrow: 1 }}>
          <Meta icon={<PlaceOutlinedIcon />} testId="company-card-location">
            {company.location}
          </Meta>
          {company.size && (
            <Meta icon={<GroupsOutlinedIcon />} testId="company-card-size">
              {company.size} employees
            </Meta>
          )}
          <Meta icon={<LanguageOutlinedIcon />} testId="company-card-website">
            {company.website}
          </Meta>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
