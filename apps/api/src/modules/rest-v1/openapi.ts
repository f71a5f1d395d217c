import { ErrorCode } from '@hireloop/schema';
import { INestApplication, RequestMethod, Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ROLES, SCOPE } from '../auth/auth.decorators';
import { IS_PUBLIC } from '../auth/public.decorator';
import { DataExportController } from '../data-export/data-export.controller';
import { DataExportModule } from '../data-export/data-export.module';
import { FilesController } from '../files/files.controller';
import { ProfilesModule } from '../profiles/profiles.module';
import { ResumeController } from '../profiles/resume/resume.controller';
import { FilesModule } from '../files/files.module';
import { ExportsController } from './exports.controller';
import { LegacyAdminController } from './admin.controller';
import { LegacyAuthController } from './auth.controller';
import { LegacyJobsController } from './jobs.controller';
import { LegacyRecruiterController } from './recruiter.controller';
import { RestV1Module } from './rest-v1.module';
import { LegacySeekerController } from './seeker.controller';

/** Where the document is served: Swagger UI and the raw OpenAPI 3 JSON. */
export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/v1/openapi.json';

/** Every controller serving `/api/v1`, with the tag its operations are listed under. */
export const REST_V1_CONTROLLERS: [Type<unknown>, string][] = [
  [LegacyAuthController, 'Accounts'],
  [LegacyJobsController, 'Jobs'],
  [LegacySeekerController, 'Job seekers'],
  [LegacyRecruiterController, 'Recruiters'],
  [LegacyAdminController, 'Administrators'],
  [FilesController, 'Files'],
  [ResumeController, 'Job seekers'],
  [DataExportController, 'Job seekers'],
  [ExportsController, 'Exports'],
];

type Schema = SchemaObject | ReferenceObject;

// ---------------------------------------------------------------------------------------------------
// Schema helpers
// ---------------------------------------------------------------------------------------------------

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const str = (description?: string, extra: SchemaObject = {}): SchemaObject => ({
  type: 'string',
  ...(description ? { description } : {}),
  ...extra,
});
const nullableStr = (description?: string): SchemaObject => str(description, { nullable: true });
const int = (description?: string): SchemaObject => ({
  type: 'integer',
  ...(description ? { description } : {}),
});
const num = (description?: string): SchemaObject => ({
  type: 'number',
  ...(description ? { description } : {}),
});
const bool = (description?: string): SchemaObject => ({
  type: 'boolean',
  ...(description ? { description } : {}),
});
const date = (description?: string): SchemaObject => str(description, { format: 'date-time' });
const arr = (items: Schema, description?: string): SchemaObject => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});
const obj = (
  properties: Record<string, Schema>,
  required: string[] = [],
  description?: string,
): SchemaObject => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  ...(description ? { description } : {}),
});
/** `{ success: true, message?, ...rest }`: every legacy success answer. */
const ok = (properties: Record<string, Schema> = {}, required: string[] = []): SchemaObject =>
  obj(
    {
      success: bool('Always `true` on success.'),
      message: str('A user-facing confirmation.'),
      ...properties,
    },
    ['success', ...required],
  );
const email = str('The e-mail address (legacy name).', { format: 'email', maxLength: 254 });

