/** Business constants and limits of the spec, shared by the API and the web. */

export const SEARCH_PAGE_SIZE = 6;
export const BOOKMARKS_PAGE_SIZE = 12;
export const APPLIED_JOBS_PAGE_SIZE = 6;
export const MY_JOBS_PAGE_SIZE = 6;
export const COMPANY_JOBS_PAGE_SIZE = 6;
export const CANDIDATES_PAGE_SIZE = 3;
export const ADMIN_TABLE_PAGE_SIZE = 10;
/** Applicants of one job per page (the recruiter's applicants page). */
export const APPLICANTS_PAGE_SIZE = 20;
/** The most applications one bulk status change moves. */
export const BULK_STATUS_MAX = 100;
export const ADMIN_RECENT_APPLICATIONS = 5;
/** The largest page any list query serves. */
export const MAX_PAGE_SIZE = 100;
/** Rows of a cursor connection (`first`) when the caller names none; at most MAX_PAGE_SIZE. */
export const CONNECTION_PAGE_SIZE = 20;

export const FEATURED_JOBS_COUNT = 6;
export const HOME_CATEGORY_SECTIONS = 4;
export const HOME_CATEGORY_SECTION_JOBS = 3;

export const JOB_POSTING_LIMIT = 3;
export const JOB_POSTING_WARNING_AT = 2;
/** The most open positions one job may advertise. */
export const POSITIONS_MAX = 1000;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 6;
/** The longest e-mail address accepted anywhere (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const PDF_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** A seeker's profile photo: at most 2 MB. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The platform's name until an administrator sets another (the settings' default). */
export const DEFAULT_PLATFORM_NAME = 'Hireloop';
/** The browser tab's title: the platform's name, then what it is for. */
export function documentTitle(platformName: string): string {
  return `${platformName} – Jobs across India`;
}
/** The platform logo an administrator sets: at most 1 MB. */
export const PLATFORM_LOGO_MAX_BYTES = 1024 * 1024;
/** The image types the server stores (checked by their bytes): PNG, JPEG and WebP. */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

export const SALARY_CHIP_MAX_CHARS = 15;
export const CARD_MAX_SKILLS = 3;

/** Local-storage key of the colour theme ('dark' | 'light'). */
export const THEME_STORAGE_KEY = 'theme';
/** Local-storage key of the saved session (user + token). */
export const SESSION_STORAGE_KEY = 'persist:root';
export const SESSION_STATE_VERSION = 1;

export const PLACEHOLDER_LOGO_COLOR = '#ea580c';
/** Fixed palette for initials tiles when a company has no logo. */
export const LOGO_PALETTE = ['#2563eb', '#16a34a', '#9333ea', '#ea580c', '#db2777', '#0891b2'] as const;

/** The 12 cities of the footer and the survey. */
export const CITIES = [
  'Mumbai',
  'Delhi',
  'Bangalore',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Kochi',
  'Indore',
] as const;

/** The state each of the 12 cities is in (a job's location reads 'City, State'). */
export const CITY_STATES: Record<string, string> = {
  Mumbai: 'Maharashtra',
  Delhi: 'Delhi',
  Bangalore: 'Karnataka',
  Chennai: 'Tamil Nadu',
  Hyderabad: 'Telangana',
  Pune: 'Maharashtra',
  Kolkata: 'West Bengal',
  Ahmedabad: 'Gujarat',
  Jaipur: 'Rajasthan',
  Lucknow: 'Uttar Pradesh',
  Kochi: 'Kerala',
  Indore: 'Madhya Pradesh',
};

/** Footer category links. */
export const FOOTER_CATEGORIES = [
  'Technology',
  'Design & Creative',
  'Marketing',
  'Sales',
  'Finance',
] as const;

/** Job postings allowed per recruiter plan (null: unlimited). Prices are the spec's sample figures. */
export const PLAN_LIMITS: Record<'basic' | 'standard' | 'premium', number | null> = {
  basic: JOB_POSTING_LIMIT,
  standard: 10,
  premium: null,
};
export const PLAN_PRICES_USD: Record<'basic' | 'standard' | 'premium', number> = {
  basic: 49,
  standard: 149,
  premium: 299,
};
