import { statusForApplicant } from '../applications/applications.service';
import { ALERT_MESSAGES, Role, SEEKER_MESSAGES } from '@hireloop/schema';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { BadInputError } from '../../common/errors';
import { LEGACY_LIST_LIMIT } from '../../common/paging';
import { ApplicationsService } from '../applications/applications.service';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { BookmarksService } from '../bookmarks/bookmarks.service';
import { MarketingService } from '../marketing/marketing.service';
import { ProfilesService } from '../profiles/profiles.service';
import { SurveysService } from '../surveys/surveys.service';
import { User } from '../users/user.entity';
import { toLegacyJob, toLegacyProfile, toLegacyUser } from './legacy.mappers';
import { PdfUploadInterceptor, ReceivedUpload } from './upload.interceptor';
import { Fields, text } from './dto/fields';
import { legacyProfileInput } from './dto/profile.dto';
import { legacySurveyInput } from './dto/survey.dto';

/** The legacy seeker paths: bookmarks, apply, applied jobs, profile, survey, newsletter and waitlist. */
@Controller('api/v1')
export class LegacySeekerController {
  constructor(
    private readonly bookmarks: BookmarksService,
    private readonly applications: ApplicationsService,
    private readonly profiles: ProfilesService,
    private readonly surveys: SurveysService,
    private readonly marketing: MarketingService,
  ) {}

  @Auth(Role.JOB_SEEKER)
  @Get('bookmark/jobs')
  async bookmarked(@CurrentUser() user: User) {
    const { items } = await this.bookmarks.list(user.id, {}, 1, LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT);
    return { success: true, jobs: items.map((s) => ({ ...toLegacyJob(s.job), bookmarkedAt: s.savedAt })) };
  }

  @Auth(Role.JOB_SEEKER)
  @Post('bookmark/toggle')
  @HttpCode(200)
  async toggle(@CurrentUser() user: User, @Body() body: Fields) {
    const jobId = text(body.job_Id ?? body.jobId ?? body.job_id).trim();
    if (!jobId) throw new BadInputError('job_Id is required');
    const bookmarked = await this.bookmarks.toggle(user.id, jobId);
    return {
      success: true,
      bookmarked,
      message: bookmarked ? SEEKER_MESSAGES.bookmarkAdded : SEEKER_MESSAGES.bookmarkRemoved,
    };
  }

  /** Applying is a GET in the legacy client. */
  @Auth(Role.JOB_SEEKER)
  @Get('apply/:jobId')
  async apply(@CurrentUser() user: User, @Param('jobId') jobId: string) {
    const application = await this.applications.apply(user, jobId, [], { legacy: true });
    return {
      success: true,
      message: SEEKER_MESSAGES.applied,
      application: { _id: application.id, status: statusForApplicant(application) },
    };
  }

  @Auth(Role.JOB_SEEKER)
  @Get('user/applied-jobs')
  async applied(@CurrentUser() user: User) {
    const { items } = await this.applications.mine(user, null, 1, LEGACY_LIST_LIMIT, LEGACY_LIST_LIMIT);
    return {
      success: true,
      applications: items.map((a) => ({
        _id: a.id,
        status: statusForApplicant(a),
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
        job: toLegacyJob(a.job!),
      })),
    };
  }

  @Auth(Role.JOB_SEEKER)
  @Get('profile')
  async profile(@CurrentUser() user: User) {
    const view = await this.profiles.view(user);
    return {
      success: true,
      message: view.exists ? 'Profile fetched successfully' : 'No profile yet',
      user: toLegacyUser(user),
      profile: view.exists ? toLegacyProfile(view) : null,
      profileImage: view.photoUrl,
    };
  }

  /** The setup form: multipart with the names, the profile fields (JSON for lists) and two PDFs. */
  @Auth(Role.JOB_SEEKER)
  @Patch('profile/update/new')
  @UseInterceptors(PdfUploadInterceptor)
  async updateProfile(@CurrentUser() user: User, @Req() req: Request) {
    const body = (req.body ?? {}) as Fields;
    const files = (req.files ?? {}) as Record<string, (Express.Multer.File & ReceivedUpload)[] | undefined>;
    const input = await legacyProfileInput(body);
    const file = (name: string) => {
      const f = files[name]?.[0];
      return f ? { id: f.fileId } : null;
    };
    await this.profiles.update(user, input, {
      resume: file('resumeFile'),
      coverLetter: file('coverLetterFile'),
    });
    return { success: true, message: SEEKER_MESSAGES.profileUpdated };
  }

  /** The survey (the spec's path is /api/preference-survey under the v1 base). */
  @Auth(Role.JOB_SEEKER)
  @Post('api/preference-survey')
  @HttpCode(200)
  async survey(@CurrentUser() user: User, @Body() body: Fields) {
    const saved = await this.surveys.save(user.id, await legacySurveyInput(body));
    return {
      success: true,
      message: SEEKER_MESSAGES.surveySaved,
      survey: {
        job_title: saved.jobTitle,
        skills: saved.skills,
        job_type: saved.jobType,
        category: saved.category,
        location: saved.location,
        salary: saved.salary,
        shift: saved.shift,
      },
    };
  }

  @Public()
  @Post('newsletter/subscribe')
  @HttpCode(200)
  async newsletter(@Body() body: Fields, @Req() req: Request) {
    await this.marketing.subscribeNewsletter(text(body.email ?? body.email_Id), req.ip ?? 'unknown');
    return { success: true, message: ALERT_MESSAGES.confirmationSent };
  }

  @Public()
  @Post('waitlist')
  @HttpCode(200)
  async waitlist(@Body() body: Fields, @Req() req: Request) {
    await this.marketing.joinWaitlist(text(body.email ?? body.email_Id), req.ip ?? 'unknown');
    return { success: true, message: 'Email Recorded Successfully!' };
  }
}
