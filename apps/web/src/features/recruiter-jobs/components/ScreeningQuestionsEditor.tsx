import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';

import {
  KNOCKOUT_ACTION_LABELS,
  SCREENING_KIND_LABELS,
  SCREENING_LABELS,
  SCREENING_OPTIONS_MAX,
  SCREENING_OPTIONS_MIN,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_QUESTIONS_MAX,
} from '@hireloop/schema';

import type { KnockoutAction, ScreeningQuestionKind } from '../../../gql/graphql';
import { optionRow, screeningQuestionRow, type OptionRow, type ScreeningQuestionRow } from '../jobForm';

const KINDS = Object.keys(SCREENING_KIND_LABELS) as ScreeningQuestionKind[];
const KNOCKOUT_ACTIONS = Object.keys(KNOCKOUT_ACTION_LABELS) as KnockoutAction[];

export interface ScreeningQuestionsEditorProps {
  questions: readonly ScreeningQuestionRow[];
  onChange: (questions: ScreeningQuestionRow[]) => void;
  /** Asked only while some question has a knock-out rule. */
  knockoutAction: KnockoutAction;
  onKnockoutActionChange: (action: KnockoutAction) => void;
  /** Whether some question has a knock-out rule. */
  hasKnockout: boolean;
  /** A problem of one question (its place from 0 and the message), shown under that question. */
  problem?: { question?: number; message: string } | null;
  disabled?: boolean;
}

/**
 * The screening questions of a job, in order: kind, text, Required, a single-choice question's options,
 * a knock-out rule fitting the kind, and Move up / Move down / Remove; then, while some question has a
 * knock-out rule, what happens to applicants who fail one.
 */
