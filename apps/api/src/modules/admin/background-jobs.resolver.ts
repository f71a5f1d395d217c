import { BACKGROUND_JOB_MESSAGES, Role } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import { recordAuditEvent } from '../audit/audit.queries';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { QueueService } from '../queue/queue.service';
import { User } from '../users/user.entity';
import { AdminBackgroundJobs } from './background-jobs.types';

/** Failed jobs listed at most. */
const FAILED_SHOWN = 50;

const queueArg = { description: 'The queue of the job, e.g. mail.send.' } as const;
const idArg = { description: 'Id of the failed job.', type: () => ID } as const;

/**
 * The administrator's view of the background work: each queue's jobs by state, and the failed jobs to
 * run again or discard. A failed job's data is not shown (it is the queue's own, e.g. a mail's outbox id),
 * only its queue, last error, tries and times. Each retry and discard is written to the audit log.
 */
@Auth(Role.ADMIN)
@Resolver()
export class BackgroundJobsResolver {
  constructor(
    private readonly queue: QueueService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Query(() => AdminBackgroundJobs, { description: 'Queues of background work and failed jobs.' })
  async adminBackgroundJobs(): Promise<AdminBackgroundJobs> {
    const [queues, failed] = await Promise.all([this.queue.counts(), this.queue.failed(FAILED_SHOWN)]);
    return {
      queues,
      failed: failed.map((job) => ({
        id: job.id,
        queue: job.queue,
        error: job.error,
        retries: job.retries,
        createdAt: job.createdOn,
        failedAt: job.failedOn,
      })),
    };
  }

  @Mutation(() => Boolean, {
    description: 'Runs a failed background job once more, at once (should it fail again, it stays failed).',
  })
  async adminRetryBackgroundJob(
    @CurrentUser() admin: User,
    @Args('queue', queueArg) queue: string,
    @Args('id', idArg) id: string,
  ): Promise<boolean> {
    if (!(await this.queue.retry(queue, id))) throw new NotFoundError(BACKGROUND_JOB_MESSAGES.notFound);
    await this.audit(admin, 'retry_background_job', queue, id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Deletes a failed background job: it does not run again.' })
  async adminDiscardBackgroundJob(
    @CurrentUser() admin: User,
    @Args('queue', queueArg) queue: string,
    @Args('id', idArg) id: string,
  ): Promise<boolean> {
    if (!(await this.queue.discard(queue, id))) throw new NotFoundError(BACKGROUND_JOB_MESSAGES.notFound);
    await this.audit(admin, 'discard_background_job', queue, id);
    return true;
  }

  private audit(admin: User, action: string, queue: string, id: string): Promise<void> {
    return recordAuditEvent(this.dataSource, {
      actorId: admin.id,
      action,
      targetType: 'background_job',
      targetId: id,
      details: { queue },
    });
  }
}
