import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';

import { useMutation } from '@apollo/client/react';

import { ALERT_MESSAGES, describeAlert, validateEmail } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { CreateJobAlertDocument } from '../../../gql/graphql';
import { ALERT_SAVE_FAILED, FREQUENCIES, type AlertSearch, type Frequency } from '../alertSearch';

export interface SaveAlertDialogProps {
  open: boolean;
  onClose: () => void;
  search: AlertSearch;
  /** Signed-in seekers' alerts start at once; visitors give an e-mail and confirm it first. */
  visitor: boolean;
  /** The frequency chosen at first. */
  initialFrequency?: Frequency;
  title?: string;
}

/**
 * Saves a search as a job alert with a frequency. A seeker's is saved at once; a visitor gives an
 * e-mail, and the dialog then says to click the link mailed to it (nothing is sent before).
 */
export function SaveAlertDialog({
  open,
  onClose,
  search,
  visitor,
  initialFrequency = 'DAILY',
  title = 'Get new jobs for this search by e-mail',
}: SaveAlertDialogProps) {
  const [frequency, setFrequency] = useState<Frequency>(initialFrequency);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateJobAlertDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'jobAlerts' });
      cache.gc();
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const address = email.trim();
    if (visitor) {
      const invalid = address ? validateEmail(address) : ALERT_MESSAGES.emailRequired;
      if (invalid) {
        setProblem(invalid);
        return;
      }
    }
    setProblem(null);
    try {
      const { data } = await create({
        variables: { input: { ...search, frequency, ...(visitor ? { email: address } : {}) } },
      });
      setDone(
        data?.createJobAlert.confirmationSent ? ALERT_MESSAGES.confirmationSent : ALERT_MESSAGES.created,
      );
    } catch (error) {
      setProblem(serverMessage(error) ?? ALERT_SAVE_FAILED);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-alert-title" maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="save-alert-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }} data-testid="alert-search">
            {describeAlert({ ...search, salaryMinInr: search.salaryMin })}
          </DialogContentText>
          {done ? (
            <DialogContentText role="status" data-testid="alert-saved" sx={{ color: 'success.main' }}>
              {done}
            </DialogContentText>
          ) : (
            <>
              <FormLabel id="alert-frequency-label">How often</FormLabel>
              <RadioGroup
                aria-labelledby="alert-frequency-label"
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as Frequency)}
              >
                {FREQUENCIES.map((f) => (
                  <FormControlLabel
                    key={f.value}
                    value={f.value}
                    control={<Radio />}
                    label={`${f.label} · ${f.hint}`}
                  />
                ))}
              </RadioGroup>
              {visitor && (
                <TextField
                  label="Your e-mail"
                  type="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setProblem(null);
                  }}
                  fullWidth
                  margin="normal"
                  autoComplete="email"
                />
              )}
              {problem && (
                <DialogContentText role="alert" color="error" data-testid="alert-error">
                  {problem}
                </DialogContentText>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {done ? (
            <>
              {!visitor && (
                <Button component={RouterLink} to="/alerts" onClick={onClose}>
                  Manage alerts
                </Button>
              )}
              <Button variant="contained" onClick={onClose}>
                OK
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={loading}>
                Save alert
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
