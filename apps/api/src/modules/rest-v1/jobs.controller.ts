import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
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

  /** One job: `{ success, job }`, or 404 `{ success: false, message }`. */
  @Public()
  @Get('job/:id')
  async one(@Param('id') id: string) {
    const job = await this.jobs.findPublic(id);
    return { success: true, job: toLegacyJob(job) };
  }
}
