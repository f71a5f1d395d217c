import { useState } from 'react';

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';

import { StatusBadge } from '@hireloop/ui';

import type { ApplicationStatus } from '../../../gql/graphql';
import { APPLICATION_STATUSES, capitalise, RECRUITER_DATES } from '../format';
import type { Applicant } from '../hooks/useJobApplicants';
import { DocumentButton } from './DocumentButton';
import { SkillChips } from './RecruiterJobCard';
import { formatDate } from '@hireloop/schema';

/** First, middle and last name. */
export function applicantName(applicant: Applicant['applicant']): string {
  return [applicant.firstName, applicant.middleName, applicant.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase() || '?'
  );
}

export interface ApplicantCardProps {
  application: Applicant;
  /** The document address being fetched, if any. */
  opening: string | null;
  onOpenDocument: (application: Applicant, url: string, label: 'Resume' | 'Cover Letter') => void;
  /** A status was chosen in the menu (confirmed by the page). */
  onChooseStatus: (application: Applicant, status: ApplicationStatus) => void;
  busy?: boolean;
}

/** One applicant: who they are, their status, documents and a menu to set any status. */
export function ApplicantCard({
  application,
  opening,
  onOpenDocument,
  onChooseStatus,
  busy = false,
}: ApplicantCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { applicant } = application;
  const name = applicantName(applicant);
  const menuId = `status-menu-${application.id}`;

  return (
    <Card data-testid="applicant-card" data-application={application.id} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Avatar
          src={applicant.photoUrl ?? undefined}
          alt={name}
          data-testid="person-photo"
          sx={(theme) => ({
            width: 52,
            height: 52,
            fontWeight: 700,
            color: 'primary.main',
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.14),
          })}
        >
          {initials(name)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700 }}
              data-testid="applicant-name"
            >
              {name}
            </Typography>
            <StatusBadge status={application.status} />
          </Stack>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ mt: 0.5, flexWrap: 'wrap', color: 'text.secondary', '& svg': { fontSize: 17 } }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <EmailOutlinedIcon />
              <Typography variant="body2" noWrap>
                {applicant.email}
              </Typography>
            </Stack>
            {applicant.contactNo && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <PhoneOutlinedIcon />
                <Typography variant="body2">{applicant.contactNo}</Typography>
              </Stack>
            )}
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <EventOutlinedIcon />
              <Typography variant="body2">
                Applied {formatDate(application.createdAt, RECRUITER_DATES)}
              </Typography>
            </Stack>
          </Stack>
          {applicant.bio && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 1.25,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {applicant.bio}
            </Typography>
          )}
          <Box sx={{ mt: 1.25 }}>
            <SkillChips skills={applicant.skills} />
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <DocumentButton
              label="Resume"
              url={application.resumeUrl}
              owner={name}
              opening={opening === application.resumeUrl}
              onOpen={(url) => onOpenDocument(application, url, 'Resume')}
            />
            <DocumentButton
              label="Cover Letter"
              url={application.coverLetterUrl}
              owner={name}
              opening={opening === application.coverLetterUrl}
              onOpen={(url) => onOpenDocument(application, url, 'Cover Letter')}
            />
            <Box sx={{ flexGrow: 1 }} />
            <Button
              size="small"
              variant="contained"
              endIcon={<ExpandMoreIcon />}
              onClick={(event) => setAnchor(event.currentTarget)}
              disabled={busy}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={Boolean(anchor)}
              aria-label={`Change status of ${name}`}
              data-testid="status-menu-button"
            >
              Change Status
            </Button>
            <Menu
              id={menuId}
              anchorEl={anchor}
              open={Boolean(anchor)}
              onClose={() => setAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              {APPLICATION_STATUSES.map((status) => {
                const current = status === application.status;
                return (
                  <MenuItem
                    key={status}
                    selected={current}
                    onClick={() => {
                      setAnchor(null);
                      onChooseStatus(application, status);
                    }}
                  >
                    <ListItemIcon>{current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                    <ListItemText>{capitalise(status)}</ListItemText>
                  </MenuItem>
                );
              })}
            </Menu>
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}
