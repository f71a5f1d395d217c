import { MESSAGES, Role } from '@hireloop/schema';
import { Body, Controller, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BadInputError } from '../../common/errors';
import { AuthService, RequestMeta, Session } from '../auth/auth.service';
import { Public } from '../auth/public.decorator';
import { UsersService } from '../users/users.service';
import {
  emailOf,
  legacyLoginInput,
  legacyRegisterInput,
  LegacyEmailDto,
  LegacyGoogleLoginDto,
  LegacyPasswordDto,
  LegacySendOtpDto,
  LegacyVerifyOtpDto,
  roleOf,
} from './dto/auth.dto';
import { Fields, text } from './dto/fields';
import { toLegacyUser } from './legacy.mappers';
import { clearTicketCookie, setTicketCookie, ticketOf } from './otp-ticket-cookie';

const meta = (req: Request): RequestMeta => ({ ip: req.ip ?? 'unknown' });

export const ADMIN_CODE_SENT = 'A sign-in code has been sent to your email. Enter it to continue.';

/** Accounts in the legacy REST shape: the same AuthService as GraphQL. */
@Controller('api/v1')
export class LegacyAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  private async sessionBody(session: Session, message: string) {
    const jobsPostedCount =
      session.user.role === Role.RECRUITER ? await this.users.jobsPostedCount(session.user.id) : 0;
    return {
      success: true,
      message,
      token: session.token,
      user: toLegacyUser(session.user, { jobsPostedCount }),
    };
  }

  @Public()
  @Post('user/login')
  @HttpCode(200)
  async login(@Body() body: Fields, @Req() req: Request) {
    const input = await legacyLoginInput(body, roleOf(body.role, [Role.JOB_SEEKER, Role.RECRUITER]));
    const session = await this.auth.login(input.email, input.password, input.role ?? null, meta(req));
    return this.sessionBody(session, 'Login successful');
  }

  @Public()
  @Post('user/google/login')
  @HttpCode(200)
  async googleLogin(@Body() dto: LegacyGoogleLoginDto, @Req() req: Request) {
    const session = await this.auth.googleLogin(dto.idToken ?? dto.credential ?? '', meta(req));
    return this.sessionBody(session, 'Google Sign-In successful');
  }

  /** Sign-up step 1 (and the seeker's resend): answers `otp`, the code's reference. */
  @Public()
  @Post('user/register/verify/otp')
  @HttpCode(200)
  async sendSignupOtp(@Body() dto: LegacySendOtpDto, @Req() req: Request) {
    const role = roleOf(dto.role, [Role.JOB_SEEKER, Role.RECRUITER]) ?? Role.JOB_SEEKER;
    const companyName = dto.company_name ?? dto.companyName ?? null;
    const challenge = await this.auth.requestSignupOtp(emailOf(dto), role, companyName, meta(req));
    const message = role === Role.RECRUITER ? MESSAGES.otpSentOrganisation : MESSAGES.otpSent;
    return { success: true, otp: challenge.id, message };
  }

  /** Resend by e-mail: a new code for the newest open sign-up code of that e-mail. */
  @Public()
  @Post('user/register/verify')
  @HttpCode(200)
  async resendSignupOtp(@Body() dto: LegacyEmailDto, @Req() req: Request) {
    const challenge = await this.auth.resendSignupOtpByEmail(emailOf(dto), meta(req));
    return { success: true, otp: challenge.id, message: MESSAGES.otpResent };
  }

  /** Answers the ticket for the next step in `ticket` and in an HttpOnly cookie (for the legacy client). */
  @Public()
  @Post('verify/otp')
  @HttpCode(200)
  async verifyOtp(
    @Body() dto: LegacyVerifyOtpDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const code = (dto.otp ?? '').trim();
    if (!code) throw new BadInputError(MESSAGES.otpRequired);
    const { ticket } = await this.auth.verifyOtp((dto.value ?? '').trim(), code, meta(req));
    setTicketCookie(req, res, ticket);
    return { success: true, message: MESSAGES.otpVerified, ticket };
  }

  /** Needs the ticket of the verified sign-up code: the `ticket` field or the cookie. */
  @Public()
  @Post('user/register')
  @HttpCode(201)
  async register(@Body() body: Fields, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const input = await legacyRegisterInput(body, ticketOf(req, text(body.ticket) || undefined));
    const user = await this.auth.register(input, meta(req));
    clearTicketCookie(req, res);
    return {
      success: true,
      message: input.role === Role.RECRUITER ? MESSAGES.recruiterCreated : MESSAGES.seekerCreated,
      user: toLegacyUser(user),
    };
  }

  /** Forgot password, step 1: the same answer whether or not the e-mail has an account. */
  @Public()
  @Post('generate/otp')
  @HttpCode(200)
  async generateOtp(@Body() dto: LegacyEmailDto, @Req() req: Request) {
    const challenge = await this.auth.requestPasswordReset(emailOf(dto), meta(req));
    return { success: true, otp: challenge.id, message: MESSAGES.resetOtpSent };
  }

  /** Needs the ticket of the verified reset code: the `ticket` field or the cookie. */
  @Public()
  @Patch('user/update/password')
  async updatePassword(
    @Body() dto: LegacyPasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.auth.resetPassword(emailOf(dto), dto.password ?? '', ticketOf(req, dto.ticket), meta(req));
    clearTicketCookie(req, res);
    return { success: true, message: MESSAGES.passwordUpdated };
  }

  @Public()
  @Post('admin/auth/login')
  @HttpCode(200)
  async adminLogin(@Body() body: Fields, @Req() req: Request) {
    const input = await legacyLoginInput(body, null);
    const outcome = await this.auth.adminLogin(input.email, input.password, meta(req));
    if ('challenge' in outcome) {
      return {
        success: true,
        twoFactorRequired: true,
        otp: outcome.challenge.id,
        message: ADMIN_CODE_SENT,
      };
    }
    return this.adminSessionBody(outcome);
  }

  /** Two-factor admin sign-in, step 2: `value` is the reference from admin/auth/login, `otp` the code. */
  @Public()
  @Post('admin/auth/verify')
  @HttpCode(200)
  async verifyAdminLogin(@Body() dto: LegacyVerifyOtpDto, @Req() req: Request) {
    const code = (dto.otp ?? '').trim();
    if (!code) throw new BadInputError(MESSAGES.otpRequired);
    const session = await this.auth.verifyAdminLogin((dto.value ?? '').trim(), code, meta(req));
    return this.adminSessionBody(session);
  }

  private adminSessionBody(session: Session) {
    return {
      success: true,
      message: `Welcome back ${session.user.email}!`,
      token: session.token,
      admin: { ...toLegacyUser(session.user), email_Id: session.user.email },
    };
  }
}
