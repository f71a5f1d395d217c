import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { GraphQLError } from 'graphql';

import type { MockLink } from '@apollo/client/testing';

import { ALERT_MESSAGES } from '@hireloop/schema';

import {
  CreateJobAlertDocument,
  MyPreferenceSurveyDocument,
  SavePreferenceSurveyDocument,
} from '../../../gql/graphql';
import { seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PreferenceSurveyPage } from './PreferenceSurveyPage';

const noSurvey: MockLink.MockedResponse = {
  request: { query: MyPreferenceSurveyDocument },
  result: { data: { myPreferenceSurvey: null } },
};

const answers = {
  jobTitle: 'Site Reliability Engineer',
  skills: ['Docker', 'Rust', 'GraphQL'],
  jobType: 'Remote',
  category: 'Technology',
  location: 'Pune',
  salary: 'Above ₹25 LPA',
  shift: 'Flexible',
};

function saveAnswer(
  result: MockLink.MockedResponse['result'] | undefined,
  error?: Error,
): MockLink.MockedResponse {
  return { request: { query: SavePreferenceSurveyDocument, variables: { input: answers } }, result, error };
}

const saved = saveAnswer({
  data: {
    savePreferenceSurvey: {
      __typename: 'PreferenceSurveyModel',
      ...answers,
      updatedAt: '2026-11-22T10:00:00.000Z',
    },
  },
});

function renderSurvey(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<PreferenceSurveyPage />, { route: '/job/preference/survey', session: seeker, mocks });
}

/** The option tile with this text (role queries over ~35 tiles are slow in jsdom). */
function option(name: string): HTMLElement {
  const found = screen.getAllByTestId('survey-option').find((tile) => tile.textContent === name);
  if (!found) throw new Error(`No option ${name}`);
  return found;
}

function choose(name: string) {
  fireEvent.click(option(name));
}

function next() {
  fireEvent.click(screen.getByText('Next'));
}

async function answerAll() {
  await screen.findByTestId('survey');
  choose('Other');
  fireEvent.change(screen.getByRole('textbox', { name: 'Custom job title' }), {
    target: { value: 'Site Reliability Engineer' },
  });
  next();
  choose('Docker');
  fireEvent.change(screen.getByRole('textbox', { name: 'Add custom skills' }), {
    target: { value: 'Rust, GraphQL, rust' },
  });
  fireEvent.click(screen.getByText('Add'));
  next();
  choose('Remote');
  next();
  choose('Technology');
  next();
  choose('Pune');
  next();
  choose('Above ₹25 LPA');
  next();
  choose('Flexible');
}

describe('PreferenceSurveyPage', () => {
  it('starts at step 1 of 7 and does not advance until the step is answered', async () => {
    renderSurvey([noSurvey]);
    expect(await screen.findByTestId('survey-step')).toHaveTextContent('Step 1 of 7');
    expect(screen.getByTestId('survey-percent')).toHaveTextContent('14% complete');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByTestId('survey-summary')).not.toBeInTheDocument();

    next();
    expect(screen.getByTestId('survey-message')).toHaveTextContent('Please select or enter a job title');
    expect(screen.getByTestId('survey-step')).toHaveTextContent('Step 1 of 7');

    choose('Data Analyst');
    expect(screen.queryByTestId('survey-message')).not.toBeInTheDocument();
    next();
    expect(screen.getByTestId('survey-step')).toHaveTextContent('Step 2 of 7');
    const summary = within(screen.getByTestId('survey-summary'));
    expect(summary.getByText('Your Preferences So Far')).toBeInTheDocument();
    expect(summary.getByText('Data Analyst')).toBeInTheDocument();

    next();
    expect(screen.getByTestId('survey-message')).toHaveTextContent('Please select at least one skill');
    fireEvent.click(screen.getByText('Previous'));
    expect(screen.getByTestId('survey-step')).toHaveTextContent('Step 1 of 7');
  });

  it('offers a first job alert from the answers after submit', async () => {
    const input = {
      keyword: 'Pune',
      jobTypes: [],
      locations: [],
      categories: ['Technology'],
      salaryMin: null,
      remote: false,
      frequency: 'DAILY',
    };
    renderSurvey([
      noSurvey,
      saved,
      {
        request: { query: CreateJobAlertDocument, variables: { input } },
        result: {
          data: {
            createJobAlert: {
              __typename: 'JobAlertCreation',
              confirmationSent: false,
              alert: {
                __typename: 'JobAlert',
                id: 'alert-1',
                keyword: input.keyword,
                jobTypes: input.jobTypes,
                locations: input.locations,
                categories: input.categories,
                salaryMinInr: null,
                remote: false,
                frequency: input.frequency,
                paused: false,
                createdAt: '2026-11-26T06:00:00.000Z',
              },
            },
          },
        },
      },
    ]);
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    fireEvent.click(await screen.findByTestId('survey-alert'));
    // Remote is no job type of posted jobs; the city is searched for as the footer's city links do.
    expect(await screen.findByTestId('alert-search')).toHaveTextContent(/^Pune · Technology$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByTestId('alert-saved')).toHaveTextContent(ALERT_MESSAGES.created);
  });

  it('submits all seven answers and confirms', async () => {
    renderSurvey([noSurvey, saved]);
    await answerAll();
    expect(screen.getByTestId('survey-step')).toHaveTextContent('Step 7 of 7');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Preferences saved successfully!');
    const done = within(screen.getByTestId('survey-done'));
    expect(done.getByText('Site Reliability Engineer')).toBeInTheDocument();
    expect(done.getByText('Docker, Rust, GraphQL')).toBeInTheDocument();
  });

  it("says 'Failed to save preferences. Please try again.' when the server refuses", async () => {
    renderSurvey([
      noSurvey,
      saveAnswer({ errors: [new GraphQLError('No', { extensions: { code: 'BAD_USER_INPUT' } })] }),
    ]);
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Failed to save preferences. Please try again.',
    );
    expect(screen.getByTestId('survey')).toBeInTheDocument();
  });

  it("says 'An error occurred. Please try again.' when the server cannot be reached", async () => {
    renderSurvey([noSurvey, saveAnswer(undefined, new Error('Network down'))]);
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('An error occurred. Please try again.');
  });

  it('starts from the saved answers', async () => {
    renderSurvey([
      {
        request: { query: MyPreferenceSurveyDocument },
        result: {
          data: {
            myPreferenceSurvey: {
              __typename: 'PreferenceSurveyModel',
              ...answers,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          },
        },
      },
    ]);
    await screen.findByTestId('survey');
    expect(option('Other')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Custom job title' })).toHaveValue(
      'Site Reliability Engineer',
    );
    next();
    expect(option('Docker')).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByLabelText('Custom skills')).getByText('Rust')).toBeInTheDocument();
  });
});
