import { MESSAGES, parseRole, Role } from '@hireloop/schema';
import { BadInputError } from '../../../common/errors';
import { validated } from '../../../common/validated';
import { AUTH_ERRORS } from '../../auth/auth.service';
import {
  AdminCodeArgs,
  GoogleLoginArgs,
  LoginInput,
  PasswordResetArgs,
  RegisterInput,
  ResetPasswordArgs,
  SignupOtpArgs,
  VerifyOtpArgs,
} from '../../auth/dto/auth.types';
import { Fields, text } from './fields';

/**
 * The legacy auth bodies become the auth module's own input classes (the ones GraphQL takes) and are
 * checked by their rules (`validated`): a value of the wrong type or too long is refused with 400 and the
 * rule's message. Where the legacy client and GraphQL spell a field differently, both are read.
 */

/** Text trimmed; any other value as it is, for the input class to refuse. */
function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** The e-mail of a legacy body, under any of its names (`email_Id`, `email`, `emailId`). */
function emailOf(body: Fields): unknown {
  return trimmed(body.email_Id ?? body.email ?? body.emailId) ?? '';
}

/** A legacy role ('finder', 'job_seeker', 'recruiter') among `allowed`; absent means none was chosen. */
export function roleOf(value: unknown, allowed: Role[]): Role | null {
  const name = text(value).trim();
  if (!name) return null;
  const role = parseRole(name);
  if (!role || !allowed.includes(role)) throw new BadInputError(AUTH_ERRORS.unknownRole);
  return role;
}

/** The legacy login (`email_Id`, `password`, `role`) as LoginInput; `role` is the login tab, if any. */
export function legacyLoginInput(body: Fields, role: Role | null): Promise<LoginInput> {
  return validated(LoginInput, { email: emailOf(body), password: body.password ?? '', role });
}

/**
 * The legacy sign-up form (`email_Id`, `firstname`, `lastname`, `contact_No`, `company_name`; GraphQL's
 * names too) as RegisterInput. A seeker unless the role says recruiter; `ticket` comes from the body or
 * the cookie (`ticketOf`).
 */
export function legacyRegisterInput(body: Fields, ticket: unknown): Promise<RegisterInput> {
  return validated(RegisterInput, {
    email: emailOf(body),
    password: body.password ?? '',
    firstName: body.firstname ?? body.firstName ?? '',
    lastName: body.lastname ?? body.lastName ?? '',
    contactNo: body.contact_No ?? body.contactNo ?? '',
    role: roleOf(body.role, [Role.JOB_SEEKER, Role.RECRUITER]) ?? Role.JOB_SEEKER,
    companyName: (body.company_name ?? body.companyName) || null,
    ticket,
  });
}

/** Sign-up step 1 (`email_Id`, `role`, `company_name`) as requestSignupOtp's arguments; a seeker by default. */
export function legacySignupOtpArgs(body: Fields): Promise<SignupOtpArgs> {
  return validated(SignupOtpArgs, {
    email: emailOf(body),
    role: roleOf(body.role, [Role.JOB_SEEKER, Role.RECRUITER]) ?? Role.JOB_SEEKER,
    companyName: body.company_name ?? body.companyName ?? null,
  });
}

/** A body that names only an e-mail (`email_Id`), as requestPasswordReset's arguments. */
export function legacyEmailArgs(body: Fields): Promise<PasswordResetArgs> {
  return validated(PasswordResetArgs, { email: emailOf(body) });
}

/**
 * A code (`otp`) and its reference (`value`), as verifyOtp's arguments (or, for `admin`, verifyAdminLogin's).
 * A missing code is refused with its own message.
 */
export async function legacyCodeArgs(body: Fields, admin = false): Promise<VerifyOtpArgs> {
  const args = { reference: trimmed(body.value) ?? '', code: trimmed(body.otp) ?? '' };
  const checked = await validated(admin ? AdminCodeArgs : VerifyOtpArgs, args);
  if (!checked.code) throw new BadInputError(MESSAGES.otpRequired);
  return checked;
}

/** The Google ID token, as `idToken` or (Google's own name) `credential`. */
export function legacyGoogleLoginArgs(body: Fields): Promise<GoogleLoginArgs> {
  return validated(GoogleLoginArgs, { idToken: body.idToken ?? body.credential ?? '' });
}

/** Forgot password, last step (`email_Id`, `password`); `ticket` comes from the body or the cookie (`ticketOf`). */
export function legacyResetPasswordArgs(body: Fields, ticket: unknown): Promise<ResetPasswordArgs> {
  return validated(ResetPasswordArgs, { email: emailOf(body), password: body.password ?? '', ticket });
}
