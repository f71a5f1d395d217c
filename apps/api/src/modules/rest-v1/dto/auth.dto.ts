import { EMAIL_MAX_LENGTH, MESSAGES, parseRole, Role } from '@hireloop/schema';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BadInputError } from '../../../common/errors';
import { validated } from '../../../common/validated';
import { AUTH_ERRORS } from '../../auth/auth.service';
import { LoginInput, RegisterInput } from '../../auth/dto/auth.types';
import { Fields, text } from './fields';

/** Legacy payloads name the e-mail `email_Id` (also accepted: `email`, `emailId`). */
export class LegacyEmailDto {
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong })
  email_Id?: string;
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong }) email?: string;
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong }) emailId?: string;
}

export class LegacyGoogleLoginDto {
  @IsOptional() @IsString() @MaxLength(8192) idToken?: string;
  @IsOptional() @IsString() @MaxLength(8192) credential?: string;
  @IsOptional() @IsString() @MaxLength(100) firstname?: string;
  @IsOptional() @IsString() @MaxLength(100) lastname?: string;
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong }) email?: string;
  @IsOptional() @IsString() @MaxLength(30) role?: string;
}

export class LegacySendOtpDto extends LegacyEmailDto {
  @IsOptional() @IsString() @MaxLength(30) role?: string;
  @IsOptional() @IsString() @MaxLength(200) company_name?: string;
  @IsOptional() @IsString() @MaxLength(200) companyName?: string;
}

export class LegacyVerifyOtpDto {
  @IsOptional() @IsString() @MaxLength(20) otp?: string;
  @IsOptional() @IsString() @MaxLength(100) value?: string;
}

export class LegacyPasswordDto extends LegacyEmailDto {
  @IsOptional() @IsString() @MaxLength(200) password?: string;
  @IsOptional() @IsString() @MaxLength(30) role?: string;
  /** The ticket from verify/otp (else the cookie). */
  @IsOptional() @IsString() @MaxLength(100) ticket?: string;
}

/** The e-mail of a legacy body, under any of its names. */
export function emailOf(body: { email_Id?: unknown; email?: unknown; emailId?: unknown }): string {
  return text(body.email_Id ?? body.email ?? body.emailId).trim();
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
  return validated(LoginInput, { email: emailOf(body), password: text(body.password), role });
}

/**
 * The legacy sign-up form (`email_Id`, `firstname`, `lastname`, `contact_No`, `company_name`; GraphQL's
 * names too) as RegisterInput. A seeker unless the role says recruiter; `ticket` comes from the body or
 * the cookie.
 */
export function legacyRegisterInput(body: Fields, ticket: string | null): Promise<RegisterInput> {
  return validated(RegisterInput, {
    email: emailOf(body),
    password: text(body.password),
    firstName: text(body.firstname ?? body.firstName),
    lastName: text(body.lastname ?? body.lastName),
    contactNo: text(body.contact_No ?? body.contactNo),
    role: roleOf(body.role, [Role.JOB_SEEKER, Role.RECRUITER]) ?? Role.JOB_SEEKER,
    companyName: text(body.company_name ?? body.companyName) || null,
    ticket: ticket ?? '',
  });
}
