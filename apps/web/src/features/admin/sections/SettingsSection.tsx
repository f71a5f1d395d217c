import { useState, type FormEvent, type ReactNode } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';

import { MESSAGES, SETTINGS_MESSAGES, validateEmail } from '@hireloop/schema';

import { useToast } from '../../../app/toast';
import type { PlatformSettingsInput } from '../../../gql/graphql';
import { adminErrorMessage } from '../adminErrors';
import { ADMIN_MESSAGES, ADMIN_TOAST_MS, formatDateTime } from '../adminText';
import { Panel } from '../components/Panel';
import { PlatformLogoField } from '../components/PlatformLogoField';
import { SectionBody } from '../components/SectionBody';
import { SectionHeader } from '../components/SectionHeader';
import {
  usePlatformSettings,
  type PlatformSettingsData,
  type PlatformSettingsState,
} from '../hooks/usePlatformSettings';

/** Spec 9: session timeout 30 minutes, 1 hour, 2 hours or never (null). */
export const SESSION_TIMEOUT_OPTIONS = [
  { value: '30', minutes: 30, label: '30 minutes' },
  { value: '60', minutes: 60, label: '1 hour' },
  { value: '120', minutes: 120, label: '2 hours' },
  { value: 'never', minutes: null, label: 'Never' },
] as const;

/** Spec 9: login attempt limit 3, 5 or 10. */
export const LOGIN_ATTEMPT_OPTIONS = [3, 5, 10] as const;

export interface SettingsForm {
  platformName: string;
  contactEmail: string;
  supportPhone: string;
  twoFactorRequired: boolean;
  sessionTimeout: string;
  loginAttemptLimit: number;
  notifyNewUsers: boolean;
  notifyNewJobs: boolean;
  notifyApplications: boolean;
}

type FieldErrors = Partial<Record<'platformName' | 'contactEmail', string>>;

export function toForm(settings: PlatformSettingsData): SettingsForm {
  const timeout = SESSION_TIMEOUT_OPTIONS.find((option) => option.minutes === settings.sessionTimeoutMinutes);
  return {
    platformName: settings.platformName,
    contactEmail: settings.contactEmail,
    supportPhone: settings.supportPhone,
    twoFactorRequired: settings.twoFactorRequired,
    sessionTimeout: timeout?.value ?? 'never',
    loginAttemptLimit: settings.loginAttemptLimit,
    notifyNewUsers: settings.notifyNewUsers,
    notifyNewJobs: settings.notifyNewJobs,
    notifyApplications: settings.notifyApplications,
  };
}

export function toInput(form: SettingsForm): PlatformSettingsInput {
  const timeout = SESSION_TIMEOUT_OPTIONS.find((option) => option.value === form.sessionTimeout);
  return {
    platformName: form.platformName.trim(),
    contactEmail: form.contactEmail.trim(),
    supportPhone: form.supportPhone.trim(),
    twoFactorRequired: form.twoFactorRequired,
    sessionTimeoutMinutes: timeout ? timeout.minutes : null,
    loginAttemptLimit: form.loginAttemptLimit,
    notifyNewUsers: form.notifyNewUsers,
    notifyNewJobs: form.notifyNewJobs,
    notifyApplications: form.notifyApplications,
  };
}

/** The API's own checks, run first in the browser: a platform name, and an e-mail of the basic form. */
export function validateSettings(form: SettingsForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.platformName.trim()) errors.platformName = SETTINGS_MESSAGES.platformNameRequired;
  const emailProblem = validateEmail(form.contactEmail);
  if (emailProblem)
    errors.contactEmail = emailProblem === MESSAGES.emailTooLong ? emailProblem : MESSAGES.adminEmailInvalid;
  return errors;
}

/** The mails to every administrator that the settings switch on and off. */
const NOTIFICATIONS = [
  {
    key: 'notifyNewUsers',
    label: 'New users',
    description: 'Mail the administrators when someone creates an account',
  },
  {
    key: 'notifyNewJobs',
    label: 'New jobs',
    description: 'Mail the administrators when a recruiter posts a job',
  },
  {
    key: 'notifyApplications',
    label: 'Applications',
    description: 'Mail the administrators when a job seeker applies to a job',
  },
] as const satisfies readonly { key: keyof SettingsForm; label: string; description: string }[];

function sameForm(a: SettingsForm, b: SettingsForm): boolean {
  return (Object.keys(a) as (keyof SettingsForm)[]).every((key) => a[key] === b[key]);
}

function Toggle({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ py: 1.25, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <FormControlLabel
        sx={{ mr: 0 }}
        label=""
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': label } }}
          />
        }
      />
    </Stack>
  );
}

interface SettingsEditorProps extends Pick<
  PlatformSettingsState,
  'uploadLogo' | 'removeLogo' | 'logoBusy' | 'logoUpload'
> {
  settings: PlatformSettingsData;
  save: (input: PlatformSettingsInput) => Promise<unknown>;
  saving: boolean;
}

