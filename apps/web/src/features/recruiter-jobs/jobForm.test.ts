import { describe, expect, it } from 'vitest';

import { JOB_EXPIRY_MESSAGES, SCREENING_MESSAGES } from '@hireloop/schema';

import {
  checkJobForm,
  closingMoment,
  emptyJobForm,
  jobFormFrom,
  latestClosingDay,
  optionRow,
  requirementRow,
  screeningQuestionRow,
  toJobInput,
  type ScreeningQuestionRow,
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
    // Editing sends the (here empty) question list, so that removed questions go.
    expect(toJobInput(filled(), false).screeningQuestions).toEqual([]);
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
      screeningQuestions: [],
      knockoutAction: 'FLAG',
    });
    // Past, but unchanged: the edit is allowed and the date stays as it was.
    expect(checkJobForm(form, false, NOW)).toBeNull();
    expect(toJobInput(form, false, NOW).validThrough).toBe(stored);
    const moved = { ...form, validThrough: '2026-12-31' };
    expect(toJobInput(moved, false, NOW).validThrough).toBe(new Date(2026, 11, 31, 23, 59, 59).toISOString());
  });

  describe('screening questions', () => {
    function question(overrides: Partial<ScreeningQuestionRow> = {}): ScreeningQuestionRow {
      return { ...screeningQuestionRow(overrides.kind), text: 'Can you start in July?', ...overrides };
    }

    it('sends each kind with only its own options and knock-out rule, in order', () => {
      const java = optionRow(' Java ');
      const go = optionRow('Go');
      const rust = optionRow('Rust');
      const values = filled({
        screeningQuestions: [
          // A yes/no question keeps the number bounds typed before its kind changed, but does not send them.
          question({ kind: 'YES_NO', text: '  Can you start in July?  ', requiredAnswer: 'yes', min: '2' }),
          question({ kind: 'NUMBER', text: 'Years of React?', required: true, min: '2', max: '' }),
          question({
            kind: 'SINGLE_CHOICE',
            text: 'Your main language?',
            options: [java, go, rust],
            acceptedKeys: [java.key, rust.key],
          }),
          question({ kind: 'SHORT_TEXT', text: 'Your notice period?', requiredAnswer: 'no' }),
          question({ kind: 'YES_NO', text: 'Do you own a bike?' }),
        ],
        knockoutAction: 'REJECT',
      });
      expect(checkJobForm(values, true, NOW)).toBeNull();
      const input = toJobInput(values, true, NOW);
      expect(input.screeningQuestions).toEqual([
        { kind: 'YES_NO', text: 'Can you start in July?', required: false, requiredAnswer: true },
        { kind: 'NUMBER', text: 'Years of React?', required: true, min: 2 },
        {
          kind: 'SINGLE_CHOICE',
          text: 'Your main language?',
          required: false,
          options: ['Java', 'Go', 'Rust'],
          acceptedOptions: ['Java', 'Rust'],
        },
        { kind: 'SHORT_TEXT', text: 'Your notice period?', required: false },
        { kind: 'YES_NO', text: 'Do you own a bike?', required: false },
      ]);
      expect(input.knockoutAction).toBe('REJECT');
    });

    it('sends no knock-out action while no question has a knock-out rule', () => {
      const values = filled({
        screeningQuestions: [question({ kind: 'NUMBER', text: 'Years of React?' })],
        knockoutAction: 'REJECT',
      });
      const input = toJobInput(values, true, NOW);
      expect(input.screeningQuestions).toEqual([
        { kind: 'NUMBER', text: 'Years of React?', required: false },
      ]);
      expect(input).not.toHaveProperty('knockoutAction');
    });

    it("keeps the stored questions' ids and rules when an edited job is sent back", () => {
      const form = jobFormFrom({
        ...makeRecruiterJob(1),
        requirements: ['React'],
        category: 'Technology',
        shift: 'Day',
        viewerCanEdit: true,
        knockoutAction: 'REJECT',
        screeningQuestions: [
          {
            id: 'q-1',
            kind: 'SINGLE_CHOICE',
            text: 'Your main language?',
            required: true,
            options: ['Java', 'Go'],
            requiredAnswer: null,
            min: null,
            max: null,
            acceptedOptions: ['Go'],
          },
          {
            id: 'q-2',
            kind: 'NUMBER',
            text: 'Years of React?',
            required: false,
            options: [],
            requiredAnswer: null,
            min: 1.5,
            max: 10,
            acceptedOptions: null,
          },
          {
            id: 'q-3',
            kind: 'YES_NO',
            text: 'Can you start in July?',
            required: false,
            options: [],
            requiredAnswer: false,
            min: null,
            max: null,
            acceptedOptions: null,
          },
        ],
      });
      expect(checkJobForm(form, false, NOW)).toBeNull();
      const input = toJobInput(form, false, NOW);
      expect(input.screeningQuestions).toEqual([
        {
          id: 'q-1',
          kind: 'SINGLE_CHOICE',
          text: 'Your main language?',
          required: true,
          options: ['Java', 'Go'],
          acceptedOptions: ['Go'],
        },
        { id: 'q-2', kind: 'NUMBER', text: 'Years of React?', required: false, min: 1.5, max: 10 },
        { id: 'q-3', kind: 'YES_NO', text: 'Can you start in July?', required: false, requiredAnswer: false },
      ]);
      expect(input.knockoutAction).toBe('REJECT');
      // Moved and one added: the stored ones keep their ids, the new one has none.
      const [first, second, third] = form.screeningQuestions;
      const moved = toJobInput(
        { ...form, screeningQuestions: [third, first, question({ text: 'New question?' }), second] },
        false,
        NOW,
      );
      expect(moved.screeningQuestions?.map((q) => q.id)).toEqual(['q-3', 'q-1', undefined, 'q-2']);
    });

    it('reports the shared message at the failing question, after the other fields', () => {
      const cases: [ScreeningQuestionRow, string][] = [
        [question({ text: 'Why?' }), SCREENING_MESSAGES.textLength],
        [question({ kind: 'NUMBER', min: '5', max: '2' }), SCREENING_MESSAGES.minAboveMax],
        [question({ kind: 'NUMBER', min: '1e12' }), SCREENING_MESSAGES.numberInvalid],
        [
          question({ kind: 'SINGLE_CHOICE', options: [optionRow('Java'), optionRow(' ')] }),
          SCREENING_MESSAGES.optionBlank,
        ],
        [question({ kind: 'SINGLE_CHOICE', options: [optionRow('Java')] }), SCREENING_MESSAGES.optionsCount],
        [
          question({ kind: 'SINGLE_CHOICE', options: [optionRow('Java'), optionRow('java')] }),
          SCREENING_MESSAGES.optionsDuplicate,
        ],
      ];
      for (const [bad, message] of cases) {
        const values = filled({ screeningQuestions: [question(), bad] });
        expect(checkJobForm(values, true, NOW)).toEqual({
          message,
          field: 'screeningQuestions',
          question: 1,
        });
      }
      const all = (() => {
        const a = optionRow('Java');
        const b = optionRow('Go');
        return question({ kind: 'SINGLE_CHOICE', options: [a, b], acceptedKeys: [a.key, b.key] });
      })();
      expect(checkJobForm(filled({ screeningQuestions: [all] }), true, NOW)?.message).toBe(
        SCREENING_MESSAGES.acceptedAll,
      );
      // Eleven questions: the list's problem, at no one question.
      const eleven = Array.from({ length: 11 }, () => question());
      expect(checkJobForm(filled({ screeningQuestions: eleven }), true, NOW)).toEqual({
        message: SCREENING_MESSAGES.tooMany,
        field: 'screeningQuestions',
      });
      // The other fields are checked first.
      expect(
        checkJobForm(filled({ title: '', screeningQuestions: [question({ text: 'Why?' })] }), true, NOW),
      ).toEqual({ message: 'Job title is required', field: 'title' });
    });
  });
});
