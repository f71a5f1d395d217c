import { ApplicationStatus, Role, salaryBandOf, SEEKER_MESSAGES, splitSkills } from '@hireloop/schema';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { BadInputError } from '../../common/errors';
import { LEGACY_LIST_LIMIT } from '../../common/paging';
import { validated } from '../../common/validated';
import { ApplicationsService } from '../applications/applications.service';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { BookmarksService } from '../bookmarks/bookmarks.service';
import { MarketingService } from '../marketing/marketing.service';
import { ProfileInput, SeekerProfile } from '../profiles/dto/profile.types';
import { ProfilesService } from '../profiles/profiles.service';
import { SurveysService } from '../surveys/surveys.service';
import { User } from '../users/user.entity';
import { toLegacyJob, toLegacyUser } from './legacy.mappers';
import { PdfUploadInterceptor } from './upload.interceptor';
import { Fields, text } from './dto/fields';

function parseJson<T>(value: unknown, fallback: T, field: string): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw new BadInputError(`${field} must be valid JSON`);
  }
}

/** The spec's server shape of a profile. */
export function toLegacyProfile(p: SeekerProfile) {
  return {
    bio: p.bio,
    skills: p.skills,
    resume_Name: p.resume?.name ?? '',
    resume_File: p.resume?.url ?? null,
    cover_Letter_Name: p.coverLetter?.name ?? '',
    cover_Letter_File: p.coverLetter?.url ?? null,
    credit_Points: p.creditPoints,
    jobExperiences: p.experiences,
    education: { school: p.school, college: p.colleges },
    updatedAt: p.updatedAt,
  };
}

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
    const application = await this.applications.apply(user, jobId);
    return {
      success: true,
      message: SEEKER_MESSAGES.applied,
      application: { _id: application.id, status: application.status },
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
        status: a.status as ApplicationStatus,
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
    const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
    const experiences = parseJson<Fields[]>(body.jobExperiences, [], 'jobExperiences');
    const education = parseJson<{ school?: Fields; college?: Fields[] }>(body.education, {}, 'education');
    if (
      !Array.isArray(experiences) ||
      (education.college !== undefined && !Array.isArray(education.college))
    ) {
      throw new BadInputError('jobExperiences and education.college must be lists');
    }
    // The same input class and checks as GraphQL's updateProfile: nothing is cut to fit.
    const input = await validated(ProfileInput, {
      firstName: text(body.firstname ?? body.firstName),
      middleName: text(body.middlename ?? body.middleName) || null,
      lastName: text(body.lastname ?? body.lastName),
      contactNo: text(body.contact_No ?? body.contactNo) || null,
      bio: text(body.bio),
      skills: splitSkills(Array.isArray(body.skills) ? (body.skills as string[]) : text(body.skills)),
      experiences: experiences.map((e) => ({
        company: text(e.company),
        jobTitle: text(e.jobTitle ?? e.position),
        duration: text(e.duration),
        description: text(e.description),
      })),
      school: education.school
        ? {
            schoolName: text(education.school.schoolName ?? education.school.name),
            grade: text(education.school.grade),
            percentage: text(education.school.percentage),
            year: text(education.school.year),
          }
        : null,
      colleges: (education.college ?? []).map((c) => ({
        collegeName: text(c.collegeName ?? c.name),
        degree: text(c.degree),
        year: text(c.year),
        cgpa: text(c.cgpa ?? c.gpa),
      })),
      removeResume: false,
      removeCoverLetter: false,
    });
    const file = (name: string) => {
      const f = files[name]?.[0];
      return f ? { originalName: f.originalname, buffer: f.buffer } : null;
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
    const skills = Array.isArray(body.skills) ? (body.skills as unknown[]).map(text) : text(body.skills);
    const saved = await this.surveys.save(user.id, {
      jobTitle: text(body.job_title ?? body.jobTitle),
      skills: splitSkills(skills),
      jobType: text(body.job_type ?? body.jobType),
      category: text(body.category),
      location: text(body.location),
      // The legacy client's dollar bands stand for the rupee bands in the same place.
      salary: salaryBandOf(text(body.salary)),
      shift: text(body.shift),
    });
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
    return { success: true, message: 'You will receive the latest job updates in your inbox.' };
  }

  @Public()
  @Post('waitlist')
  @HttpCode(200)
  async waitlist(@Body() body: Fields, @Req() req: Request) {
    await this.marketing.joinWaitlist(text(body.email ?? body.email_Id), req.ip ?? 'unknown');
    return { success: true, message: 'Email Recorded Successfully!' };
  }
}
