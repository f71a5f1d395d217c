import { OtpPurpose, Role } from '@hireloop/schema';
import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { User } from '../../users/user.entity';

registerEnumType(OtpPurpose, { name: 'OtpPurpose' });

@ObjectType({
  description: 'A code sent by e-mail. The reference identifies it; the code is only in the mail.',
})
export class OtpTicket {
  @Field(() => ID, { description: "Opaque reference of the code (the legacy API's `otp` / `value`)." })
  reference!: string;

  @Field()
  email!: string;

  @Field(() => OtpPurpose)
  purpose!: OtpPurpose;

  @Field({ description: 'The code stops working at this time.' })
  expiresAt!: Date;

  @Field({ description: 'A new code may be requested from this time.' })
  resendAvailableAt!: Date;
}

@ObjectType()
export class OtpVerification {
  @Field()
  verified!: boolean;

  @Field()
  email!: string;

  @Field(() => OtpPurpose)
  purpose!: OtpPurpose;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Bearer token for the Authorization header.' })
  token!: string;

  @Field(() => User)
  user!: User;
}

@InputType()
export class RegisterInput {
  @Field()
  @IsString()
  @MaxLength(254)
  email!: string;

  @Field()
  @IsString()
  @MaxLength(200)
  password!: string;

  @Field()
  @IsString()
  @MaxLength(100)
  firstName!: string;

  @Field()
  @IsString()
  @MaxLength(100)
  lastName!: string;

  @Field()
  @IsString()
  @MaxLength(30)
  contactNo!: string;

  @Field(() => Role, { defaultValue: Role.JOB_SEEKER })
  @IsEnum(Role)
  role!: Role;

  @Field(() => String, { nullable: true, description: 'Required for recruiters.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  companyName?: string | null;
}

@InputType()
export class LoginInput {
  @Field()
  @IsString()
  @MaxLength(254)
  email!: string;

  @Field()
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
