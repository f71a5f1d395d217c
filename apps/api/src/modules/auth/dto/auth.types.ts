import { EMAIL_MAX_LENGTH, MESSAGES, OtpPurpose, Role } from '@hireloop/schema';
import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { User } from '../../users/user.entity';
import { IsPlainName } from '../../../common/names';

registerEnumType(OtpPurpose, {
  description: 'What an e-mailed code is for.',
  valuesMap: {
    ADMIN_LOGIN: { description: "The second step of an administrator's sign-in." },
    PASSWORD_RESET: { description: 'Resetting a password.' },
    SIGN_UP: { description: 'Creating an account.' },
    ACCOUNT_DELETION: { description: "Confirming the deletion of one's own account." },
  },
  name: 'OtpPurpose',
});

@ObjectType({
  description: 'A code sent by e-mail. The reference identifies it; the code is only in the mail.',
})
export class OtpTicket {
  @Field(() => ID, { description: "Opaque reference of the code (the legacy API's `otp` / `value`)." })
  reference!: string;

  @Field({ description: 'The address the code was sent to.' })
  email!: string;

  @Field(() => OtpPurpose, { description: 'What the code is for.' })
  purpose!: OtpPurpose;

  @Field({ description: 'The code stops working at this time.' })
  expiresAt!: Date;

  @Field({ description: 'A new code may be requested from this time.' })
  resendAvailableAt!: Date;
}

@ObjectType({ description: 'The result of verifying a code.' })
export class OtpVerification {
  @Field({ description: 'Whether the code was right.' })
  verified!: boolean;

  @Field({ description: 'The address the code was sent to.' })
  email!: string;

  @Field(() => OtpPurpose, { description: 'What the code is for.' })
  purpose!: OtpPurpose;

  @Field({
    description:
      'Single-use secret for the next step (register or resetPassword), valid 10 minutes; only whoever verified the code has it.',
  })
  ticket!: string;
}

@ObjectType({ description: 'A session: the token and who it belongs to.' })
export class AuthPayload {
  @Field({ description: 'Bearer token for the Authorization header.' })
  token!: string;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;
}

@ObjectType({
  description:
    "An administrator's sign-in: the session, or, when two-factor sign-in is required, the reference of the code mailed to the administrator (then `verifyAdminLogin`).",
})
export class AdminLoginPayload {
  @Field(() => Boolean, { description: 'Whether a mailed code must be entered before the session starts.' })
  twoFactorRequired!: boolean;

  @Field(() => String, { description: 'Bearer token; null until the code is verified.', nullable: true })
  token!: string | null;

  @Field(() => User, {
    description: 'The signed-in administrator; null until the code is verified.',
    nullable: true,
  })
  user!: User | null;

  @Field(() => OtpTicket, { description: 'The mailed code, when one is required.', nullable: true })
  otp!: OtpTicket | null;
}

/** Longest first or last name. */
const NAME_MAX_LENGTH = 100;
/** Longest password (argon2 hashes every byte of it). */
const PASSWORD_MAX_LENGTH = 200;
/** Longest company name (as a company's own name). */
const COMPANY_NAME_MAX_LENGTH = 200;
/** Longest code reference or ticket (both are far shorter). */
const REFERENCE_MAX_LENGTH = 100;
/** Longest code as typed (the codes have OTP_LENGTH digits; spaces around them are allowed). */
const CODE_MAX_LENGTH = 20;
/** Longest Google ID token (a signed JWT, about 1 kB). */
const ID_TOKEN_MAX_LENGTH = 8192;

/** A text field of an input or arguments class: GraphQL's String, checked to be text of at most `max` characters. */
function TextField(description: string, max: number, message?: string) {
  return applyDecorators(Field({ description }), IsString(), MaxLength(max, message ? { message } : {}));
}

/** An e-mail address field: at most EMAIL_MAX_LENGTH characters (the address's pattern is the service's rule). */
function EmailField(description: string) {
  return TextField(description, EMAIL_MAX_LENGTH, MESSAGES.emailTooLong);
}

