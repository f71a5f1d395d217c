import { Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
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
}
