import { Role } from '@hireloop/schema';
import { Controller, Delete, Get, Param } from '@nestjs/common';
import { AdminService } from '../admin/admin.service';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';

const ALL = { page: 1, pageSize: 100 };

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

  @Get('job/listing/data')
  async jobs() {
    const t = await this.admin.jobs(ALL);
    return {
      success: true,
      message: 'Job listings loaded successfully',
      totalJobs: t.summary.totalJobs,
      activeJobs: t.summary.activeJobs,
      jobs: t.items.map((j: Record<string, unknown>) => ({
        _id: j.id,
        title: j.title,
        job_title: j.title,
        company: j.company,
        company_name: j.company,
        location: j.location,
        job_location: j.location,
        job_type: j.jobType,
        employment_type: j.jobType,
        salary: j.salary,
        salary_range: j.salary,
        applications: Array.from({ length: Number(j.applications) }, () => ({})),
        job_status: j.status,
        createdAt: j.createdAt,
        posted_date: j.createdAt,
      })),
    };
  }

  @Get('recruiters/company/data')
  async companies() {
    const t = await this.admin.companies(ALL);
    const companies = t.items.map((c: Record<string, unknown>) => ({
      _id: c.id,
      company_name: c.company,
      user_Id: {
        _id: c.recruiterId,
        firstname: String(c.contact).split(' ')[0],
        lastname: String(c.contact).split(' ').slice(1).join(' '),
        email_Id: c.email,
        contact_No: c.recruiterPhone,
      },
      comp_contact_no: c.phone,
      comp_industry: c.industry,
      comp_size: c.size,
      comp_location: c.location,
      comp_website: c.website,
      subscription: c.subscription,
      createdAt: c.createdAt,
    }));
    return {
      success: true,
      message: 'Recruiters data loaded successfully',
      registeredCompanies: t.summary.registeredCompanies,
      activeCompanies: t.summary.activeCompanies,
      subscribers: t.summary.premiumSubscribers,
      avgJobsPerCompany: t.summary.avgJobsPerCompany,
      recruitersWithCompanies: companies,
      companies,
    };
  }

  /** The spec's delete: by company id (or recruiter id) it removes the recruiter, who can no longer log in. */
  @Delete('recruiters/:id')
  async deleteRecruiter(@CurrentUser() admin: User, @Param('id') id: string) {
    const { label } = await this.admin.deleteRecruiter(admin, id);
    return { success: true, message: `${label} has been removed` };
  }

  @Get('jobseekers/data')
  async seekers() {
    const t = await this.admin.seekers(ALL);
    return {
      success: true,
      message: 'Job seekers data loaded successfully',
      totalSeekers: t.summary.totalSeekers,
      profileCreated: t.summary.profilesCreated,
      userProfiles: t.items.map((s: Record<string, unknown>) => ({
        _id: s.id,
        user_Id: {
          _id: s.id,
          firstname: String(s.name).split(' ')[0],
          lastname: String(s.name).split(' ').slice(1).join(' '),
          email_Id: s.email,
          contact_No: s.phone,
        },
        jobExperiences: s.latestTitle ? [{ jobTitle: s.latestTitle }] : [],
        skills: s.skills,
        education: { college: s.education ? [{ degree: s.education }] : [] },
        credit_Points: s.credits,
        createdAt: s.createdAt,
      })),
    };
  }

  @Get('applicant/data')
  async applications() {
    const t = await this.admin.applications(ALL);
    return {
      success: true,
      message: 'Applications data loaded successfully',
      totalApplicants: t.summary.totalApplicants,
      inReviewApplicants: t.summary.inReview,
      recruiteeredApplicants: t.summary.recruited,
      seenApplicants: t.summary.seen,
      rejectedApplicants: t.summary.rejected,
      allApplicantsDetails: t.items.map((a: Record<string, unknown>) => ({
        _id: a.id,
        applicant: {
          firstname: String(a.applicant).split(' ')[0],
          lastname: String(a.applicant).split(' ').slice(1).join(' '),
          email_Id: a.email,
          contact_No: a.phone,
        },
        job: {
          _id: a.jobId,
          job_title: a.job,
          location: a.location,
          job_type: a.jobType,
          category: a.category,
          salary: a.salary,
        },
        status: a.status,
        createdAt: a.createdAt,
      })),
    };
  }
}
