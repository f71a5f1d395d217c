import { lazy, Suspense, type ReactNode } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StarsOutlinedIcon from '@mui/icons-material/StarsOutlined';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';

import { formatDate } from '@hireloop/schema';
import { EmptyState, ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { paths, profileEditPath } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import type { ProfileDocumentFieldsFragment, ProfileFieldsFragment } from '../../../gql/graphql';
import { SignOutEverywhereButton } from '../../accounts/components/SignOutEverywhereButton';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { ProfileSection } from '../components/ProfileSection';
import { useMyProfile } from '../hooks/useMyProfile';
import { openOwnDocument } from '../openDocument';
import { DOCUMENT_LABELS, fileSizeText, type DocumentKind } from '../profileForm';
import { JOB_TOAST_MS } from '../../../app/timings';

export const PROFILE_FETCH_ERROR = 'Failed to fetch profile details';

/** Loaded with the profile view only: what was read from the resume, to accept or dismiss. */
const ResumeProposalsPanel = lazy(() => import('../components/ResumeProposalsPanel'));

function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}

function fullName(profile: ProfileFieldsFragment): string {
  return [profile.firstName, profile.middleName, profile.lastName].filter((part) => part?.trim()).join(' ');
}

function initials(profile: ProfileFieldsFragment): string {
  return `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`.toUpperCase() || 'P';
}

function DocumentRow({
  kind,
  document,
  onOpen,
}: {
  kind: DocumentKind;
  document: ProfileDocumentFieldsFragment | null;
  onOpen: () => void;
}) {
  const label = DOCUMENT_LABELS[kind];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid={`profile-${kind}`}>
      <PictureAsPdfOutlinedIcon color={document ? 'error' : 'disabled'} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {document ? `${document.name} · ${fileSizeText(document.sizeBytes)}` : `${label} not available`}
        </Typography>
      </Box>
      {document && (
        <Button size="small" startIcon={<OpenInNewIcon />} onClick={onOpen} aria-label={`Open ${label}`}>
          Open
        </Button>
      )}
    </Stack>
  );
}

