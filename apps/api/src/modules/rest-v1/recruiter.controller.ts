import { JOB_EXPIRY_MESSAGES, RECRUITER_MESSAGES, RecruiterPlan, Role } from '@hireloop/schema';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { LEGACY_LIST_LIMIT } from '../../common/paging';
import { CandidatesService } from '../applications/candidates.service';
import { DocumentKind, RecruiterApplicantsService } from '../applications/recruiter-applicants.service';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { CompaniesService } from '../companies/companies.service';
import { RecruiterJobsService } from '../jobs/recruiter-jobs.service';
import { PlansService } from '../plans/plans.service';
import { User } from '../users/user.entity';
import { sendFile } from '../files/files.controller';
import { FilesService } from '../files/files.service';
import { sendJsonStream } from './json-stream';
import { legacyApplicant, legacyCandidate, toLegacyCompany, toLegacyJob } from './legacy.mappers';
import { ImageUploadInterceptor } from './upload.interceptor';
import { legacyStatusInput } from './dto/application.dto';
import { legacyCompanyInput } from './dto/company.dto';
import { Fields, text } from './dto/fields';
import { legacyJobInput } from './dto/job.dto';
import { legacyNotificationInput } from './dto/notification.dto';

/** The legacy recruiter paths: companies, jobs, applicants, notifications, candidates, upgrade. */
@Controller('api/v1')
export class LegacyRecruiterController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly jobs: RecruiterJobsService,
    private readonly applicants: RecruiterApplicantsService,
    private readonly candidates: CandidatesService,
    private readonly plans: PlansService,
    private readonly files: FilesService,
  ) {}

  @Scope('companies:read')
  @Auth(Role.RECRUITER, Role.ADMIN)
  @Get('company/profile/:id')
  async company(@CurrentUser() user: User, @Param('id') id: string) {
    const company = toLegacyCompany(await this.companies.owned(user, id));
    return { success: true, company, data: { company } };
  }

  @Scope('companies:read')
  @Auth(Role.RECRUITER)
  @Get('company/all')
  async all(@CurrentUser() user: User) {
    return { success: true, companies: (await this.companies.mine(user)).map((c) => toLegacyCompany(c)) };
  }

  @Scope('companies:read')
  @Auth(Role.RECRUITER)
  @Get('company/all/names')
  async names(@CurrentUser() user: User) {
    const companies = await this.companies.mine(user);
    return {
      success: true,
      companies: companies.map((c) => ({ _id: c.id, company_name: c.name, description: c.description })),
    };
  }

  @Auth(Role.RECRUITER)
  @Post('company/create')
  @UseInterceptors(ImageUploadInterceptor)
  async create(@CurrentUser() user: User, @Req() req: Request) {
    const file = req.file ? { originalName: req.file.originalname, buffer: req.file.buffer } : null;
    const company = await this.companies.create(user, await legacyCompanyInput((req.body ?? {}) as Fields), {
      logo: file,
    });
    return { success: true, message: RECRUITER_MESSAGES.companyCreated, company: toLegacyCompany(company) };
  }

  @Auth(Role.RECRUITER)
  @Patch('company/update/:id')
  @UseInterceptors(ImageUploadInterceptor)
  async update(@CurrentUser() user: User, @Param('id') id: string, @Req() req: Request) {
    const file = req.file ? { originalName: req.file.originalname, buffer: req.file.buffer } : null;
    const company = await this.companies.update(
      user,
      id,
      await legacyCompanyInput((req.body ?? {}) as Fields),
      {
        logo: file,
      },
    );
    return { success: true, message: RECRUITER_MESSAGES.companyUpdated, company: toLegacyCompany(company) };
  }

  @Auth(Role.RECRUITER)
  @Delete('company/delete/:id')
  async remove(@CurrentUser() user: User, @Param('id') id: string) {
    await this.companies.remove(user, id);
    return { success: true, message: 'Company deleted successfully' };
  }

  @Scope('jobs:read')
  @Auth(Role.RECRUITER)
  @Get('jobs/posted')
  async posted(@CurrentUser() user: User) {
    const page = await this.jobs.mine(user, null, null, 1, LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT);
    const limit = await this.jobs.postingLimit(user);
    return {
      success: true,
      message: 'Jobs fetched successfully',
      jobs: page.items.map((j) => toLegacyJob(j, [], 'owner')),
      jobs_posted_count: limit.used,
      limit: limit.limit,
    };
  }

  @Scope('jobs:read')
  @Auth(Role.RECRUITER)
  @Get('jobs/company/:id')
  async companyJobs(@CurrentUser() user: User, @Param('id') id: string) {
    const page = await this.jobs.ofCompany(user, id, null, 1, LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT);
    const counts = await this.jobs.applicationCounts(page.items.map((j) => j.id));
    return {
      success: true,
      jobs: page.items.map((j) =>
        toLegacyJob(
          j,
          Array.from({ length: counts.get(j.id) ?? 0 }, () => ({ _id: '', applicant: '', status: '' })),
          'owner',
        ),
      ),
      stats: page.stats,
    };
  }

  @Scope('jobs:write')
  @Auth(Role.RECRUITER)
  @Post('job/create/:companyId')
  async post(@CurrentUser() user: User, @Param('companyId') companyId: string, @Body() body: Fields) {
    const job = await this.jobs.post(user, companyId, await legacyJobInput(body));
    return { success: true, message: RECRUITER_MESSAGES.jobPosted, job: toLegacyJob(job, [], 'owner') };
  }

  @Scope('jobs:write')
  @Auth(Role.RECRUITER)
  @Patch('job/update/:id')
  async updateJob(@CurrentUser() user: User, @Param('id') id: string, @Body() body: Fields) {
    const job = await this.jobs.update(user, id, await legacyJobInput(body));
    return { success: true, message: RECRUITER_MESSAGES.jobUpdated, job: toLegacyJob(job, [], 'owner') };
  }

  @Scope('jobs:write')
  /** extendJob: the closing date 30 days later; an expired job opens again within the plan's limit. */
  @Auth(Role.RECRUITER)
  @Patch('job/extend/:id')
  async extendJob(@CurrentUser() user: User, @Param('id') id: string) {
    const job = await this.jobs.extend(user, id);
    return { success: true, message: JOB_EXPIRY_MESSAGES.extended, job: toLegacyJob(job, [], 'owner') };
  }

  @Scope('applications:read')
  @Auth(Role.RECRUITER)
  @Get(':jobId/applicants')
  async jobApplicants(@CurrentUser() user: User, @Param('jobId') jobId: string) {
    const result = await this.applicants.forJob(user, jobId);
    return {
      success: true,
      job: toLegacyJob(result.job, [], 'owner'),
      applications: result.items.map(legacyApplicant),
    };
  }

  @Scope('applications:write')
  @Auth(Role.RECRUITER)
  @Patch('applicant/:applicationId/status')
  async status(@CurrentUser() user: User, @Param('applicationId') id: string, @Body() body: Fields) {
    const { status } = await legacyStatusInput(body);
    const application = await this.applicants.setStatus(user, id, status);
    return { success: true, message: RECRUITER_MESSAGES.statusUpdated, status: application.status };
  }

  @Scope('applications:read')
  /** A recruiter's document view of an applicant: marks a pending application seen. */
  @Auth(Role.RECRUITER)
  @Get('applications/:id/resume')
  async resume(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    await this.document(user, id, 'resume', res);
  }

  @Scope('applications:read')
  @Auth(Role.RECRUITER)
  @Get('applications/:id/cover-letter')
  async coverLetter(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    await this.document(user, id, 'cover-letter', res);
  }

  private async document(user: User, id: string, kind: DocumentKind, res: Response): Promise<void> {
    await sendFile(res, this.files, await this.applicants.openDocument(user, id, kind), 'private, no-store');
  }

  /**
   * A recruiter's message to one of their own applicants, who gets it in the app and by e-mail (as plain
   * text: markup in it is shown as written).
   */
  @Auth(Role.RECRUITER)
  @Post('send/notification')
  @HttpCode(200)
  async notify(@CurrentUser() user: User, @Body() body: Fields) {
    await this.applicants.messageApplicant(user, await legacyNotificationInput(body));
    return { success: true, message: 'Notification sent' };
  }

  /** Every candidate (job seekers with a resume), most recently updated first, streamed. */
  @Auth(Role.RECRUITER)
  @Get('users/all')
  async users(@CurrentUser() user: User, @Res() res: Response): Promise<void> {
    await sendJsonStream(res, { success: true, message: 'Candidates fetched successfully' }, [
      { key: 'users', batches: () => this.legacyCandidates(user) },
    ]);
  }

  private async *legacyCandidates(user: User): AsyncGenerator<unknown[]> {
    for await (const batch of this.candidates.all(user)) yield batch.map(legacyCandidate);
  }

  @Auth(Role.RECRUITER)
  @Post('upgrade/request')
  @HttpCode(200)
  async upgrade(@CurrentUser() user: User, @Body() body: Fields) {
    const request = await this.plans.request(user, text(body.plan).trim() || RecruiterPlan.PREMIUM);
    return {
      success: true,
      message: 'Upgrade request sent',
      request: { _id: request.id, status: request.status, plan: request.requestedPlan },
    };
  }
}
