import { Module } from '@nestjs/common';
import { QueueService } from './queue.service';

/** The job queue, one per process: every module that has background work defines its queues on it. */
@Module({ providers: [QueueService], exports: [QueueService] })
export class QueueModule {}
