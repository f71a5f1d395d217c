import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  defaultValidThrough,
  JOB_CATEGORIES,
  JOB_EXPIRY_MESSAGES,
  SCREENING_MESSAGES,
} from '@hireloop/schema';

import { renderWithProviders } from '../../../test/render';
import { dayOf, emptyJobForm, latestClosingDay, toJobInput, type JobFormValues } from '../jobForm';
import { JobForm } from './JobForm';

const COMPANIES = [
  { id: 'company-1', name: 'TechNova Solutions' },
  { id: 'company-2', name: 'Cobalt Infotech' },
];

function renderForm(onSubmit = vi.fn()) {
  renderWithProviders(
    <JobForm
      mode="post"
      initial={emptyJobForm()}
      companies={COMPANIES}
      saving={false}
      onSubmit={onSubmit}
      cancelHref="/recruiter/jobs"
    />,
  );
  return onSubmit;
}

describe('JobForm (post)', () => {
  it('offers my companies, starts the salary with a rupee sign and uses the spec defaults', () => {
    renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company *' }));
    const companies = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(companies.map((option) => option.textContent)).toEqual(['TechNova Solutions', 'Cobalt Infotech']);
    fireEvent.click(companies[1]);
    expect(screen.getByLabelText('Salary *')).toHaveValue('₹');
    expect(screen.getByLabelText('Positions *')).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: 'Job Type *' })).toHaveTextContent('Full-time');
    expect(screen.getByRole('combobox', { name: 'Shift' })).toHaveTextContent('Day');
  });

  it('has a searchable list of about 75 categories', async () => {
    expect(JOB_CATEGORIES.length).toBeGreaterThanOrEqual(70);
    expect(JOB_CATEGORIES.length).toBeLessThanOrEqual(80);
    expect(new Set(JOB_CATEGORIES).size).toBe(JOB_CATEGORIES.length);
    for (const example of ['Software Development', 'Finance', 'Healthcare', 'Sales', 'Other']) {
      expect(JOB_CATEGORIES).toContain(example);
    }

    const onSubmit = renderForm();
    const category = screen.getByRole('combobox', { name: 'Category' });
    category.focus();
    fireEvent.mouseDown(category);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(JOB_CATEGORIES.length);
    fireEvent.change(category, { target: { value: 'health' } });
    expect(category).toHaveValue('health');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeLessThan(
        JOB_CATEGORIES.length,
      ),
    );
    const found = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(found.every((option) => /health/i.test(option.textContent ?? ''))).toBe(true);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Healthcare' }));
    expect(category).toHaveValue('Healthcare');

    // The picked category is what is submitted.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company *' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TechNova Solutions' }));
    for (const [label, value] of [
      ['Job Title *', 'Staff Nurse'],
      ['Job Description *', 'Care for patients.'],
      ['Salary *', '₹4,00,000 per annum'],
      ['Location *', 'Kochi'],
      ['Requirement 1', 'GNM or B.Sc Nursing'],
    ]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        category: 'Healthcare',
        companyId: 'company-1',
        salary: '₹4,00,000 per annum',
      }),
    );
  });

  it('has a closing date 30 days away by default and refuses one more than 90 days away', () => {
    const onSubmit = renderForm();
    const closing = screen.getByLabelText('Closing Date *');
    expect(closing).toHaveValue(dayOf(defaultValidThrough(new Date())));
    expect(closing).toHaveAttribute('max', latestClosingDay());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company *' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TechNova Solutions' }));
    for (const [label, value] of [
      ['Job Title *', 'Staff Nurse'],
      ['Job Description *', 'Care for patients.'],
      ['Salary *', '₹4,00,000 per annum'],
      ['Location *', 'Kochi'],
      ['Requirement 1', 'GNM or B.Sc Nursing'],
    ]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    const tooLate = new Date(Date.now() + 100 * 24 * 60 * 60 * 1000);
    fireEvent.change(closing, { target: { value: dayOf(tooLate) } });
    fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
    expect(screen.getByTestId('job-form-error')).toHaveTextContent(JOB_EXPIRY_MESSAGES.validThroughTooLate);
    expect(closing).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    const inAWeek = dayOf(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
    fireEvent.change(closing, { target: { value: inAWeek } });
    fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ validThrough: inAWeek }));
  });
});

/** Fills the required fields with valid values. */
function fillBasics() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company *' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TechNova Solutions' }));
  for (const [label, value] of [
    ['Job Title *', 'Staff Nurse'],
    ['Job Description *', 'Care for patients.'],
    ['Salary *', '₹4,00,000 per annum'],
    ['Location *', 'Kochi'],
    ['Requirement 1', 'GNM or B.Sc Nursing'],
  ]) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

/** Picks `option` in the select labelled `label` inside `scope`. */
function pick(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Adds a question and returns its row. */
function addQuestion(kind: string, text: string): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
  const rows = screen.getAllByRole('group', { name: /^Question \d+$/ });
  const row = rows[rows.length - 1];
  pick(row, 'Kind', kind);
  fireEvent.change(within(row).getByLabelText('Question text'), { target: { value: text } });
  return row;
}

function submitted(onSubmit: ReturnType<typeof vi.fn>) {
  expect(onSubmit).toHaveBeenCalledTimes(1);
  return toJobInput(onSubmit.mock.calls[0][0] as JobFormValues, true);
}

