import { MAX_PAGE_SIZE } from '@hireloop/schema';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { NotFoundError } from '../../common/errors';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { User } from '../users/user.entity';
import { JobsService } from '../jobs/jobs.service';
import { toLegacyJob } from './legacy.mappers';

@Controller('api/v1')
export class LegacyJobsController {
  constructor(private readonly jobs: JobsService) {}

  /** Every active job, newest first: `{ success, job: [...] }`. */
  @Public()
  @Get('jobs')
  async list() {
    const jobs = await this.jobs.allActive();
    return { success: true, job: jobs.map((j) => toLegacyJob(j)) };
  }

  /**
   * Keyword search: `{ success, jobs, total }`, best matches first (at most MAX_PAGE_SIZE); 404
   * `{ success: false, message }` when nothing matches, as the legacy client expects.
   */
  @Public()
  @Get('jobs/query')
  async query(@Query('keyword') keyword?: string) {
    const result = await this.jobs.search(
      { keyword: typeof keyword === 'string' ? keyword : '' },
      1,
      MAX_PAGE_SIZE,
    );
    if (result.total === 0) throw new NotFoundError('No jobs found matching your search');
    return { success: true, jobs: result.items.map((j) => toLegacyJob(j)), total: result.total };
  }

  /** One job: `{ success, job }`, or 404 `{ success: false, message }`. */
  @Public()
  @Get('job/:id')
  async one(@Param('id') id: string, @CurrentUser() user?: User) {
    const job = await this.jobs.findVisible(id, user);
    // Only the caller's own application is listed (the legacy client looks for its own id).
    const own = user ? await this.jobs.applicationOf(job.id, user.id) : null;
    const applications = own ? [{ _id: own.id, applicant: user!.id, status: own.status }] : [];
    return { success: true, job: toLegacyJob(job, applications) };
  }
}
