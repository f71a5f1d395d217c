import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import type { User } from '../users/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionCode, ConfirmAccountDeletionArgs } from './account-deletion.types';

@Resolver()
export class AccountDeletionResolver {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Auth()
  @Mutation(() => AccountDeletionCode, {
    description:
      "Deleting my account, step 1 (job seekers): e-mails a 6-digit code to the account's address. Recruiters and administrators are refused.",
  })
  async requestAccountDeletion(
    @CurrentUser() user: User,
    @Context() ctx: GqlContext,
  ): Promise<AccountDeletionCode> {
    const challenge = await this.deletion.request(user, { ip: ctx.req.ip ?? 'unknown' });
    return {
      sentTo: challenge.email,
      expiresAt: challenge.expiresAt,
      resendAvailableAt: challenge.resendAvailableAt,
    };
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'Deleting my account, step 2: with the right code, erases the account at once and every session ends; applications stay for the recruiters as withdrawn, without the person.',
  })
  async confirmAccountDeletion(
    @CurrentUser() user: User,
    @Args() args: ConfirmAccountDeletionArgs,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.deletion.confirm(user, args.code, { ip: ctx.req.ip ?? 'unknown' });
    return true;
  }
}
