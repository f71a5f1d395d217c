import { hasHiddenCharactersInText, isWithdrawable } from './withdrawal';
import { EMAIL_MAX_LENGTH } from './constants';
import { SURVEY_CATEGORIES, SURVEY_SALARY_BANDS } from './vocabulary';
import { MESSAGES } from './messages';
import { SEEKER_MESSAGES } from './seeker-messages';
import { defaultValidThrough, JOB_EXPIRY_MESSAGES, validThroughProblem } from './job-expiry';
import {
  EMAIL_PATTERN,
  isEmailAddress,
  validateAdminLogin,
  validateEmail,
  validateNewPassword,
  validateOrganisationEmail,
  validateRecruiterLoginEmail,
  validateSignupDetails,
  validateSurvey,
  validateImage,
  hasHiddenCharacters,
} from './validators';

describe('organisation e-mail rule (recruiter sign-up step 1)', () => {
  it.each([
    ['', 'hr@acme.in', MESSAGES.companyNameRequired],
    ['Acme', '', MESSAGES.orgIdRequired],
    ['Acme', 'hr@Gmail.com', MESSAGES.orgIdGmail],
    ['Acme', 'gmailfan@acme.in', MESSAGES.orgIdGmail],
    ['Acme', 'hr.acme.in', MESSAGES.orgIdFormat],
    ['Acme', 'hr@', MESSAGES.orgIdDomain],
    ['Acme', 'hr@acme', MESSAGES.orgIdDomain],
    ['Acme', 'hr@other.in', MESSAGES.orgIdCompany],
    ['Tata Consultancy Services', 'hr@yahoo.com', MESSAGES.orgIdCompany],
  ])('company %p, e-mail %p: %p', (company, email, message) => {
    expect(validateOrganisationEmail(company, email)).toBe(message);
  });

  it.each([
    ['TechNova Solutions', 'priya@technovasolutions.in'], // contains the name without spaces
    ['Tata Consultancy Services', 'hr@tcs.com'], // contains the initials
    ['TechNova Solutions', 'priya@technova.in'], // contained in the name
    ['Kaveri Fintech', 'jobs@KaveriFintech.co.in'], // any case
  ])('accepts company %p with %p', (company, email) => {
    expect(validateOrganisationEmail(company, email)).toBeNull();
  });
});

