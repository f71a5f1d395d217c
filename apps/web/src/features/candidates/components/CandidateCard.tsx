import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import UpdateOutlinedIcon from '@mui/icons-material/UpdateOutlined';

import { DocumentButtons } from '../../recruiter-jobs/components/DocumentButton';
import { ContactFacts, PersonCard, PersonFact } from '../../recruiter-jobs/components/PersonCard';
import { availabilityLabel } from '../availability';
import type { Candidate } from '../hooks/useCandidates';
import { formatDate } from '@hireloop/schema';

const AVAILABILITY_COLOR: Record<Candidate['availability'], 'success' | 'info' | 'warning' | 'default'> = {
  IMMEDIATELY: 'success',
  WITHIN_2_WEEKS: 'info',
  WITHIN_MONTH: 'warning',
  NOT_LOOKING: 'default',
};

export interface CandidateCardProps {
  candidate: Candidate;
  opening: string | null;
  onOpen: (url: string, label: 'Resume' | 'Cover Letter') => void;
}

/** A job seeker: title, experience, availability, expected salary, contact, bio, skills and documents. */
export function CandidateCard({ candidate, opening, onOpen }: CandidateCardProps) {
  return (
    <PersonCard
      testId="candidate-card"
      name={candidate.name}
      photoUrl={candidate.photoUrl}
      avatarSize={56}
      badge={
        <Chip
          size="small"
          color={AVAILABILITY_COLOR[candidate.availability]}
          variant={candidate.availability === 'NOT_LOOKING' ? 'outlined' : 'filled'}
          label={availabilityLabel(candidate.availability)}
          sx={{ fontWeight: 600 }}
        />
      }
      subtitle={
        <Typography color="text.secondary" sx={{ fontWeight: 500 }} data-testid="candidate-title">
          {candidate.title}
        </Typography>
      }
      facts={
        <>
          <PersonFact icon={<TimelineOutlinedIcon />}>{candidate.experience}</PersonFact>
          <PersonFact icon={<CurrencyRupeeIcon />}>{candidate.expectedSalary}</PersonFact>
          <ContactFacts email={candidate.email} phone={candidate.contactNo} />
          <PersonFact icon={<UpdateOutlinedIcon />}>Updated {formatDate(candidate.updatedAt)}</PersonFact>
        </>
      }
      bio={candidate.bio}
      skills={candidate.skills}
      actions={
        <>
          <DocumentButtons
            resumeUrl={candidate.resumeUrl}
            coverLetterUrl={candidate.coverLetterUrl}
            resumeWithheld={!candidate.sharedWithYou}
            owner={candidate.name}
            opening={opening}
            onOpen={onOpen}
          />
        </>
      }
    />
  );
}
