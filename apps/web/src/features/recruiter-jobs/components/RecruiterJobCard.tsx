import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { CARD_MAX_SKILLS, JOB_EXTENSION_DAYS, positionsLabel, rupees, formatDate } from '@hireloop/schema';
import { JobCardHeader, JobStatusChip } from '@hireloop/ui';

import type { RecruiterJobFieldsFragment } from '../../../gql/graphql';
import { jobApplicantsPath, recruiterJobPath } from '../paths';
import { RECRUITER_DATES } from '../format';

function Meta({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
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

/** Skills as chips: at most 3, then '+n more'. */
export function SkillChips({ skills }: { skills: readonly string[] }) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, CARD_MAX_SKILLS);
  const more = skills.length - shown.length;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="skills">
      {shown.map((skill) => (
        <Chip key={skill} size="small" label={skill} sx={{ fontWeight: 600 }} />
      ))}
      {more > 0 && (
        <Chip size="small" variant="outlined" label={`+${more} more`} sx={{ borderColor: 'divider' }} />
      )}
    </Stack>
  );
}

export interface RecruiterJobCardProps {
  job: RecruiterJobFieldsFragment;
  /** Hides the company line (on a company's own jobs page). */
  hideCompany?: boolean;
  /** Offers "Extend 30 days" on jobs that take (or took, until they expired) applications. */
  onExtend?: (job: RecruiterJobFieldsFragment) => void;
  /** An extension of this job is under way. */
  extending?: boolean;
}

/** Statuses whose closing date matters: the job takes applications, is paused, or has expired. */
const EXTENDABLE: readonly RecruiterJobFieldsFragment['status'][] = ['ACTIVE', 'PAUSED', 'EXPIRED'];

/**
 * A recruiter's job: status, company, facts (with its closing date), skills, buttons to its applicants and
 * its details, and Extend.
 */
export function RecruiterJobCard({
  job,
  hideCompany = false,
  onExtend,
  extending = false,
}: RecruiterJobCardProps) {
  const salary = rupees(job.salary) || 'Salary not disclosed';
  const expired = job.status === 'EXPIRED';
  const closing = formatDate(job.validThrough, RECRUITER_DATES);
  return (
    <Card
      data-testid="recruiter-job-card"
      sx={(theme) => ({
        height: '100%',
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        '&:hover': {
          borderColor: theme.alpha(theme.vars.palette.primary.main, 0.45),
          boxShadow: `0 12px 28px -14px ${alpha('#7c2d12', 0.3)}`,
          ...theme.applyStyles('dark', { boxShadow: `0 12px 28px -14px ${alpha('#000', 0.3)}` }),
        },
      })}
    >
      <JobCardHeader
        company={job.company}
        title={
          <Link
            href={recruiterJobPath(job.id)}
            color="inherit"
            underline="hover"
            data-testid="recruiter-job-title"
          >
            {job.title}
          </Link>
        }
        hideCompany={hideCompany}
        trailing={<JobStatusChip status={job.status} />}
      />

      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Meta icon={<PlaceOutlinedIcon />}>{job.location || 'Remote'}</Meta>
        <Meta icon={<WorkOutlineOutlinedIcon />}>{job.jobType || 'Not specified'}</Meta>
        <Meta icon={<GroupsOutlinedIcon />}>{positionsLabel(job.positions)}</Meta>
        <Meta icon={<EventOutlinedIcon />}>Posted {formatDate(job.createdAt, RECRUITER_DATES)}</Meta>
        <Meta icon={<EventOutlinedIcon />} testId="recruiter-job-closing">
          {expired ? `Expired ${closing}` : `Closes ${closing}`}
        </Meta>
        {onExtend && EXTENDABLE.includes(job.status) && (
          <Button
            size="small"
            onClick={() => onExtend(job)}
            disabled={extending}
            aria-label={`Extend ${job.title} by ${JOB_EXTENSION_DAYS} days`}
            data-testid="extend-button"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {extending ? 'Extending...' : `Extend ${JOB_EXTENSION_DAYS} days`}
          </Button>
        )}
      </Stack>

      <Box sx={{ mt: 1.5 }}>
        <Chip
          size="small"
          variant="outlined"
          icon={<PaymentsOutlinedIcon />}
          label={salary}
          data-testid="recruiter-job-salary"
          sx={{ fontWeight: 600, borderColor: 'divider', maxWidth: '100%' }}
        />
      </Box>

      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          mt: 1.5,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {job.description}
      </Typography>

      <Box sx={{ mt: 1.5, flexGrow: 1 }}>
        <SkillChips skills={job.skills} />
      </Box>

      <Stack direction="row" spacing={1} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button
          href={jobApplicantsPath(job.id)}
          variant="outlined"
          startIcon={<PeopleAltOutlinedIcon />}
          aria-label={`Applicants (${job.applicationCount}) for ${job.title}`}
          data-testid="applicants-button"
          sx={{ flex: 1, whiteSpace: 'nowrap' }}
        >
          Applicants ({job.applicationCount})
        </Button>
        <Button
          href={recruiterJobPath(job.id)}
          variant="contained"
          data-testid="view-details-button"
          sx={{ flex: 1, whiteSpace: 'nowrap' }}
        >
          View Details
        </Button>
      </Stack>
    </Card>
  );
}