describe('JobForm screening questions', () => {
  it('sends every kind of question with its knock-out rule, in the order shown', () => {
    const onSubmit = renderForm();
    fillBasics();
    expect(screen.getByRole('heading', { name: 'Screening questions' })).toBeInTheDocument();

    const yesNo = addQuestion('Yes / No', 'Can you start in July?');
    pick(yesNo, 'Knock-out rule', 'Must answer Yes');
    fireEvent.click(within(yesNo).getByRole('switch', { name: 'Required' }));

    const number = addQuestion('Number', 'Years of nursing experience?');
    fireEvent.change(within(number).getByLabelText('Minimum'), { target: { value: '2' } });
    fireEvent.change(within(number).getByLabelText('Maximum'), { target: { value: '15' } });

    const choice = addQuestion('Single choice', 'Which shift suits you?');
    fireEvent.change(within(choice).getByLabelText('Option 1'), { target: { value: 'Day' } });
    fireEvent.change(within(choice).getByLabelText('Option 2'), { target: { value: 'Night' } });
    fireEvent.click(within(choice).getByRole('button', { name: 'Add option' }));
    fireEvent.change(within(choice).getByLabelText('Option 3'), { target: { value: 'Rotating' } });
    fireEvent.click(within(choice).getByRole('checkbox', { name: 'Option 1 passes' }));
    fireEvent.click(within(choice).getByRole('checkbox', { name: 'Option 3 passes' }));

    const text = addQuestion('Short text', 'Your notice period?');
    expect(within(text).queryByLabelText('Knock-out rule')).not.toBeInTheDocument();
    expect(within(text).queryByLabelText('Minimum')).not.toBeInTheDocument();

    // The short text question goes first; the number question last.
    fireEvent.click(screen.getByRole('button', { name: 'Move question 4 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move question 3 down' }));
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 4 down' })).toBeDisabled();

    fireEvent.click(
      screen.getByRole('radio', { name: 'Reject them automatically (they are told 24 hours later)' }),
    );
    fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
    const input = submitted(onSubmit);
    expect(input.screeningQuestions).toEqual([
      { kind: 'SHORT_TEXT', text: 'Your notice period?', required: false },
      { kind: 'YES_NO', text: 'Can you start in July?', required: true, requiredAnswer: true },
      {
        kind: 'SINGLE_CHOICE',
        text: 'Which shift suits you?',
        required: false,
        options: ['Day', 'Night', 'Rotating'],
        acceptedOptions: ['Day', 'Rotating'],
      },
      { kind: 'NUMBER', text: 'Years of nursing experience?', required: false, min: 2, max: 15 },
    ]);
    expect(input.knockoutAction).toBe('REJECT');
  });

  it('allows at most 10 questions', () => {
    renderForm();
    const add = screen.getByRole('button', { name: 'Add question' });
    expect(screen.getByText('Up to 10 questions')).toBeInTheDocument();
    for (let i = 0; i < 10; i += 1) {
      expect(add).toBeEnabled();
      fireEvent.click(add);
    }
    expect(screen.getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 4' }));
    expect(screen.getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(9);
    expect(add).toBeEnabled();
  });

  it('asks what happens to applicants who fail only while some question has a knock-out rule', () => {
    const onSubmit = renderForm();
    fillBasics();
    const yesNo = addQuestion('Yes / No', 'Can you start in July?');
    const choice = addQuestion('Single choice', 'Which shift suits you?');
    fireEvent.change(within(choice).getByLabelText('Option 1'), { target: { value: 'Day' } });
    fireEvent.change(within(choice).getByLabelText('Option 2'), { target: { value: 'Night' } });
    const action = () =>
      screen.queryByRole('radiogroup', { name: 'Applicants who fail a knock-out question' });
    expect(action()).not.toBeInTheDocument();

    pick(yesNo, 'Knock-out rule', 'Must answer No');
    expect(action()).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Only flag them' })).toBeChecked();
    pick(yesNo, 'Knock-out rule', 'No rule');
    expect(action()).not.toBeInTheDocument();

    fireEvent.click(within(choice).getByRole('checkbox', { name: 'Option 2 passes' }));
    expect(action()).toBeInTheDocument();
    fireEvent.click(within(choice).getByRole('checkbox', { name: 'Option 2 passes' }));
    expect(action()).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
    const input = submitted(onSubmit);
    expect(input).not.toHaveProperty('knockoutAction');
    expect(input.screeningQuestions).toHaveLength(2);
  });

  it("shows a question's problem under it and does not submit", () => {
    const onSubmit = renderForm();
    fillBasics();
    addQuestion('Yes / No', 'Can you start in July?');
    const choice = addQuestion('Single choice', 'Which shift suits you?');
    fireEvent.change(within(choice).getByLabelText('Option 1'), { target: { value: 'Day' } });
    fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(choice).getByText(SCREENING_MESSAGES.optionBlank)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Question 1' })).queryByRole('alert')).toBeNull();
    expect(within(choice).getByLabelText('Question text')).toHaveFocus();

    fireEvent.change(within(choice).getByLabelText('Option 2'), { target: { value: 'Night' } });
    expect(within(choice).queryByText(SCREENING_MESSAGES.optionBlank)).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
