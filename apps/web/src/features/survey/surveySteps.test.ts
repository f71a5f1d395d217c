import { describe, expect, it } from 'vitest';

import {
  EMPTY_DRAFT,
  OTHER,
  SURVEY_STEPS,
  addCustomSkills,
  answersSoFar,
  draftFromAnswers,
  surveyAnswers,
  surveyError,
  surveyProgress,
  surveyStepError,
  toggleSkill,
  type SurveyDraft,
} from './surveySteps';

const complete: SurveyDraft = {
  ...EMPTY_DRAFT,
  jobTitle: 'Frontend Developer',
  skills: ['React', 'TypeScript'],
  jobType: 'Full-time',
  category: 'Technology',
  location: 'Bangalore',
  salary: '₹6–10 LPA',
  shift: 'Day Shift',
};

describe('survey step validation', () => {
  it('has the seven steps in order', () => {
    expect(SURVEY_STEPS.map((step) => step.title)).toEqual([
      'Job Title',
      'Skills',
      'Job Type',
      'Category',
      'Location',
      'Salary',
      'Shift',
    ]);
  });

  it.each([
    [0, 'Please select or enter a job title'],
    [1, 'Please select at least one skill'],
    [2, 'Please select a job type'],
    [3, 'Please select a category'],
    [4, 'Please select or enter a location'],
    [5, 'Please select a salary range'],
    [6, 'Please select a shift preference'],
  ])('step %i does not advance unanswered: %s', (step, message) => {
    expect(surveyStepError(step, EMPTY_DRAFT)).toBe(message);
    expect(surveyStepError(step, complete)).toBeNull();
  });

  it('checks only the current step', () => {
    expect(surveyStepError(2, { ...EMPTY_DRAFT, jobType: 'Contract' })).toBeNull();
  });

  it('needs the custom text when Other is chosen for the title or location', () => {
    expect(surveyStepError(0, { ...complete, jobTitle: OTHER, customJobTitle: '  ' })).toBe(
      'Please select or enter a job title',
    );
    expect(
      surveyStepError(0, { ...complete, jobTitle: OTHER, customJobTitle: 'Site Reliability Engineer' }),
    ).toBeNull();
    expect(surveyStepError(4, { ...complete, location: OTHER, customLocation: '' })).toBe(
      'Please select or enter a location',
    );
  });

  it('does not count blank skills', () => {
    expect(surveyStepError(1, { ...complete, skills: [' ', ''] })).toBe('Please select at least one skill');
  });

  it('checks the whole survey before submitting', () => {
    expect(surveyError(complete)).toBeNull();
    expect(surveyError({ ...complete, shift: '' })).toBe('Please select a shift preference');
    expect(surveyError({ ...complete, jobType: '', shift: '' })).toBe('Please select a job type');
  });
});

describe('survey answers', () => {
  it('sends the custom title and location in place of Other', () => {
    expect(
      surveyAnswers({
        ...complete,
        jobTitle: OTHER,
        customJobTitle: ' SRE ',
        location: OTHER,
        customLocation: 'Coimbatore',
      }),
    ).toMatchObject({ jobTitle: 'SRE', location: 'Coimbatore' });
  });

  it('adds comma-separated custom skills, trimmed and without repeats', () => {
    const draft = addCustomSkills({ ...EMPTY_DRAFT, skills: ['React'] }, ' Rust, react ,GraphQL,, Rust');
    expect(draft.skills).toEqual(['React', 'Rust', 'GraphQL']);
    expect(toggleSkill(draft, 'rust').skills).toEqual(['React', 'GraphQL']);
    expect(toggleSkill(draft, 'Go').skills).toEqual(['React', 'Rust', 'GraphQL', 'Go']);
  });

  it('starts from saved answers, with unlisted title and location as Other', () => {
    const draft = draftFromAnswers({
      ...surveyAnswers(complete),
      jobTitle: 'Site Reliability Engineer',
      location: 'Pune',
    });
    expect(draft).toMatchObject({
      jobTitle: OTHER,
      customJobTitle: 'Site Reliability Engineer',
      location: 'Pune',
      customLocation: '',
    });
    expect(surveyAnswers(draft)).toEqual({
      ...surveyAnswers(complete),
      jobTitle: 'Site Reliability Engineer',
      location: 'Pune',
    });
  });

  it("reports 'Step n of 7' with the percent complete", () => {
    expect(surveyProgress(0)).toEqual({ label: 'Step 1 of 7', percent: 14 });
    expect(surveyProgress(3)).toEqual({ label: 'Step 4 of 7', percent: 57 });
    expect(surveyProgress(6)).toEqual({ label: 'Step 7 of 7', percent: 100 });
  });

  it('summarises the answers of the steps before the current one', () => {
    expect(answersSoFar(0, complete)).toEqual([]);
    expect(answersSoFar(2, complete)).toEqual([
      { title: 'Job Title', value: 'Frontend Developer' },
      { title: 'Skills', value: 'React, TypeScript' },
    ]);
  });
});
