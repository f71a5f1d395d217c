import { Role } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ApiKey } from './api-key.entity';
import { ApiKeyCreation, ApiKeyInput } from './api-key.model';
import { ApiKeysService } from './api-keys.service';

/** Keys are managed only from a signed-in session: these operations declare no scope, so keys are refused. */
@Resolver()
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Query(() => [ApiKey], { description: 'Your API keys, newest first, revoked and expired ones included.' })
  apiKeys(@CurrentUser() user: User): Promise<ApiKey[]> {
    return this.keys.list(user);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => ApiKeyCreation, {
    description: `Creates an API key (at most 20 active ones). The secret is answered this once; only its hash is kept.`,
  })
  createApiKey(
    @CurrentUser() user: User,
    @Args('input', { description: 'Name, scopes, access level (administrators) and expiry.' })
    input: ApiKeyInput,
  ): Promise<ApiKeyCreation> {
    return this.keys.create(user, input);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => ApiKey, { description: 'Revokes one of your API keys: refused from the next request on.' })
  revokeApiKey(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'Id of the key.' }) id: string,
  ): Promise<ApiKey> {
    return this.keys.revoke(user, id);
  }
}
