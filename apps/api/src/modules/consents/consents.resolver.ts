import { Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ConsentEventModel } from './consent.model';
import { ConsentsService } from './consents.service';

@Resolver()
export class ConsentsResolver {
  constructor(private readonly consents: ConsentsService) {}

  @Auth()
  @Query(() => [ConsentEventModel], {
    description: "The signed-in user's consent history (given and withdrawn), newest first.",
  })
  myConsents(@CurrentUser() user: User): Promise<ConsentEventModel[]> {
    return this.consents.history(user);
  }
}
