import { CANDIDATES_PAGE_SIZE, Role } from '@hireloop/schema';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PageArgs, PageArgsType } from '../../graphql/paginated';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { CandidatePage, toCandidate } from './candidate.model';
import { Availability, CandidatesService } from './candidates.service';

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
}
