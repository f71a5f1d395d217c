import { BOOKMARKS_PAGE_SIZE, Role } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { BookmarkToggle, SavedJobPage } from './bookmark.model';
import { BookmarksService } from './bookmarks.service';
import { PageArgs, PageArgsType } from '../../graphql/paginated';

@Resolver()
export class BookmarksResolver {
  constructor(private readonly bookmarksService: BookmarksService) {}

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => BookmarkToggle, { description: 'Saves a job, or removes it when it was saved.' })
  async toggleBookmark(
    @CurrentUser() user: User,
    @Args('jobId', { description: 'Id of the job.', type: () => ID }) jobId: string,
  ) {
    return { jobId, bookmarked: await this.bookmarksService.toggle(user.id, jobId) };
  }

  @Auth(Role.JOB_SEEKER)
  @Query(() => SavedJobPage, { description: "The signed-in seeker's saved jobs, newest saved first." })
  bookmarks(
    @CurrentUser() user: User,
    @Args('keyword', { description: 'Words to look for.', type: () => String, nullable: true })
    keyword: string | null,
    @Args('jobTypes', { description: 'Only these job types.', type: () => [String], nullable: true })
    jobTypes: string[] | null,
    @Args('locations', { description: 'Only these locations.', type: () => [String], nullable: true })
    locations: string[] | null,
    @Args('categories', { description: 'Only these categories.', type: () => [String], nullable: true })
    categories: string[] | null,
    @PageArgs(BOOKMARKS_PAGE_SIZE) { page, pageSize }: PageArgsType,
  ) {
    return this.bookmarksService.list(user.id, { keyword, jobTypes, locations, categories }, page, pageSize);
  }
}