/** Shared shapes of the legacy JSON (the spec's field names). */
const SCHEMAS: Record<string, SchemaObject> = {
  LegacyError: obj(
    {
      success: { type: 'boolean', enum: [false], description: 'Always `false` on an error.' },
      message: str('What went wrong, in words a user can read.'),
      code: str('The machine-readable error code (see docs/api.md).', { enum: Object.values(ErrorCode) }),
    },
    ['success', 'message', 'code'],
    'Every REST error: the HTTP status tells the class, `code` the reason.',
  ),
  LegacyCompany: obj(
    {
      _id: str('Company id.'),
      user_Id: str('Id of the recruiter who owns the company.'),
      company_name: str('Company name.'),
      comp_desc: str('Description.'),
      description: str('Description (same as `comp_desc`).'),
      comp_industry: str('Industry.'),
      comp_location: str('Location.'),
      comp_size: str('Size band, e.g. `11-50`.'),
      comp_website: str('Website.'),
      comp_contact_no: str('Contact number.'),
      recruiter_portal_link: nullableStr('Link to the company’s own careers portal.'),
      comp_logo_color: str('Colour of the generated logo (same as `logo_color`).'),
      comp_logo_text: str('Letters of the generated logo (same as `logo_text`).'),
      logo_color: str('Colour of the generated logo.'),
      logo_text: str('Letters of the generated logo.'),
      hasLogo: bool('Whether an uploaded logo image exists.'),
      company_logo_img: nullableStr(
        'Always null: the logo is not inlined as bytes; fetch it from `company_logo_url` when `hasLogo`.',
      ),
      company_logo_url: nullableStr('Path of the logo image (`/api/v1/company/logo/{id}`), or null.'),
      createdAt: date('When the company was created.'),
    },
    ['_id', 'company_name'],
    'A company in the legacy shape.',
  ),
  LegacyJobApplication: obj(
    {
      _id: str('Application id (empty in per-company counts).'),
      applicant: str('Id of the applicant.'),
      status: str('Application status.'),
    },
    [],
    'An application as listed inside a job: only the caller’s own.',
  ),
  LegacyJob: obj(
    {
      _id: str('Job id.'),
      job_title: str('Title.'),
      job_desc: str('Description.'),
      requirements: arr(str(), 'Requirements, one per item.'),
      skills: arr(str(), 'Skills.'),
      salary: str('Salary as written by the recruiter.'),
      location: str('Location.'),
      job_type: str('Job type, e.g. `Full-time`.'),
      category: str('Category.'),
      positions: int('Open positions.'),
      shift: str('Shift, e.g. `Day`.'),
      logo_color: str('Logo colour (the job’s or its company’s).'),
      logo_text: str('Logo letters (the job’s or its company’s).'),
      job_status: str('Status (same as `status`).', {
        enum: ['active', 'inactive', 'draft', 'paused', 'closed', 'expired'],
      }),
      status: str('Status (same as `job_status`).'),
      valid_through: date(
        'When the job stops taking applications: a daily run then makes it `expired` (its recruiter is mailed three days before).',
      ),
      company: ref('LegacyCompany'),
      applications: arr(ref('LegacyJobApplication'), 'Only what the caller may see: their own application.'),
      createdAt: date('When the job was posted.'),
      updatedAt: date('When the job last changed.'),
    },
    ['_id', 'job_title', 'job_status', 'status', 'company'],
    'A job in the legacy shape.',
  ),
  LegacyUser: obj(
    {
      _id: str('User id.'),
      firstname: str('First name.'),
      middlename: str('Middle name (empty when none).'),
      lastname: str('Last name.'),
      name: str('First and last name.'),
      email_Id: str('E-mail address.'),
      contact_No: str('Contact number (empty when none).'),
      role: str('Role (`finder` is the job seeker).', { enum: ['finder', 'recruiter', 'admin'] }),
      plan: str('Recruiter plan.'),
      latitude: { type: 'number', nullable: true, description: 'Latitude, when known.' },
      longitude: { type: 'number', nullable: true, description: 'Longitude, when known.' },
      jobs_posted_count: int('Jobs posted (recruiters).'),
      profile: nullableStr('Profile id, when one exists.'),
      createdAt: date('When the account was created.'),
      updatedAt: date('When the account last changed.'),
    },
    ['_id', 'email_Id', 'role'],
    'A user in the legacy shape.',
  ),
  LegacyProfile: obj(
    {
      bio: str('About the seeker.'),
      skills: arr(str(), 'Skills.'),
      resume_Name: str('File name of the resume (empty when none).'),
      resume_File: nullableStr('Path of the resume (`/api/v1/files/{id}`).'),
      cover_Letter_Name: str('File name of the cover letter (empty when none).'),
      cover_Letter_File: nullableStr('Path of the cover letter.'),
      credit_Points: int('Credit points.'),
      jobExperiences: arr(
        obj({ company: str(), jobTitle: str(), duration: str(), description: str() }),
        'Work experience.',
      ),
      education: obj(
        {
          school: {
            ...obj({ schoolName: str(), grade: str(), percentage: str(), year: str() }),
            nullable: true,
          },
          college: arr(obj({ collegeName: str(), degree: str(), year: str(), cgpa: str() })),
        },
        [],
        'School and colleges.',
      ),
      updatedAt: date('When the profile last changed.'),
    },
    [],
    'A seeker profile in the legacy shape.',
  ),
  LegacyApplicant: obj(
    {
      _id: str('Application id.'),
      status: str('Application status.', {
        enum: ['pending', 'seen', 'reviewed', 'shortlisted', 'accept', 'reject', 'recruited', 'withdrawn'],
      }),
      createdAt: date(),
      updatedAt: date(),
      account_Deleted: bool(
        'The applicant deleted their account: the application is withdrawn, `firstname` is “Deleted account” and every other field of the person is empty.',
      ),
      applicant: obj({
        _id: str('Applicant (user) id; empty when the account was deleted.'),
        firstname: str(),
        middlename: str(),
        lastname: str(),
        email_Id: str(),
        contact_No: str(),
        profile: obj({
          bio: str(),
          skills: arr(str()),
          resume_File: nullableStr('Path of the resume for this application.'),
          resume_file: nullableStr('Same as `resume_File` (the spec reads both).'),
          resume_Name: nullableStr(),
          cover_Letter_File: nullableStr('Path of the cover letter for this application.'),
          cover_letter: nullableStr('Same as `cover_Letter_File` (the spec reads both).'),
          cover_Letter_Name: nullableStr(),
        }),
      }),
    },
    ['_id', 'status', 'applicant'],
    'An application to one of the recruiter’s jobs.',
  ),
  LegacyPerson: obj(
    { _id: str(), firstname: str(), lastname: str(), email_Id: str(), contact_No: str() },
    [],
    'A person as listed in administrator tables.',
  ),
};

// ---------------------------------------------------------------------------------------------------
// Request payloads
// ---------------------------------------------------------------------------------------------------

const EMAIL_FIELDS = {
  email_Id: email,
  email: str('Also accepted for `email_Id`.'),
  emailId: str('Also accepted for `email_Id`.'),
};
const ROLE_FIELD = str('`finder` or `job_seeker` (the same role) or `recruiter`.', {
  enum: ['finder', 'job_seeker', 'recruiter'],
});
const COMPANY_FORM = obj({
  company_name: str('Company name (also `name`).'),
  comp_desc: str('Description (also `description`).'),
  comp_industry: str('Industry (also `industry`).'),
  comp_location: str('Location (also `location`).'),
  comp_size: str('Size band (also `size`).'),
  comp_website: str('Website (also `website`).'),
  comp_contact_no: str('Contact number (also `contactNo`).'),
  recruiter_portal_link: str('Careers portal link.'),
  company_logo_img: str('Logo: PNG, JPEG or WebP, at most 5 MB.', { format: 'binary' }),
});
const JOB_BODY = obj(
  {
    job_title: str('Title.'),
    job_desc: str('Description.'),
    requirements: { oneOf: [arr(str()), str('One requirement per line.')] },
    skills: { oneOf: [arr(str()), str('Comma-separated.')] },
    salary: str(),
    location: str(),
    job_type: str('Default `Full-time`.'),
    category: str('Default `Other`.'),
    positions: { oneOf: [int(), str()], description: 'Open positions (default 1).' },
    shift: str('Default `Day`.'),
    job_status: str('Status (also `status`).', {
      enum: ['active', 'inactive', 'draft', 'paused', 'closed', 'expired'],
    }),
    status: str('Also accepted for `job_status`.'),
    valid_through: date(
      'Closing date: after now and at most 90 days away. Posting defaults to 30 days from now; an update keeps the current one.',
    ),
  },
  ['job_title'],
);