describe('other validators', () => {
  it('checks e-mail entry', () => {
    expect(validateEmail(' ')).toBe(MESSAGES.emailRequired);
    expect(validateEmail('a@b')).toBe(MESSAGES.emailInvalid);
    expect(validateEmail('a@b.in')).toBeNull();
  });

  it('refuses addresses longer than EMAIL_MAX_LENGTH before any pattern', () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - local.length - 4)}.in`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(validateEmail(longest)).toBeNull();
    expect(validateEmail(`${longest}x`)).toBe(MESSAGES.emailTooLong);
    expect(isEmailAddress(`${longest}x`)).toBe(false);
    expect(validateAdminLogin(`x${longest}`, 'secret1').email).toBe(MESSAGES.emailTooLong);
    expect(validateRecruiterLoginEmail(`x${longest}`)).toBe(MESSAGES.emailTooLong);
    expect(validateOrganisationEmail('Acme', `x${longest}`)).toBe(MESSAGES.emailTooLong);
  });

  // That the pattern runs in linear time is ESLint's check (regexp/no-super-linear-backtracking).
  it('keeps the simple pattern: the same answers as before, and refuses the old attack', () => {
    const simple = /^[^\s@]+@[^\s@]+\.[^\s@]+$/; // eslint-disable-line regexp/no-super-linear-backtracking
    const alphabet = ['a', '.', '@', ' ', 'b'];
    // Every string of up to 6 characters over the alphabet that matters.
    const all = (n: number): string[] =>
      n === 0 ? [''] : all(n - 1).flatMap((s) => [s, ...alphabet.map((c) => s + c)]);
    for (const s of new Set(all(6))) expect([s, EMAIL_PATTERN.test(s)]).toEqual([s, simple.test(s)]);

    const attack = `a@${'.'.repeat(200_000)}@`;
    expect(EMAIL_PATTERN.test(attack)).toBe(false);
  });

  it('checks the recruiter login e-mail', () => {
    expect(validateRecruiterLoginEmail('x@gmail.com')).toBe(MESSAGES.recruiterLoginEmail);
    expect(validateRecruiterLoginEmail('no-at-sign')).toBe(MESSAGES.recruiterLoginEmail);
    expect(validateRecruiterLoginEmail('hr@acme.in')).toBeNull();
  });

  it('checks completion fields in order', () => {
    const ok = { companyName: 'Acme', firstName: 'A', lastName: 'B', password: 'secret', contactNo: '+91-9' };
    expect(validateSignupDetails(ok, true)).toBeNull();
    expect(validateSignupDetails({ ...ok, companyName: '' }, true)).toBe(MESSAGES.companyNameRequired);
    expect(validateSignupDetails({ ...ok, companyName: '' }, false)).toBeNull();
    expect(validateSignupDetails({ ...ok, firstName: '', lastName: '' }, false)).toBe(
      MESSAGES.firstNameRequired,
    );
    expect(validateSignupDetails({ ...ok, lastName: ' ' }, false)).toBe(MESSAGES.lastNameRequired);
    expect(validateSignupDetails({ ...ok, password: '12345', contactNo: '' }, false)).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(validateSignupDetails({ ...ok, contactNo: '' }, false)).toBe(MESSAGES.contactRequired);
  });

  it('checks the new password and the admin form', () => {
    expect(validateNewPassword('', '')).toBe(MESSAGES.newPasswordRequired);
    expect(validateNewPassword('abcdef', '')).toBe(MESSAGES.confirmPasswordRequired);
    expect(validateNewPassword('abcdef', 'abcdeg')).toBe(MESSAGES.passwordsDoNotMatch);
    expect(validateNewPassword('abc', 'abc')).toBe(MESSAGES.passwordTooShort);
    expect(validateAdminLogin('', '')).toEqual({
      email: MESSAGES.adminEmailRequired,
      password: MESSAGES.adminPasswordRequired,
    });
    expect(validateAdminLogin('x', '123')).toEqual({
      email: MESSAGES.adminEmailInvalid,
      password: MESSAGES.adminPasswordTooShort,
    });
  });
});

describe('validateSurvey', () => {
  const answers = {
    jobTitle: 'Data Analyst',
    skills: ['SQL'],
    jobType: 'Full-time',
    category: SURVEY_CATEGORIES[0],
    location: 'Somewhere new',
    salary: SURVEY_SALARY_BANDS[0],
    shift: 'Day Shift',
  };

  it('accepts the options and typed-in titles, locations and skills', () => {
    expect(validateSurvey(answers)).toBeNull();
  });

  it('refuses a select step whose answer is not one of its options', () => {
    expect(validateSurvey({ ...answers, jobType: '<script>alert(1)</script>' })).toBe(
      SEEKER_MESSAGES.surveyJobType,
    );
    expect(validateSurvey({ ...answers, category: 'Astrology' })).toBe(SEEKER_MESSAGES.surveyCategory);
    expect(validateSurvey({ ...answers, salary: '1e309' })).toBe(SEEKER_MESSAGES.surveySalary);
    expect(validateSurvey({ ...answers, shift: 'Always' })).toBe(SEEKER_MESSAGES.surveyShift);
  });
});

describe('validateImage', () => {
  const messages = { notImage: 'not an image', tooLarge: 'too large' };
  it.each([
    [{ type: 'image/png', size: 100 }, null],
    [{ type: 'image/jpeg', size: 2000 }, null],
    [{ type: 'image/webp', size: 2000 }, null],
    [{ type: 'image/gif', size: 10 }, 'not an image'],
    [{ type: 'image/svg+xml', size: 10 }, 'not an image'],
    [{ type: '', size: 10 }, 'not an image'],
    [{ type: 'image/png', size: 2001 }, 'too large'],
  ])('%j -> %s', (file, expected) => {
    expect(validateImage(file, 2000, messages)).toBe(expected);
  });
});

describe('a job closing date', () => {
  const now = new Date('2026-11-26T06:00:00Z');
  const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);

  it('defaults to 30 days after now', () => {
    expect(defaultValidThrough(now)).toEqual(days(30));
  });

  it('must be after now and at most 90 days away', () => {
    expect(validThroughProblem(days(1), now)).toBeNull();
    expect(validThroughProblem(days(90), now)).toBeNull();
    expect(validThroughProblem(days(90.01), now)).toBe(JOB_EXPIRY_MESSAGES.validThroughTooLate);
    expect(validThroughProblem(now, now)).toBe(JOB_EXPIRY_MESSAGES.validThroughPast);
    expect(validThroughProblem(days(-1), now)).toBe(JOB_EXPIRY_MESSAGES.validThroughPast);
    expect(validThroughProblem(new Date('nonsense'), now)).toBe(JOB_EXPIRY_MESSAGES.validThroughInvalid);
  });
});

describe('hasHiddenCharacters (names)', () => {
  it.each([
    ['Priya Sharma', false],
    ['ശ്രീ\u200Dലക്ഷ്മി', false], // Malayalam with a zero-width joiner
    ['Priya\u200FSharma', true], // right-to-left mark
    ['Priya\u061CSharma', true], // Arabic letter mark
    ['Priya\u2028Sharma', true], // line separator
    ['Priya\u00ADSharma', true], // soft hyphen
    ['\u3164', true], // Hangul filler: a name that looks blank
    ['Priya\u{E0041}', true], // tag character
    ['Priya\u2062Sharma', true], // invisible times
    ['Priya 👩\u200D💻 Sharma', false], // an emoji sequence with a zero-width joiner
    ['क्\u200Cष', false], // Devanagari with a zero-width non-joiner
    ["O'Brien & Sons Pvt. Ltd.", false],
    ['محمد علي', false],
    ['Acme\u202Egnp.exe', true], // right-to-left override
    ['Acme\u2066Corp\u2069', true], // isolates
    ['Goo\u200Bgle', true], // zero-width space
    ['Line\nbreak', true],
    ['Tab\there', true],
    ['Bell\u0007', true],
    ['C1\u0085', true],
    ['\uFEFFBOM', true],
  ])('%j → %s', (name, hidden) => {
    expect(hasHiddenCharacters(name)).toBe(hidden);
  });
});

describe('hasHiddenCharactersInText (a reason of several lines)', () => {
  it.each([
    ['Took another offer.\nThank you!', false],
    ['Windows line\r\nbreak', false],
    ['Tab\there', true],
    ['Goo\u200Bgle', true],
    ['Acme\u202Egnp', true],
    ['Bare\rreturn', true],
  ])('%j → %s', (text, hidden) => {
    expect(hasHiddenCharactersInText(text)).toBe(hidden);
  });
});

describe('isWithdrawable', () => {
  it.each([
    ['pending', true],
    ['SEEN', true],
    ['shortlisted', true],
    ['accept', true],
    ['withdrawn', false],
    ['REJECT', false],
    ['recruited', false],
  ])('%s → %s', (status, allowed) => {
    expect(isWithdrawable(status)).toBe(allowed);
  });
});
