import { randomUUID } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPES,
  ApiKeyAccess,
  type ApiKeyScope,
  ApplicationStatus,
  dateToIstLocal,
  Role,
} from '@hireloop/schema';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  GraphQLInputType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isLeafType,
} from 'graphql';
import { Application } from '../src/modules/applications/application.entity';
import { ApiKeysService } from '../src/modules/api-keys/api-keys.service';
import { LOGIN_REQUIRED, NO_PERMISSION, SESSION_EXPIRED } from '../src/modules/auth/access.guard';
import { Profile } from '../src/modules/profiles/profile.entity';
import { createCompany } from './factories/company.factory';
import { createJob, JOB_INPUT } from './factories/job.factory';
import { pdfBytes } from './support/pdf';
import { appRoutes, RouteInfo } from './support/routes';
import { renewSession, Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';
import { createStoredFile } from './factories/file.factory';

type Who = 'anonymous' | 'seeker' | 'recruiter' | 'admin';
/**
 * Things of one recruiter (company, job, applicant's application, private note on it) and one seeker
 * (resume, notification).
 */
type Owned = 'company' | 'job' | 'application' | 'file' | 'notification' | 'note';

interface Rule {
  /** Who gets past the access check (with ids of nothing, so nothing changes). */
  allow: readonly Who[];
  /** With the id of another user's thing of this kind, a recruiter who does not own it is refused. */
  owned?: Owned;
  /** GraphQL variables or REST body of the ownership check, valid so that only ownership can refuse it. */
  vars?: (ids: Record<Owned, string>) => Record<string, unknown>;
  /** The route ends the caller's sessions: the matrix signs the caller in again afterwards. */
  endsSessions?: true;
  /** The route replaces the caller's resume: the matrix calls it as a seeker of its own, keeping the owned file. */
  replacesResume?: true;
  /** The scope an API key needs here; without one, keys are refused (a signed-in session only). */
  scope?: ApiKeyScope;
}

/** The guard's refusals: anything else (wrong password, bad input, not found) got past the access check. */
const REFUSALS: Record<string, 'unauthenticated' | 'forbidden'> = {
  [LOGIN_REQUIRED]: 'unauthenticated',
  [SESSION_EXPIRED]: 'unauthenticated',
  [NO_PERMISSION]: 'forbidden',
  [API_KEY_MESSAGES.invalid]: 'unauthenticated',
  [API_KEY_MESSAGES.noScopeDeclared]: 'forbidden',
  [API_KEY_MESSAGES.readOnly]: 'forbidden',
  ...Object.fromEntries(API_KEY_SCOPES.map((scope) => [API_KEY_MESSAGES.missingScope(scope), 'forbidden'])),
};

const ANYONE = ['anonymous', 'seeker', 'recruiter', 'admin'] as const;
const SIGNED_IN = ['seeker', 'recruiter', 'admin'] as const;
const SEEKER = ['seeker'] as const;
const RECRUITER = ['recruiter'] as const;
const ADMIN = ['admin'] as const;
const RECRUITER_OR_ADMIN = ['recruiter', 'admin'] as const;
const SEEKER_OR_RECRUITER = ['seeker', 'recruiter'] as const;

const COMPANY_INPUT = {
  name: 'Matrix Labs',
  description: 'Testing who may do what.',
  industry: 'Information Technology',
  location: 'Pune, Maharashtra',
  size: '51-100',
  website: 'matrixlabs.in',
  contactNo: '+91-2012345678',
};
const LEGACY_COMPANY = {
  company_name: 'Matrix Labs',
  comp_desc: 'Testing who may do what.',
  comp_industry: 'Information Technology',
  comp_location: 'Pune, Maharashtra',
  comp_size: '51-100',
  comp_website: 'matrixlabs.in',
  comp_contact_no: '+91-2012345678',
};
const LEGACY_JOB = {
  job_title: 'Matrix Engineer',
  job_desc: 'Checks every door.',
  requirements: ['Patience'],
  skills: 'Testing',
  salary: '₹6,00,000 - ₹9,00,000 per annum',
  location: 'Pune, Maharashtra',
  job_type: 'Full-time',
  category: 'Technology',
  positions: 1,
  shift: 'Day',
};
/**
 * The declared table: who may call what. Written by hand, on purpose: the test below calls every route
 * as each kind of caller and compares what happens with this table, and a route missing here fails.
 */
const DECLARED: Record<string, Rule> = {
  // REST v1, public
  'GET /api/v1/company/logo/:id': { allow: ANYONE },
  'GET /api/v1/photos/:id': { allow: ANYONE },
  'GET /api/v1/platform/logo/:id': { allow: ANYONE },
  'GET /api/v1/images/:logoFileId/:name': { allow: ANYONE },
  'GET /api/v1/job/:id': { allow: ANYONE },
  'GET /api/v1/jobs': { allow: ANYONE },
  'GET /api/v1/jobs/query': { allow: ANYONE },
  'PATCH /api/v1/user/update/password': { allow: ANYONE },
  'POST /api/v1/admin/auth/login': { allow: ANYONE },
  'POST /api/v1/admin/auth/verify': { allow: ANYONE },
  'POST /api/v1/generate/otp': { allow: ANYONE },
  'POST /api/v1/newsletter/subscribe': { allow: ANYONE },
  'POST /api/v1/user/google/login': { allow: ANYONE },
  'POST /api/v1/user/login': { allow: ANYONE },
  'POST /api/v1/user/register': { allow: ANYONE },
  'POST /api/v1/user/register/verify': { allow: ANYONE },
  'POST /api/v1/user/register/verify/otp': { allow: ANYONE },
  'POST /api/v1/verify/otp': { allow: ANYONE },
  'POST /api/v1/waitlist': { allow: ANYONE },
  'GET /health': { allow: ANYONE },
  'GET /health/live': { allow: ANYONE },
  'GET /health/ready': { allow: ANYONE },
  'GET /metrics': { allow: ANYONE },
  // Crawlers and feed readers
  'GET /robots.txt': { allow: ANYONE },
  'GET /sitemap.xml': { allow: ANYONE },
  'GET /sitemaps/:file': { allow: ANYONE },
  'GET /jobs/feed.xml': { allow: ANYONE },
  // REST v1, signed in
  'GET /api/v1/files/:id': { allow: SIGNED_IN, scope: 'applications:read', owned: 'file' },
  // REST v1, job seekers
  'GET /api/v1/apply/:jobId': { allow: SEEKER },
  'GET /api/v1/data-exports/:id/download': { allow: SEEKER_OR_RECRUITER },
  'GET /api/v1/bookmark/jobs': { allow: SEEKER },
  'GET /api/v1/profile': { allow: SEEKER },
  'GET /api/v1/profile/resume-pdf': { allow: SEEKER },
  'GET /api/v1/user/applied-jobs': { allow: SEEKER },
  'PATCH /api/v1/profile/update/new': { allow: SEEKER },
  'POST /api/v1/api/preference-survey': { allow: SEEKER },
  'POST /api/v1/bookmark/toggle': { allow: SEEKER },
  // REST v1, recruiters
  'DELETE /api/v1/company/delete/:id': { allow: RECRUITER, owned: 'company' },
  'GET /api/v1/:jobId/applicants': { allow: RECRUITER, scope: 'applications:read', owned: 'job' },
  'GET /api/v1/applications/:id/cover-letter': {
    allow: RECRUITER,
    scope: 'applications:read',
    owned: 'application',
  },
  'GET /api/v1/applications/:id/resume': {
    allow: RECRUITER,
    scope: 'applications:read',
    owned: 'application',
  },
  'GET /api/v1/company/all': { allow: RECRUITER, scope: 'companies:read' },
  'GET /api/v1/company/all/names': { allow: RECRUITER, scope: 'companies:read' },
  'GET /api/v1/company/profile/:id': { allow: RECRUITER_OR_ADMIN, scope: 'companies:read', owned: 'company' },
  'GET /api/v1/jobs/company/:id': { allow: RECRUITER, scope: 'jobs:read', owned: 'company' },
  'GET /api/v1/jobs/posted': { allow: RECRUITER, scope: 'jobs:read' },
  'GET /api/v1/users/all': { allow: RECRUITER },
  'GET /api/v1/recruiter/jobs/:id/applicants.csv': { allow: RECRUITER_OR_ADMIN, owned: 'job' },
  'GET /api/v1/recruiter/candidates.csv': { allow: RECRUITER_OR_ADMIN },
  'PATCH /api/v1/applicant/:applicationId/status': {
    allow: RECRUITER,
    scope: 'applications:write',
    owned: 'application',
    vars: () => ({ updated_status: 'reject' }),
  },
  'PATCH /api/v1/company/update/:id': { allow: RECRUITER, owned: 'company', vars: () => LEGACY_COMPANY },
  'PATCH /api/v1/job/extend/:id': { allow: RECRUITER, scope: 'jobs:write', owned: 'job' },
  'PATCH /api/v1/job/update/:id': {
    allow: RECRUITER,
    scope: 'jobs:write',
    owned: 'job',
    vars: () => LEGACY_JOB,
  },
  'POST /api/v1/company/create': { allow: RECRUITER },
  'POST /api/v1/job/create/:companyId': {
    allow: RECRUITER,
    scope: 'jobs:write',
    owned: 'company',
    vars: () => LEGACY_JOB,
  },
  'POST /api/v1/send/notification': { allow: RECRUITER },
  'POST /api/v1/upgrade/request': { allow: RECRUITER },
  // REST v1, administrators
  'DELETE /api/v1/admin/recruiters/:id': { allow: ADMIN },
  'GET /api/v1/admin/applicant/data': { allow: ADMIN, scope: 'applications:read' },
  'GET /api/v1/admin/dashboard/data': { allow: ADMIN },
  'GET /api/v1/admin/job/listing/data': { allow: ADMIN, scope: 'jobs:read' },
  'GET /api/v1/admin/jobseekers/data': { allow: ADMIN },
  'GET /api/v1/admin/recruiters/company/data': { allow: ADMIN, scope: 'companies:read' },
  'GET /api/v1/admin/:table.csv': { allow: ADMIN },

  // GraphQL, public
  'Mutation adminLogin': { allow: ANYONE },
  'Mutation googleLogin': { allow: ANYONE },
  'POST /alerts/unsubscribe': { allow: ANYONE },
  'Mutation confirmJobAlert': { allow: ANYONE },
  'Mutation createJobAlert': { allow: ANYONE },
  'Mutation unsubscribeJobAlert': { allow: ANYONE },
  'Mutation joinWaitlist': { allow: ANYONE },
  'Mutation login': { allow: ANYONE },
  'Mutation register': { allow: ANYONE },
  'Mutation requestPasswordReset': { allow: ANYONE },
  'Mutation requestSignupOtp': { allow: ANYONE },
  'Mutation resendOtp': { allow: ANYONE },
  'Mutation resetPassword': { allow: ANYONE },
  'Mutation subscribeNewsletter': { allow: ANYONE },
  'Mutation verifyAdminLogin': { allow: ANYONE },
  'Mutation verifyOtp': { allow: ANYONE },
  'Query homeJobs': { allow: ANYONE },
  'Query job': { allow: ANYONE },
  'Query jobs': { allow: ANYONE },
  'Query jobsConnection': { allow: ANYONE },
  'Query companiesConnection': { allow: ANYONE },
  'Query publicCompanies': { allow: ANYONE },
  'Query publicCompany': { allow: ANYONE },
  'Query siteConfig': { allow: ANYONE },
  // GraphQL, signed in
  'Query me': { allow: SIGNED_IN },
  'Query myNotifications': { allow: SIGNED_IN },
  'Query myConsents': { allow: SIGNED_IN },
  'Mutation markAllNotificationsRead': { allow: SIGNED_IN },
  'Mutation signOutEverywhere': { allow: SIGNED_IN, endsSessions: true },
  'Mutation markNotificationRead': { allow: SIGNED_IN, owned: 'notification' },
  'Subscription notificationAdded': { allow: SIGNED_IN },
  // GraphQL, job seekers
  'Mutation applyToJob': { allow: SEEKER },
  'Mutation savePreferenceSurvey': { allow: SEEKER },
  'Mutation toggleBookmark': { allow: SEEKER },
  'Mutation updateProfile': { allow: SEEKER },
  'Mutation uploadProfilePhoto': { allow: SEEKER },
  'Mutation removeProfilePhoto': { allow: SEEKER },
  'Mutation attachGeneratedResume': { allow: SEEKER, replacesResume: true },
  'Query bookmarks': { allow: SEEKER },
  'Query jobAlerts': { allow: SEEKER },
  'Mutation updateJobAlert': { allow: SEEKER },
  'Mutation deleteJobAlert': { allow: SEEKER },
  'Query myApplications': { allow: SEEKER },
  'Query myApplication': { allow: SEEKER },
  'Mutation withdrawApplication': { allow: SEEKER },
  // Any session reaches them; the service refuses recruiters and administrators with the reason
  // (account-deletion.e2e-spec checks those refusals).
  'Mutation requestAccountDeletion': { allow: SIGNED_IN },
  'Mutation confirmAccountDeletion': { allow: SIGNED_IN },
  'Query myPreferenceSurvey': { allow: SEEKER },
  'Query myProfile': { allow: SEEKER },
  'Mutation requestDataExport': { allow: SEEKER_OR_RECRUITER },
  'Query myDataExports': { allow: SEEKER_OR_RECRUITER },
  'Query resumeProposals': { allow: SEEKER },
  'Mutation acceptResumeProposal': { allow: SEEKER },
  'Mutation dismissResumeProposal': { allow: SEEKER },
  'Mutation acceptAllResumeSkills': { allow: SEEKER },
  'Query recommendedJobs': { allow: SEEKER },
  // GraphQL, recruiters
  'Mutation createCompany': { allow: RECRUITER },
  'Mutation deleteCompany': { allow: RECRUITER, owned: 'company' },
  'Mutation extendJob': { allow: RECRUITER, scope: 'jobs:write', owned: 'job' },
  'Mutation extendJobByLink': { allow: RECRUITER },
  'Mutation postJob': {
    allow: RECRUITER,
    scope: 'jobs:write',
    owned: 'company',
    vars: (ids) => ({ companyId: ids.company, input: JOB_INPUT }),
  },
  'Mutation requestUpgrade': { allow: RECRUITER },
  'Mutation setApplicationStatus': {
    allow: RECRUITER,
    scope: 'applications:write',
    owned: 'application',
    vars: (ids) => ({ applicationId: ids.application, status: 'REJECT' }),
  },
  'Mutation setApplicationStatuses': {
    allow: RECRUITER,
    scope: 'applications:write',
    owned: 'application',
    vars: (ids) => ({ input: { applicationIds: [ids.application], status: 'REJECT' } }),
  },
  'Mutation updateCompany': {
    allow: RECRUITER,
    owned: 'company',
    vars: (ids) => ({ id: ids.company, input: COMPANY_INPUT, removeLogo: false }),
  },
  'Mutation updateJob': {
    allow: RECRUITER,
    scope: 'jobs:write',
    owned: 'job',
    vars: (ids) => ({ id: ids.job, input: JOB_INPUT }),
  },
  'Mutation addApplicantNote': {
    allow: RECRUITER_OR_ADMIN,
    owned: 'application',
    vars: (ids) => ({ input: { applicationId: ids.application, body: 'Not my applicant' } }),
  },
  'Mutation updateApplicantNote': {
    allow: RECRUITER_OR_ADMIN,
    owned: 'note',
    vars: (ids) => ({ input: { noteId: ids.note, body: 'Rewritten by someone else' } }),
  },
  'Mutation deleteApplicantNote': { allow: RECRUITER_OR_ADMIN, owned: 'note' },
  'Mutation rateApplicant': {
    allow: RECRUITER_OR_ADMIN,
    owned: 'application',
    vars: (ids) => ({ input: { applicationId: ids.application, rating: 1 } }),
  },
  // Interviews (interviews.e2e-spec.ts checks each side's ownership)
  'Mutation proposeInterview': {
    allow: RECRUITER_OR_ADMIN,
    scope: 'applications:write',
    owned: 'application',
    vars: (ids) => ({
      input: {
        applicationId: ids.application,
        slots: [dateToIstLocal(new Date(Date.now() + 3 * 86_400_000))],
        durationMinutes: 30,
        meetingUrl: 'https://meet.example.in/matrix',
      },
    }),
  },
  'Mutation rescheduleInterview': { allow: RECRUITER_OR_ADMIN, scope: 'applications:write' },
  'Mutation changeInterviewTime': { allow: RECRUITER_OR_ADMIN, scope: 'applications:write' },
  'Mutation cancelInterview': { allow: SIGNED_IN, scope: 'applications:write' },
  'Mutation pickInterviewSlot': { allow: SEEKER },
  'Mutation requestInterviewReschedule': { allow: SEEKER },
  'Mutation pickInterviewSlotByToken': { allow: ANYONE },
  'Query interviewPickLink': { allow: ANYONE },
  'Query jobInterviews': { allow: RECRUITER_OR_ADMIN, scope: 'applications:read', owned: 'job' },
  'Query candidates': { allow: RECRUITER_OR_ADMIN },
  'Query company': { allow: RECRUITER_OR_ADMIN, scope: 'companies:read', owned: 'company' },
  'Query companyJobs': { allow: RECRUITER, scope: 'jobs:read', owned: 'company' },
  'Query jobApplicants': { allow: RECRUITER, scope: 'applications:read', owned: 'job' },
  'Query myCompanies': { allow: RECRUITER, scope: 'companies:read' },
  'Query myJobs': { allow: RECRUITER, scope: 'jobs:read' },
  'Query myUpgradeRequest': { allow: RECRUITER },
  'Query postingLimit': { allow: RECRUITER, scope: 'jobs:read' },
  'Query candidatesConnection': { allow: RECRUITER_OR_ADMIN },
  'Query jobApplicantsConnection': { allow: RECRUITER, scope: 'applications:read', owned: 'job' },
  // Webhooks: recruiters and administrators, each their own subscriptions (webhooks.e2e-spec.ts checks ownership)
  'Mutation createWebhookSubscription': { allow: RECRUITER_OR_ADMIN },
  'Mutation deleteWebhookSubscription': { allow: RECRUITER_OR_ADMIN },
  'Mutation redeliverWebhook': { allow: RECRUITER_OR_ADMIN },
  'Mutation resumeWebhookSubscription': { allow: RECRUITER_OR_ADMIN },
  'Mutation updateWebhookSubscription': { allow: RECRUITER_OR_ADMIN },
  'Query webhookDeliveries': { allow: RECRUITER_OR_ADMIN },
  'Query webhookSubscriptions': { allow: RECRUITER_OR_ADMIN },
  // GraphQL, administrators
  'Mutation adminDiscardBackgroundJob': { allow: ADMIN },
  'Mutation adminRetryBackgroundJob': { allow: ADMIN },
  'Mutation adminSetApplicationStatus': { allow: ADMIN, scope: 'applications:write' },
  'Mutation adminSetJobOpen': { allow: ADMIN, scope: 'jobs:write' },
  'Mutation adminSetRecruiterPlan': { allow: ADMIN },
  'Mutation adminSetSeekerActive': { allow: ADMIN },
  'Mutation decideUpgradeRequest': { allow: ADMIN },
  'Mutation deleteApplication': { allow: ADMIN, scope: 'applications:write' },
  'Mutation deleteJob': { allow: ADMIN, scope: 'jobs:write' },
  'Mutation deleteRecruiter': { allow: ADMIN },
  'Mutation deleteSeeker': { allow: ADMIN },
  'Mutation updatePlatformSettings': { allow: ADMIN },
  'Mutation uploadPlatformLogo': { allow: ADMIN },
  'Mutation removePlatformLogo': { allow: ADMIN },
  'Query adminAnalytics': { allow: ADMIN },
  'Query adminApplications': { allow: ADMIN, scope: 'applications:read' },
  'Query adminBackgroundJobs': { allow: ADMIN },
  'Query adminCompanies': { allow: ADMIN, scope: 'companies:read' },
  'Query adminDashboard': { allow: ADMIN },
  'Query adminJobs': { allow: ADMIN, scope: 'jobs:read' },
  'Query adminApplicationsConnection': { allow: ADMIN, scope: 'applications:read' },
  'Query adminCompaniesConnection': { allow: ADMIN, scope: 'companies:read' },
  'Query adminJobsConnection': { allow: ADMIN, scope: 'jobs:read' },
  'Query adminPayments': { allow: ADMIN },
  'Query adminSeekers': { allow: ADMIN },
  'Query adminSeekersConnection': { allow: ADMIN },
  'Query platformSettings': { allow: ADMIN },
  // API keys: managed from a signed-in session only
  'Query apiKeys': { allow: RECRUITER_OR_ADMIN },
  'Mutation createApiKey': { allow: RECRUITER_OR_ADMIN },
  'Mutation revokeApiKey': { allow: RECRUITER_OR_ADMIN },
};

/** A value of an input type that passes GraphQL validation: required fields only, ids from `id`. */
function sample(type: GraphQLInputType, id: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, id);
  if (isListType(type)) return [sample(type.ofType, id)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = sample(field.type, id);
      }
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return id;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTime':
        return new Date().toISOString();
      case 'Upload':
        return null;
      default:
        return 'x';
    }
  }
  return null;
}