function PasswordField(description = 'Password.') {
  return TextField(description, PASSWORD_MAX_LENGTH);
}

/** The reference of a mailed code (an ID in GraphQL). */
function ReferenceField(description: string) {
  return applyDecorators(
    Field(() => ID, { description }),
    IsString(),
    MaxLength(REFERENCE_MAX_LENGTH),
  );
}

function CodeField() {
  return TextField('The 6-digit code from the mail.', CODE_MAX_LENGTH);
}

function CompanyNameField(description: string) {
  return applyDecorators(
    Field(() => String, { nullable: true, description }),
    IsOptional(),
    IsString(),
    MaxLength(COMPANY_NAME_MAX_LENGTH),
    IsPlainName(),
  );
}

@InputType({ description: 'A new account; the e-mail needs a verified sign-up code.' })
export class RegisterInput {
  @EmailField('E-mail address (verified by a sign-up code).')
  email!: string;

  @PasswordField()
  password!: string;

  @TextField('First name.', NAME_MAX_LENGTH)
  @IsPlainName()
  firstName!: string;

  @TextField('Last name.', NAME_MAX_LENGTH)
  @IsPlainName()
  lastName!: string;

  @TextField('Contact number.', 30)
  contactNo!: string;

  @Field(() => Role, { description: 'Job seeker or recruiter.', defaultValue: Role.JOB_SEEKER })
  @IsEnum(Role)
  role!: Role;

  @CompanyNameField('Required for recruiters.')
  companyName?: string | null;

  @TextField("The ticket from verifyOtp for this e-mail's sign-up code.", REFERENCE_MAX_LENGTH)
  ticket!: string;
}

@InputType({ description: 'E-mail and password.' })
export class LoginInput {
  @EmailField('E-mail address.')
  email!: string;

  @PasswordField()
  password!: string;

  @Field(() => Role, { nullable: true, description: 'The login tab: JOB_SEEKER or RECRUITER.' })
  @IsOptional()
  @IsEnum(Role)
  role?: Role | null;
}

/** Sign-up step 1. */
@ArgsType()
export class SignupOtpArgs {
  @EmailField('E-mail address to sign up with.')
  email!: string;

  @Field(() => Role, { description: 'The role of the new account.', defaultValue: Role.JOB_SEEKER })
  @IsEnum(Role)
  role!: Role;

  @CompanyNameField("Recruiters: the first company's name.")
  companyName?: string | null;
}

/** A code and the reference it was sent under. */
@ArgsType()
export class VerifyOtpArgs {
  @ReferenceField('Reference of the code.')
  reference!: string;

  @CodeField()
  code!: string;
}

/** An administrator's two-factor sign-in, step 2. */
@ArgsType()
export class AdminCodeArgs {
  @ReferenceField('The reference answered by adminLogin.')
  reference!: string;

  @CodeField()
  code!: string;
}

@ArgsType()
export class AdminLoginArgs {
  @EmailField("The administrator's e-mail address.")
  email!: string;

  @PasswordField()
  password!: string;
}

@ArgsType()
export class GoogleLoginArgs {
  @TextField('The Google ID token.', ID_TOKEN_MAX_LENGTH)
  idToken!: string;
}

/** Forgot password, step 1. */
@ArgsType()
export class PasswordResetArgs {
  @EmailField('E-mail address of the account.')
  email!: string;
}

/** Forgot password, last step. */
@ArgsType()
export class ResetPasswordArgs {
  @EmailField('E-mail address of the account.')
  email!: string;

  @PasswordField('The new password.')
  password!: string;

  @TextField("The ticket from verifyOtp for this e-mail's reset code.", REFERENCE_MAX_LENGTH)
  ticket!: string;
}

export function toTicket(c: {
  id: string;
  email: string;
  purpose: OtpPurpose;
  expiresAt: Date;
  resendAvailableAt: Date;
}): OtpTicket {
  return {
    reference: c.id,
    email: c.email,
    purpose: c.purpose,
    expiresAt: c.expiresAt,
    resendAvailableAt: c.resendAvailableAt,
  };
}
