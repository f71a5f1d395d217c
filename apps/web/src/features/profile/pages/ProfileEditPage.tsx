import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';

import { ErrorCode, SEEKER_MESSAGES, splitSkills, USER_FACING_ERROR_CODES } from '@hireloop/schema';
import { ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import type { ProfileFieldsFragment } from '../../../gql/graphql';
import { DocumentField } from '../components/DocumentField';
import { ProfileSection } from '../components/ProfileSection';
import { useMyProfile } from '../hooks/useMyProfile';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { openOwnDocument } from '../openDocument';
import {
  DOCUMENT_LABELS,
  addCollege,
  addExperience,
  checkPdf,
  chooseDocument,
  formFromProfile,
  profileInput,
  removeCollege,
  removeDocument,
  removeExperience,
  updateCollege,
  updateExperience,
  validateProfileForm,
  type DocumentKind,
  type ProfileForm,
} from '../profileForm';
import { ProfileSaveError } from '../profileUpload';
import { JOB_TOAST_MS } from '../../../app/timings';

export const PROFILE_LOAD_ERROR = 'Failed to load your details';
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/** The toast of a failed save: no answer, the server's message, else 'Failed to update profile'. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ProfileSaveError) {
    if (!error.answered) return NETWORK_ERROR;
    if (error.code && USER_FACING_ERROR_CODES.has(error.code)) return error.message;
  }
  return SEEKER_MESSAGES.profileUpdateFailed;
}

const FIELD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

function RowHeader({
  title,
  onRemove,
  canRemove,
}: {
  title: string;
  onRemove: () => void;
  canRemove: boolean;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Tooltip title={canRemove ? 'Remove' : 'At least one entry stays'}>
        <span>
          <IconButton size="small" aria-label={`Remove ${title}`} onClick={onRemove} disabled={!canRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

const rowSx = { p: 2, borderRadius: 3, border: 1, borderColor: 'divider' } as const;

interface ProfileFormViewProps {
  profile: ProfileFieldsFragment;
}

function ProfileFormView({ profile }: ProfileFormViewProps) {
  const navigate = useNavigate();
  const session = useSession();
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(profile));
  const [fileErrors, setFileErrors] = useState<Record<DocumentKind, string | null>>({
    resume: null,
    coverLetter: null,
  });
  const [namesMissing, setNamesMissing] = useState(false);
  const toast = useToast(JOB_TOAST_MS);
  const { save, saving } = useSaveProfile();

  const set = (changes: Partial<ProfileForm>) => setForm((current) => ({ ...current, ...changes }));

  const choose = (kind: DocumentKind, file: File) => {
    const problem = checkPdf(file);
    setFileErrors((current) => ({ ...current, [kind]: problem }));
    if (problem) {
      toast.error(problem);
      return;
    }
    setForm((current) => chooseDocument(current, kind, file));
  };

  const open = (kind: DocumentKind) =>
    openOwnDocument(DOCUMENT_LABELS[kind], form[kind].current, session.token, toast.show);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateProfileForm(form);
    setNamesMissing(problem === SEEKER_MESSAGES.profileNamesRequired);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const saved = await save({
        input: profileInput(form),
        resume: form.resume.file,
        coverLetter: form.coverLetter.file,
      });
      setForm(formFromProfile(saved));
      setFileErrors({ resume: null, coverLetter: null });
      // The nav bar's profile menu shows the first name.
      if (session.user && session.token) {
        session.login(
          { ...session.user, firstName: saved.firstName, lastName: saved.lastName },
          session.token,
        );
      }
      toast.success(SEEKER_MESSAGES.profileUpdated);
    } catch (error) {
      if (error instanceof ProfileSaveError && error.code === ErrorCode.UNAUTHENTICATED) {
        session.logout();
        void navigate(paths.login);
        return;
      }
      toast.error(saveErrorMessage(error));
    }
  };

  const skills = splitSkills(form.skills);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      data-testid="profile-form"
    >
      <Stack spacing={3}>
        <ProfileSection
          title="Personal Information"
          description="How recruiters see and reach you"
          icon={<PersonOutlineIcon />}
        >
          <Box sx={{ ...FIELD_GRID, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <TextField
              label="First Name"
              required
              value={form.firstName}
              onChange={(event) => set({ firstName: event.target.value })}
              error={namesMissing && !form.firstName.trim()}
              autoComplete="given-name"
            />
            <TextField
              label="Middle Name"
              value={form.middleName}
              onChange={(event) => set({ middleName: event.target.value })}
              autoComplete="additional-name"
            />
            <TextField
              label="Last Name"
              required
              value={form.lastName}
              onChange={(event) => set({ lastName: event.target.value })}
              error={namesMissing && !form.lastName.trim()}
              autoComplete="family-name"
            />
          </Box>
          <Box sx={{ ...FIELD_GRID, mt: 2 }}>
            <TextField
              label="Contact Number"
              value={form.contactNo}
              onChange={(event) => set({ contactNo: event.target.value })}
              placeholder="+91-99xx"
              autoComplete="tel"
              type="tel"
            />
            <TextField
              label="Email"
              value={form.email}
              slotProps={{ input: { readOnly: true } }}
              helperText="Your account's e-mail address"
            />
          </Box>
        </ProfileSection>

        <ProfileSection
          title="About You"
          description="A short introduction and your skills"
          icon={<BadgeOutlinedIcon />}
        >
          <Stack spacing={2}>
            <TextField
              label="Bio"
              required
              multiline
              minRows={4}
              value={form.bio}
              onChange={(event) => set({ bio: event.target.value })}
              placeholder="Tell recruiters about yourself, your strengths and what you are looking for."
            />
            <TextField
              label="Skills"
              required
              value={form.skills}
              onChange={(event) => set({ skills: event.target.value })}
              placeholder="React, TypeScript, SQL"
              helperText="Separate skills with commas"
            />
            {skills.length > 0 && (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                aria-label="Skills preview"
              >
                {skills.map((skill) => (
                  <Chip key={skill} label={skill} size="small" color="primary" variant="outlined" />
                ))}
              </Stack>
            )}
          </Stack>
        </ProfileSection>

        <ProfileSection
          title="Documents"
          description="PDF only, up to 10 MB each"
          icon={<DescriptionOutlinedIcon />}
        >
          <Box sx={FIELD_GRID}>
            {(['resume', 'coverLetter'] as const).map((kind) => (
              <DocumentField
                key={kind}
                label={DOCUMENT_LABELS[kind]}
                name={kind}
                slot={form[kind]}
                error={fileErrors[kind]}
                onChoose={(file) => choose(kind, file)}
                onRemove={() => {
                  setFileErrors((current) => ({ ...current, [kind]: null }));
                  setForm((current) => removeDocument(current, kind));
                }}
                onOpen={() => open(kind)}
              />
            ))}
          </Box>
        </ProfileSection>

        <ProfileSection
          title="Job Experience"
          description="Your work history, most recent first"
          icon={<WorkHistoryOutlinedIcon />}
          action={
            <Button startIcon={<AddIcon />} onClick={() => setForm(addExperience)} size="small">
              Add Experience
            </Button>
          }
        >
          <Stack spacing={2}>
            {form.experiences.map((row, index) => (
              <Box key={row.key} sx={rowSx} data-testid="experience-row">
                <RowHeader
                  title={`Experience ${index + 1}`}
                  canRemove={form.experiences.length > 1}
                  onRemove={() => setForm((current) => removeExperience(current, row.key))}
                />
                <Box sx={FIELD_GRID}>
                  <TextField
                    label="Company"
                    value={row.company}
                    onChange={(event) =>
                      setForm((f) => updateExperience(f, row.key, { company: event.target.value }))
                    }
                  />
                  <TextField
                    label="Position"
                    value={row.jobTitle}
                    onChange={(event) =>
                      setForm((f) => updateExperience(f, row.key, { jobTitle: event.target.value }))
                    }
                  />
                  <TextField
                    label="Duration"
                    placeholder="e.g. 2 years"
                    value={row.duration}
                    onChange={(event) =>
                      setForm((f) => updateExperience(f, row.key, { duration: event.target.value }))
                    }
                  />
                  <TextField
                    label="Description"
                    multiline
                    minRows={1}
                    value={row.description}
                    onChange={(event) =>
                      setForm((f) => updateExperience(f, row.key, { description: event.target.value }))
                    }
                  />
                </Box>
              </Box>
            ))}
          </Stack>
        </ProfileSection>

        <ProfileSection
          title="Education"
          description="Your school and colleges"
          icon={<SchoolOutlinedIcon />}
          action={
            <Button startIcon={<AddIcon />} onClick={() => setForm(addCollege)} size="small">
              Add College
            </Button>
          }
        >
          <Stack spacing={2}>
            <Box sx={rowSx}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
                School
              </Typography>
              <Box
                sx={{
                  ...FIELD_GRID,
                  gridTemplateColumns: {
                    xs: '1fr',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    md: 'repeat(5, minmax(0, 1fr))',
                  },
                }}
              >
                <TextField
                  label="School Name"
                  value={form.school.schoolName}
                  onChange={(event) => set({ school: { ...form.school, schoolName: event.target.value } })}
                  sx={{ gridColumn: { sm: 'span 2' } }}
                />
                <TextField
                  label="Grade"
                  value={form.school.grade}
                  onChange={(event) => set({ school: { ...form.school, grade: event.target.value } })}
                />
                <TextField
                  label="Percentage"
                  value={form.school.percentage}
                  onChange={(event) => set({ school: { ...form.school, percentage: event.target.value } })}
                />
                <TextField
                  label="Year"
                  value={form.school.year}
                  onChange={(event) => set({ school: { ...form.school, year: event.target.value } })}
                />
              </Box>
            </Box>
            {form.colleges.map((row, index) => (
              <Box key={row.key} sx={rowSx} data-testid="college-row">
                <RowHeader
                  title={`College ${index + 1}`}
                  canRemove={form.colleges.length > 1}
                  onRemove={() => setForm((current) => removeCollege(current, row.key))}
                />
                <Box
                  sx={{
                    ...FIELD_GRID,
                    gridTemplateColumns: {
                      xs: '1fr',
                      sm: 'repeat(2, minmax(0, 1fr))',
                      md: 'repeat(5, minmax(0, 1fr))',
                    },
                  }}
                >
                  <TextField
                    label="College Name"
                    value={row.collegeName}
                    onChange={(event) =>
                      setForm((f) => updateCollege(f, row.key, { collegeName: event.target.value }))
                    }
                    sx={{ gridColumn: { sm: 'span 2' } }}
                  />
                  <TextField
                    label="Degree"
                    value={row.degree}
                    onChange={(event) =>
                      setForm((f) => updateCollege(f, row.key, { degree: event.target.value }))
                    }
                  />
                  <TextField
                    label="Year"
                    value={row.year}
                    onChange={(event) =>
                      setForm((f) => updateCollege(f, row.key, { year: event.target.value }))
                    }
                  />
                  <TextField
                    label="CGPA"
                    value={row.cgpa}
                    onChange={(event) =>
                      setForm((f) => updateCollege(f, row.key, { cgpa: event.target.value }))
                    }
                  />
                </Box>
              </Box>
            ))}
          </Stack>
        </ProfileSection>

        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 16,
            zIndex: 2,
            p: 1.5,
            borderRadius: 4,
            display: 'flex',
            gap: 1.5,
            justifyContent: 'flex-end',
            alignItems: 'center',
            boxShadow: 6,
          }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mr: 'auto', pl: 1, display: { xs: 'none', sm: 'block' } }}
          >
            Fields marked * are required.
          </Typography>
          <Button href={paths.profile} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {saving ? 'Saving...' : 'Save Profile'}
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}

/** Profile form (/profile/{id}/edit): personal information, about you, documents, experience, education. */
export function ProfileEditPage() {
  const { profile, loading, error, retry } = useMyProfile();

  let body;
  if (loading) body = <LoadingBlock text="Loading profile..." />;
  else if (profile) body = <ProfileFormView profile={profile} />;
  else
    body = (
      <ErrorBlock
        title={PROFILE_LOAD_ERROR}
        message={error ? 'Please try again.' : undefined}
        onRetry={retry}
      />
    );

  return (
    <Box>
      <PageHeader
        title="Edit Profile"
        subtitle="Update your personal information, documents, experience and education."
        icon={<EditNoteOutlinedIcon />}
        maxWidth="md"
        actions={
          <Button
            href={paths.profile}
            variant="outlined"
            color="inherit"
            sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            View Profile
          </Button>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </Box>
  );
}
