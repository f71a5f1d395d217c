import { Role } from '@hireloop/schema';
import { Controller, Delete, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminRow, AdminService, AdminTable } from '../admin/admin.service';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { sendJsonStream } from './json-stream';
import {
  legacyAdminApplication,
  legacyAdminCompany,
  legacyAdminJob,
  legacyAdminSeeker,
} from './legacy.mappers';

/** The legacy admin paths, with the spec's field names (including `jobsSeeker` and `recruiteeredApplicants`). */
@Auth(Role.ADMIN)
@Controller('api/v1/admin')
export class LegacyAdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('dashboard/data')
  async dashboard() {
    const d = await this.admin.dashboard();
    return {
      success: true,
      message: 'Dashboard data loaded successfully',
      jobsSeeker: d.jobSeekers,
      activeJobs: d.activeJobs,
      registeredCompanies: d.registeredCompanies,
      applicationsToday: d.applicationsToday,
      dashboard: d,
    };
  }

  @Scope('jobs:read')
  /** Every job, newest first, streamed (the legacy admin client pages them itself). */
  @Get('job/listing/data')
  async jobs(@Res() res: Response): Promise<void> {
    const s = await this.admin.jobsSummary();
    await sendJsonStream(
      res,
      {
        success: true,
        message: 'Job listings loaded successfully',
        totalJobs: s.totalJobs,
        activeJobs: s.activeJobs,
      },
      [{ key: 'jobs', batches: () => this.rows('jobs', legacyAdminJob) }],
    );
  }

  @Scope('companies:read')
  /** Every company with its recruiter, newest first, streamed under both of the legacy names. */
  @Get('recruiters/company/data')
  async companies(@Res() res: Response): Promise<void> {
    const s = await this.admin.companiesSummary();
    await sendJsonStream(
      res,
      {
        success: true,
        message: 'Recruiters data loaded successfully',
        registeredCompanies: s.registeredCompanies,
        activeCompanies: s.activeCompanies,
        subscribers: s.premiumSubscribers,
        avgJobsPerCompany: s.avgJobsPerCompany,
      },
      ['recruitersWithCompanies', 'companies'].map((key) => ({
        key,
        batches: () => this.rows('companies', legacyAdminCompany),
      })),
    );
  }

  /** The spec's delete: by company id (or recruiter id) it removes the recruiter, who can no longer log in. */
  @Delete('recruiters/:id')
  async deleteRecruiter(@CurrentUser() admin: User, @Param('id') id: string) {
    const { label } = await this.admin.deleteRecruiter(admin, id);
    return { success: true, message: `${label} has been removed` };
  }

  /** Every job seeker, newest first, streamed. */
  @Get('jobseekers/data')
  async seekers(@Res() res: Response): Promise<void> {
    const s = await this.admin.seekersSummary();
    await sendJsonStream(
      res,
      {
        success: true,
        message: 'Job seekers data loaded successfully',
        totalSeekers: s.totalSeekers,
        profileCreated: s.profilesCreated,
      },
      [{ key: 'userProfiles', batches: () => this.rows('seekers', legacyAdminSeeker) }],
    );
  }

  @Scope('applications:read')
  /** Every application, newest first, streamed. */
  @Get('applicant/data')
  async applications(@Res() res: Response): Promise<void> {
    const s = await this.admin.applicationsSummary();
    await sendJsonStream(
      res,
      {
        success: true,
        message: 'Applications data loaded successfully',
        totalApplicants: s.totalApplicants,
        inReviewApplicants: s.inReview,
        recruiteeredApplicants: s.recruited,
        seenApplicants: s.seen,
        rejectedApplicants: s.rejected,
      },
      [{ key: 'allApplicantsDetails', batches: () => this.rows('applications', legacyAdminApplication) }],
    );
  }

  private async *rows<T extends AdminTable>(
    table: T,
    toLegacy: (row: AdminRow<T>) => unknown,
  ): AsyncGenerator<unknown[]> {
    for await (const batch of this.admin.allRows(table)) yield batch.map(toLegacy);
  }
}
