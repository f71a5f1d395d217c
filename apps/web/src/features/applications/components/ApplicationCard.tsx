import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';

import { rupees, shortLocation, formatDate } from '@hireloop/schema';
import { JobCardHeader, StatusBadge } from '@hireloop/ui';

import { jobPath } from '../../../app/paths';
import type { MyApplication } from '../hooks/useMyApplications';
import { ApplicationProgress } from './ApplicationProgress';

export interface ApplicationCardProps {
  application: MyApplication;
}

/**
 * An application: company logo (image or coloured initials), job title, company, status badge, location,
 * 'Applied: date' and two lines of the description, opening /job/{id}; below, its timeline (folded) and
 * Withdraw.
 */
export function ApplicationCard({ application }: ApplicationCardProps) {
  const { job } = application;

  return (
    <Card
      data-testid="application-card"
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': {
          borderColor: theme.alpha(theme.vars.palette.primary.main, 0.5),
          boxShadow: `0 12px 28px -12px ${alpha('#1e3a8a', 0.35)}`,
          ...theme.applyStyles('dark', { boxShadow: `0 12px 28px -12px ${alpha('#000', 0.35)}` }),
          transform: 'translateY(-2px)',
        },
      })}
    >
      <CardActionArea
        href={jobPath(job.id)}
        sx={{ flexGrow: 1, p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <JobCardHeader
          company={job.company}
          logoColor={job.logoColor}
          logoText={job.logoText}
          title={job.title}
          titleTestId="application-card-title"
          trailing={
            <Box sx={{ flexShrink: 0 }}>
              <StatusBadge status={application.status} />
            </Box>
          }
        />

        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mt: 2, flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2" noWrap>
              {shortLocation(job.location)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PaymentsOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2" data-testid="application-card-salary">
              {rupees(job.salary) || 'Not disclosed'}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <EventAvailableOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2" data-testid="application-card-date">
              Applied: {formatDate(application.createdAt)}
            </Typography>
          </Stack>
        </Stack>

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
      </CardActionArea>
      <Box sx={{ px: 2.5, pb: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <ApplicationProgress application={application} jobTitle={job.title} collapsible />
      </Box>
    </Card>
  );
}