function ProfileView({ profile }: { profile: ProfileFieldsFragment }) {
  const { token } = useSession();
  const toast = useToast(JOB_TOAST_MS);
  const school = profile.school;
  const hasSchool = [school.schoolName, school.grade, school.percentage, school.year].some((value) =>
    value.trim(),
  );

  const open = (kind: DocumentKind) =>
    openOwnDocument(DOCUMENT_LABELS[kind], profile[kind], token, toast.show);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, textAlign: 'center' }}>
          <ProfilePhoto
            photoUrl={profile.photoUrl ?? null}
            name={fullName(profile)}
            initials={initials(profile)}
            onResult={toast.show}
          />
          <Typography variant="h5" component="p" sx={{ mt: 2 }} data-testid="profile-name">
            {fullName(profile)}
          </Typography>
          <Chip
            size="small"
            sx={{ mt: 1, fontWeight: 600 }}
            color={profile.complete ? 'success' : 'warning'}
            variant="outlined"
            label={profile.complete ? 'Ready to apply' : 'Add details to apply'}
          />
          <Divider sx={{ my: 2.5 }} />
          <Stack spacing={1.25} sx={{ textAlign: 'left' }}>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <EmailOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2" noWrap title={profile.email}>
                {profile.email}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <PhoneOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{profile.contactNo || 'No contact number'}</Typography>
            </Stack>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <StarsOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{profile.creditPoints} credit points</Typography>
            </Stack>
          </Stack>
          {profile.updatedAt && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              Updated {formatDate(profile.updatedAt)}
            </Typography>
          )}
          <Divider sx={{ my: 2.5 }} />
          <SignOutEverywhereButton fullWidth />
        </Paper>

        <ProfileSection title="Documents" icon={<DescriptionOutlinedIcon />}>
          <Stack spacing={2} divider={<Divider flexItem />}>
            <DocumentRow kind="resume" document={profile.resume} onOpen={() => open('resume')} />
            <DocumentRow
              kind="coverLetter"
              document={profile.coverLetter}
              onOpen={() => open('coverLetter')}
            />
          </Stack>
        </ProfileSection>
      </Stack>

      <Stack spacing={3}>
        {profile.resume && (
          <Suspense fallback={null}>
            <ResumeProposalsPanel />
          </Suspense>
        )}
        <ProfileSection title="About You" icon={<BadgeOutlinedIcon />}>
          {profile.bio.trim() ? (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }} data-testid="profile-bio">
              {profile.bio}
            </Typography>
          ) : (
            <Muted>No bio yet.</Muted>
          )}
          <Typography variant="subtitle2" sx={{ mt: 2.5, mb: 1 }}>
            Skills
          </Typography>
          {profile.skills.length ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {profile.skills.map((skill) => (
                <Chip key={skill} label={skill} color="primary" variant="outlined" sx={{ fontWeight: 600 }} />
              ))}
            </Stack>
          ) : (
            <Muted>No skills added yet.</Muted>
          )}
        </ProfileSection>

        <ProfileSection title="Job Experience" icon={<WorkHistoryOutlinedIcon />}>
          {profile.experiences.length ? (
            <Stack spacing={2} divider={<Divider flexItem />}>
              {profile.experiences.map((experience, index) => (
                <Box key={`${index}-${experience.company}`}>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{ justifyContent: 'space-between', gap: 0.5 }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{experience.jobTitle || 'Role'}</Typography>
                    {experience.duration && (
                      <Typography variant="body2" color="text.secondary">
                        {experience.duration}
                      </Typography>
                    )}
                  </Stack>
                  <Typography variant="body2" color="primary.main" sx={{ fontWeight: 600 }}>
                    {experience.company}
                  </Typography>
                  {experience.description && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ mt: 0.75, whiteSpace: 'pre-line' }}
                    >
                      {experience.description}
                    </Typography>
                  )}
                </Box>
              ))}
            </Stack>
          ) : (
            <Muted>No work experience added yet.</Muted>
          )}
        </ProfileSection>

        <ProfileSection title="Education" icon={<SchoolOutlinedIcon />}>
          <Stack spacing={2} divider={<Divider flexItem />}>
            {hasSchool ? (
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{school.schoolName || 'School'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    school.grade && `Grade ${school.grade}`,
                    school.percentage &&
                      (school.percentage.endsWith('%') ? school.percentage : `${school.percentage}%`),
                    school.year,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            ) : (
              <Muted>No school added yet.</Muted>
            )}
            {profile.colleges.map((college, index) => (
              <Box key={`${index}-${college.collegeName}`}>
                <Typography sx={{ fontWeight: 700 }}>{college.collegeName || 'College'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[college.degree, college.year, college.cgpa && `CGPA ${college.cgpa}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            ))}
          </Stack>
        </ProfileSection>
      </Stack>
    </Box>
  );
}

/** My Profile (/profile): the seeker profile, read-only, with Edit Profile and back to /. */
export function ProfilePage() {
  const { user } = useSession();
  const { profile, loading, error, retry } = useMyProfile();
  const editHref = profileEditPath(user?.id ?? 'me');

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading profile..." />;
  } else if (!profile) {
    body = (
      <ErrorBlock
        title={PROFILE_FETCH_ERROR}
        message={error ? 'Please try again.' : undefined}
        onRetry={retry}
      />
    );
  } else if (!profile.exists) {
    body = (
      <EmptyState
        icon={<AccountCircleOutlinedIcon />}
        title="Create your profile"
        description="Add your bio, skills, resume, experience and education so you can apply to jobs in a click."
        action={
          <Button href={editHref} variant="contained" startIcon={<EditOutlinedIcon />}>
            Create Profile
          </Button>
        }
      />
    );
  } else {
    body = <ProfileView profile={profile} />;
  }

  return (
    <Box>
      <PageHeader
        title="My Profile"
        subtitle="Your bio, skills, resume, experience and education in one place."
        icon={<AccountCircleOutlinedIcon />}
        actions={
          <>
            <Button
              href={paths.home}
              variant="outlined"
              color="inherit"
              startIcon={<ArrowBackIcon />}
              sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              Back
            </Button>
            <Button
              href={paths.preferenceSurvey}
              variant="outlined"
              color="inherit"
              startIcon={<TuneOutlinedIcon />}
              sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              Job Preferences
            </Button>
            <Button
              href={paths.privacy}
              variant="outlined"
              color="inherit"
              startIcon={<PrivacyTipOutlinedIcon />}
              sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              Privacy &amp; Your Data
            </Button>
            <Button href={editHref} variant="contained" startIcon={<EditOutlinedIcon />}>
              Edit Profile
            </Button>
          </>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </Box>
  );
}
