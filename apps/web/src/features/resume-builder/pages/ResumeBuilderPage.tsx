import { useState, type ReactNode } from 'react';

import { useApolloClient, useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';

import { GENERATED_RESUME_PATH, RESUME_MAX_PAGES, Role } from '@hireloop/schema';
import { ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths, profileEditPath } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { JOB_TOAST_MS } from '../../../app/timings';
import { useToast } from '../../../app/toast';
import {
  AttachGeneratedResumeDocument,
  MyProfileDocument,
  type ProfileFieldsFragment,
} from '../../../gql/graphql';
import { useMyProfile } from '../../profile/hooks/useMyProfile';
import { DocumentOpenError, downloadDocument } from '../../profile/openDocument';
import { fileSizeText } from '../../profile/profileForm';

export const RESUME_ATTACHED = 'Your new resume is attached to your profile';
export const RESUME_NOT_ATTACHED = 'The resume could not be attached. Please try again.';
export const RESUME_NOT_DOWNLOADED = 'The resume could not be downloaded. Please try again.';

const WHAT_IT_HAS = [
  'Your name, e-mail and phone number',
  'Your summary and skills',
  'Your work experience, most recent first',
  'Your education',
];

function Header({ actions, maxWidth }: { actions?: ReactNode; maxWidth?: 'md' | 'lg' }) {
  return (
    <PageHeader
      maxWidth={maxWidth}
      title="Resume Builder"
      subtitle={`Your Hireloop profile as a clean A4 PDF resume of at most ${RESUME_MAX_PAGES} pages.`}
      icon={<ArticleOutlinedIcon />}
      actions={actions}
    />
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 4 }}>
      {children}
    </Paper>
  );
}

/** Visitors: what the builder makes, and the way in. */
function VisitorView() {
  return (
    <Card>
      <Typography variant="h6" component="h2">
        A resume from your profile, in one click
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Fill in your profile once; Hireloop lays it out as a PDF resume with real, selectable text that you
        can download or attach to your applications. It has:
      </Typography>
      <Box component="ul" sx={{ mt: 1.5, mb: 3, pl: 3, color: 'text.secondary' }}>
        {WHAT_IT_HAS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button href={paths.login} variant="contained">
          Sign in to build yours
        </Button>
        <Button href={paths.signup} variant="outlined">
          Create an account
        </Button>
      </Stack>
    </Card>
  );
}

/** Recruiters and administrators: the builder is for job seekers. */
function StaffView() {
  return (
    <Card>
      <Typography>
        Resume Builder is for job seekers: it turns a seeker&apos;s profile into a PDF resume.
        Applicants&apos; resumes are on their applications.
      </Typography>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography
        component="h3"
        sx={{ color: 'primary.main', fontWeight: 700, fontSize: 13, letterSpacing: '0.08em' }}
      >
        {title.toUpperCase()}
      </Typography>
      <Divider sx={{ mt: 0.5, mb: 1.25 }} />
      {children}
    </Box>
  );
}

/** The sections of the resume as the profile fills them (the PDF draws the same, shortened to fit). */
function ResumePreview({ profile }: { profile: ProfileFieldsFragment }) {
  const name = [profile.firstName, profile.middleName, profile.lastName].filter((p) => p?.trim()).join(' ');
  const positions = profile.experiences.filter((e) => e.company.trim() || e.jobTitle.trim());
  const latest = positions[0];
  const headline = latest ? [latest.jobTitle, latest.company].filter((p) => p.trim()).join(' at ') : '';
  const colleges = profile.colleges.filter((c) => c.collegeName.trim() || c.degree.trim());
  const { school } = profile;
  const empty = !profile.bio.trim() && !profile.skills.length && !positions.length && !colleges.length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 2 }} data-testid="resume-preview">
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      {headline && <Typography color="text.secondary">{headline}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {[profile.email, profile.contactNo].filter(Boolean).join('  ·  ')}
      </Typography>
      {profile.bio.trim() && (
        <Section title="Summary">
          <Typography variant="body2">{profile.bio}</Typography>
        </Section>
      )}
      {profile.skills.length > 0 && (
        <Section title="Skills">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {profile.skills.map((skill) => (
              <Chip key={skill} label={skill} size="small" variant="outlined" />
            ))}
          </Stack>
        </Section>
      )}
      {positions.length > 0 && (
        <Section title="Experience">
          <Stack spacing={1.5}>
            {positions.map((e, i) => (
              <Box key={`${i}-${e.company}`}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {[e.jobTitle, e.company].filter((p) => p.trim()).join(' — ')}
                </Typography>
                {e.duration && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {e.duration}
                  </Typography>
                )}
                {e.description && <Typography variant="body2">{e.description}</Typography>}
              </Box>
            ))}
          </Stack>
        </Section>
      )}
      {(colleges.length > 0 || school.schoolName.trim()) && (
        <Section title="Education">
          <Stack spacing={1}>
            {colleges.map((c, i) => (
              <Typography key={`${i}-${c.collegeName}`} variant="body2">
                <strong>{c.degree || c.collegeName}</strong>
                {[c.degree ? c.collegeName : '', c.year, c.cgpa && `CGPA ${c.cgpa}`]
                  .filter(Boolean)
                  .map((part) => ` · ${part}`)}
              </Typography>
            ))}
            {school.schoolName.trim() && (
              <Typography variant="body2">
                <strong>{school.schoolName}</strong>
                {[school.grade, school.year].filter(Boolean).map((part) => ` · ${part}`)}
              </Typography>
            )}
          </Stack>
        </Section>
      )}
      {empty && (
        <Typography color="text.secondary" sx={{ mt: 3, fontStyle: 'italic' }}>
          Your profile has no summary, skills, experience or education yet: add them to fill your resume.
        </Typography>
      )}
    </Paper>
  );
}

