import {
  ApplicationStatus,
  JobStatus,
  RECRUITER_MESSAGES,
  RecruiterPlan,
  Role,
  splitSkills,
} from '@hireloop/schema';
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
import { BadInputError, NotFoundError } from '../../common/errors';
import { validated } from '../../common/validated';
import { LEGACY_LIST_LIMIT } from '../../common/paging';
import { Applicant } from '../applications/applicant.model';
import { CandidatesService } from '../applications/candidates.service';
import { DocumentKind, RecruiterApplicantsService } from '../applications/recruiter-applicants.service';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { CompaniesService } from '../companies/companies.service';
import { CompanyInput } from '../companies/dto/company.input';
import { JobInput } from '../jobs/dto/job.input';
import { RecruiterJobsService } from '../jobs/recruiter-jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PlansService } from '../plans/plans.service';
import { User } from '../users/user.entity';
import { sendFile } from '../files/files.controller';
import { sendJsonStream } from './json-stream';
import { legacyCandidate, toLegacyCompany, toLegacyJob } from './legacy.mappers';
import { ImageUploadInterceptor } from './upload.interceptor';
import { Fields, text } from './dto/fields';

const NOTIFICATION_TITLE_MAX = 200;
const NOTIFICATION_BODY_MAX = 2000;
/** A whole number written in digits (a JSON number or a string of digits); anything else fails validation. */
function wholeNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  return typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
}

/** The legacy company form as the GraphQL CompanyInput, checked by the same rules. */
function companyInput(body: Fields): Promise<CompanyInput> {
  return validated(CompanyInput, {
    name: text(body.company_name ?? body.name),
    description: text(body.comp_desc ?? body.description),
    industry: text(body.comp_industry ?? body.industry),
    location: text(body.comp_location ?? body.location),
    size: text(body.comp_size ?? body.size),
    website: text(body.comp_website ?? body.website),
    contactNo: text(body.comp_contact_no ?? body.contactNo),
    recruiterPortalLink: text(body.recruiter_portal_link) || null,
  });
}

/** The legacy job form as the GraphQL JobInput, checked by the same rules (nothing is cut to fit). */
function jobInput(body: Fields): Promise<JobInput> {
  const requirements = Array.isArray(body.requirements)
    ? (body.requirements as unknown[]).map(text)
    : splitLines(body.requirements);
  const skills = Array.isArray(body.skills) ? (body.skills as unknown[]).map(text) : text(body.skills);
  const status = text(body.job_status ?? body.status).trim();
  if (status && !Object.values(JobStatus).includes(status as JobStatus)) {
    throw new BadInputError(`job_status must be one of ${Object.values(JobStatus).join(', ')}`);
  }
  const positions = body.positions === undefined || body.positions === '' ? 1 : wholeNumber(body.positions);
  return validated(JobInput, {
    title: text(body.job_title),
    description: text(body.job_desc),
    requirements,
    skills: splitSkills(skills),
    salary: text(body.salary),
    location: text(body.location),
    jobType: text(body.job_type) || 'Full-time',
    category: text(body.category) || 'Other',
    positions,
    shift: text(body.shift) || 'Day',
    status: (status as JobStatus) || null,
  });
}

function splitLines(value: unknown): string[] {
  return text(value)
    .split('\n')
    .map((s) => s.trim());
}

function legacyApplicant(a: Applicant) {
  return {
    _id: a.id,
    status: a.status,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    applicant: {
      _id: a.applicant.id,
      firstname: a.applicant.firstName,
      middlename: a.applicant.middleName ?? '',
      lastname: a.applicant.lastName,
      email_Id: a.applicant.email,
      contact_No: a.applicant.contactNo ?? '',
      profile: {
        bio: a.applicant.bio,
        skills: a.applicant.skills,
        resume_File: a.resumeUrl,
        resume_file: a.resumeUrl,
        resume_Name: a.resumeName,
        cover_Letter_File: a.coverLetterUrl,
        cover_letter: a.coverLetterUrl,
        cover_Letter_Name: a.coverLetterName,
      },
    },
  };
}

