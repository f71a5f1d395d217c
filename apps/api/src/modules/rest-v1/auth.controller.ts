import { MESSAGES, Role } from '@hireloop/schema';
import { Body, Controller, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthService, RequestMeta, Session } from '../auth/auth.service';
import { Public } from '../auth/public.decorator';
import { UsersService } from '../users/users.service';
import {
  legacyCodeArgs,
  legacyEmailArgs,
  legacyGoogleLoginArgs,
  legacyLoginInput,
  legacyRegisterInput,
  legacyResetPasswordArgs,
  legacySignupOtpArgs,
  roleOf,
} from './dto/auth.dto';
import { Fields } from './dto/fields';
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
  async googleLogin(@Body() body: Fields, @Req() req: Request) {
    const { idToken } = await legacyGoogleLoginArgs(body);
    const session = await this.auth.googleLogin(idToken, meta(req));
    return this.sessionBody(session, 'Google Sign-In successful');
  }

  /** Sign-up step 1 (and the seeker's resend): answers `otp`, the code's reference. */
  @Public()
  @Post('user/register/verify/otp')
  @HttpCode(200)
  async sendSignupOtp(@Body() body: Fields, @Req() req: Request) {
    const { email, role, companyName } = await legacySignupOtpArgs(body);
    const challenge = await this.auth.requestSignupOtp(email, role, companyName ?? null, meta(req));
    const message = role === Role.RECRUITER ? MESSAGES.otpSentOrganisation : MESSAGES.otpSent;
    return { success: true, otp: challenge.id, message };
  }

  /**
   * Resend by e-mail: a new code for the newest open sign-up code of that e-mail, under the reference the
   * first step answered. The answer does not carry that reference: whoever knows only the e-mail could
   * otherwise use up the code's tries and lock its owner out of signing up.
   */
  @Public()
  @Post('user/register/verify')
  @HttpCode(200)
  async resendSignupOtp(@Body() body: Fields, @Req() req: Request) {
    const { email } = await legacyEmailArgs(body);
    await this.auth.resendSignupOtpByEmail(email, meta(req));
    return { success: true, message: MESSAGES.otpResent };
  }

  /** Answers the ticket for the next step in `ticket` and in an HttpOnly cookie (for the legacy client). */
  @Public()
  @Post('verify/otp')
  @HttpCode(200)
  async verifyOtp(@Body() body: Fields, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { reference, code } = await legacyCodeArgs(body);
    const { ticket } = await this.auth.verifyOtp(reference, code, meta(req));
    setTicketCookie(req, res, ticket);
    return { success: true, message: MESSAGES.otpVerified, ticket };
  }

  /** Needs the ticket of the verified sign-up code: the `ticket` field or the cookie. */
  @Public()
  @Post('user/register')
  @HttpCode(201)
  async register(@Body() body: Fields, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const input = await legacyRegisterInput(body, ticketOf(req, body));
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
  async generateOtp(@Body() body: Fields, @Req() req: Request) {
    const { email } = await legacyEmailArgs(body);
    const challenge = await this.auth.requestPasswordReset(email, meta(req));
    return { success: true, otp: challenge.id, message: MESSAGES.resetOtpSent };
  }

  /** Needs the ticket of the verified reset code: the `ticket` field or the cookie. */
  @Public()
  @Patch('user/update/password')
  async updatePassword(@Body() body: Fields, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { email, password, ticket } = await legacyResetPasswordArgs(body, ticketOf(req, body));
    await this.auth.resetPassword(email, password, ticket, meta(req));
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
  async verifyAdminLogin(@Body() body: Fields, @Req() req: Request) {
    const { reference, code } = await legacyCodeArgs(body, true);
    const session = await this.auth.verifyAdminLogin(reference, code, meta(req));
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
