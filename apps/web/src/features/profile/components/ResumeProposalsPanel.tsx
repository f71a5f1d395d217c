import { useState } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';

import { RESUME_PARSING_MESSAGES } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { JOB_TOAST_MS } from '../../../app/timings';
import { useToast } from '../../../app/toast';
import { useResumeProposals, type ResumeProposalItem } from '../hooks/useResumeProposals';
import { ProfileSection } from './ProfileSection';

const FAILED_ACTION = 'Could not update your profile. Please try again.';

/** What a proposal adds, in a line and an optional second line. */
function describe(p: ResumeProposalItem): { kind: string; title: string; detail: string } {
  if (p.skill) return { kind: 'Skill', title: p.skill, detail: '' };
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
  if (reading.status === 'DONE' && reading.proposals.length && !pending.length) return null;
  const pendingSkills = pending.filter((p) => p.kind === 'SKILL');

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(serverMessage(error) ?? FAILED_ACTION);
    } finally {
      setBusy(false);
    }
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
      <Stack
        spacing={1.5}
        divider={<Divider flexItem />}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {pending.map((p) => {
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
                  onClick={() => void run(() => accept(p.id), RESUME_PARSING_MESSAGES.accepted)}
                >
                  Accept
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  disabled={busy}
                  aria-label={`Dismiss ${title}`}
                  onClick={() => void run(() => dismiss(p.id), RESUME_PARSING_MESSAGES.dismissed)}
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

  return (
    <ProfileSection
      title={RESUME_PARSING_MESSAGES.panelTitle}
      description="Add what we found to your profile, or dismiss it. Nothing is added until you accept it."
      icon={<AutoAwesomeOutlinedIcon />}
      testId="resume-proposals"
      action={
        pendingSkills.length > 1 ? (
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