/** The legacy recruiter paths: companies, jobs, applicants, notifications, candidates, upgrade. */
@Controller('api/v1')
export class LegacyRecruiterController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly jobs: RecruiterJobsService,
    private readonly applicants: RecruiterApplicantsService,
    private readonly notifications: NotificationsService,
    private readonly candidates: CandidatesService,
    private readonly plans: PlansService,
  ) {}

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Get('company/profile/:id')
  async company(@CurrentUser() user: User, @Param('id') id: string) {
    const company = toLegacyCompany(await this.companies.owned(user, id));
    return { success: true, company, data: { company } };
  }

  @Auth(Role.RECRUITER)
  @Get('company/all')
  async all(@CurrentUser() user: User) {
    return { success: true, companies: (await this.companies.mine(user)).map(toLegacyCompany) };
  }

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
    const company = await this.companies.create(user, await companyInput((req.body ?? {}) as Fields), {
      logo: file,
    });
    return { success: true, message: RECRUITER_MESSAGES.companyCreated, company: toLegacyCompany(company) };
  }

  @Auth(Role.RECRUITER)
  @Patch('company/update/:id')
  @UseInterceptors(ImageUploadInterceptor)
  async update(@CurrentUser() user: User, @Param('id') id: string, @Req() req: Request) {
    const file = req.file ? { originalName: req.file.originalname, buffer: req.file.buffer } : null;
    const company = await this.companies.update(user, id, await companyInput((req.body ?? {}) as Fields), {
      logo: file,
    });
    return { success: true, message: RECRUITER_MESSAGES.companyUpdated, company: toLegacyCompany(company) };
  }

  @Auth(Role.RECRUITER)
  @Delete('company/delete/:id')
  async remove(@CurrentUser() user: User, @Param('id') id: string) {
    await this.companies.remove(user, id);
    return { success: true, message: 'Company deleted successfully' };
  }

  @Auth(Role.RECRUITER)
  @Get('jobs/posted')
  async posted(@CurrentUser() user: User) {
    const page = await this.jobs.mine(user, null, null, 1, LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT);
    const limit = await this.jobs.postingLimit(user);
    return {
      success: true,
      message: 'Jobs fetched successfully',
      jobs: page.items.map((j) => toLegacyJob(j)),
      jobs_posted_count: limit.used,
      limit: limit.limit,
    };
  }

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
        ),
      ),
      stats: page.stats,
    };
  }

  @Auth(Role.RECRUITER)
  @Post('job/create/:companyId')
  async post(@CurrentUser() user: User, @Param('companyId') companyId: string, @Body() body: Fields) {
    const job = await this.jobs.post(user, companyId, await jobInput(body));
    return { success: true, message: RECRUITER_MESSAGES.jobPosted, job: toLegacyJob(job) };
  }

  @Auth(Role.RECRUITER)
  @Patch('job/update/:id')
  async updateJob(@CurrentUser() user: User, @Param('id') id: string, @Body() body: Fields) {
    const job = await this.jobs.update(user, id, await jobInput(body));
    return { success: true, message: RECRUITER_MESSAGES.jobUpdated, job: toLegacyJob(job) };
  }

  @Auth(Role.RECRUITER)
  @Get(':jobId/applicants')
  async jobApplicants(@CurrentUser() user: User, @Param('jobId') jobId: string) {
    const result = await this.applicants.forJob(user, jobId);
    return { success: true, job: toLegacyJob(result.job), applications: result.items.map(legacyApplicant) };
  }

  @Auth(Role.RECRUITER)
  @Patch('applicant/:applicationId/status')
  async status(@CurrentUser() user: User, @Param('applicationId') id: string, @Body() body: Fields) {
    const status = text(body.updated_status ?? body.status)
      .trim()
      .toLowerCase() as ApplicationStatus;
    if (!Object.values(ApplicationStatus).includes(status)) {
      throw new BadInputError(`updated_status must be one of ${Object.values(ApplicationStatus).join(', ')}`);
    }
    const application = await this.applicants.setStatus(user, id, status);
    return { success: true, message: RECRUITER_MESSAGES.statusUpdated, status: application.status };
  }

  /** A recruiter's document view of an applicant: marks a pending application seen. */
  @Auth(Role.RECRUITER)
  @Get('applications/:id/resume')
  async resume(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    await this.document(user, id, 'resume', res);
  }

  @Auth(Role.RECRUITER)
  @Get('applications/:id/cover-letter')
  async coverLetter(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    await this.document(user, id, 'cover-letter', res);
  }

  private async document(user: User, id: string, kind: DocumentKind, res: Response): Promise<void> {
    await sendFile(res, await this.applicants.openDocument(user, id, kind), 'private, no-store');
  }

  /** Only about the recruiter's own applicants. */
  @Auth(Role.RECRUITER)
  @Post('send/notification')
  @HttpCode(200)
  async notify(@CurrentUser() user: User, @Body() body: Fields) {
    const userId = text(body.user_Id ?? body.userId).trim();
    const title = text(body.title).trim();
    const message = text(body.body).trim();
    if (!title || !message) throw new BadInputError('title and body are required');
    if (title.length > NOTIFICATION_TITLE_MAX || message.length > NOTIFICATION_BODY_MAX) {
      throw new BadInputError(
        `title must be at most ${NOTIFICATION_TITLE_MAX} characters and body at most ${NOTIFICATION_BODY_MAX}`,
      );
    }
    if (!(await this.applicants.isMyApplicant(user, userId))) throw new NotFoundError('Applicant not found');
    const n = await this.notifications.create({ userId, title, body: message });
    await this.notifications.deliver(n);
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