export function ScreeningQuestionsEditor({
  questions,
  onChange,
  knockoutAction,
  onKnockoutActionChange,
  hasKnockout,
  problem,
  disabled = false,
}: ScreeningQuestionsEditorProps) {
  const atLimit = questions.length >= SCREENING_QUESTIONS_MAX;

  const update = (key: string, change: Partial<ScreeningQuestionRow>) =>
    onChange(questions.map((q) => (q.key === key ? { ...q, ...change } : q)));

  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  return (
    <Stack spacing={2} data-testid="screening-questions">
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          number={index + 1}
          first={index === 0}
          last={index === questions.length - 1}
          message={problem?.question === index ? problem.message : null}
          disabled={disabled}
          onChange={(change) => update(question.key, change)}
          onMove={(by) => move(index, by)}
          onRemove={() => onChange(questions.filter((q) => q.key !== question.key))}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...questions, screeningQuestionRow()])}
          disabled={disabled || atLimit}
          size="small"
        >
          Add question
        </Button>
        <FormHelperText sx={{ mt: 0 }}>Up to {SCREENING_QUESTIONS_MAX} questions</FormHelperText>
      </Box>
      {hasKnockout && (
        <FormControl disabled={disabled}>
          <FormLabel id="knockout-action-label">{SCREENING_LABELS.knockoutAction}</FormLabel>
          <RadioGroup
            aria-labelledby="knockout-action-label"
            name="knockoutAction"
            value={knockoutAction}
            onChange={(event) => onKnockoutActionChange(event.target.value as KnockoutAction)}
          >
            {KNOCKOUT_ACTIONS.map((action) => (
              <FormControlLabel
                key={action}
                value={action}
                control={<Radio size="small" />}
                label={KNOCKOUT_ACTION_LABELS[action]}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Stack>
  );
}

interface QuestionEditorProps {
  question: ScreeningQuestionRow;
  number: number;
  first: boolean;
  last: boolean;
  message: string | null;
  disabled: boolean;
  onChange: (change: Partial<ScreeningQuestionRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionEditor({
  question,
  number,
  first,
  last,
  message,
  disabled,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const changeKind = (kind: ScreeningQuestionKind) => {
    const missing = Math.max(0, SCREENING_OPTIONS_MIN - question.options.length);
    onChange({
      kind,
      options:
        kind === 'SINGLE_CHOICE' && missing
          ? [...question.options, ...Array.from({ length: missing }, () => optionRow())]
          : question.options,
    });
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Question ${number}`}
      data-question={number - 1}
      sx={{ p: 2, borderRadius: 2, borderColor: message ? 'error.main' : undefined }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          Question {number}
        </Typography>
        <IconButton
          aria-label={`Move question ${number} up`}
          size="small"
          disabled={disabled || first}
          onClick={() => onMove(-1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Move question ${number} down`}
          size="small"
          disabled={disabled || last}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Remove question ${number}`}
          size="small"
          disabled={disabled}
          onClick={onRemove}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            label="Kind"
            value={question.kind}
            onChange={(event) => changeKind(event.target.value as ScreeningQuestionKind)}
            size="small"
            fullWidth
            disabled={disabled}
          >
            {KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {SCREENING_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            label="Question text"
            value={question.text}
            onChange={(event) => onChange({ text: event.target.value })}
            size="small"
            fullWidth
            multiline
            disabled={disabled}
            error={!!message}
            slotProps={{
              htmlInput: { maxLength: SCREENING_QUESTION_MAX_LENGTH, 'data-question-text': true },
            }}
          />
        </Grid>
        {question.kind === 'SINGLE_CHOICE' && (
          <Grid size={12}>
            <OptionsEditor
              number={number}
              options={question.options}
              acceptedKeys={question.acceptedKeys}
              disabled={disabled}
              onChange={(options, acceptedKeys) => onChange({ options, acceptedKeys })}
            />
          </Grid>
        )}
        {question.kind === 'YES_NO' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label="Knock-out rule"
              value={question.requiredAnswer}
              onChange={(event) =>
                onChange({ requiredAnswer: event.target.value as ScreeningQuestionRow['requiredAnswer'] })
              }
              size="small"
              fullWidth
              disabled={disabled}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">No rule</MenuItem>
              <MenuItem value="yes">Must answer Yes</MenuItem>
              <MenuItem value="no">Must answer No</MenuItem>
            </TextField>
          </Grid>
        )}
        {question.kind === 'NUMBER' && (
          <>
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField
                label="Minimum"
                type="number"
                value={question.min}
                onChange={(event) => onChange({ min: event.target.value })}
                size="small"
                fullWidth
                disabled={disabled}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField
                label="Maximum"
                type="number"
                value={question.max}
                onChange={(event) => onChange({ max: event.target.value })}
                size="small"
                fullWidth
                disabled={disabled}
              />
            </Grid>
            <Grid size={12}>
              <FormHelperText sx={{ mt: 0 }}>
                Knock-out rule: answers below the minimum or above the maximum fail. Leave both blank for no
                rule.
              </FormHelperText>
            </Grid>
          </>
        )}
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={question.required}
                onChange={(event) => onChange({ required: event.target.checked })}
                disabled={disabled}
              />
            }
            label={SCREENING_LABELS.required}
          />
        </Grid>
      </Grid>
      {message && (
        <FormHelperText error role="alert" data-testid={`question-${number}-error`}>
          {message}
        </FormHelperText>
      )}
    </Paper>
  );
}

interface OptionsEditorProps {
  number: number;
  options: readonly OptionRow[];
  acceptedKeys: readonly string[];
  disabled: boolean;
  onChange: (options: OptionRow[], acceptedKeys: string[]) => void;
}

/** A single-choice question's options, each with a "passes" box (none ticked: no knock-out rule). */
function OptionsEditor({ number, options, acceptedKeys, disabled, onChange }: OptionsEditorProps) {
  const canRemove = options.length > SCREENING_OPTIONS_MIN;
  const canAdd = options.length < SCREENING_OPTIONS_MAX;
  return (
    <Stack spacing={1}>
      {options.map((option, index) => (
        <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={`Option ${index + 1}`}
            value={option.text}
            onChange={(event) =>
              onChange(
                options.map((o) => (o.key === option.key ? { ...o, text: event.target.value } : o)),
                [...acceptedKeys],
              )
            }
            size="small"
            fullWidth
            disabled={disabled}
          />
          <FormControlLabel
            label="passes"
            control={
              <Checkbox
                size="small"
                checked={acceptedKeys.includes(option.key)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    [...options],
                    event.target.checked
                      ? [...acceptedKeys, option.key]
                      : acceptedKeys.filter((key) => key !== option.key),
                  )
                }
                slotProps={{ input: { 'aria-label': `Option ${index + 1} passes` } }}
              />
            }
          />
          <IconButton
            aria-label={`Remove option ${index + 1} of question ${number}`}
            size="small"
            disabled={disabled || !canRemove}
            onClick={() =>
              onChange(
                options.filter((o) => o.key !== option.key),
                acceptedKeys.filter((key) => key !== option.key),
              )
            }
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          size="small"
          disabled={disabled || !canAdd}
          onClick={() => onChange([...options, optionRow()], [...acceptedKeys])}
        >
          Add option
        </Button>
        <FormHelperText sx={{ mt: 0 }}>
          {SCREENING_OPTIONS_MIN} to {SCREENING_OPTIONS_MAX} options. Tick the options that pass; none ticked:
          no knock-out rule.
        </FormHelperText>
      </Box>
    </Stack>
  );
}
