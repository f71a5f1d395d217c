import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { defaultValidThrough, JOB_CATEGORIES, JOB_EXPIRY_MESSAGES } from '@hireloop/schema';

import { renderWithProviders } from '../../../test/render';
import { dayOf, emptyJobForm, latestClosingDay } from '../jobForm';
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
