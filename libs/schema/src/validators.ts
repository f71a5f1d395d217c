import { MESSAGES } from './messages';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** The spec's "simple pattern" for e-mail addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail entry on sign-up and forgot password: required, then the simple pattern. */
export function validateEmail(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  if (!value) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return null;
}

/** Recruiter login: no 'gmail' (any case) and an '@'. */
export function validateRecruiterLoginEmail(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  if (/gmail/i.test(value) || !value.includes('@')) return MESSAGES.recruiterLoginEmail;
  return null;
}

/** Initials of a company name: first letter of each word. */
export function companyInitials(companyName: string): string {
  return companyName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
    .toLowerCase();
}

/**
 * Recruiter sign-up step 1, checked in the spec's order: company name, organisation ID, no 'gmail', '@',
 * a domain part, and the domain's first label related to the company name (contains the name without
 * spaces, or its initials, or is contained in the name).
 */
export function validateOrganisationEmail(
  companyName: string | null | undefined,
  email: string | null | undefined,
): string | null {
  const company = (companyName ?? '').trim();
  const value = (email ?? '').trim();
  if (!company) return MESSAGES.companyNameRequired;
  if (!value) return MESSAGES.orgIdRequired;
  if (/gmail/i.test(value)) return MESSAGES.orgIdGmail;
  if (!value.includes('@')) return MESSAGES.orgIdFormat;
  const domain = value.split('@')[1] ?? '';
  if (!domain || !domain.includes('.') || domain.startsWith('.')) return MESSAGES.orgIdDomain;
  const label = domain.split('.')[0].toLowerCase();
  const compact = company.toLowerCase().replace(/\s+/g, '');
  const initials = companyInitials(company);
  const related =
    label.includes(compact) ||
    (initials.length > 1 && label.includes(initials)) ||
    (label.length > 1 && compact.includes(label));
  return related ? null : MESSAGES.orgIdCompany;
}

export interface SignupDetails {
  companyName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
  contactNo?: string | null;
}

/** Sign-up completion in the spec's order (company name for recruiters only). */
export function validateSignupDetails(details: SignupDetails, recruiter: boolean): string | null {
  if (recruiter && !(details.companyName ?? '').trim()) return MESSAGES.companyNameRequired;
  if (!(details.firstName ?? '').trim()) return MESSAGES.firstNameRequired;
  if (!(details.lastName ?? '').trim()) return MESSAGES.lastNameRequired;
  if ((details.password ?? '').length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!(details.contactNo ?? '').trim()) return MESSAGES.contactRequired;
  return null;
}

/** A code is exactly six digits. */
export function isOtpCode(code: string | null | undefined): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code ?? '');
}

/** Reset password: new, confirmation, equal, minimum length. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password) return MESSAGES.newPasswordRequired;
  if (!confirm) return MESSAGES.confirmPasswordRequired;
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

/** Admin sign-in form. */
export function validateAdminLogin(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = MESSAGES.adminEmailRequired;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = MESSAGES.adminEmailInvalid;
  if (!password) errors.password = MESSAGES.adminPasswordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.adminPasswordTooShort;
  return errors;
}