// ---------------------------------------------------------------------------------------------------
// The routes
// ---------------------------------------------------------------------------------------------------

interface RouteDoc {
  summary: string;
  description?: string;
  query?: ParameterObject[];
  /** Path parameter descriptions by name. */
  params?: Record<string, string>;
  json?: SchemaObject;
  multipart?: SchemaObject;
  /** The success answer: a JSON schema, or the media types of a file. */
  response: SchemaObject | { files: string[] };
  /** Error statuses besides 401/403, which follow from the access rule. */
  errors: number[];
  /** A public route that reads a bearer token when one is sent. */
  optionalAuth?: boolean;
}

const ROUTES: Record<string, RouteDoc> = {
  // Accounts
  'POST /api/v1/user/login': {
    summary: 'Sign in a job seeker or recruiter',
    json: obj({ ...EMAIL_FIELDS, password: str(), role: ROLE_FIELD }, ['email_Id', 'password']),
    response: ok(
      { token: str('JWT: send it as `Authorization: Bearer <token>`.'), user: ref('LegacyUser') },
      ['token', 'user'],
    ),
    errors: [400, 401, 403, 429],
  },
  'POST /api/v1/user/google/login': {
    summary: 'Sign in with a Google ID token',
    json: obj(
      {
        idToken: str('The Google ID token.'),
        credential: str('Also accepted for `idToken`.'),
        firstname: str(),
        lastname: str(),
        email: str(),
        role: ROLE_FIELD,
      },
      ['idToken'],
    ),
    response: ok({ token: str('JWT.'), user: ref('LegacyUser') }, ['token', 'user']),
    errors: [400, 401, 403, 429],
  },
  'POST /api/v1/user/register/verify/otp': {
    summary: 'Send a sign-up code',
    description: 'Step 1 of sign-up: mails a 6-digit code; `otp` is the reference to verify it with.',
    json: obj(
      {
        ...EMAIL_FIELDS,
        role: ROLE_FIELD,
        company_name: str(),
        companyName: str('Also accepted for `company_name`.'),
      },
      ['email_Id'],
    ),
    response: ok({ otp: str('The code’s reference (send it back as `value`).') }, ['otp']),
    errors: [400, 409, 429],
  },
  'POST /api/v1/user/register/verify': {
    summary: 'Resend the newest sign-up code of an e-mail',
    description:
      'The new code keeps the reference the first step answered (`user/register/verify/otp`); this answer does not repeat it.',
    json: obj(EMAIL_FIELDS, ['email_Id']),
    response: ok({}, []),
    errors: [400, 404, 429],
  },
  'POST /api/v1/verify/otp': {
    summary: 'Verify a sign-up or password-reset code',
    description:
      'Answers a `ticket` for the next step (`user/register` or `user/update/password`): single use, valid 10 minutes. ' +
      'It is also set as the cookie `hireloop_otp_ticket` (`HttpOnly; SameSite=Strict; Path=/api/v1`, `Secure` over https), ' +
      'which those two routes read when the body has no `ticket`. At most 5 tries per code.',
    json: obj(
      { otp: str('The 6-digit code.'), value: str('The reference answered when the code was sent.') },
      ['otp', 'value'],
    ),
    response: ok({ ticket: str('Single-use ticket for the next step, valid 10 minutes.') }, ['ticket']),
    errors: [400, 429],
  },
  'POST /api/v1/user/register': {
    summary: 'Create an account (after verifying the sign-up code)',
    description:
      'Needs the ticket of the verified sign-up code of this e-mail (`403` without it); the cookie is cleared once used.',
    json: obj(
      {
        ...EMAIL_FIELDS,
        firstname: str(),
        firstName: str('Also accepted for `firstname`.'),
        lastname: str(),
        lastName: str('Also accepted for `lastname`.'),
        password: str(),
        contact_No: str(),
        contactNo: str('Also accepted for `contact_No`.'),
        role: ROLE_FIELD,
        company_name: str('Recruiters: the first company.'),
        companyName: str('Also accepted for `company_name`.'),
        ticket: str(
          'The `ticket` answered by `POST /api/v1/verify/otp`; without it, the `hireloop_otp_ticket` cookie that call set.',
        ),
      },
      ['email_Id', 'password', 'firstname', 'lastname'],
    ),
    response: ok({ user: ref('LegacyUser') }, ['user']),
    errors: [400, 403, 409, 429],
  },
  'POST /api/v1/generate/otp': {
    summary: 'Send a password-reset code',
    description: 'The same answer whether or not the e-mail has an account.',
    json: obj(EMAIL_FIELDS, ['email_Id']),
    response: ok({ otp: str('The code’s reference.') }, ['otp']),
    errors: [400, 429],
  },
  'PATCH /api/v1/user/update/password': {
    summary: 'Set a new password (after verifying the reset code)',
    description:
      'Needs the ticket of the verified reset code of this e-mail (`403` without it); the cookie is cleared once used. ' +
      '20 tries per address per hour.',
    json: obj(
      {
        ...EMAIL_FIELDS,
        password: str(),
        role: str('Ignored.'),
        ticket: str(
          'The `ticket` answered by `POST /api/v1/verify/otp`; without it, the `hireloop_otp_ticket` cookie that call set.',
        ),
      },
      ['email_Id', 'password'],
    ),
    response: ok(),
    errors: [400, 403, 404, 429],
  },
  'POST /api/v1/admin/auth/login': {
    summary: 'Sign in an administrator',
    description:
      'With two-factor sign-in required (platform settings), answers no token but `twoFactorRequired: true` and `otp`, the reference of a code mailed to the administrator; `POST /api/v1/admin/auth/verify` then starts the session.',
    json: obj({ ...EMAIL_FIELDS, password: str() }, ['email_Id', 'password']),
    response: ok({
      token: str('JWT (without two-factor sign-in).'),
      admin: ref('LegacyUser'),
      twoFactorRequired: bool('true: a code was mailed; verify it at admin/auth/verify.'),
      otp: str('The mailed code’s reference (two-factor sign-in).'),
    }),
    errors: [400, 401, 403, 429],
  },
  'POST /api/v1/admin/auth/verify': {
    summary: 'Two-factor administrator sign-in, step 2',
    description:
      'The code mailed by admin/auth/login: valid 10 minutes, once, for the account that passed the password step; 5 wrong tries void it.',
    json: obj({ otp: str('The 6-digit code.'), value: str('The reference answered by admin/auth/login.') }, [
      'otp',
      'value',
    ]),
    response: ok({ token: str('JWT.'), admin: ref('LegacyUser') }, ['token', 'admin']),
    errors: [400, 403, 404, 429],
  },
  // Jobs
  'GET /api/v1/jobs': {
    summary: 'Every active job, newest first',
    description:
      'Streamed; a client that takes nothing for 30 s is cut off. At most 2 at once per client address (an IPv6 address by its /64; `429`) and 4 per API process (`503`), each with `Retry-After`; with all 4 taken, the listing whose client has taken nothing for longest, 5 s or more, is cut off for the new request. At most 30 started per client address in 10 minutes (`429`).',
    response: ok({ job: arr(ref('LegacyJob')) }, ['job']),
    errors: [429, 503, 500],
  },
  'GET /api/v1/jobs/query': {
    summary: 'Search jobs by keyword',
    description: 'Best matches first, at most 100; `404` when nothing matches.',
    query: [
      { name: 'keyword', in: 'query', required: false, schema: str(), description: 'Words to look for.' },
    ],
    response: ok(
      {
        jobs: arr(ref('LegacyJob')),
        total: int('Matches in all (not exact when `totalIsEstimate`).'),
        totalIsEstimate: bool(
          '`total` is not exact: a lower bound (`totalIsLowerBound`), or on a site with very many jobs an estimate to two significant figures, scaled from the matches of the newest days.',
        ),
        totalIsLowerBound: bool(
          'More jobs match than a search counts, or a phrase search stopped testing the jobs holding its words: `total` is how many were counted.',
        ),
      },
      ['jobs', 'total', 'totalIsEstimate', 'totalIsLowerBound'],
    ),
    errors: [404],
  },
  'GET /api/v1/job/{id}': {
    summary: 'One job',
    description: 'Signed in (optional bearer token), `applications` lists the caller’s own application.',
    params: { id: 'Job id.' },
    response: ok({ job: ref('LegacyJob') }, ['job']),
    errors: [404],
    optionalAuth: true,
  },
  // Seekers
  'GET /api/v1/bookmark/jobs': {
    summary: 'Bookmarked jobs',
    response: ok({ jobs: arr({ allOf: [ref('LegacyJob'), obj({ bookmarkedAt: date() })] }) }, ['jobs']),
    errors: [],
  },
  'POST /api/v1/bookmark/toggle': {
    summary: 'Bookmark or un-bookmark a job',
    json: obj(
      { job_Id: str('Job id.'), jobId: str('Also accepted for `job_Id`.'), job_id: str('Also accepted.') },
      ['job_Id'],
    ),
    response: ok({ bookmarked: bool('Whether the job is bookmarked now.') }, ['bookmarked']),
    errors: [400, 404, 409],
  },
  'GET /api/v1/apply/{jobId}': {
    summary: 'Apply to a job',
    description: 'A GET in the legacy client. Needs a complete profile.',
    params: { jobId: 'Job id.' },
    response: ok({ application: obj({ _id: str(), status: str() }) }, ['application']),
    errors: [403, 404, 409],
  },
  'GET /api/v1/user/applied-jobs': {
    summary: 'The seeker’s applications',
    response: ok(
      {
        applications: arr(
          obj({ _id: str(), status: str(), createdAt: date(), updatedAt: date(), job: ref('LegacyJob') }),
        ),
      },
      ['applications'],
    ),
    errors: [],
  },
  'GET /api/v1/profile': {
    summary: 'The seeker’s profile',
    response: ok(
      {
        user: ref('LegacyUser'),
        profile: { allOf: [ref('LegacyProfile')], nullable: true },
        profileImage: {
          type: 'string',
          nullable: true,
          description: 'Path of the profile photo (GET it without credentials); null without one.',
        },
      },
      ['user', 'profile'],
    ),
    errors: [],
  },
  'GET /api/v1/profile/resume-pdf': {
    summary: 'The seeker’s profile as a PDF resume',
    description:
      'Drawn from the profile on each request (A4, at most two pages: older positions summarised or left out, long text cut short), as a download named `{First-Last}-resume.pdf`. Nothing is stored; the `attachGeneratedResume` mutation makes it the profile’s resume. At most 30 resumes an hour per seeker.',
    response: { files: ['application/pdf'] },
    errors: [429],
  },
  'PATCH /api/v1/profile/update/new': {
    summary: 'Create or update the seeker’s profile',
    description: 'A multipart form; lists travel as JSON text. Files are checked by their bytes.',
    multipart: obj({
      firstname: str('Also `firstName`.'),
      middlename: str('Also `middleName`.'),
      lastname: str('Also `lastName`.'),
      contact_No: str('Also `contactNo`.'),
      bio: str(),
      skills: str('Comma-separated.'),
      jobExperiences: str('JSON list of `{ company, jobTitle, duration, description }`.'),
      education: str('JSON `{ school: {...}, college: [...] }`.'),
      resumeFile: str('Resume: a PDF of at most 10 MB.', { format: 'binary' }),
      coverLetterFile: str('Cover letter: a PDF of at most 10 MB.', { format: 'binary' }),
    }),
    response: ok(),
    errors: [400, 413, 415],
  },
  'POST /api/v1/api/preference-survey': {
    summary: 'Save the preference survey',
    json: obj({
      job_title: str('Also `jobTitle`.'),
      skills: { oneOf: [arr(str()), str('Comma-separated.')] },
      job_type: str('Also `jobType`.'),
      category: str(),
      location: str(),
      salary: str(),
      shift: str(),
    }),
    response: ok(
      {
        survey: obj({
          job_title: str(),
          skills: arr(str()),
          job_type: str(),
          category: str(),
          location: str(),
          salary: str(),
          shift: str(),
        }),
      },
      ['survey'],
    ),
    errors: [400],
  },
  'POST /api/v1/newsletter/subscribe': {
    summary: 'Subscribe to the newsletter',
    json: obj(
      { email: str('E-mail address.', { format: 'email' }), email_Id: str('Also accepted for `email`.') },
      ['email'],
    ),
    response: ok(),
    errors: [400],
  },
  'POST /api/v1/waitlist': {
    summary: 'Join the waitlist',
    json: obj(
      { email: str('E-mail address.', { format: 'email' }), email_Id: str('Also accepted for `email`.') },
      ['email'],
    ),
    response: ok(),
    errors: [400],
  },
  // Recruiters
  'GET /api/v1/company/profile/{id}': {
    summary: 'One of the recruiter’s companies',
    params: { id: 'Company id.' },
    response: ok({ company: ref('LegacyCompany'), data: obj({ company: ref('LegacyCompany') }) }, [
      'company',
    ]),
    errors: [404],
  },
  'GET /api/v1/company/all': {
    summary: 'The recruiter’s companies',
    response: ok({ companies: arr(ref('LegacyCompany')) }, ['companies']),
    errors: [],
  },
  'GET /api/v1/company/all/names': {
    summary: 'Names of the recruiter’s companies',
    response: ok({ companies: arr(obj({ _id: str(), company_name: str(), description: str() })) }, [
      'companies',
    ]),
    errors: [],
  },
  'POST /api/v1/company/create': {
    summary: 'Create a company',
    multipart: COMPANY_FORM,
    response: ok({ company: ref('LegacyCompany') }, ['company']),
    errors: [400, 409, 413, 415],
  },
  'PATCH /api/v1/company/update/{id}': {
    summary: 'Update a company',
    params: { id: 'Company id.' },
    multipart: COMPANY_FORM,
    response: ok({ company: ref('LegacyCompany') }, ['company']),
    errors: [400, 404, 409, 413, 415],
  },
  'DELETE /api/v1/company/delete/{id}': {
    summary: 'Delete a company',
    params: { id: 'Company id.' },
    response: ok(),
    errors: [404, 409],
  },
  'GET /api/v1/jobs/posted': {
    summary: 'The recruiter’s jobs',
    response: ok(
      {
        jobs: arr(ref('LegacyJob')),
        jobs_posted_count: int('Jobs counted against the plan.'),
        limit: { type: 'integer', nullable: true, description: 'The plan’s limit (null: none).' },
      },
      ['jobs'],
    ),
    errors: [],
  },
  'GET /api/v1/jobs/company/{id}': {
    summary: 'Jobs of one of the recruiter’s companies',
    description: '`applications` of each job has one empty entry per application (a count).',
    params: { id: 'Company id.' },
    response: ok(
      {
        jobs: arr(ref('LegacyJob')),
        stats: obj({ activeJobs: int(), totalApplicants: int(), totalPositions: int() }),
      },
      ['jobs'],
    ),
    errors: [404],
  },
  'POST /api/v1/job/create/{companyId}': {
    summary: 'Post a job',
    description: 'Counts against the plan’s posting limit (3 on basic): `403` when reached.',
    params: { companyId: 'Company id.' },
    json: JOB_BODY,
    response: ok({ job: ref('LegacyJob') }, ['job']),
    errors: [400, 404],
  },
  'PATCH /api/v1/job/update/{id}': {
    summary: 'Update a job',
    params: { id: 'Job id.' },
    json: JOB_BODY,
    response: ok({ job: ref('LegacyJob') }, ['job']),
    errors: [400, 404],
  },
  'PATCH /api/v1/job/extend/{id}': {
    summary: 'Extend a job by 30 days',
    description:
      'Moves the closing date 30 days later (from now when past; at most 90 days away). An expired job becomes active again, which counts against the plan’s posting limit: `403` when reached.',
    params: { id: 'Job id.' },
    response: ok({ job: ref('LegacyJob') }, ['job']),
    errors: [403, 404],
  },
  'GET /api/v1/{jobId}/applicants': {
    summary: 'Applicants of one of the recruiter’s jobs',
    params: { jobId: 'Job id.' },
    response: ok({ job: ref('LegacyJob'), applications: arr(ref('LegacyApplicant')) }, [
      'job',
      'applications',
    ]),
    errors: [404],
  },
  'PATCH /api/v1/applicant/{applicationId}/status': {
    summary: 'Set an application’s status',
    params: { applicationId: 'Application id.' },
    json: obj(
      {
        updated_status: str('New status.', {
          enum: ['pending', 'seen', 'accept', 'reject', 'recruited', 'reviewed', 'shortlisted'],
        }),
        status: str('Also accepted for `updated_status`.'),
      },
      ['updated_status'],
    ),
    response: ok({ status: str('The status now.') }, ['status']),
    errors: [400, 404],
  },
  'GET /api/v1/applications/{id}/resume': {
    summary: 'An applicant’s resume',
    description: 'Opening it marks a pending application seen.',
    params: { id: 'Application id.' },
    response: { files: ['application/pdf'] },
    errors: [404],
  },
  'GET /api/v1/applications/{id}/cover-letter': {
    summary: 'An applicant’s cover letter',
    description: 'Opening it marks a pending application seen.',
    params: { id: 'Application id.' },
    response: { files: ['application/pdf'] },
    errors: [404],
  },
  'POST /api/v1/send/notification': {
    summary: 'Notify one of the recruiter’s applicants',
    json: obj(
      {
        user_Id: str('The applicant (user) id.'),
        userId: str('Also accepted for `user_Id`.'),
        title: str(),
        body: str(),
      },
      ['user_Id', 'title', 'body'],
    ),
    response: ok(),
    errors: [400, 404],
  },
  'GET /api/v1/users/all': {
    summary: 'Candidates: seekers with a resume',
    response: ok(
      {
        users: arr(
          obj({
            _id: str(),
            firstname: str(),
            middlename: str(),
            lastname: str(),
            email_Id: str(),
            contact_No: str(),
            role: str(),
            updatedAt: date(),
            title: str('A title guessed from experience and skills.'),
            experience: str('Experience band.'),
            availability: str(),
            profile: obj({
              bio: str(),
              skills: arr(str()),
              resume_File: nullableStr('Readable only for the recruiter’s own applicants.'),
              cover_Letter_File: nullableStr(),
            }),
          }),
        ),
      },
      ['users'],
    ),
    errors: [],
  },
  'POST /api/v1/upgrade/request': {
    summary: 'Ask for a plan upgrade',
    json: obj({ plan: str('Default `premium`.', { enum: ['standard', 'premium'] }) }),
    response: ok({ request: obj({ _id: str(), status: str(), plan: str() }) }, ['request']),
    errors: [400, 409],
  },
  // Exports
  'GET /api/v1/recruiter/jobs/{id}/applicants.csv': {
    summary: 'Every applicant of one of my jobs, as CSV',
    description:
      'Newest first, with status, skills, resume name, the rating and every private note (author and time). ' +
      'UTF-8 with a byte-order mark, CRLF rows, a heading row; cells a spreadsheet would run as a formula ' +
      "(starting with `=`, `+`, `-`, `@`, tab or CR) get a leading `'`. Streamed; named " +
      '`applicants-{job-title}-{date}.csv`. `429` when too many exports run at once.',
    params: { id: 'Job id (one of yours; any job for an administrator).' },
    response: { files: ['text/csv'] },
    errors: [404, 429],
  },
  'GET /api/v1/recruiter/candidates.csv': {
    summary: 'The candidates search, as CSV',
    description:
      'The same candidates, order and filters as the candidates search, every one of them; contacts only ' +
      'for candidates who applied to you. Same format as the applicants export; named `candidates-{date}.csv`.',
    query: [
      {
        name: 'keyword',
        in: 'query',
        required: false,
        schema: str(),
        description: 'Words in names, titles and skills.',
      },
      {
        name: 'availability',
        in: 'query',
        required: false,
        schema: str(undefined, { enum: ['immediately', 'within_2_weeks', 'within_month', 'not_looking'] }),
        description: 'Only candidates with this availability.',
      },
    ],
    response: { files: ['text/csv'] },
    errors: [400, 429],
  },
  'GET /api/v1/admin/{table}.csv': {
    summary: 'An admin table, as CSV',
    description:
      'Every row of the table, searched and sorted as the table is (its sort keys). Same format as the ' +
      'applicants export; named `{table}-{date}.csv`.',
    params: { table: 'One of `jobs`, `companies`, `seekers`, `applications`.' },
    query: [
      { name: 'search', in: 'query', required: false, schema: str(), description: 'Words to look for.' },
      {
        name: 'sortBy',
        in: 'query',
        required: false,
        schema: str(),
        description: 'A sort key of the table.',
      },
      {
        name: 'sortDir',
        in: 'query',
        required: false,
        schema: str(undefined, { enum: ['asc', 'desc'] }),
        description: 'Default `desc`.',
      },
    ],
    response: { files: ['text/csv'] },
    errors: [400, 404, 429],
  },
  // Administrators
  'GET /api/v1/admin/dashboard/data': {
    summary: 'Dashboard figures',
    response: ok(
      {
        jobsSeeker: int('Job seekers (the spec’s name).'),
        activeJobs: int(),
        registeredCompanies: int(),
        applicationsToday: int(),
        dashboard: obj({}, [], 'Every figure of the GraphQL `AdminDashboard`.'),
      },
      ['jobsSeeker'],
    ),
    errors: [],
  },
  'GET /api/v1/admin/job/listing/data': {
    summary: 'Every job, newest first (streamed)',
    response: ok(
      {
        totalJobs: int(),
        activeJobs: int(),
        jobs: arr(
          obj({
            _id: str(),
            title: str(),
            job_title: str('Same as `title`.'),
            company: str(),
            company_name: str('Same as `company`.'),
            location: str(),
            job_location: str('Same as `location`.'),
            job_type: str(),
            employment_type: str('Same as `job_type`.'),
            salary: str(),
            salary_range: str('Same as `salary`.'),
            applications: arr(obj({}), 'One empty entry per application.'),
            job_status: str(),
            createdAt: date(),
            posted_date: date('Same as `createdAt`.'),
          }),
        ),
      },
      ['jobs'],
    ),
    errors: [],
  },
  'GET /api/v1/admin/recruiters/company/data': {
    summary: 'Every company with its recruiter, newest first (streamed)',
    response: ok(
      {
        registeredCompanies: int(),
        activeCompanies: int(),
        subscribers: int(),
        avgJobsPerCompany: num(),
        recruitersWithCompanies: arr(ref('LegacyAdminCompany')),
        companies: arr(ref('LegacyAdminCompany'), 'Same as `recruitersWithCompanies`.'),
      },
      ['companies'],
    ),
    errors: [],
  },
  'DELETE /api/v1/admin/recruiters/{id}': {
    summary: 'Remove a recruiter',
    description: 'By company id or recruiter id: the recruiter can no longer sign in.',
    params: { id: 'Company or recruiter id.' },
    response: ok(),
    errors: [404],
  },
  'GET /api/v1/admin/jobseekers/data': {
    summary: 'Every job seeker, newest first (streamed)',
    response: ok(
      {
        totalSeekers: int(),
        profileCreated: int(),
        userProfiles: arr(
          obj({
            _id: str(),
            user_Id: ref('LegacyPerson'),
            jobExperiences: arr(obj({ jobTitle: str() })),
            skills: arr(str()),
            education: obj({ college: arr(obj({ degree: str() })) }),
            credit_Points: int(),
            createdAt: date(),
          }),
        ),
      },
      ['userProfiles'],
    ),
    errors: [],
  },
  'GET /api/v1/admin/applicant/data': {
    summary: 'Every application, newest first (streamed)',
    response: ok(
      {
        totalApplicants: int(),
        inReviewApplicants: int(),
        recruiteeredApplicants: int('Recruited applicants (the spec’s name).'),
        seenApplicants: int(),
        rejectedApplicants: int(),
        allApplicantsDetails: arr(
          obj({
            _id: str(),
            applicant: ref('LegacyPerson'),
            job: obj({
              _id: str(),
              job_title: str(),
              location: str(),
              job_type: str(),
              category: str(),
              salary: str(),
            }),
            status: str(),
            createdAt: date(),
          }),
        ),
      },
      ['recruiteeredApplicants', 'allApplicantsDetails'],
    ),
    errors: [],
  },
  // Files
  'GET /api/v1/files/{id}': {
    summary: 'A resume or cover letter',
    description: 'For its owner, recruiters it was sent to, and administrators; anyone else gets `404`.',
    params: { id: 'File id.' },
    response: { files: ['application/pdf'] },
    errors: [404],
  },
  'GET /api/v1/data-exports/{id}/download': {
    summary: 'A zip of a job seeker’s own data export (the path is given as `downloadUrl` over GraphQL)',
    description:
      'Only for the seeker who asked for it (anyone else gets `404`). `409` while it is being prepared; `410` once it has expired (7 days after it was ready) or could not be prepared.',
    params: { id: 'Data export id, from `myDataExports`.' },
    response: { files: ['application/zip'] },
    errors: [404, 409, 410],
  },
  'GET /api/v1/company/logo/{id}': {
    summary: 'A company’s logo image',
    params: { id: 'Company id.' },
    response: { files: ['image/png', 'image/jpeg', 'image/webp'] },
    errors: [404],
  },
  'GET /api/v1/photos/{id}': {
    summary: 'A job seeker’s profile photo (the path is given as `profileImage`)',
    params: { id: 'Photo id, from the path in `profileImage`.' },
    response: { files: ['image/png', 'image/jpeg', 'image/webp'] },
    errors: [404],
  },
  'GET /api/v1/platform/logo/{id}': {
    summary: 'The platform logo (the path is given as `siteConfig.logoUrl` over GraphQL)',
    description: 'A new logo gets a new id: the image may be cached for good.',
    params: { id: 'Logo id, from the path in `siteConfig.logoUrl`.' },
    response: { files: ['image/png', 'image/jpeg', 'image/webp'] },
    errors: [404],
  },
  'GET /api/v1/images/{logoFileId}/{name}': {
    summary:
      'A company logo as a square WebP image (the paths are given as `Company.logoImage` over GraphQL)',
    description:
      'Named `64.webp`, `128.webp` or `256.webp`. A new logo gets new addresses: the image may be cached for good.',
    params: {
      logoFileId: 'The logo’s file id, from `Company.logoImage`.',
      name: '`64.webp`, `128.webp` or `256.webp`.',
    },
    response: { files: ['image/webp'] },
    errors: [404],
  },
};

