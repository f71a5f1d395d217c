import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import { COMPANY_SIZES } from '@hireloop/schema';
import { UploadProgress } from '@hireloop/ui';

import { checkCompanyForm, type CompanyFormValues } from '../companyForm';
import { LogoPicker } from './LogoPicker';

export interface CompanyFormSubmit {
  values: CompanyFormValues;
  logo: File | null;
  removeLogo: boolean;
}

export interface CompanyFormProps {
  mode: 'create' | 'edit';
  initial: CompanyFormValues;
  /** A company name to fill in when it arrives, if the name field is still empty. */
  suggestedName?: string | null;
  /** The account's e-mail, shown read-only. */
  contactEmail: string;
  /** The stored logo (editing). */
  logo?: { url: string | null; color?: string | null; text?: string | null };
  saving: boolean;
  /** While the logo is sent: how far, and how to stop it. */
  uploading?: { percent: number; cancel: () => void } | null;
  /** Called once the form's checks pass. */
  onSubmit: (submit: CompanyFormSubmit) => void;
  /** Where Cancel leads. */
  cancelHref: string;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Box>
  );
}

/**
 * The Add New Company / Edit Company Profile form. Its checks run in the spec's order before anything is
 * sent; the contact e-mail is the account's and cannot be changed here.
 */
export function CompanyForm({
  mode,
  initial,
  suggestedName,
  contactEmail,
  logo,
  saving,
  uploading,
  onSubmit,
  cancelHref,
}: CompanyFormProps) {
  const editing = mode === 'edit';
  const [values, setValues] = useState<CompanyFormValues>(() =>
    suggestedName && !initial.name ? { ...initial, name: suggestedName } : initial,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);

  // A suggested name that arrives later fills the name field only while it is empty.
  const [suggested, setSuggested] = useState(suggestedName);
  if (suggestedName !== suggested) {
    setSuggested(suggestedName);
    if (suggestedName && !values.name) setValues({ ...values, name: suggestedName });
  }

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const message = checkCompanyForm(values, editing);
    setProblem(message);
    if (message) return;
    onSubmit({ values, logo: logoFile, removeLogo: editing && removeLogo && !logoFile });
  };

  const field = (name: keyof CompanyFormValues, label: string, required: boolean) => ({
    name,
    label: required ? `${label} *` : label,
    value: values[name],
    onChange: change,
    fullWidth: true,
    disabled: saving,
    error: Boolean(problem) && required && !values[name].trim(),
  });

  const storedUrl = !removeLogo ? (logo?.url ?? null) : null;

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      variant="outlined"
      aria-label={editing ? 'Edit Company Profile' : 'Add New Company'}
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}
    >
      <Stack spacing={4} divider={<Divider flexItem />}>
        <Section title="Company Logo" hint="Shown on your company profile and on every job you post.">
          <LogoPicker
            name={values.name}
            file={logoFile}
            currentUrl={storedUrl}
            color={logo?.color}
            text={logo?.text}
            error={logoError}
            disabled={saving}
            onPick={(file, error) => {
              setLogoError(error);
              if (file) {
                setLogoFile(file);
                setRemoveLogo(false);
              }
            }}
            onRemove={() => {
              setLogoError(null);
              if (logoFile) setLogoFile(null);
              else setRemoveLogo(true);
            }}
          />
        </Section>

        <Section title="Company Information">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('name', 'Company Name', true)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('industry', 'Industry', true)} placeholder="e.g. Information Technology" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('location', 'Location', true)} placeholder="e.g. Bengaluru, Karnataka" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('size', 'Company Size', !editing)} select>
                {COMPANY_SIZES.map((size) => (
                  <MenuItem key={size} value={size}>
                    {size} employees
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('website', 'Website', true)} placeholder="https://example.in" type="url" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('recruiterPortalLink', 'Recruiter Portal Link', false)}
                placeholder="https://careers.example.in"
                type="url"
                helperText="Applicants are sent here after applying, when set."
              />
            </Grid>
          </Grid>
        </Section>

        <Section title="Contact Details">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('contactNo', 'Contact Number', !editing)}
                placeholder="+91-XXXXXXXXXX"
                type="tel"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Contact Email"
                value={contactEmail}
                fullWidth
                helperText="From your account"
                slotProps={{
                  htmlInput: { readOnly: true, 'aria-readonly': true },
                  input: { endAdornment: <LockOutlinedIcon fontSize="small" color="action" /> },
                }}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title="About the Company">
          <TextField
            {...field('description', 'Company Description', !editing)}
            multiline
            minRows={4}
            placeholder="What your company does, its culture and why people love working there."
          />
        </Section>
      </Stack>

      {problem && (
        <Alert severity="error" role="alert" data-testid="company-form-error" sx={{ mt: 3 }}>
          {problem}
        </Alert>
      )}

      {uploading && (
        <Box sx={{ mt: 3 }}>
          <UploadProgress label="Uploading logo" percent={uploading.percent} onCancel={uploading.cancel} />
        </Box>
      )}

      <Stack direction="row" spacing={1.5} sx={{ mt: 4, justifyContent: 'flex-end' }}>
        <Button href={cancelHref} color="inherit" disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {editing ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Creating...' : 'Create Company'}
        </Button>
      </Stack>
    </Paper>
  );
}
