import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { LegacyAuthController } from './auth.controller';
import { LegacyJobsController } from './jobs.controller';

/** The legacy REST layer: translation only, calling the same services as the resolvers. */
@Module({ imports: [JobsModule], controllers: [LegacyJobsController, LegacyAuthController] })
export class RestV1Module {}