SCHEMAS.LegacyAdminCompany = obj(
  {
    _id: str('Company id.'),
    company_name: str(),
    user_Id: ref('LegacyPerson'),
    comp_contact_no: str(),
    comp_industry: str(),
    comp_size: str(),
    comp_location: str(),
    comp_website: str(),
    subscription: str('The recruiter’s plan.'),
    createdAt: date(),
  },
  [],
  'A company as listed for administrators.',
);

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (`BAD_USER_INPUT`).',
  401: 'No or expired session, an unknown, revoked or expired API key, or wrong credentials (`UNAUTHENTICATED`).',
  403: 'Not allowed (`FORBIDDEN`, `PROFILE_REQUIRED`, `PROFILE_INCOMPLETE`).',
  404: 'Missing, or not yours (`NOT_FOUND`).',
  409: 'Conflicts with what exists (`CONFLICT`).',
  410: 'Existed but is gone for good, e.g. an expired data export (`GONE`).',
  413: 'A file is too large (`PAYLOAD_TOO_LARGE`).',
  415: 'A file is not of an accepted type, checked by its bytes (`UNSUPPORTED_MEDIA_TYPE`).',
  429: 'Too many attempts, or an API key over its rate limit; see `Retry-After` (`TOO_MANY_REQUESTS`).',
  500: 'Unexpected failure (`INTERNAL_SERVER_ERROR`).',
  503: 'Too busy, or the database does not answer; see `Retry-After` (`SERVICE_UNAVAILABLE`).',
};

