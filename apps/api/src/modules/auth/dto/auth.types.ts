import { EMAIL_MAX_LENGTH, MESSAGES, OtpPurpose, Role } from '@hireloop/schema';
import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { User } from '../../users/user.entity';

registerEnumType(OtpPurpose, {
  description: 'What an e-mailed code is for.',
  valuesMap: {
    ADMIN_LOGIN: { description: "The second step of an administrator's sign-in." },
    PASSWORD_RESET: { description: 'Resetting a password.' },
    SIGN_UP: { description: 'Creating an account.' },
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

@InputType({ description: 'A new account; the e-mail needs a verified sign-up code.' })
export class RegisterInput {
  @Field({ description: 'E-mail address (verified by a sign-up code).' })
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong })
  email!: string;

  @Field({ description: 'Password.' })
  @IsString()
  @MaxLength(200)
  password!: string;

  @Field({ description: 'First name.' })
  @IsString()
  @MaxLength(100)
  firstName!: string;

  @Field({ description: 'Last name.' })
  @IsString()
  @MaxLength(100)
  lastName!: string;

  @Field({ description: 'Contact number.' })
  @IsString()
  @MaxLength(30)
  contactNo!: string;

  @Field(() => Role, { description: 'Job seeker or recruiter.', defaultValue: Role.JOB_SEEKER })
  @IsEnum(Role)
  role!: Role;

  @Field(() => String, { nullable: true, description: 'Required for recruiters.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  companyName?: string | null;

  @Field({ description: "The ticket from verifyOtp for this e-mail's sign-up code." })
  @IsString()
  @MaxLength(100)
  ticket!: string;
}

@InputType({ description: 'E-mail and password.' })
export class LoginInput {
  @Field({ description: 'E-mail address.' })
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong })
  email!: string;

  @Field({ description: 'Password.' })
  @IsString()
  @MaxLength(200)
  password!: string;

  @Field(() => Role, { nullable: true, description: 'The login tab: JOB_SEEKER or RECRUITER.' })
  @IsOptional()
  @IsEnum(Role)
  role?: Role | null;
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
