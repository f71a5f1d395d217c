import { describe, expect, it } from 'vitest';

import { JOB_EXPIRY_MESSAGES } from '@hireloop/schema';

import {
  checkJobForm,
  closingMoment,
  emptyJobForm,
  jobFormFrom,
  latestClosingDay,
  requirementRow,
  toJobInput,
  type JobFormValues,
} from './jobForm';
import { makeRecruiterJob } from './test/fixtures';

const NOW = new Date(2026, 10, 26, 11, 30);
const DAY = 24 * 60 * 60 * 1000;

function filled(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...emptyJobForm('company-1', NOW),
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
    const input = toJobInput(filled({ skills: 'React, TypeScript, react, ', positions: ' 3 ' }), true, NOW);
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
      validThrough: new Date(2026, 11, 26, 23, 59, 59).toISOString(),
    });
    expect(toJobInput(filled({ status: 'CLOSED' }), false).status).toBe('CLOSED');
  });

  it('closes 30 days from now by default, at the end of the picked day, at most 90 days away', () => {
    expect(emptyJobForm('', NOW).validThrough).toBe('2026-12-26');
    expect(checkJobForm(filled({ validThrough: '2027-01-10' }), true, NOW)).toBeNull();
    expect(closingMoment('2027-01-10', NOW)).toEqual(new Date(2027, 0, 10, 23, 59, 59));
    // The last allowed day closes no later than 90 days from now.
    const last = latestClosingDay(NOW);
    expect(last).toBe('2027-02-24');
    expect(closingMoment(last, NOW)!.getTime()).toBeLessThanOrEqual(NOW.getTime() + 90 * DAY);
    expect(checkJobForm(filled({ validThrough: last }), true, NOW)).toBeNull();
    for (const [day, message] of [
      ['2027-02-25', JOB_EXPIRY_MESSAGES.validThroughTooLate],
      ['2026-11-25', JOB_EXPIRY_MESSAGES.validThroughPast],
      ['', JOB_EXPIRY_MESSAGES.validThroughInvalid],
    ] as const) {
      expect(checkJobForm(filled({ validThrough: day }), true, NOW)).toEqual({
        message,
        field: 'validThrough',
      });
    }
  });

  it('sends back the stored closing date of an edited job while its day is unchanged', () => {
    const stored = '2026-11-20T10:00:00.000Z';
    const form = jobFormFrom({
      ...makeRecruiterJob(1, { validThrough: stored, status: 'EXPIRED' }),
      requirements: ['React'],
      category: 'Technology',
      shift: 'Day',
      viewerCanEdit: true,
    });
    // Past, but unchanged: the edit is allowed and the date stays as it was.
    expect(checkJobForm(form, false, NOW)).toBeNull();
    expect(toJobInput(form, false, NOW).validThrough).toBe(stored);
    const moved = { ...form, validThrough: '2026-12-31' };
    expect(toJobInput(moved, false, NOW).validThrough).toBe(new Date(2026, 11, 31, 23, 59, 59).toISOString());
  });
});