// ---------------------------------------------------------------------------------------------------
// Building the document
// ---------------------------------------------------------------------------------------------------

interface RouteRule {
  tag: string;
  public: boolean;
  roles: string[];
  /** The scope an API key needs; none: keys are refused. */
  scope?: string;
  status: number;
}

const VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'];

/** Joins a controller and a handler path into the document's form (`/api/v1/job/{id}`). */
export function openApiPath(base: string, path: string): string {
  const joined = '/' + [base, path].filter((p) => p && p !== '/').join('/');
  return joined.replace(/\/+/g, '/').replace(/:(\w+)/g, '{$1}');
}

/** The access rule, tag and success status of every REST v1 route, read from the Nest metadata. */
function routeRules(): Map<string, RouteRule> {
  const rules = new Map<string, RouteRule>();
  for (const [controller, tag] of REST_V1_CONTROLLERS) {
    const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      const meta = <T>(key: string): T | undefined =>
        (Reflect.getMetadata(key, handler) as T | undefined) ??
        (Reflect.getMetadata(key, controller) as T | undefined);
      const verb = VERBS[method] ?? String(method);
      const status =
        (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
        (verb === 'POST' ? 201 : 200);
      rules.set(`${verb} ${openApiPath(base, path)}`, {
        tag,
        public: meta<boolean>(IS_PUBLIC) === true,
        roles: meta<string[]>(ROLES) ?? [],
        scope: meta<string>(SCOPE),
        status,
      });
    }
  }
  return rules;
}

