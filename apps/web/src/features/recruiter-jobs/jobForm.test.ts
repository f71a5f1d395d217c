import { describe, expect, it } from 'vitest';

import { checkJobForm, emptyJobForm, requirementRow, toJobInput, type JobFormValues } from './jobForm';

function filled(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...emptyJobForm('company-1'),
    title: 'Frontend Engineer',
    description: 'Build things',
    salary: '₹10,00,000 per annum',
    location: 'Pune',
    requirements: [requirementRow('React'), requirementRow('  ')],
    ...overrides,
  };
}

describe('jobForm', () => {
  it('starts with the spec defaults and a rupee sign', () => {
    const form = emptyJobForm();
    expect(form).toMatchObject({
      salary: '₹',
      jobType: 'Full-time',
      shift: 'Day',
      positions: '1',
      status: 'ACTIVE',
    });
    expect(form.requirements).toHaveLength(1);
  });

  it("checks in the spec's order with its field names", () => {
    const order: [Partial<JobFormValues>, string, string][] = [
      [{ title: ' ' }, 'Job title is required', 'title'],
      [{ description: '' }, 'Job description is required', 'description'],
      [{ salary: '₹' }, 'Salary is required', 'salary'],
      [{ location: '' }, 'Location is required', 'location'],
      [{ jobType: '' }, 'Job type is required', 'jobType'],
      [{ companyId: '' }, 'Company is required', 'companyId'],
      [{ requirements: [requirementRow(' ')] }, 'At least one requirement is needed', 'requirements'],
      [{ positions: '0' }, 'Positions must be at least 1', 'positions'],
      [{ positions: '1.5' }, 'Positions must be at least 1', 'positions'],
      [{ positions: '1001' }, 'Positions must be at most 1000', 'positions'],
    ];
    for (const [overrides, message, field] of order) {
      expect(checkJobForm(filled(overrides), true)).toEqual({ message, field });
    }
    expect(checkJobForm(filled(), true)).toBeNull();
    // Editing: the company is not checked.
    expect(checkJobForm(filled({ companyId: '' }), false)).toBeNull();
  });

  it('drops blank requirements, splits skills and defaults the category on send', () => {
    const input = toJobInput(filled({ skills: 'React, TypeScript, react, ', positions: ' 3 ' }), true);
    expect(input).toEqual({
      title: 'Frontend Engineer',
      description: 'Build things',
      requirements: ['React'],
      skills: ['React', 'TypeScript'],
      salary: '₹10,00,000 per annum',
      location: 'Pune',
      jobType: 'Full-time',
      shift: 'Day',
      category: 'Other',
      positions: 3,
    });
    expect(toJobInput(filled({ status: 'CLOSED' }), false).status).toBe('CLOSED');
  });
});