function SettingsEditor({
  settings,
  save,
  saving,
  uploadLogo,
  removeLogo,
  logoBusy,
  logoUpload,
}: SettingsEditorProps) {
  const toast = useToast();
  const saved = toForm(settings);
  const [draft, setDraft] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = draft ?? saved;
  const dirty = draft !== null && !sameForm(draft, saved);

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setDraft({ ...form, [key]: value });
    if (key === 'platformName' || key === 'contactEmail')
      setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateSettings(form);
    setErrors(problems);
    if (problems.platformName || problems.contactEmail) return;
    try {
      await save(toInput(form));
      setDraft(null);
      toast.success(ADMIN_MESSAGES.settingsSaved, ADMIN_TOAST_MS);
    } catch (error) {
      toast.error(adminErrorMessage(error, ADMIN_MESSAGES.settingsSaveFailed), ADMIN_TOAST_MS);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Platform settings">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Panel title="General" subtitle="How the platform introduces itself">
            <Stack spacing={2.25}>
              <TextField
                label="Platform Name"
                value={form.platformName}
                onChange={(event) => set('platformName', event.target.value)}
                error={Boolean(errors.platformName)}
                helperText={errors.platformName ?? 'Shown in the nav bar, footer, page titles and e-mails'}
                disabled={saving}
                required
                fullWidth
              />
              <TextField
                label="Contact Email"
                type="email"
                value={form.contactEmail}
                onChange={(event) => set('contactEmail', event.target.value)}
                error={Boolean(errors.contactEmail)}
                helperText={errors.contactEmail ?? 'Shown in the footer and under every e-mail'}
                disabled={saving}
                fullWidth
              />
              <TextField
                label="Support Phone"
                value={form.supportPhone}
                onChange={(event) => set('supportPhone', event.target.value)}
                helperText="Shown in the footer and under every e-mail"
                disabled={saving}
                fullWidth
              />
              <PlatformLogoField
                logoUrl={settings.logoUrl ?? null}
                platformName={settings.platformName}
                busy={logoBusy}
                uploading={logoUpload.percent === null ? null : logoUpload}
                upload={uploadLogo}
                remove={removeLogo}
                onResult={(message, severity) => toast.show(message, severity, ADMIN_TOAST_MS)}
              />
            </Stack>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Panel title="Security" subtitle="Sign-in rules for every account">
            <Stack spacing={2.25}>
              <Toggle
                label="Two-Factor Authentication"
                description="Administrators also enter a code mailed to them after their password"
                checked={form.twoFactorRequired}
                onChange={(checked) => set('twoFactorRequired', checked)}
                disabled={saving}
              />
              <TextField
                select
                label="Session Timeout"
                value={form.sessionTimeout}
                onChange={(event) => set('sessionTimeout', event.target.value)}
                helperText="How long a sign-in lasts; also ends older sign-ins that are past it"
                disabled={saving}
                fullWidth
              >
                {SESSION_TIMEOUT_OPTIONS.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Login Attempt Limit"
                value={String(form.loginAttemptLimit)}
                onChange={(event) => set('loginAttemptLimit', Number(event.target.value))}
                helperText="Failed attempts per e-mail address within 15 minutes"
                disabled={saving}
                fullWidth
              >
                {LOGIN_ATTEMPT_OPTIONS.map((option) => (
                  <MenuItem key={option} value={String(option)}>
                    {option} attempts
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Panel>
        </Grid>
        <Grid size={12}>
          <Panel title="Notifications" subtitle="E-mails to every administrator">
            <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
              {NOTIFICATIONS.map(({ key, label, description }) => (
                <Toggle
                  key={key}
                  label={label}
                  description={description}
                  checked={form[key]}
                  onChange={(checked) => set(key, checked)}
                  disabled={saving}
                />
              ))}
            </Stack>
          </Panel>
        </Grid>
      </Grid>

      <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
        Every setting takes effect as soon as it is saved; the logo as soon as it is uploaded.
      </Alert>

      <Paper
        variant="outlined"
        sx={{
          mt: 2,
          p: 2,
          borderRadius: 4,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary" data-testid="settings-saved-at">
          {dirty ? 'You have unsaved changes' : `Last saved ${formatDateTime(settings.updatedAt)}`}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            disabled={!dirty || saving}
            onClick={() => {
              setDraft(null);
              setErrors({});
            }}
          >
            Discard changes
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}
          >
            Save Settings
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

/** Settings (/admin/settings): the platform settings, saved for real. */
export function SettingsSection() {
  const settings = usePlatformSettings();

  return (
    <>
      <SectionHeader
        title="Settings"
        subtitle="Platform details, sign-in rules and administrator notifications."
      />
      <SectionBody
        state={settings}
        loadingText="Loading settings..."
        errorTitle={adminErrorMessage(
          settings.error,
          ADMIN_MESSAGES.settingsFailed,
          ADMIN_MESSAGES.networkError,
        )}
      >
        {(data) => (
          <SettingsEditor
            settings={data}
            save={settings.save}
            saving={settings.saving}
            uploadLogo={settings.uploadLogo}
            removeLogo={settings.removeLogo}
            logoBusy={settings.logoBusy}
            logoUpload={settings.logoUpload}
          />
        )}
      </SectionBody>
    </>
  );
}
