import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';

import { StatusBadge } from '@hireloop/ui';

import type { ApplicationStatus } from '../../../gql/graphql';
import { APPLICATION_STATUSES, capitalise, RECRUITER_DATES } from '../format';
import type { Applicant, ApplicantScreening } from '../hooks/useJobApplicants';
import { ApplicantInterview } from '../../interviews/components/ApplicantInterview';
import { ApplicantNotesDialog } from './ApplicantNotesDialog';
import { ApplicantRating } from './ApplicantRating';
import { ScreeningAnswers } from './ScreeningAnswers';
import { DocumentButtons } from './DocumentButton';
import { ContactFacts, PersonCard, PersonFact } from './PersonCard';
import { DELETED_ACCOUNT_LABEL, formatDate } from '@hireloop/schema';

/** First, middle and last name; the deleted-account label when the applicant deleted their account. */
export function applicantName(
  applicant: { firstName: string; middleName?: string | null; lastName: string } | null | undefined,
): string {
  if (!applicant) return DELETED_ACCOUNT_LABEL;
  return [applicant.firstName, applicant.middleName, applicant.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export interface ApplicantCardProps {
  application: Applicant;
  /** The document address being fetched, if any. */
  opening: string | null;
  onOpenDocument: (application: Applicant, url: string, label: 'Resume' | 'Cover Letter') => void;
  /** A status was chosen in the menu (confirmed by the page). */
  onChooseStatus: (application: Applicant, status: ApplicationStatus) => void;
  busy?: boolean;
  /** How many skills the job lists (the card shows how many of them the applicant has). */
  jobSkillCount?: number;
  /** The applicant's knock-out result and screening answers, when the job asks questions. */
  screening?: ApplicantScreening;
  /** Whether the applicant is chosen for a bulk status change (a checkbox shows with onToggleSelected). */
  selected?: boolean;
  onToggleSelected?: (applicationId: string, selected: boolean) => void;
}

/**
 * One applicant: who they are, their status, the job side's rating and private notes, documents and a
 * menu to set any status; a withdrawn application shows the applicant's reason instead of the menu.
 */
export function ApplicantCard({
  application,
  opening,
  onOpenDocument,
  onChooseStatus,
  busy = false,
  jobSkillCount = 0,
  screening,
  selected = false,
  onToggleSelected,
}: ApplicantCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const { applicant } = application;
  const name = applicantName(applicant);
  const menuId = `status-menu-${application.id}`;
  // A withdrawn application left the pipeline: it shows why, and offers no status change.
  const withdrawn = application.status === 'WITHDRAWN';

  return (
    <PersonCard
      testId="applicant-card"
      cardData={{ 'data-application': application.id }}
      name={name}
      photoUrl={applicant?.photoUrl}
      avatarSize={52}
      badge={<StatusBadge status={application.status} />}
      subtitle={
        withdrawn ? (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="applicant-withdrawn"
            sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {application.accountDeleted
              ? 'Withdrawn: the applicant deleted their account.'
              : application.withdrawalReason
                ? `Withdrawn by the applicant: “${application.withdrawalReason}”`
                : 'Withdrawn by the applicant.'}
          </Typography>
        ) : undefined
      }
      facts={
        <>
          <ContactFacts email={applicant?.email} phone={applicant?.contactNo} />
          <PersonFact icon={<EventOutlinedIcon />}>
            Applied {formatDate(application.createdAt, RECRUITER_DATES)}
          </PersonFact>
          {jobSkillCount > 0 && (
            <PersonFact icon={<PsychologyOutlinedIcon />}>
              <span data-testid="skills-match">
                {application.matchedSkillCount} of {jobSkillCount} job skills
              </span>
            </PersonFact>
          )}
          <ApplicantRating application={application} name={name} />
          <ApplicantInterview
            applicationId={application.id}
            name={name}
            allowed={!withdrawn && application.status !== 'REJECT' && !application.accountDeleted}
          />
          {screening && (
            <ScreeningAnswers
              result={screening.screeningResult}
              autoRejected={screening.autoRejected}
              answers={screening.screeningAnswers}
            />
          )}
        </>
      }
      bio={applicant?.bio}
      skills={applicant?.skills ?? []}
      actions={
        <>
          {onToggleSelected && !withdrawn && (
            <Checkbox
              checked={selected}
              onChange={(event) => onToggleSelected(application.id, event.target.checked)}
              slotProps={{ input: { 'aria-label': `Select ${name}` } }}
              data-testid="select-applicant"
            />
          )}
          <DocumentButtons
            resumeUrl={application.resumeUrl}
            coverLetterUrl={application.coverLetterUrl}
            owner={name}
            opening={opening}
            onOpen={(url, label) => onOpenDocument(application, url, label)}
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<StickyNote2OutlinedIcon />}
            onClick={() => setNotesOpen(true)}
            aria-label={`Notes on ${name} (${application.notes.length})`}
            data-testid="notes-button"
          >
            Notes ({application.notes.length})
          </Button>
          <ApplicantNotesDialog
            application={application}
            name={name}
            open={notesOpen}
            onClose={() => setNotesOpen(false)}
          />
          <Box sx={{ flexGrow: 1 }} />
          {!withdrawn && (
            <>
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
            </>
          )}
        </>
      }
    />
  );
}
