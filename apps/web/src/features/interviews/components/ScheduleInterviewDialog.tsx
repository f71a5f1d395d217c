import { useState } from 'react';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';

import { useMutation } from '@apollo/client/react';

import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MESSAGES,
  INTERVIEW_SLOTS_MAX,
} from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import {
  type InterviewFieldsFragment,
  ProposeInterviewDocument,
  RescheduleInterviewDocument,
} from '../../../gql/graphql';

export const SCHEDULE_FAILED = 'The interview could not be saved. Please try again.';

export interface ScheduleInterviewDialogProps {
  open: boolean;
  onClose: () => void;
  applicationId: string;
  name: string;
  /** The interview under way to give new slots; none proposes a new one. */
  interview?: InterviewFieldsFragment | null;
}

/**
 * Proposes one to five interview slots (dates and times in India Standard Time), a length, an online
 * link or an address and a message; with an interview under way, the new slots replace its time.
 */
export function ScheduleInterviewDialog({
  open,
  onClose,
  applicationId,
  name,
  interview,
}: ScheduleInterviewDialogProps) {
  const toast = useToast();
  const [slots, setSlots] = useState<string[]>(['']);
  const [duration, setDuration] = useState(String(interview?.durationMinutes ?? 30));
  const [kind, setKind] = useState<'online' | 'address'>(interview?.address ? 'address' : 'online');
  const [place, setPlace] = useState(interview?.meetingUrl ?? interview?.address ?? '');
  const [message, setMessage] = useState(interview?.message ?? '');
  const [error, setError] = useState<string | null>(null);
  const [propose, proposing] = useMutation(ProposeInterviewDocument, { refetchQueries: ['JobInterviews'] });
  const [reschedule, rescheduling] = useMutation(RescheduleInterviewDocument, {
    refetchQueries: ['JobInterviews'],
  });
  const busy = proposing.loading || rescheduling.loading;

  const submit = async () => {
    setError(null);
    const terms = {
      slots: slots.filter((s) => s.trim() !== ''),
      durationMinutes: Number(duration),
      meetingUrl: kind === 'online' ? place.trim() : null,
      address: kind === 'address' ? place.trim() : null,
      message: message.trim() || null,
    };
    try {
      if (interview) await reschedule({ variables: { input: { interviewId: interview.id, ...terms } } });
      else await propose({ variables: { input: { applicationId, ...terms } } });
      toast.success(interview ? INTERVIEW_MESSAGES.rescheduled : INTERVIEW_MESSAGES.proposed);
      onClose();
    } catch (e) {
      setError(serverMessage(e) ?? SCHEDULE_FAILED);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="schedule-interview-title"
    >
      <DialogTitle id="schedule-interview-title">
        {interview ? `New interview times for ${name}` : `Schedule interview with ${name}`}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Times are in India Standard Time (IST). The applicant picks one of up to {INTERVIEW_SLOTS_MAX}{' '}
            slots.
          </Typography>
          {slots.map((slot, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                type="datetime-local"
                label={`Slot ${index + 1} (IST)`}
                value={slot}
                onChange={(e) => setSlots((all) => all.map((s, i) => (i === index ? e.target.value : s)))}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': `interview-slot-${index}` },
                }}
                fullWidth
              />
              {slots.length > 1 && (
                <IconButton
                  aria-label={`Remove slot ${index + 1}`}
                  onClick={() => setSlots((all) => all.filter((_, i) => i !== index))}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              )}
            </Stack>
          ))}
          {slots.length < INTERVIEW_SLOTS_MAX && (
            <Button
              startIcon={<AddIcon />}
              onClick={() => setSlots((all) => [...all, ''])}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="add-slot"
            >
              Add slot
            </Button>
          )}
          <TextField
            type="number"
            label="Length (minutes)"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            slotProps={{
              htmlInput: {
                min: INTERVIEW_DURATION_MIN,
                max: INTERVIEW_DURATION_MAX,
                step: 15,
                'data-testid': 'interview-duration',
              },
            }}
          />
          <RadioGroup
            row
            value={kind}
            onChange={(e) => setKind(e.target.value as 'online' | 'address')}
            aria-label="Where"
          >
            <FormControlLabel value="online" control={<Radio />} label="Online" />
            <FormControlLabel value="address" control={<Radio />} label="In person" />
          </RadioGroup>
          <TextField
            label={kind === 'online' ? 'Meeting link (https://…)' : 'Address'}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'interview-place' } }}
            fullWidth
          />
          <TextField
            label="Message (optional)"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { 'data-testid': 'interview-message' } }}
            fullWidth
          />
          {error && (
            <Typography role="alert" color="error" variant="body2" data-testid="interview-error">
              {error}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          data-testid="send-interview"
        >
          {interview ? 'Send new times' : 'Send invitation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