/** One GraphQL request calling a root field with every required argument (optional ones when given). */
function operation(schema: GraphQLSchema, route: RouteInfo, id: string, given?: Record<string, unknown>) {
  const root = route.verb === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = root!.getFields()[route.path];
  const args = field.args.filter(
    (a) => (isNonNullType(a.type) && a.defaultValue === undefined) || (given && a.name in given),
  );
  const variables = Object.fromEntries(
    args.map((a) => [a.name, given && a.name in given ? given[a.name] : sample(a.type, id)]),
  );
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${route.verb.toLowerCase()}${defs ? ` (${defs})` : ''} { ${route.path}${call ? `(${call})` : ''}${selection} }`;
  return { query, variables };
}

interface Outcome {
  /** 'unauthenticated' or 'forbidden' when the access check refused; otherwise 'passed'. */
  access: 'unauthenticated' | 'forbidden' | 'passed';
  /** Passed and answered without an error (REST 2xx, GraphQL data without errors). */
  succeeded: boolean;
  /** REST status, or GraphQL extensions.code of the first error. */
  detail: string;
}

/**
 * Authorization matrix: every REST route and GraphQL root field, read from the app's own metadata, is
 * called as an anonymous visitor, a job seeker, a recruiter and an administrator and compared with the
 * table above; every route that takes the id of someone's company, job, application, document or
 * notification is called by another recruiter with that id and must refuse without changing anything.
 */
describe('authorization matrix', () => {
  let t: TestApp;
  let schema: GraphQLSchema;
  const sessions: Partial<Record<Who | 'otherRecruiter' | 'otherSeeker', Session>> = {};
  const signInAgain = async (who: Exclude<Who, 'anonymous'>) => {
    sessions[who] = await renewSession(t, sessions[who]!);
  };
  const ids = {} as Record<Owned, string>;

  beforeAll(async () => {
    t = await createTestApp();
    schema = t.app.get(GraphQLSchemaHost).schema;
    sessions.seeker = await sessionAs(t, Role.JOB_SEEKER);
    sessions.otherSeeker = await sessionAs(t, Role.JOB_SEEKER);
    sessions.recruiter = await sessionAs(t, Role.RECRUITER);
    sessions.otherRecruiter = await sessionAs(t, Role.RECRUITER);
    sessions.admin = await sessionAs(t, Role.ADMIN);
    const seeker = sessions.seeker.user.id;
    const company = await createCompany(t.dataSource, {
      ownerId: sessions.recruiter.user.id,
      name: 'Owner Co',
    });
    const job = await createJob(t.dataSource, {
      companyId: company.id,
      title: 'Owned Job',
      postedById: sessions.recruiter.user.id,
    });
    const file = {
      id: await createStoredFile(t.dataSource, {
        ownerId: seeker,
        kind: 'resume',
        originalName: 'cv.pdf',
        mimeType: 'application/pdf',
        bytes: pdfBytes(),
      }),
    };
    await t.dataSource.getRepository(Profile).save({ userId: seeker, bio: 'Me', resumeFileId: file.id });
    const application = await t.dataSource
      .getRepository(Application)
      .save({ jobId: job.id, applicantId: seeker, status: ApplicationStatus.PENDING });
    const [notification] = await t.dataSource.query(
      `INSERT INTO notifications (user_id, title, body) VALUES ($1, 'Hello', 'A note') RETURNING id`,
      [seeker],
    );
    const [note] = await t.dataSource.query(
      `INSERT INTO applicant_notes (application_id, author_id, body) VALUES ($1, $2, 'Owner note') RETURNING id`,
      [application.id, sessions.recruiter.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO applicant_ratings (application_id, rating, rated_by_id) VALUES ($1, 4, $2)`,
      [application.id, sessions.recruiter.user.id],
    );
    Object.assign(ids, {
      company: company.id,
      job: job.id,
      application: application.id,
      file: file.id,
      notification: notification.id,
      note: note.id,
    });
  });

  afterAll(() => t.close());

  async function call(
    route: RouteInfo,
    session: Session | Pick<Session, 'token' | 'bearer'> | undefined,
    id: string,
    vars?: Rule['vars'],
  ) {
    if (route.kind === 'rest') {
      const path = route.path.replace(/:\w+/g, id);
      const method = route.verb.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
      const req = t.http[method](path);
      if (session) req.set('Authorization', session.bearer);
      const res = method === 'get' || method === 'delete' ? await req : await req.send(vars?.(ids) ?? {});
      const refusal = [401, 403].includes(res.status) ? REFUSALS[String(res.body?.message)] : undefined;
      return {
        access: refusal ?? 'passed',
        succeeded: res.status < 300,
        detail: String(res.status),
      } as Outcome;
    }
    const { query, variables } = operation(schema, route, id, vars?.(ids));
    const req = t.http.post('/graphql');
    if (session) req.set('Authorization', session.bearer);
    const body = (await req.send({ query, variables })).body as {
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const error = body.errors?.[0];
    const code = String(error?.extensions?.code ?? (error ? 'error' : 'ok'));
    const refusal = ['UNAUTHENTICATED', 'FORBIDDEN'].includes(code) ? REFUSALS[error!.message] : undefined;
    return { access: refusal ?? 'passed', succeeded: !body.errors, detail: code } as Outcome;
  }

  it('declares every route of the app, and nothing that is not one', () => {
    const labels = appRoutes(t.app).map((r) => r.label);
    expect(labels.filter((l) => !(l in DECLARED))).toEqual([]);
    expect(Object.keys(DECLARED).filter((l) => !labels.includes(l))).toEqual([]);
  });

  it('lets each kind of caller through exactly where the table says, and never fails with a 500', async () => {
    const mismatches: string[] = [];
    for (const route of appRoutes(t.app)) {
      const rule = DECLARED[route.label];
      // Subscriptions are not served over HTTP: notifications-live.e2e-spec checks their sessions.
      if (!rule || route.verb === 'Subscription') continue;
      for (const who of ANYONE) {
        const caller = rule.replacesResume && who === 'seeker' ? 'otherSeeker' : who;
        const outcome = await call(route, sessions[caller as Exclude<Who, 'anonymous'>], randomUUID());
        if (rule.endsSessions && who !== 'anonymous') await signInAgain(who);
        const expected = !rule.allow.includes(who)
          ? who === 'anonymous'
            ? 'unauthenticated'
            : 'forbidden'
          : 'passed';
        const crashed = outcome.detail === '500' || outcome.detail === 'INTERNAL_SERVER_ERROR';
        if (outcome.access !== expected || crashed) {
          mismatches.push(`${route.label} as ${who}: expected ${expected}, got ${outcome.detail}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000); // every route for every kind of caller: several minutes on a busy machine

  /** A key of the user with these scopes (an administrator's with the access level), made by the service. */
  async function keyOf(
    session: Session,
    scopes: ApiKeyScope[],
    access: ApiKeyAccess | null = null,
  ): Promise<Pick<Session, 'token' | 'bearer'> & { id: string }> {
    const { key, secret } = await t.app
      .get(ApiKeysService)
      .create(session.user, { name: `Matrix ${scopes.join(' ')}`, scopes, access });
    return { id: key.id, token: secret, bearer: `Bearer ${secret}` };
  }

  it('lets API keys through as their owner only where the route declares a scope the key holds, and refuses revoked and expired keys everywhere', async () => {
    type KeyCaller = { label: string; role: 'recruiter' | 'admin'; scopes: ApiKeyScope[]; valid: boolean };
    const callers: (KeyCaller & { key: Pick<Session, 'token' | 'bearer'> })[] = [];
    for (const role of ['recruiter', 'admin'] as const) {
      for (const scope of API_KEY_SCOPES) {
        const access = role === 'admin' ? ApiKeyAccess.FULL : null;
        const key = await keyOf(sessions[role]!, [scope], access);
        callers.push({ label: `${role} key ${scope}`, role, scopes: [scope], valid: true, key });
      }
    }
    const reads = API_KEY_SCOPES.filter((s) => s.endsWith(':read'));
    callers.push({
      label: 'admin read-only key',
      role: 'admin',
      scopes: reads,
      valid: true,
      key: await keyOf(sessions.admin!, reads, ApiKeyAccess.READ_ONLY),
    });
    const revoked = await keyOf(sessions.recruiter!, [...API_KEY_SCOPES]);
    await t.app.get(ApiKeysService).revoke(sessions.recruiter!.user, revoked.id);
    callers.push({ label: 'revoked key', role: 'recruiter', scopes: [], valid: false, key: revoked });
    const expired = await keyOf(sessions.recruiter!, [...API_KEY_SCOPES]);
    await t.dataSource.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expired.id,
    ]);
    callers.push({ label: 'expired key', role: 'recruiter', scopes: [], valid: false, key: expired });

    const mismatches: string[] = [];
    for (const route of appRoutes(t.app)) {
      const rule = DECLARED[route.label];
      if (!rule || route.verb === 'Subscription') continue;
      for (const caller of callers) {
        const outcome = await call(route, caller.key, randomUUID());
        const expected = !caller.valid
          ? 'unauthenticated'
          : rule.allow.includes('anonymous') ||
              (rule.allow.includes(caller.role) && rule.scope && caller.scopes.includes(rule.scope))
            ? 'passed'
            : 'forbidden';
        const crashed = outcome.detail === '500' || outcome.detail === 'INTERNAL_SERVER_ERROR';
        if (outcome.access !== expected || crashed) {
          mismatches.push(`${route.label} with ${caller.label}: expected ${expected}, got ${outcome.detail}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000); // every route for 13 keys: several minutes on a busy machine

  it('refuses another recruiter every company, job, applicant, note, document and notification that is not theirs, and changes nothing', async () => {
    // The seeker's own markAllNotificationsRead in the matrix above read it: unread again.
    await t.dataSource.query(`UPDATE notifications SET read_at = NULL WHERE id = $1`, [ids.notification]);
    const leaks: string[] = [];
    const owned = appRoutes(t.app).filter((r) => DECLARED[r.label]?.owned);
    expect(owned.length).toBeGreaterThanOrEqual(20);
    // The other recruiter's API key with every scope keeps the same ownership rules.
    const otherKey = await keyOf(sessions.otherRecruiter!, [...API_KEY_SCOPES]);
    for (const route of owned) {
      const rule = DECLARED[route.label];
      for (const [who, caller] of [
        ['session', sessions.otherRecruiter],
        ['API key', otherKey],
      ] as const) {
        const outcome = await call(route, caller, ids[rule.owned!], rule.vars);
        const refused =
          outcome.access !== 'passed' || ['403', '404', 'NOT_FOUND', 'FORBIDDEN'].includes(outcome.detail);
        if (!refused) leaks.push(`${route.label} (${who}): ${outcome.detail}`);
      }
    }
    expect(leaks).toEqual([]);

    const [state] = await t.dataSource.query(
      `SELECT c.name AS company, j.title AS job, j.status AS job_status, a.status AS application,
              n.read_at AS read_at, (SELECT count(*)::int FROM files WHERE id = $5) AS files,
              (SELECT count(*)::int FROM application_events WHERE application_id = $3) AS events,
              (SELECT json_agg(body) FROM applicant_notes WHERE application_id = $3) AS notes,
              (SELECT json_agg(rating) FROM applicant_ratings WHERE application_id = $3) AS ratings
         FROM companies c, jobs j, applications a, notifications n
        WHERE c.id = $1 AND j.id = $2 AND a.id = $3 AND n.id = $4`,
      [ids.company, ids.job, ids.application, ids.notification, ids.file],
    );
    expect(state).toEqual({
      company: 'Owner Co',
      job: 'Owned Job',
      job_status: 'active',
      application: ApplicationStatus.PENDING,
      read_at: null,
      files: 1,
      events: 0,
      notes: ['Owner note'],
      ratings: [4],
    });
  });

  it('lets the owner through the same ownership routes (the refusals above are about ownership)', async () => {
    const reads = [
      'GET /api/v1/company/profile/:id',
      'GET /api/v1/jobs/company/:id',
      'GET /api/v1/:jobId/applicants',
      'GET /api/v1/recruiter/jobs/:id/applicants.csv',
      'Query company',
      'Query companyJobs',
      'Query jobApplicants',
      'Query jobApplicantsConnection',
    ];
    const routes = appRoutes(t.app).filter((r) => reads.includes(r.label));
    expect(routes).toHaveLength(reads.length);
    for (const route of routes) {
      const rule = DECLARED[route.label];
      const outcome = await call(route, sessions.recruiter, ids[rule.owned!], rule.vars);
      expect([route.label, outcome.succeeded, outcome.detail]).toEqual([
        route.label,
        true,
        route.kind === 'rest' ? '200' : 'ok',
      ]);
    }
    const file = await call(
      appRoutes(t.app).find((r) => r.label === 'GET /api/v1/files/:id')!,
      sessions.seeker,
      ids.file,
    );
    expect(file).toEqual({ access: 'passed', succeeded: true, detail: '200' });
  });
});
