import { DELETED_ACCOUNT_LABEL, Role } from '@hireloop/schema';
import { Applicant } from '../applications/applicant.model';
import type { AdminRow } from '../admin/admin.service';
import { toCandidate } from '../applications/candidate.model';
import { CandidateRow } from '../applications/candidates.service';
import { Company } from '../companies/company.entity';
import { companyLogoUrl } from '../companies/companies.service';
import { Job } from '../jobs/job.entity';
import { SeekerProfile } from '../profiles/dto/profile.types';
import { User } from '../users/user.entity';

/**
 * Who reads an answer: the company's owner (or an administrator) sees its contact number and owner
 * account; anyone else (job lists, a job's page, bookmarks) gets them empty, as in GraphQL.
 */
export type LegacyAudience = 'owner' | 'public';

/**
 * The spec's legacy JSON shape of a company (`_id`, `company_name`, `comp_desc`, ...). The logo is never
 * inlined: `company_logo_img` is null and `company_logo_url` (with `hasLogo`) names the image, which the
 * browser fetches once and caches; a byte array in JSON would weigh about four times the image in every
 * answer that names the company.
 */
export function toLegacyCompany(company: Company, audience: LegacyAudience = 'owner') {
  const hasLogo = company.logoFileId !== null;
  return {
    _id: company.id,
    user_Id: audience === 'owner' ? company.ownerId : '',
    company_name: company.name,
    comp_desc: company.description,
    description: company.description,
    comp_industry: company.industry,
    comp_location: company.location,
    comp_size: company.size,
    comp_website: company.website,
    comp_contact_no: audience === 'owner' ? company.contactNo : '',
    recruiter_portal_link: company.recruiterPortalLink,
    comp_logo_color: company.logoColor,
    comp_logo_text: company.logoText,
    logo_color: company.logoColor,
    logo_text: company.logoText,
    hasLogo,
    company_logo_img: null,
    company_logo_url: companyLogoUrl(company),
    createdAt: company.createdAt,
  };
}

/**
 * The spec's legacy JSON shape of a job. `job_status` and `status` carry the same value (the spec reads
 * both). `applications` lists only what the caller may see: never other people's applications.
 */
export function toLegacyJob(
  job: Job,
  applications: { _id: string; applicant: string; status: string }[] = [],
  audience: LegacyAudience = 'public',
) {
  return {
    _id: job.id,
    job_title: job.title,
    job_desc: job.description,
    requirements: job.requirements,
    skills: job.skills,
    salary: job.salary,
    location: job.location,
    job_type: job.jobType,
    category: job.category,
    positions: job.positions,
    shift: job.shift,
    logo_color: job.logoColor ?? job.company.logoColor,
    logo_text: job.logoText ?? job.company.logoText,
    job_status: job.status,
    status: job.status,
    valid_through: job.validThrough,
    company: toLegacyCompany(job.company, audience),
    applications,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

/** The spec's legacy JSON shape of a user (`_id`, `firstname`, `email_Id`, `contact_No`, ...). */
export function toLegacyUser(
  user: User,
  extras: { jobsPostedCount?: number; profileId?: string | null } = {},
) {
  return {
    _id: user.id,
    firstname: user.firstName,
    middlename: user.middleName ?? '',
    lastname: user.lastName,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email_Id: user.email,
    contact_No: user.contactNo ?? '',
    // The legacy clients' name of the job seeker role is `finder`.
    role: user.role === Role.JOB_SEEKER ? 'finder' : user.role,
    plan: user.plan,
    latitude: user.latitude,
    longitude: user.longitude,
    jobs_posted_count: extras.jobsPostedCount ?? 0,
    profile: extras.profileId ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** A row of the admin jobs table in the legacy shape. */
export function legacyAdminJob(j: AdminRow<'jobs'>) {
  return {
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
  };
}

/** First word and the rest of a full name, as the legacy `firstname` / `lastname`. */
function nameParts(name: unknown) {
  const [firstname, ...rest] = String(name ?? '').split(' ');
  return { firstname, lastname: rest.join(' ') };
}

/** A row of the admin companies table in the legacy shape, with its recruiter as `user_Id`. */
export function legacyAdminCompany(c: AdminRow<'companies'>) {
  return {
    _id: c.id,
    company_name: c.company,
    user_Id: { _id: c.recruiterId, ...nameParts(c.contact), email_Id: c.email, contact_No: c.recruiterPhone },
    comp_contact_no: c.phone,
    comp_industry: c.industry,
    comp_size: c.size,
    comp_location: c.location,
    comp_website: c.website,
    subscription: c.subscription,
    createdAt: c.createdAt,
  };
}

/** A row of the admin seekers table in the legacy profile shape. */
export function legacyAdminSeeker(s: AdminRow<'seekers'>) {
  return {
    _id: s.id,
    user_Id: { _id: s.id, ...nameParts(s.name), email_Id: s.email, contact_No: s.phone },
    jobExperiences: s.latestTitle ? [{ jobTitle: s.latestTitle }] : [],
    skills: s.skills,
    education: { college: s.education ? [{ degree: s.education }] : [] },
    credit_Points: s.credits,
    createdAt: s.createdAt,
  };
}

/** A row of the admin applications table in the legacy shape. */
export function legacyAdminApplication(a: AdminRow<'applications'>) {
  return {
    _id: a.id,
    applicant: { ...nameParts(a.applicant), email_Id: a.email, contact_No: a.phone },
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
  };
}

/** A candidate in the legacy `users/all` shape; contacts are empty and documents null unless shared. */
export function legacyCandidate(r: CandidateRow) {
  const c = toCandidate(r);
  return {
    _id: c.id,
    firstname: r.first_name,
    middlename: r.middle_name ?? '',
    lastname: r.last_name,
    email_Id: c.email ?? '',
    contact_No: c.contactNo ?? '',
    // The legacy client keeps the users whose role is `finder`, its name for job seekers.
    role: 'finder',
    updatedAt: c.updatedAt,
    title: c.title,
    experience: c.experience,
    availability: c.availability,
    profile: {
      bio: c.bio,
      skills: c.skills,
      resume_File: c.resumeUrl,
      cover_Letter_File: c.coverLetterUrl,
    },
  };
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

/**
 * An application to a recruiter's job in the legacy shape, with both spellings of the documents. An
 * application of a deleted account keeps the shape with the deleted-account label as the first name and
 * every other field of the person empty.
 */
export function legacyApplicant(a: Applicant) {
  const person = a.applicant;
  return {
    _id: a.id,
    status: a.status,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    account_Deleted: a.accountDeleted,
    applicant: {
      _id: person?.id ?? '',
      firstname: person ? person.firstName : DELETED_ACCOUNT_LABEL,
      middlename: person?.middleName ?? '',
      lastname: person?.lastName ?? '',
      email_Id: person?.email ?? '',
      contact_No: person?.contactNo ?? '',
      profile: {
        bio: person?.bio ?? '',
        skills: person?.skills ?? [],
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
