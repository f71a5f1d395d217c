import { useState } from 'react';

import { SEEKER_MESSAGES } from '@hireloop/schema';

import { isServerAnswer } from '../../../app/graphqlErrors';
import { JOB_TOAST_MS } from '../../../app/timings';
import { useToast } from '../../../app/toast';
import {
  EMPTY_DRAFT,
  SURVEY_STEPS,
  draftFromAnswers,
  surveyAnswers,
  surveyError,
  surveyStepError,
  type SurveyDraft,
} from '../surveySteps';
import { useSaveSurvey, type SavedSurvey } from './usePreferenceSurvey';

export const SURVEY_SAVE_FAILED = 'Failed to save preferences. Please try again.';
export const SURVEY_ERROR = 'An error occurred. Please try again.';

/**
 * The survey's state: the draft (from the saved answers, if any), the step, the step's message, and
 * whether it has been saved. Next checks the step; Submit checks the step, then the whole survey.
 */
export function useSurveyWizard(initial: SavedSurvey | null) {
  const { submit, submitting } = useSaveSurvey();
  const [draft, setDraft] = useState<SurveyDraft>(() => (initial ? draftFromAnswers(initial) : EMPTY_DRAFT));
  const [step, setStep] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const toast = useToast(JOB_TOAST_MS);

  const change = (next: SurveyDraft) => {
    setDraft(next);
    setMessage(null);
  };

  const next = () => {
    const problem = surveyStepError(step, draft);
    setMessage(problem);
    if (!problem) setStep(step + 1);
  };

  const previous = () => {
    setMessage(null);
    setStep(step - 1);
  };

  const save = async () => {
    const problem = surveyStepError(step, draft) ?? surveyError(draft);
    setMessage(problem);
    if (problem) return;
    try {
      await submit(surveyAnswers(draft));
      toast.success(SEEKER_MESSAGES.surveySaved);
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast.error(isServerAnswer(error) ? SURVEY_SAVE_FAILED : SURVEY_ERROR);
    }
  };

  const edit = () => {
    setDone(false);
    setStep(0);
  };

  const last = step === SURVEY_STEPS.length - 1;
  return { draft, step, last, message, done, submitting, change, next, previous, save, edit };
}
