import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { Public } from '../auth/public.decorator';
import { MarketingService } from './marketing.service';

@Resolver()
export class MarketingResolver {
  constructor(private readonly marketing: MarketingService) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Asks for a weekly job alert of all new jobs at an address: it gets a confirmation link, and nothing else until the link is clicked (asking again mails the link again).',
    deprecationReason: 'Use createJobAlert, which also takes a search and a frequency.',
  })
  async subscribeNewsletter(
    @Args('email', { description: 'E-mail address.' }) email: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.marketing.subscribeNewsletter(email, ctx.req.ip ?? 'unknown');
    return true;
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Adds an address to the waitlist (idempotent).' })
  async joinWaitlist(
    @Args('email', { description: 'E-mail address.' }) email: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.marketing.joinWaitlist(email, ctx.req.ip ?? 'unknown');
    return true;
  }
}
