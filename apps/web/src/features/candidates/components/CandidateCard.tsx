import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import UpdateOutlinedIcon from '@mui/icons-material/UpdateOutlined';

import { DocumentButton } from '../../recruiter-jobs/components/DocumentButton';
import { SkillChips } from '../../recruiter-jobs/components/RecruiterJobCard';
import { availabilityLabel } from '../availability';
import type { Candidate } from '../hooks/useCandidates';
import { formatDate } from '@hireloop/schema';

const AVAILABILITY_COLOR: Record<Candidate['availability'], 'success' | 'info' | 'warning' | 'default'> = {
  IMMEDIATELY: 'success',
  WITHIN_2_WEEKS: 'info',
  WITHIN_MONTH: 'warning',
  NOT_LOOKING: 'default',
};

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

export interface CandidateCardProps {
  candidate: Candidate;
  opening: string | null;
  onOpen: (url: string, label: 'Resume' | 'Cover Letter') => void;
}

/** A job seeker: title, experience, availability, expected salary, contact, bio, skills and documents. */
export function CandidateCard({ candidate, opening, onOpen }: CandidateCardProps) {
  return (
    <Card data-testid="candidate-card" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Avatar
          src={candidate.photoUrl ?? undefined}
          alt={candidate.name}
          data-testid="person-photo"
          sx={(theme) => ({
            width: 56,
            height: 56,
            fontWeight: 700,
            color: 'primary.main',
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.14),
          })}
        >
          {initials(candidate.name)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700 }}
              data-testid="candidate-name"
            >
              {candidate.name}
            </Typography>
            <Chip
              size="small"
              color={AVAILABILITY_COLOR[candidate.availability]}
              variant={candidate.availability === 'NOT_LOOKING' ? 'outlined' : 'filled'}
              label={availabilityLabel(candidate.availability)}
              sx={{ fontWeight: 600 }}
            />
          </Stack>
          <Typography color="text.secondary" sx={{ fontWeight: 500 }} data-testid="candidate-title">
            {candidate.title}
          </Typography>

          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap', color: 'text.secondary', '& svg': { fontSize: 17 } }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <TimelineOutlinedIcon />
              <Typography variant="body2">{candidate.experience}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <CurrencyRupeeIcon />
              <Typography variant="body2">{candidate.expectedSalary}</Typography>
            </Stack>
            {candidate.email && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <EmailOutlinedIcon />
                <Typography variant="body2" noWrap>
                  {candidate.email}
                </Typography>
              </Stack>
            )}
            {candidate.contactNo && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <PhoneOutlinedIcon />
                <Typography variant="body2">{candidate.contactNo}</Typography>
              </Stack>
            )}
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <UpdateOutlinedIcon />
              <Typography variant="body2">Updated {formatDate(candidate.updatedAt)}</Typography>
            </Stack>
          </Stack>

          {candidate.bio && (
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
              {candidate.bio}
            </Typography>
          )}
          <Box sx={{ mt: 1.25 }}>
            <SkillChips skills={candidate.skills} />
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <DocumentButton
              label="Resume"
              url={candidate.resumeUrl}
              withheld={!candidate.sharedWithYou}
              owner={candidate.name}
              opening={opening === candidate.resumeUrl}
              onOpen={(url) => onOpen(url, 'Resume')}
            />
            <DocumentButton
              label="Cover Letter"
              url={candidate.coverLetterUrl}
              owner={candidate.name}
              opening={opening === candidate.coverLetterUrl}
              onOpen={(url) => onOpen(url, 'Cover Letter')}
            />
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}