/** Signed-in seekers: the preview, the download and "Use as my resume". */
function SeekerView() {
  const { user, token } = useSession();
  const client = useApolloClient();
  const toast = useToast(JOB_TOAST_MS);
  const { profile, loading, error, retry } = useMyProfile();
  const [downloading, setDownloading] = useState(false);
  const [attach, { loading: attaching }] = useMutation(AttachGeneratedResumeDocument);
  const editHref = profileEditPath(user?.id ?? 'me');

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument({ url: GENERATED_RESUME_PATH, token, fallbackName: 'resume.pdf' });
    } catch (e) {
      const message = e instanceof DocumentOpenError && e.status === 429 ? e.message : RESUME_NOT_DOWNLOADED;
      toast.error(message);
    } finally {
      setDownloading(false);
    }
  };
  const useAsResume = async () => {
    try {
      const { data } = await attach();
      if (!data) throw new Error(RESUME_NOT_ATTACHED);
      client.writeQuery({ query: MyProfileDocument, data: { myProfile: data.attachGeneratedResume } });
      toast.show(
        RESUME_ATTACHED,
        'success',
        JOB_TOAST_MS,
        <Button href={paths.profile} color="inherit" size="small">
          View profile
        </Button>,
      );
    } catch (e) {
      toast.error(serverMessage(e) ?? RESUME_NOT_ATTACHED);
    }
  };

  const actions = profile && (
    <>
      <Button href={editHref} variant="outlined" color="inherit" startIcon={<EditOutlinedIcon />}>
        Edit profile
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} loading={downloading}>
        Download PDF
      </Button>
      <Button variant="contained" startIcon={<AttachFileIcon />} onClick={useAsResume} loading={attaching}>
        Use as my resume
      </Button>
    </>
  );

  let body;
  if (loading) body = <LoadingBlock text="Loading your profile..." />;
  else if (!profile)
    body = (
      <ErrorBlock
        title="Failed to fetch profile details"
        message={error ? 'Please try again.' : undefined}
        onRetry={retry}
      />
    );
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <ResumePreview profile={profile} />
        <Stack spacing={2}>
          <Card>
            <Typography variant="subtitle2" component="h2">
              Resume on your profile
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, alignItems: 'center' }}
              data-testid="current-resume"
            >
              <PictureAsPdfOutlinedIcon color={profile.resume ? 'error' : 'disabled'} aria-hidden />
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }} noWrap>
                {profile.resume
                  ? `${profile.resume.name} · ${fileSizeText(profile.resume.sizeBytes)}`
                  : 'No resume yet'}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              &ldquo;Use as my resume&rdquo; replaces it with this one; recruiters see it on your
              applications.
            </Typography>
          </Card>
          <Card>
            <Typography variant="body2" color="text.secondary">
              A4, with selectable text. A long profile is shortened to {RESUME_MAX_PAGES} pages: older
              positions keep only their title, long text is cut short. Change what it says in your profile.
            </Typography>
          </Card>
        </Stack>
      </Box>
    );

  return (
    <Box>
      <Header actions={actions} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </Box>
  );
}

/** Resume Builder (/resume-builder): a seeker's profile as a PDF resume, downloaded or attached. */
export function ResumeBuilderPage() {
  const { role } = useSession();
  if (role === Role.JOB_SEEKER) return <SeekerView />;
  return (
    <Box>
      <Header maxWidth="md" />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {role ? <StaffView /> : <VisitorView />}
      </Container>
    </Box>
  );
}
