import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';

import { positionsLabel, rupees, salaryChip, shortLocation, shortShift } from '@hireloop/schema';

import type { LogoImageUrls } from './CompanyLogo';
import { JobCardHeader } from './JobCardHeader';
import { jobTypeBadge } from './jobTypeBadge';

/** The company fields a job card shows. */
export interface JobCardCompany {
  name: string;
  hasLogo: boolean;
  logoImage?: LogoImageUrls | null;
  logoUrl?: string | null;
  logoColor?: string | null;
  logoText?: string | null;
}

/** The job fields a job card shows (the GraphQL `Job` selection fits it as is). */
export interface JobCardJob {
  id: string;
  title: string;
  description: string;
  location: string;
  salary?: string | null;
  positions: number;
  category: string;
  shift: string;
  jobType?: string | null;
  logoColor?: string | null;
  logoText?: string | null;
  company: JobCardCompany;
}

export interface JobCardProps {
  job: JobCardJob;
  /** Where the card leads, e.g. `/job/{id}`. */
  href?: string;
  /** Called on click (in addition to following `href`). */
  onClick?: () => void;
  /** Router state given to the page `href` leads to (the theme's link component forwards it). */
  linkState?: unknown;
  /** Shown below the salary (a signed-in seeker's match). */
  extra?: ReactNode;
}

function Meta({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary', '& svg': { fontSize: 18 } }}
    >
      {icon}
      <Typography variant="body2" noWrap data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A job in a list: logo, title, company, location, salary, positions, description, category, shift, type. */
export function JobCard({ job, href, onClick, linkState, extra }: JobCardProps) {
  const badge = jobTypeBadge(job.jobType);
  const shift = shortShift(job.shift);

  const content = (
    <>
      <JobCardHeader
        company={job.company}
        logoColor={job.logoColor}
        logoText={job.logoText}
        title={job.title}
        titleTestId="job-card-title"
        companyTestId="job-card-company"
        trailing={
          <Chip
            size="small"
            label={badge.label}
            data-testid="job-card-type"
            data-tone={badge.tone}
            sx={(theme) => {
              const tone = badge.tone === 'green' ? theme.vars.palette.success : theme.vars.palette.primary;
              // Text in the darker (light mode) or lighter (dark mode) shade keeps a 4.5:1 contrast on the tint.
              return {
                color: tone.dark,
                ...theme.applyStyles('dark', { color: tone.light }),
                bgcolor: theme.alpha(tone.main, 0.12),
                fontWeight: 600,
                flexShrink: 0,
              };
            }}
          />
        }
      />

      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Meta icon={<PlaceOutlinedIcon />} testId="job-card-location">
          {shortLocation(job.location)}
        </Meta>
        <Meta icon={<GroupsOutlinedIcon />} testId="job-card-positions">
          {positionsLabel(job.positions)}
        </Meta>
      </Stack>

      <Box sx={{ mt: 1.5 }}>
        <Chip
          size="small"
          variant="outlined"
          icon={<PaymentsOutlinedIcon />}
          label={salaryChip(job.salary)}
          title={job.salary?.trim() ? rupees(job.salary) : undefined}
          data-testid="job-card-salary"
          sx={{ fontWeight: 600, borderColor: 'divider' }}
        />
      </Box>
      {extra}

      <Box sx={{ mt: 1.5, flexGrow: 1 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="job-card-description"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {job.description}
        </Typography>
      </Box>

      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Meta icon={<CategoryOutlinedIcon />} testId="job-card-category">
          {job.category}
        </Meta>
        {shift && (
          <Meta icon={<ScheduleOutlinedIcon />} testId="job-card-shift">
            {shift}
          </Meta>
        )}
      </Stack>
    </>
  );

  const areaSx = {
    height: '100%',
    p: 2.5,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
  } as const;
  return (
    <Card
      data-testid="job-card"
      sx={(theme) => ({
        height: '100%',
        '&:hover': {
          borderColor: theme.alpha(theme.vars.palette.primary.main, 0.5),
          boxShadow: `0 12px 28px -12px ${alpha('#1e3a8a', 0.35)}`,
          ...theme.applyStyles('dark', { boxShadow: `0 12px 28px -12px ${alpha('#000', 0.35)}` }),
          transform: 'translateY(-2px)',
        },
      })}
    >
      {href ? (
        <CardActionArea
          href={href}
          onClick={onClick}
          sx={areaSx}
          {...(linkState ? { state: linkState } : {})}
        >
          {content}
        </CardActionArea>
      ) : (
        <CardActionArea onClick={onClick} sx={areaSx}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
}
