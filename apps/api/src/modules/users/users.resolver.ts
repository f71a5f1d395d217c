import { Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { photoUrl } from '../files/files.service';
import { User } from './user.entity';

@Resolver(() => User)
export class UsersResolver {
  @Auth()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@CurrentUser() user: User): User {
    return user;
  }

  @ResolveField(() => String, { description: 'First and last name.' })
  name(@Parent() user: User): string {
    return [user.firstName, user.lastName].filter(Boolean).join(' ');
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "Path of the seeker's profile photo (PNG, JPEG or WebP); null without one.",
  })
  async photoUrl(@Parent() user: User, @Context() ctx: GqlContext): Promise<string | null> {
    return photoUrl(await ctx.loaders.photoFileByUser.load(user.id));
  }
}
