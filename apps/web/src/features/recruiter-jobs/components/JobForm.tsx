import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import {
  JOB_CATEGORIES,
  JOB_TYPES,
  JOB_VALIDITY_MAX_DAYS,
  POSITIONS_MAX,
  SCREENING_LABELS,
  SHIFTS,
  splitSkills,
} from '@hireloop/schema';
import { jobStatusLabel } from '@hireloop/ui';

import type { JobStatus } from '../../../gql/graphql';
import { EDITABLE_JOB_STATUSES } from '../format';
import {
  checkJobForm,
  dayOf,
  formHasKnockout,
  latestClosingDay,
  type JobField,
  type JobFormProblem,
  type JobFormValues,
} from '../jobForm';
import { RequirementsField } from './RequirementsField';
import { ScreeningQuestionsEditor } from './ScreeningQuestionsEditor';

export interface CompanyOption {
  id: string;
  name: string;
}

export interface JobFormProps {
  mode: 'post' | 'edit';
  initial: JobFormValues;
  /** My companies (posting); editing shows the job's company, which cannot change. */
  companies: readonly CompanyOption[];
  /** The job's company name (editing). */
  companyName?: string;
  saving: boolean;
  /** Disables the submit button (e.g. at the posting limit). */
  submitDisabled?: boolean;
  onSubmit: (values: JobFormValues) => void;
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
 * Post New Job and edit job: company, title, description, requirement rows, skills, salary (starting with
 * '₹'), location, job type, shift, a searchable category list, positions, the closing date (30 days
 * away unless picked, at most 90), (editing) the status, and optional screening questions. The
 * spec's checks run in order before anything is sent; the failing input is marked and focused.
 */
export function JobForm({
  mode,
  initial,
  companies,
  companyName,
  saving,
  submitDisabled = false,
  onSubmit,
  cancelHref,
}: JobFormProps) {
  const posting = mode === 'post';
  const [values, setValues] = useState<JobFormValues>(initial);
  const [problem, setProblem] = useState<JobFormProblem | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof JobFormValues>(name: K, value: JobFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblem(null);
  };

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set(event.target.name as JobField, event.target.value as never);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || submitDisabled) return;
    const found = checkJobForm(values, posting);
    setProblem(found);
    if (found) {
      const target = form.current?.querySelector<HTMLElement>(
        found.question === undefined
          ? `[data-field="${found.field}"] input, [data-field="${found.field}"] textarea`
          : `[data-question="${found.question}"] [data-question-text]`,
      );
      target?.focus();
      return;
    }
    onSubmit(values);
  };

  const field = (name: JobField, label: string, required = true) => ({
    name,
    label: required ? `${label} *` : label,
    value: values[name] as string,
    onChange: change,
    fullWidth: true,
    disabled: saving,
    error: problem?.field === name,
    'data-field': name,
  });

  const skills = splitSkills(values.skills);
  const statuses: JobStatus[] = EDITABLE_JOB_STATUSES.includes(values.status)
    ? [...EDITABLE_JOB_STATUSES]
    : [...EDITABLE_JOB_STATUSES, values.status];

  return (
    <Paper
      component="form"
      ref={form}
      noValidate
      onSubmit={submit}
      variant="outlined"
      aria-label={posting ? 'Post New Job' : 'Edit Job'}
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}
    >
      <Stack spacing={4} divider={<Divider flexItem />}>
        <Section title="Job Basics">
          <Grid container spacing={2.5}>
            <Grid size={12}>
              {posting ? (
                <TextField {...field('companyId', 'Company')} select>
                  {companies.map((company) => (
                    <MenuItem key={company.id} value={company.id}>
                      {company.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  label="Company"
                  value={companyName ?? ''}
                  fullWidth
                  helperText="The company of a posted job cannot be changed."
                  slotProps={{
                    htmlInput: { readOnly: true, 'aria-readonly': true },
                    input: { endAdornment: <LockOutlinedIcon fontSize="small" color="action" /> },
                  }}
                />
              )}
            </Grid>
            <Grid size={12}>
              <TextField {...field('title', 'Job Title')} placeholder="e.g. Senior Frontend Engineer" />
            </Grid>
            <Grid size={12}>
              <TextField
                {...field('description', 'Job Description')}
                multiline
                minRows={5}
                placeholder="The role, the team and what a typical week looks like."
              />
            </Grid>
          </Grid>
        </Section>

        <Section title="Requirements" hint="What a candidate needs to bring. At least one is required.">
          <Box data-field="requirements">
            <RequirementsField
              rows={values.requirements}
              onChange={(rows) => set('requirements', rows)}
              disabled={saving}
              error={problem?.field === 'requirements'}
            />
          </Box>
        </Section>

        <Section title="Job Details">
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <TextField
                {...field('skills', 'Skills', false)}
                placeholder="e.g. React, TypeScript, GraphQL"
                helperText="Separate skills with commas."
              />
              {skills.length > 0 && (
                <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 1.25, flexWrap: 'wrap' }}>
                  {skills.map((skill) => (
                    <Chip key={skill} size="small" label={skill} sx={{ fontWeight: 600 }} />
                  ))}
                </Stack>
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('salary', 'Salary')}
                placeholder="₹6,00,000 - ₹9,00,000 per annum"
                helperText="In rupees, e.g. ₹6,00,000 - ₹9,00,000 per annum"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('location', 'Location')} placeholder="e.g. Pune, Maharashtra or Remote" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('jobType', 'Job Type')} select>
                {JOB_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('shift', 'Shift', false)} select>
                {SHIFTS.map((shift) => (
                  <MenuItem key={shift} value={shift}>
                    {shift}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Autocomplete
                options={JOB_CATEGORIES as readonly string[]}
                value={values.category || null}
                onChange={(_event, value) => set('category', value ?? '')}
                disabled={saving}
                autoHighlight
                data-field="category"
                renderInput={(params) => (
                  <TextField {...params} label="Category" placeholder="Search categories" />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('positions', 'Positions')}
                type="number"
                slotProps={{ htmlInput: { min: 1, max: POSITIONS_MAX, step: 1, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('validThrough', 'Closing Date')}
                type="date"
                helperText={`Applications close at the end of this day (at most ${JOB_VALIDITY_MAX_DAYS} days away).`}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: dayOf(new Date()), max: latestClosingDay() },
                }}
              />
            </Grid>
            {!posting && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  name="status"
                  label="Status"
                  select
                  fullWidth
                  value={values.status}
                  disabled={saving}
                  onChange={(event) => set('status', event.target.value as JobStatus)}
                >
                  {statuses.map((status) => (
                    <MenuItem key={status} value={status}>
                      {jobStatusLabel(status)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            )}
          </Grid>
        </Section>

        <Section
          title={SCREENING_LABELS.section}
          hint="Optional. Questions applicants answer when they apply; a knock-out rule marks the answers that fail."
        >
          <Box data-field="screeningQuestions">
            <ScreeningQuestionsEditor
              questions={values.screeningQuestions}
              onChange={(questions) => set('screeningQuestions', questions)}
              knockoutAction={values.knockoutAction}
              onKnockoutActionChange={(action) => set('knockoutAction', action)}
              hasKnockout={formHasKnockout(values)}
              problem={problem?.field === 'screeningQuestions' ? problem : null}
              disabled={saving}
            />
          </Box>
        </Section>
      </Stack>

      {problem && (
        <Alert severity="error" role="alert" data-testid="job-form-error" sx={{ mt: 3 }}>
          {problem.message}
        </Alert>
      )}

      <Stack direction="row" spacing={1.5} sx={{ mt: 4, justifyContent: 'flex-end' }}>
        <Button href={cancelHref} color="inherit" disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving || submitDisabled}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {posting ? (saving ? 'Posting...' : 'Post Job') : saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </Paper>
  );
}
