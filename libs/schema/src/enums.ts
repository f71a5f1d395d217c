/** Roles as stored. The legacy spelling `finder` is a job seeker. */
export enum Role {
  JOB_SEEKER = 'job_seeker',
  RECRUITER = 'recruiter',
  ADMIN = 'admin',
}

/** Legacy role names accepted by the REST layer, mapped to stored roles. */
export function parseRole(value: string | null | undefined): Role | null {
  switch ((value ?? '').trim().toLowerCase()) {
    case 'finder':
    case 'job_seeker':
    case 'jobseeker':
    case 'seeker':
      return Role.JOB_SEEKER;
    case 'recruiter':
      return Role.RECRUITER;
    case 'admin':
      return Role.ADMIN;
    default:
      return null;
  }
}

export enum JobStatus {
  ACTIVE = 'active',
  INACTIVE = 'inactive',
  CLOSED = 'closed',
  DRAFT = 'draft',
  PAUSED = 'paused',
  EXPIRED = 'expired',
}

export enum ApplicationStatus {
  PENDING = 'pending',
  REVIEWED = 'reviewed',
  SHORTLISTED = 'shortlisted',
  SEEN = 'seen',
  ACCEPT = 'accept',
  REJECT = 'reject',
  RECRUITED = 'recruited',
  /** The seeker took the application back; it leaves the recruiter's pipeline. */
  WITHDRAWN = 'withdrawn',
}

export enum OtpPurpose {
  SIGN_UP = 'sign_up',
  PASSWORD_RESET = 'password_reset',
  ADMIN_LOGIN = 'admin_login',
  ACCOUNT_DELETION = 'account_deletion',
}

export enum FileKind {
  RESUME = 'resume',
  COVER_LETTER = 'cover_letter',
  COMPANY_LOGO = 'company_logo',
  PROFILE_IMAGE = 'profile_image',
  PLATFORM_LOGO = 'platform_logo',
  /** A seeker's "download my data" archive (a zip), only ever served to its owner. */
  DATA_EXPORT = 'data_export',
}

export enum RecruiterPlan {
  BASIC = 'basic',
  STANDARD = 'standard',
  PREMIUM = 'premium',
}

export enum UpgradeRequestStatus {
  OPEN = 'open',
  GRANTED = 'granted',
  DECLINED = 'declined',
}

/** Error codes of the API's answers: GraphQL `extensions.code` and REST `code`. Clients read codes, not messages. */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  /** The thing existed but is gone for good (an expired data export). */
  GONE = 'GONE',
  /** Applying needs a profile first. */
  PROFILE_REQUIRED = 'PROFILE_REQUIRED',
  /** Applying needs a bio, skills, a resume or work experience. */
  PROFILE_INCOMPLETE = 'PROFILE_INCOMPLETE',
  /** The account was deactivated by an administrator: it cannot sign in. */
  ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED',
  INTERNAL = 'INTERNAL_SERVER_ERROR',
}

/** The codes whose messages the API writes for people; any other error's message stays generic. */
export const USER_FACING_ERROR_CODES: ReadonlySet<string> = new Set<string>(
  Object.values(ErrorCode).filter((code) => code !== ErrorCode.INTERNAL),
);
