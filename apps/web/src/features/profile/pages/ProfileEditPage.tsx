import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';

import { ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import type { ProfileFieldsFragment } from '../../../gql/graphql';
import { AboutSection } from '../components/AboutSection';
import { DocumentsSection } from '../components/DocumentsSection';
import { EducationSection } from '../components/EducationSection';
import { EntrySection } from '../components/EntrySection';
import { PersonalSection } from '../components/PersonalSection';
import { SaveBar } from '../components/SaveBar';
import { useMyProfile } from '../hooks/useMyProfile';
import { useProfileForm } from '../hooks/useProfileForm';

export const PROFILE_LOAD_ERROR = 'Failed to load your details';

function ProfileFormView({ profile }: { profile: ProfileFieldsFragment }) {
  const { form, update, namesMissing, documents, saving, uploading, submit } = useProfileForm(profile);
  const set = (changes: Partial<typeof form>) => update((current) => ({ ...current, ...changes }));

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="profile-form">
      <Stack spacing={3}>
        <PersonalSection form={form} onChange={set} namesMissing={namesMissing} />
        <AboutSection bio={form.bio} skills={form.skills} onChange={set} />
        <DocumentsSection form={form} documents={documents} />
        <EntrySection list="experiences" form={form} update={update} />
        <EducationSection form={form} update={update} />
        <SaveBar saving={saving} uploading={uploading} />
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
