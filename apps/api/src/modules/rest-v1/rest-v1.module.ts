import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { LegacyJobsController } from './jobs.controller';

/** The legacy REST layer: translation only, calling the same services as the resolvers. */
@Module({ imports: [JobsModule], controllers: [LegacyJobsController] })
export class RestV1Module {}
