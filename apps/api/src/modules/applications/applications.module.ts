import { Module } from '@nestjs/common';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { AdminAlertsModule } from '../admin/admin-alerts.module';
import { FilesModule } from '../files/files.module';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ApplicantNotesResolver } from './applicant-notes.resolver';
import { ApplicantNotesService } from './applicant-notes.service';
import { QueueModule } from '../queue/queue.module';
import { ScreeningResolver } from './screening.resolver';
import { ScreeningService } from './screening.service';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { ApplicationsResolver } from './applications.resolver';
import { ApplicationsService } from './applications.service';
import { CandidatesResolver } from './candidates.resolver';
import { CandidatesService } from './candidates.service';
import { RecruiterApplicantsResolver } from './recruiter-applicants.resolver';
import { RecruiterApplicantsService } from './recruiter-applicants.service';

@Module({
  imports: [
    ProfilesModule,
    JobsModule,
    FilesModule,
    NotificationsModule,
    AdminAlertsModule,
    RateLimitModule,
    WebhooksModule,
    QueueModule,
  ],
  providers: [
    ApplicationsService,
    ApplicationsResolver,
    RecruiterApplicantsService,
    RecruiterApplicantsResolver,
    CandidatesService,
    CandidatesResolver,
    ApplicantNotesService,
    ApplicantNotesResolver,
    ScreeningService,
    ScreeningResolver,
  ],
  exports: [ApplicationsService, RecruiterApplicantsService, CandidatesService, ApplicantNotesService],
})
export class ApplicationsModule {}
