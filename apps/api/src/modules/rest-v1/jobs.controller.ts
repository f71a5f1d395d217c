import { statusForApplicant } from '../applications/applications.service';
import { MAX_PAGE_SIZE } from '@hireloop/schema';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientNetwork } from '../../common/client-network';
import { NotFoundError } from '../../common/errors';
import { RateLimitService } from '../abuse/rate-limit.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { User } from '../users/user.entity';
import { JobsService } from '../jobs/jobs.service';
import { sendJsonStream } from './json-stream';
import { ListingSlots } from './listing-slots';
import { toLegacyJob } from './legacy.mappers';
import { text } from './dto/fields';

/**
 * Jobs read and written per step of the streamed full listing. Each step holds the event loop while its
 * rows become JSON, so the steps are kept short: other requests wait for at most one of them.
 */
const LIST_BATCH = 100;

@Controller('api/v1')
export class LegacyJobsController {
  private readonly listings = new ListingSlots();

  constructor(
    private readonly jobs: JobsService,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * Every active job, newest first: `{ success, job: [...] }`, streamed: the ids come first (one index
   * scan), then the jobs are read and written LIST_BATCH at a time. Few at once, per client network and
   * per process (ListingSlots), and a limited number started per client network ('listing:ip').
   */
  @Public()
  @Get('jobs')
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    const place = this.listings.take(clientNetwork(req.ip ?? 'unknown'), () => res.destroy());
    res.once('close', place.release);
    // A listing started counts against its client's allowance (one refused for want of a place does not).
    await this.limits.consume('listing:ip', req.ip ?? 'unknown').catch((error: unknown) => {
      place.release();
      throw error;
    });
    const jobs = this.jobs;
    try {
      await sendJsonStream(
        res,
        { success: true },
        [
          {
            key: 'job',
            async *batches() {
              const ids = await jobs.activeJobIds();
              for (let start = 0; start < ids.length; start += LIST_BATCH) {
                yield (await jobs.jobsInOrder(ids.slice(start, start + LIST_BATCH))).map((j) =>
                  toLegacyJob(j),
                );
              }
            },
          },
        ],
        { onWait: place.waiting },
      );
    } finally {
      place.release();
    }
  }

  /**
   * Keyword search: `{ success, jobs, total, totalIsEstimate, totalIsLowerBound }` (the total not exact:
   * a lower bound when more match than a search counts, else an estimate), best matches first (at most MAX_PAGE_SIZE); 404
   * `{ success: false, message }` when nothing matches, as the legacy client expects.
   */
  @Public()
  @Get('jobs/query')
  async query(@Req() req: Request, @Query('keyword') keyword?: unknown) {
    // A keyword given twice is refused, not cut to one of them.
    const result = await this.jobs.search(
      { keyword: text(keyword) },
      1,
      MAX_PAGE_SIZE,
      'relevance',
      null,
      req.ip ?? '',
    );
    if (result.total === 0) throw new NotFoundError('No jobs found matching your search');
    return {
      success: true,
      jobs: result.items.map((j) => toLegacyJob(j)),
      total: result.total,
      totalIsEstimate: result.totalIsEstimate ?? false,
      totalIsLowerBound: result.totalIsLowerBound ?? false,
    };
  }

  /** One job: `{ success, job }`, or 404 `{ success: false, message }`. */
  @Public()
  @Get('job/:id')
  async one(@Param('id') id: string, @CurrentUser() user?: User) {
    const job = await this.jobs.findVisible(id, user);
    // Only the caller's own application is listed (the legacy client looks for its own id), as its
    // applicant sees it.
    const own = user ? await this.jobs.applicationOf(job.id, user.id) : null;
    const applications = own ? [{ _id: own.id, applicant: user!.id, status: statusForApplicant(own) }] : [];
    return { success: true, job: toLegacyJob(job, applications) };
  }
}
