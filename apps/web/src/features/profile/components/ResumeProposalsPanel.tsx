import { useState } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CloseIcon from '@mui/icons-material/Close';

import { RESUME_PARSING_MESSAGES } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { JOB_TOAST_MS } from '../../../app/timings';
import { useToast } from '../../../app/toast';
import { useResumeProposals, type ResumeProposalItem } from '../hooks/useResumeProposals';
import { ProfileSection } from './ProfileSection';

export const RESUME_ACTION_FAILED = 'Could not update your profile. Please try again.';

const LIST = { listStyle: 'none', p: 0, m: 0 } as const;

/** A position, degree or school certificate in a line and an optional second line. */
function describe(p: ResumeProposalItem): { kind: string; title: string; detail: string } {
  if (p.experience) {
    const e = p.experience;
    return {
      kind: 'Experience',
      title: [e.jobTitle, e.company].filter(Boolean).join(' — '),
      detail: e.duration,
    };
  }
  if (p.college) {
    const c = p.college;
    return {
      kind: 'Education',
      title: [c.degree, c.collegeName].filter(Boolean).join(', '),
      detail: [c.year, c.cgpa && `CGPA ${c.cgpa}`].filter(Boolean).join(' · '),
    };
  }
  const s = p.school;
  return {
    kind: 'School',
    title: [s?.grade, s?.schoolName].filter(Boolean).join(', '),
    detail: [s?.percentage, s?.year].filter(Boolean).join(' · '),
  };
}

interface Actions {
  busy: boolean;
  onAccept: (p: ResumeProposalItem) => void;
  onDismiss: (p: ResumeProposalItem) => void;
}

/** The proposed skills, each a pill with Accept (+) and Dismiss (×). */
function SkillProposals({ skills, busy, onAccept, onDismiss }: Actions & { skills: ResumeProposalItem[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Skills
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap component="ul" sx={{ ...LIST, flexWrap: 'wrap' }}>
        {skills.map((p) => (
          <Stack
            key={p.id}
            component="li"
            direction="row"
            sx={{
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 5,
              pl: 1.5,
              pr: 0.25,
            }}
            data-testid="resume-proposal"
          >
            <Typography variant="body2" sx={{ fontWeight: 600, mr: 0.5 }}>
              {p.skill}
            </Typography>
            <IconButton
              size="small"
              color="primary"
              disabled={busy}
              aria-label={`Accept ${p.skill}`}
              onClick={() => onAccept(p)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              disabled={busy}
              aria-label={`Dismiss ${p.skill}`}
              onClick={() => onDismiss(p)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** The proposed positions and education, a row each with Accept and Dismiss. */
function EntryProposals({ entries, busy, onAccept, onDismiss }: Actions & { entries: ResumeProposalItem[] }) {
  return (
    <Stack spacing={1.5} divider={<Divider flexItem />} component="ul" sx={LIST}>
      {entries.map((p) => {
        const { kind, title, detail } = describe(p);
        return (
          <Stack
            key={p.id}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
            data-testid="resume-proposal"
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {kind}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              {detail && (
                <Typography variant="body2" color="text.secondary">
                  {detail}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                aria-label={`Accept ${title}`}
                onClick={() => onAccept(p)}
              >
                Accept
              </Button>
              <Button
                size="small"
                color="inherit"
                disabled={busy}
                aria-label={`Dismiss ${title}`}
                onClick={() => onDismiss(p)}
              >
                Dismiss
              </Button>
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * "Found in your resume": the skills, positions and education read from the seeker's resume, each added
 * to the profile only when accepted; while the resume is read, and when it has no text, it says so.
 */
export default function ResumeProposalsPanel() {
  const { reading, accept, dismiss, acceptAllSkills } = useResumeProposals();
  const toast = useToast(JOB_TOAST_MS);
  const [busy, setBusy] = useState(false);
  if (!reading || reading.status === 'NONE') return null;

  const pending = reading.proposals.filter((p) => p.status === 'PENDING');
  // Every proposal decided: nothing left to show.
  if (reading.status === 'DONE' && reading.proposals.length && !pending.length) return null;
  const skills = pending.filter((p) => p.kind === 'SKILL');
  const entries = pending.filter((p) => p.kind !== 'SKILL');

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(serverMessage(error) ?? RESUME_ACTION_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const actions: Actions = {
    busy,
    onAccept: (p) => void run(() => accept(p.id), RESUME_PARSING_MESSAGES.accepted),
    onDismiss: (p) => void run(() => dismiss(p.id), RESUME_PARSING_MESSAGES.dismissed),
  };

  let body;
  if (reading.status === 'PENDING') {
    body = (
      <Box>
        <Typography color="text.secondary">{RESUME_PARSING_MESSAGES.pending}</Typography>
        <LinearProgress sx={{ mt: 1.5 }} aria-label={RESUME_PARSING_MESSAGES.pending} />
      </Box>
    );
  } else if (reading.status === 'NO_TEXT') {
    body = <Alert severity="info">{RESUME_PARSING_MESSAGES.noText}</Alert>;
  } else if (reading.status === 'FAILED') {
    body = <Alert severity="warning">{RESUME_PARSING_MESSAGES.failed}</Alert>;
  } else if (!pending.length) {
    body = <Typography color="text.secondary">{RESUME_PARSING_MESSAGES.nothingFound}</Typography>;
  } else {
    body = (
      <Stack spacing={2.5}>
        {skills.length > 0 && <SkillProposals skills={skills} {...actions} />}
        {entries.length > 0 && <EntryProposals entries={entries} {...actions} />}
      </Stack>
    );
  }

  return (
    <ProfileSection
      title={RESUME_PARSING_MESSAGES.panelTitle}
      description="Add what we found to your profile, or dismiss it. Nothing is added until you accept it."
      icon={<AutoAwesomeOutlinedIcon />}
      testId="resume-proposals"
      action={
        skills.length > 1 ? (
          <Button
            size="small"
            disabled={busy}
            onClick={() => void run(acceptAllSkills, RESUME_PARSING_MESSAGES.accepted)}
          >
            Accept all skills
          </Button>
        ) : undefined
      }
    >
      {body}
    </ProfileSection>
  );
}
