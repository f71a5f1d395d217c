import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';

import {
  APPLICANT_NOTE_MAX_LENGTH,
  APPLICANT_NOTE_MESSAGES,
  APPLICANT_NOTES_MAX,
  formatDateTime,
  hasHiddenCharactersInText,
} from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import { RECRUITER_DATES } from '../format';
import type { Applicant } from '../hooks/useJobApplicants';
import { useApplicantNotes } from '../hooks/useApplicantNotes';

export const NOTE_FAILED = 'The note could not be saved. Please try again.';

type Note = Applicant['notes'][number];

/** What is wrong with a note's text, or null (the server checks the same). */
export function noteProblem(body: string): string | null {
  if (!body.trim()) return APPLICANT_NOTE_MESSAGES.noteEmpty;
  if (body.length > APPLICANT_NOTE_MAX_LENGTH) return APPLICANT_NOTE_MESSAGES.noteTooLong;
  if (hasHiddenCharactersInText(body)) return APPLICANT_NOTE_MESSAGES.noteHidden;
  return null;
}

function NoteText({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const problem = value ? noteProblem(value) : null;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={3}
      fullWidth
      error={Boolean(problem)}
      helperText={problem ?? `${value.length}/${APPLICANT_NOTE_MAX_LENGTH}`}
      slotProps={{ htmlInput: { maxLength: APPLICANT_NOTE_MAX_LENGTH } }}
    />
  );
}

/** One note: author and time, the text, and for its author edit and delete. */
function NoteItem({ note, applicationId, first }: { note: Note; applicationId: string; first: boolean }) {
  const { update, remove, saving } = useApplicantNotes(applicationId);
  const toast = useToast();
  const [draft, setDraft] = useState<string | null>(null);
  const edited = note.updatedAt !== note.createdAt;
  const fail = (error: unknown) => toast.error(serverMessage(error) ?? NOTE_FAILED);
  return (
    <Box
      component="li"
      data-testid="applicant-note"
      sx={{ listStyle: 'none', py: 1.5, borderTop: first ? 0 : 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">{note.author?.name ?? 'Former user'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(note.createdAt, RECRUITER_DATES)}
          {edited ? ` · edited ${formatDateTime(note.updatedAt, RECRUITER_DATES)}` : ''}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {note.mine && draft === null && (
          <>
            <IconButton
              size="small"
              aria-label="Edit note"
              onClick={() => setDraft(note.body)}
              disabled={saving}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label="Delete note"
              disabled={saving}
              onClick={() => {
                remove(note.id)
                  .then(() => toast.success(APPLICANT_NOTE_MESSAGES.noteDeleted))
                  .catch(fail);
              }}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      {draft === null ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {note.body}
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <NoteText label="Edit note" value={draft} onChange={setDraft} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} color="inherit">
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={saving || noteProblem(draft) !== null}
              onClick={() => {
                update(note.id, draft)
                  .then(() => {
                    setDraft(null);
                    toast.success(APPLICANT_NOTE_MESSAGES.noteUpdated);
                  })
                  .catch(fail);
              }}
            >
              Save
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The private notes on an applicant, oldest first, with author and time; a new note below. Only the
 * job's side (the recruiter and administrators) ever sees them.
 */
export function ApplicantNotesDialog({
  application,
  name,
  open,
  onClose,
}: {
  application: Applicant;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { add, saving } = useApplicantNotes(application.id);
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const full = application.notes.length >= APPLICANT_NOTES_MAX;
  const titleId = `notes-title-${application.id}`;
  const save = () => {
    add(draft)
      .then(() => {
        setDraft('');
        toast.success(APPLICANT_NOTE_MESSAGES.noteAdded);
      })
      .catch((error: unknown) => toast.error(serverMessage(error) ?? NOTE_FAILED));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Notes on {name}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Private to your side: the applicant never sees them.
        </Typography>
        {application.notes.length === 0 ? (
          <Typography variant="body2" sx={{ py: 2 }}>
            No notes yet.
          </Typography>
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label="Notes">
            {application.notes.map((note, index) => (
              <NoteItem key={note.id} note={note} applicationId={application.id} first={index === 0} />
            ))}
          </Box>
        )}
        <Box sx={{ mt: 2 }}>
          {full ? (
            <Typography variant="body2" color="text.secondary">
              {APPLICANT_NOTE_MESSAGES.tooManyNotes}
            </Typography>
          ) : (
            <NoteText label="New note" value={draft} onChange={setDraft} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
        <Button variant="contained" onClick={save} disabled={full || saving || noteProblem(draft) !== null}>
          Add note
        </Button>
      </DialogActions>
    </Dialog>
  );
}
