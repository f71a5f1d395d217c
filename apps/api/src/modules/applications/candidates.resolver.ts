import { CANDIDATES_PAGE_SIZE, Role } from '@hireloop/schema';
import { Args, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { PageArgs, PageArgsType } from '../../graphql/paginated';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ConnectionArgsValue, keysetRequest } from '../../common/cursor';
import { Connection, CONNECTION_DESCRIPTION, SyncConnectionArgsOf } from '../../graphql/connection';
import { Candidate, CandidatePage, toCandidate } from './candidate.model';
import { Availability, CandidatesService } from './candidates.service';

@ObjectType('CandidateConnection', { description: CONNECTION_DESCRIPTION })
export class CandidateConnection extends Connection(Candidate, 'Candidate') {}

@Resolver()
export class CandidatesResolver {
  constructor(private readonly candidatesService: CandidatesService) {}

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Query(() => CandidatePage, { description: 'Job seekers with a resume.' })
  async candidates(
    @CurrentUser() viewer: User,
    @Args('keyword', {
      description: 'Words to look for in names, titles and skills.',
      type: () => String,
      nullable: true,
    })
    keyword: string | null,
    @Args('availability', {
      description: 'Only candidates with this availability.',
      type: () => Availability,
      nullable: true,
    })
    availability: Availability | null,
    @PageArgs(CANDIDATES_PAGE_SIZE) { page, pageSize }: PageArgsType,
  ): Promise<CandidatePage> {
    const result = await this.candidatesService.search(viewer, keyword, availability, page, pageSize);
    return { ...result, items: result.items.map(toCandidate) };
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Query(() => CandidateConnection, {
    description:
      'Job seekers with a resume by cursor, as `candidates` shows them: in profile creation order, or by last profile change with updatedSince.',
  })
  async candidatesConnection(
    @CurrentUser() viewer: User,
    @SyncConnectionArgsOf() args: ConnectionArgsValue,
  ): Promise<CandidateConnection> {
    const page = await this.candidatesService.connection(viewer, keysetRequest('candidates', args));
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toCandidate(node) })) };
  }
}