const errorResponse = (status: number): ResponseObject => ({
  description: ERROR_TEXT[status] ?? `HTTP ${status}`,
  content: { 'application/json': { schema: ref('LegacyError') } },
});

function documentOperation(op: OperationObject, key: string, rule: RouteRule | undefined): void {
  const doc = ROUTES[key];
  if (rule) {
    op.tags = [rule.tag];
    if (!rule.public) op.security = rule.scope ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
  }
  if (!doc) return; // The e2e test lists every undocumented route.
  if (doc.optionalAuth) op.security = [{}, { bearer: [] }];
  op.summary = doc.summary;
  const who = !rule
    ? ''
    : rule.public
      ? 'Anyone.'
      : rule.roles.length
        ? `Roles: ${rule.roles.join(', ')}.`
        : 'Any signed-in user.';
  const keys =
    rule && !rule.public
      ? rule.scope
        ? `**API keys:** with the scope \`${rule.scope}\`.`
        : '**API keys:** refused (a signed-in session only).'
      : '';
  op.description = [doc.description, `**Who:** ${who}`, keys].filter(Boolean).join('\n\n');
  const pathParams = ((op.parameters ?? []) as ParameterObject[])
    .filter((p) => p.in === 'path')
    .map((p) => ({
      ...p,
      required: true,
      schema: str(),
      description: doc.params?.[p.name] ?? p.description,
    }));
  op.parameters = [...pathParams, ...(doc.query ?? [])];
  if (doc.json) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: doc.json } },
    } as RequestBodyObject;
  } else if (doc.multipart) {
    op.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: doc.multipart } },
    } as RequestBodyObject;
  } else {
    delete op.requestBody;
  }
  const success: ResponseObject =
    'files' in doc.response
      ? {
          description: 'The file, with its type, `Content-Disposition` and `ETag`.',
          content: Object.fromEntries(
            doc.response.files.map((type) => [type, { schema: str(undefined, { format: 'binary' }) }]),
          ),
        }
      : { description: 'Success.', content: { 'application/json': { schema: doc.response } } };
  const errors = new Set(doc.errors);
  if (rule && !rule.public) {
    errors.add(401);
    if (rule.roles.length) errors.add(403);
    if (rule.scope) errors.add(403).add(429);
  }
  op.responses = {
    [String(rule?.status ?? 200)]: success,
    ...Object.fromEntries([...errors].sort().map((s) => [String(s), errorResponse(s)])),
  };
}

