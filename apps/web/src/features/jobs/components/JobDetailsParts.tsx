import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PeopleOutlineOutlinedIcon from '@mui/icons-material/PeopleOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { positionsLabel } from '@hireloop/schema';
import { DetailFact, DetailSection } from '@hireloop/ui';

/** What a job's details page shows of the job, for seekers and for its recruiter alike. */
export interface JobDetailsContent {
  description: string;
  requirements: readonly string[];
  skills: readonly string[];
  location?: string | null;
  shift?: string | null;
  positions: number;
  category: string;
  applicationCount: number;
}

/** The job's description, then its requirements and skills when it has any. */
export function JobDescriptionSections({ job }: { job: JobDetailsContent }) {
  return (
    <>
      <DetailSection title="Job Description">
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {job.description}
        </Typography>
      </DetailSection>

      {job.requirements.length > 0 && (
        <DetailSection title="Requirements">
          <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {job.requirements.map((requirement, index) => (
              <Stack key={`${index}-${requirement}`} component="li" direction="row" spacing={1.25}>
                <CheckCircleOutlinedIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                <Typography color="text.secondary">{requirement}</Typography>
              </Stack>
            ))}
          </Stack>
        </DetailSection>
      )}

      {job.skills.length > 0 && (
        <DetailSection title="Skills">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {job.skills.map((skill) => (
              <Chip key={skill} label={skill} sx={{ fontWeight: 600 }} />
            ))}
          </Stack>
        </DetailSection>
      )}
    </>
  );
}

export interface JobOverviewProps {
  job: JobDetailsContent;
  /** The salary, the job type and the posting date as the page words them. */
  salary: string;
  jobType: string;
  posted: string;
  /** The closing date as the page words it (shown when given). */
  closes?: string;
  /** Stays in view while the page scrolls (from md up). */
  sticky?: boolean;
}

/** The 'Job Overview' card: the job's facts as a definition list. */
export function JobOverview({ job, salary, jobType, posted, closes, sticky = false }: JobOverviewProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, borderRadius: 4, ...(sticky && { position: { md: 'sticky' }, top: { md: 96 } }) }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
        Job Overview
      </Typography>
      <Stack component="dl" spacing={2.25} sx={{ m: 0 }}>
        <DetailFact icon={<CurrencyRupeeIcon />} label="Salary">
          {salary}
        </DetailFact>
        <DetailFact icon={<PlaceOutlinedIcon />} label="Location">
          {job.location || 'Remote'}
        </DetailFact>
        <DetailFact icon={<WorkOutlineOutlinedIcon />} label="Job Type">
          {jobType}
        </DetailFact>
        <DetailFact icon={<ScheduleOutlinedIcon />} label="Shift">
          {job.shift || 'Not specified'}
        </DetailFact>
        <DetailFact icon={<GroupsOutlinedIcon />} label="Open Positions">
          {positionsLabel(job.positions)}
        </DetailFact>
        <DetailFact icon={<CategoryOutlinedIcon />} label="Category">
          {job.category}
        </DetailFact>
        <DetailFact icon={<EventOutlinedIcon />} label="Posted">
          {posted}
        </DetailFact>
        {closes && (
          <DetailFact icon={<EventOutlinedIcon />} label="Applications Close">
            {closes}
          </DetailFact>
        )}
        <DetailFact icon={<PeopleOutlineOutlinedIcon />} label="Applicants">
          {job.applicationCount}
        </DetailFact>
      </Stack>
    </Paper>
  );
}
