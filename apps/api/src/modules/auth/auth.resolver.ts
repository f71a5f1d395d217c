import { Role } from '@hireloop/schema';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { AuthService, RequestMeta } from './auth.service';
import {
  AdminLoginPayload,
  AuthPayload,
  LoginInput,
  OtpTicket,
  OtpVerification,
  RegisterInput,
  toTicket,
} from './dto/auth.types';
import { Auth } from './auth.decorators';
import { CurrentUser } from './current-user.decorator';
import { Public } from './public.decorator';
import { User } from '../users/user.entity';

const meta = (ctx: GqlContext): RequestMeta => ({ ip: ctx.req.ip ?? 'unknown' });

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => OtpTicket, { description: 'Sign-up step 1: e-mails a 6-digit code.' })
  async requestSignupOtp(
    @Args('email', { description: 'E-mail address to sign up with.' }) email: string,
    @Args('role', {
      description: 'The role of the new account.',
      type: () => Role,
      defaultValue: Role.JOB_SEEKER,
    })
    role: Role,
    @Args('companyName', {
      description: "Recruiters: the first company's name.",
      type: () => String,
      nullable: true,
    })
    companyName: string | null,
    @Context() ctx: GqlContext,
  ): Promise<OtpTicket> {
    return toTicket(await this.auth.requestSignupOtp(email, role, companyName ?? null, meta(ctx)));
  }

  @Public()
  @Mutation(() => OtpTicket, { description: 'A new code for the same reference, 60 s after the last one.' })
  async resendOtp(
    @Args('reference', { description: 'Reference of the code to replace.', type: () => ID })
    reference: string,
    @Context() ctx: GqlContext,
  ) {
    return toTicket(await this.auth.resendOtp(reference, meta(ctx)));
  }

  @Public()
  @Mutation(() => OtpVerification, { description: 'Verifies a sign-up or password-reset code.' })
  async verifyOtp(
    @Args('reference', { description: 'Reference of the code.', type: () => ID }) reference: string,
    @Args('code', { description: 'The 6-digit code from the mail.' }) code: string,
    @Context() ctx: GqlContext,
  ): Promise<OtpVerification> {
    const { challenge, ticket } = await this.auth.verifyOtp(reference, code, meta(ctx));
    return { verified: true, email: challenge.email, purpose: challenge.purpose, ticket };
  }

  @Public()
  @Mutation(() => User, { description: 'Creates the account of an e-mail verified with a code.' })
  register(
    @Args('input', { description: 'The account: needs a verified sign-up code for the e-mail.' })
    input: RegisterInput,
    @Context() ctx: GqlContext,
  ): Promise<User> {
    return this.auth.register({ ...input, companyName: input.companyName ?? null }, meta(ctx));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Job seeker or recruiter login.' })
  login(
    @Args('input', { description: 'E-mail and password.' }) input: LoginInput,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return this.auth.login(input.email, input.password, input.role ?? null, meta(ctx));
  }

  @Public()
  @Mutation(() => AdminLoginPayload, {
    description:
      'Signs in an administrator. With two-factor sign-in required, answers no token but the reference of a code mailed to the administrator.',
  })
  async adminLogin(
    @Args('email', { description: "The administrator's e-mail address." }) email: string,
    @Args('password', { description: 'Password.' }) password: string,
    @Context() ctx: GqlContext,
  ): Promise<AdminLoginPayload> {
    const outcome = await this.auth.adminLogin(email, password, meta(ctx));
    return 'challenge' in outcome
      ? { twoFactorRequired: true, token: null, user: null, otp: toTicket(outcome.challenge) }
      : { twoFactorRequired: false, token: outcome.token, user: outcome.user, otp: null };
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: "An administrator's two-factor sign-in, step 2: the code mailed by `adminLogin`.",
  })
  verifyAdminLogin(
    @Args('reference', { description: 'The reference answered by adminLogin.', type: () => ID })
    reference: string,
    @Args('code', { description: 'The 6-digit code from the mail.' }) code: string,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return this.auth.verifyAdminLogin(reference, code, meta(ctx));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Job seeker sign-in with a Google ID token.' })
  googleLogin(
    @Args('idToken', { description: 'The Google ID token.' }) idToken: string,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    return this.auth.googleLogin(idToken, meta(ctx));
  }

  @Public()
  @Mutation(() => OtpTicket, {
    description: 'Forgot password: answers alike whether or not the e-mail has an account.',
  })
  async requestPasswordReset(
    @Args('email', { description: 'E-mail address of the account.' }) email: string,
    @Context() ctx: GqlContext,
  ): Promise<OtpTicket> {
    return toTicket(await this.auth.requestPasswordReset(email, meta(ctx)));
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Sets a new password after the reset code was verified.' })
  async resetPassword(
    @Args('email', { description: 'E-mail address of the account.' }) email: string,
    @Args('password', { description: 'The new password.' }) password: string,
    @Args('ticket', { description: "The ticket from verifyOtp for this e-mail's reset code." })
    ticket: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.auth.resetPassword(email, password, ticket, meta(ctx));
    return true;
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'Signs the account out of every device and browser: every token issued so far, this one included, stops working.',
  })
  async signOutEverywhere(@CurrentUser() user: User): Promise<boolean> {
    await this.auth.signOutEverywhere(user);
    return true;
  }
}
