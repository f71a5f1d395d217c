import { useState, type ReactNode } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ChoiceDialogProps<T, V extends string> {
  /** The row being edited; null closes the dialog. */
  subject: T | null;
  /** The row's value now, preselected. */
  current: (subject: T) => V;
  choices: readonly V[];
  choiceLabel: (value: V) => string;
  /** Names the dialog for the tests (`data-testid` and the title's id). */
  id: string;
  title: string;
  /** Who or what is edited, e.g. 'Asha Menon · TechNova'. */
  heading: (subject: T) => string;
  /** The line before the current value's pill, e.g. 'Current plan:'. */
  currentLabel: string;
  currentPill: (subject: T) => ReactNode;
  /** Accessible name of the choices, e.g. 'New plan'. */
  choicesLabel: string;
  choicesSx?: SxProps<Theme>;
  /** Shown under the choices once another value is chosen (a confirmation question). */
  question?: (subject: T, value: V) => ReactNode;
  /** What else happens, in small print. */
  note: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (value: V) => void;
  onCancel: () => void;
}

/**
 * An admin table's edit of one value of a row: the row's current value, a radio choice of another, and
 * confirm. The last row asked about stays on screen while the dialog fades out.
 */
export function ChoiceDialog<T, V extends string>({
  subject,
  current: currentOf,
  choices,
  choiceLabel,
  id,
  title,
  heading,
  currentLabel,
  currentPill,
  choicesLabel,
  choicesSx,
  question,
  note,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ChoiceDialogProps<T, V>) {
  const [chosen, setChosen] = useState<V | null>(null);
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) {
    setShown(subject);
    setChosen(null);
  }
  const current = subject ?? shown;
  const value = chosen ?? (current ? currentOf(current) : choices[0]);
  const changed = current !== null && value !== currentOf(current);

  return (
    <Dialog
      open={subject !== null}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {current && (
          <>
            <Typography variant="body2" color="text.secondary">
              {heading(current)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 1.5 }}>
              <Typography variant="body2">{currentLabel}</Typography>
              {currentPill(current)}
            </Box>
            <RadioGroup
              aria-label={choicesLabel}
              value={value}
              onChange={(event) => setChosen(event.target.value as V)}
              sx={choicesSx}
            >
              {choices.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio size="small" />}
                  label={choiceLabel(choice)}
                  disabled={busy}
                />
              ))}
            </RadioGroup>
            {changed && question?.(current, value)}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {note}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!changed || busy}
          onClick={() => onConfirm(value)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
