import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { AuthService, RequestMeta } from './auth.service';
import {
  AdminCodeArgs,
  AdminLoginArgs,
  AdminLoginPayload,
  AuthPayload,
  GoogleLoginArgs,
  LoginInput,
  OtpTicket,
  OtpVerification,
  PasswordResetArgs,
  RegisterInput,
  ResetPasswordArgs,
  SignupOtpArgs,
  toTicket,
  VerifyOtpArgs,
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
  async requestSignupOtp(@Args() args: SignupOtpArgs, @Context() ctx: GqlContext): Promise<OtpTicket> {
    return toTicket(
      await this.auth.requestSignupOtp(args.email, args.role, args.companyName ?? null, meta(ctx)),
    );
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
  async verifyOtp(@Args() args: VerifyOtpArgs, @Context() ctx: GqlContext): Promise<OtpVerification> {
    const { challenge, ticket } = await this.auth.verifyOtp(args.reference, args.code, meta(ctx));
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
  async adminLogin(@Args() args: AdminLoginArgs, @Context() ctx: GqlContext): Promise<AdminLoginPayload> {
    const outcome = await this.auth.adminLogin(args.email, args.password, meta(ctx));
    return 'challenge' in outcome
      ? { twoFactorRequired: true, token: null, user: null, otp: toTicket(outcome.challenge) }
      : { twoFactorRequired: false, token: outcome.token, user: outcome.user, otp: null };
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: "An administrator's two-factor sign-in, step 2: the code mailed by `adminLogin`.",
  })
  verifyAdminLogin(@Args() args: AdminCodeArgs, @Context() ctx: GqlContext): Promise<AuthPayload> {
    return this.auth.verifyAdminLogin(args.reference, args.code, meta(ctx));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Job seeker sign-in with a Google ID token.' })
  googleLogin(@Args() args: GoogleLoginArgs, @Context() ctx: GqlContext): Promise<AuthPayload> {
    return this.auth.googleLogin(args.idToken, meta(ctx));
  }

  @Public()
  @Mutation(() => OtpTicket, {
    description: 'Forgot password: answers alike whether or not the e-mail has an account.',
  })
  async requestPasswordReset(
    @Args() args: PasswordResetArgs,
    @Context() ctx: GqlContext,
  ): Promise<OtpTicket> {
    return toTicket(await this.auth.requestPasswordReset(args.email, meta(ctx)));
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Sets a new password after the reset code was verified.' })
  async resetPassword(@Args() args: ResetPasswordArgs, @Context() ctx: GqlContext): Promise<boolean> {
    await this.auth.resetPassword(args.email, args.password, args.ticket, meta(ctx));
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
