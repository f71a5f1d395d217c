import { useState, type FormEvent, type ReactNode } from 'react';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

import {
  ScreeningQuestionKind,
  SCREENING_MESSAGES,
  SCREENING_TEXT_ANSWER_MAX_LENGTH,
  screeningAnswerProblem,
  type ScreeningAnswerShape,
} from '@hireloop/schema';

/** A screening question as a seeker sees it (without its knock-out rule). */
export interface ApplyQuestion {
  id: string;
  kind: ScreeningQuestionKind | string;
  text: string;
  required: boolean;
  options: string[];
}

export interface ApplyQuestionsDialogProps {
  open: boolean;
  jobTitle: string;
  questions: readonly ApplyQuestion[];
  /** While the application is being sent: the buttons wait. */
  busy: boolean;
  /** The server's refusal of the answers, shown under the questions. */
  problem: string | null;
  /** Sends the application with these answers (blank optional answers left out). */
  onSubmit: (answers: ScreeningAnswerShape[]) => void;
  onCancel: () => void;
}

/** The id of the element of a question that takes the focus: its field, or its first radio button. */
const fieldId = (questionId: string) => `apply-question-${questionId}-field`;

/** The problem of one answer as typed: a required one left blank, else the shared check of its value. */
function answerProblem(question: ApplyQuestion, value: string): string | null {
  if (!value.trim()) return question.required ? SCREENING_MESSAGES.answerRequired : null;
  return screeningAnswerProblem(question, value);
}

/**
 * Asks a job's screening questions before applying: yes/no and single choice as radio buttons, a number
 * field and a short text field with its character limit. Required questions are marked (*); Apply checks
 * every answer with the server's own rules first and shows each problem under its question, focusing the
 * first one; nothing is sent until they are all fine. Cancel closes without applying; each opening starts
 * with blank answers.
 */
export default function ApplyQuestionsDialog({
  open,
  jobTitle,
  questions,
  busy,
  problem,
  onSubmit,
  onCancel,
}: ApplyQuestionsDialogProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each opening starts blank: answers typed before Cancel, or sent with an application, are not kept.
  // (They stay while the dialog fades out, and while it is open after the server refused them.)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues({});
      setErrors({});
    }
  }

  const valueOf = (id: string) => values[id] ?? '';
  const change = (question: ApplyQuestion, value: string) => {
    setValues((current) => ({ ...current, [question.id]: value }));
    // A problem shown goes away, or changes, as the answer changes.
    if (errors[question.id]) {
      const next = answerProblem(question, value);
      setErrors(({ [question.id]: _shown, ...rest }) => (next ? { ...rest, [question.id]: next } : rest));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {};
    for (const q of questions) {
      const p = answerProblem(q, valueOf(q.id));
      if (p) found[q.id] = p;
    }
    setErrors(found);
    const first = questions.find((q) => found[q.id]);
    if (first) {
      document.getElementById(fieldId(first.id))?.focus();
      return;
    }
    onSubmit(
      questions
        .map((q) => ({ questionId: q.id, value: valueOf(q.id).trim() }))
        .filter((answer) => answer.value !== ''),
    );
  };

  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="apply-questions-title"
      aria-describedby="apply-questions-intro"
      maxWidth="sm"
      fullWidth
      data-testid="apply-questions-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="apply-questions-title">Apply for {jobTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="apply-questions-intro" sx={{ mb: 1 }}>
            The recruiter asks {questions.length === 1 ? 'this question' : 'these questions'}. Questions
            marked * need an answer.
          </DialogContentText>
          {questions.map((q, index) => (
            <Question
              key={q.id}
              question={q}
              value={valueOf(q.id)}
              error={errors[q.id] ?? null}
              focused={index === 0}
              onChange={(value) => change(q, value)}
            />
          ))}
          {problem && (
            <DialogContentText role="alert" color="error" data-testid="apply-questions-error" sx={{ mt: 1 }}>
              {problem}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="apply-questions-submit">
            {busy ? 'Applying...' : 'Submit application'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface QuestionProps {
  question: ApplyQuestion;
  value: string;
  error: string | null;
  /** The first question: its field has the focus when the dialog opens. */
  focused: boolean;
  onChange: (value: string) => void;
}

/** One question: its text as the label (with * when required), its field, and its problem or hint. */
function Question({ question: q, value, error, focused, onChange }: QuestionProps) {
  const base = `apply-question-${q.id}`;
  const labelId = `${base}-label`;
  const hintId = `${base}-hint`;
  const isText = q.kind === ScreeningQuestionKind.SHORT_TEXT;
  const left = SCREENING_TEXT_ANSWER_MAX_LENGTH - value.trim().length;
  const hint: ReactNode =
    error ?? (isText ? (left < 0 ? SCREENING_MESSAGES.answerTextLength : `${left} characters left`) : null);
  const described = hint ? hintId : undefined;

  const choices =
    q.kind === ScreeningQuestionKind.YES_NO
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : q.kind === ScreeningQuestionKind.SINGLE_CHOICE
        ? q.options.map((option) => ({ value: option, label: option }))
        : null;

  if (choices) {
    return (
      <FormControl
        component="fieldset"
        required={q.required}
        error={!!error}
        fullWidth
        margin="normal"
        data-testid="apply-question"
      >
        <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', mb: 0.5 }}>
          {q.text}
        </FormLabel>
        <RadioGroup
          row={q.kind === ScreeningQuestionKind.YES_NO}
          name={base}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-labelledby={labelId}
          aria-describedby={described}
          aria-required={q.required || undefined}
          aria-invalid={!!error || undefined}
        >
          {choices.map((choice, i) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              label={choice.label}
              control={
                <Radio
                  // The dialog opens on the first question's field.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus={focused && i === 0}
                  slotProps={{ input: i === 0 ? { id: fieldId(q.id) } : {} }}
                />
              }
            />
          ))}
        </RadioGroup>
        {hint && (
          <FormHelperText id={hintId} sx={{ mx: 0 }}>
            {hint}
          </FormHelperText>
        )}
      </FormControl>
    );
  }

  const inputId = fieldId(q.id);
  return (
    <FormControl
      required={q.required}
      error={!!error || (isText && left < 0)}
      fullWidth
      margin="normal"
      data-testid="apply-question"
    >
      <FormLabel htmlFor={inputId} id={labelId} sx={{ color: 'text.primary', mb: 1 }}>
        {q.text}
      </FormLabel>
      <OutlinedInput
        id={inputId}
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // The dialog opens on the first question's field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focused}
        multiline={isText}
        maxRows={isText ? 4 : undefined}
        inputProps={{
          'aria-describedby': described,
          // A number field: the decimal keypad on phones, the server's check of the value.
          ...(q.kind === ScreeningQuestionKind.NUMBER ? { inputMode: 'decimal' } : {}),
        }}
        sx={q.kind === ScreeningQuestionKind.NUMBER ? { maxWidth: 200 } : undefined}
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          {hint}
        </FormHelperText>
      )}
    </FormControl>
  );
}
