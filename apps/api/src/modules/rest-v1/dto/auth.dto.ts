import { EMAIL_MAX_LENGTH, MESSAGES } from '@hireloop/schema';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Legacy payloads name the e-mail `email_Id` (also accepted: `email`, `emailId`). */
export class LegacyEmailDto {
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong })
  email_Id?: string;
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong }) email?: string;
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailTooLong }) emailId?: string;
}

export class LegacyLoginDto extends LegacyEmailDto {
  @IsOptional() @IsString() @MaxLength(200) password?: string;
  @IsOptional() @IsString() @MaxLength(30) role?: string;
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

export class LegacyRegisterDto extends LegacyEmailDto {
  @IsOptional() @IsString() @MaxLength(100) firstname?: string;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastname?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @IsOptional() @IsString() @MaxLength(200) password?: string;
  @IsOptional() @IsString() @MaxLength(30) contact_No?: string;
  @IsOptional() @IsString() @MaxLength(30) contactNo?: string;
  @IsOptional() @IsString() @MaxLength(30) role?: string;
  @IsOptional() @IsString() @MaxLength(200) company_name?: string;
  @IsOptional() @IsString() @MaxLength(200) companyName?: string;
  /** The ticket from verify/otp (else the cookie). */
  @IsOptional() @IsString() @MaxLength(100) ticket?: string;
}

export class LegacyPasswordDto extends LegacyEmailDto {
  @IsOptional() @IsString() @MaxLength(200) password?: string;
  @IsOptional() @IsString() @MaxLength(30) role?: string;
  /** The ticket from verify/otp (else the cookie). */
  @IsOptional() @IsString() @MaxLength(100) ticket?: string;
}

export function emailOf(dto: LegacyEmailDto): string {
  return (dto.email_Id ?? dto.email ?? dto.emailId ?? '').trim();
}