/** The OpenAPI 3 document of the REST v1 layer (GraphQL is described by its schema). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hireloop REST v1')
    .setDescription(
      'The legacy REST layer at `/api/v1`, with the legacy field names. Errors answer ' +
        '`{ success: false, message, code }` with the matching HTTP status. GraphQL (`/graphql`) is ' +
        'described by its schema; see docs/api.md.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'hl_<prefix>_<secret>',
        description:
          'An API key of a recruiter or administrator, on the routes that name its scope; at most ' +
          'API_KEY_RATE_LIMIT_PER_MINUTE (600) requests a minute per key, reported in RateLimit-* headers.',
      },
      'apiKey',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    include: [RestV1Module, FilesModule, ProfilesModule, DataExportModule],
    operationIdFactory: (controller, method) => `${controller.replace(/^Legacy|Controller$/g, '')}_${method}`,
  });
  const rules = routeRules();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const verb of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[verb];
      if (op)
        documentOperation(op, `${verb.toUpperCase()} ${path}`, rules.get(`${verb.toUpperCase()} ${path}`));
    }
  }
  document.components = { ...document.components, schemas: { ...SCHEMAS } };
  document.tags = [...new Set(REST_V1_CONTROLLERS.map(([, name]) => name))].map((name) => ({ name }));
  return document;
}

/** Serves Swagger UI at `/api/docs` and the document at `/api/v1/openapi.json`. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Hireloop REST v1',
  });
}
