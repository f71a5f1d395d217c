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
export const ADMIN_RECENT_APPLICATIONS = 5;
/** The largest page any list query serves. */
export const MAX_PAGE_SIZE = 100;

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

/** Footer category links. */
export const FOOTER_CATEGORIES = [
  'Technology',
  'Design & Creative',
  'Marketing',
  'Sales',
  'Finance',
] as const;

/** Job types offered on the recruiter forms. */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
/** Job types offered in the seeker preference survey. */
export const SURVEY_JOB_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Freelance',
  'Remote',
  'Hybrid',
] as const;
export const SHIFTS = ['Day', 'Night', 'Flexible', 'Rotational'] as const;
export const SURVEY_SHIFTS = ['Day Shift', 'Night Shift', 'Evening Shift', 'Flexible', 'Rotating'] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-100', '101-500', '501-1000', '1000+'] as const;

export const JOB_DEFAULTS = { jobType: 'Full-time', shift: 'Day', status: 'active', positions: 1 } as const;

/** The recruiter's searchable category list (about 75 options). */
export const JOB_CATEGORIES = [
  'Software Development',
  'Web Development',
  'Mobile Development',
  'Data Science',
  'Machine Learning',
  'Artificial Intelligence',
  'DevOps',
  'Cloud Computing',
  'Cybersecurity',
  'Database Administration',
  'Network Engineering',
  'IT Support',
  'Quality Assurance',
  'Product Management',
  'Project Management',
  'Business Analysis',
  'UI/UX Design',
  'Graphic Design',
  'Design & Creative',
  'Content Writing',
  'Copywriting',
  'Technical Writing',
  'Marketing',
  'Digital Marketing',
  'Social Media',
  'SEO',
  'Public Relations',
  'Sales',
  'Business Development',
  'Customer Service',
  'Customer Success',
  'Finance',
  'Accounting',
  'Banking',
  'Insurance',
  'Investment',
  'Human Resources',
  'Recruitment',
  'Operations',
  'Supply Chain',
  'Logistics',
  'Procurement',
  'Manufacturing',
  'Mechanical Engineering',
  'Electrical Engineering',
  'Civil Engineering',
  'Chemical Engineering',
  'Healthcare',
  'Nursing',
  'Pharmacy',
  'Medical',
  'Education',
  'Teaching',
  'Training',
  'Research',
  'Legal',
  'Consulting',
  'Real Estate',
  'Construction',
  'Hospitality',
  'Tourism',
  'Retail',
  'E-commerce',
  'Media',
  'Entertainment',
  'Journalism',
  'Telecommunications',
  'Automotive',
  'Aviation',
  'Energy',
  'Agriculture',
  'Government',
  'Non-profit',
  'Administration',
  'Technology',
  'Other',
] as const;

export const SURVEY_JOB_TITLES = [
  'Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'Data Scientist',
  'Data Analyst',
  'DevOps Engineer',
  'Product Manager',
  'UI/UX Designer',
  'QA Engineer',
  'Mobile Developer',
  'Business Analyst',
  'Marketing Manager',
  'Sales Executive',
  'HR Manager',
  'Other',
] as const;

export const SURVEY_SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Angular',
  'Vue.js',
  'Node.js',
  'Python',
  'Java',
  'C#',
  'C++',
  'Go',
  'Ruby',
  'PHP',
  'Swift',
  'Kotlin',
  'SQL',
  'PostgreSQL',
  'MongoDB',
  'AWS',
  'Azure',
  'Google Cloud',
  'Docker',
  'Kubernetes',
  'Git',
  'HTML',
  'CSS',
  'Figma',
  'Machine Learning',
  'Data Analysis',
  'Project Management',
  'Communication',
  'Leadership',
  'Problem Solving',
] as const;

export const SURVEY_LOCATIONS = [...CITIES, 'Remote', 'Hybrid', 'Other'] as const;

export const SURVEY_CATEGORIES = [
  'Technology',
  'Design & Creative',
  'Marketing',
  'Sales',
  'Finance',
  'Healthcare',
  'Education',
  'Engineering',
  'Human Resources',
  'Customer Service',
] as const;

/** Expected yearly salary, in lakhs of rupees per annum. */
export const SURVEY_SALARY_BANDS = [
  'Under ₹3 LPA',
  '₹3–6 LPA',
  '₹6–10 LPA',
  '₹10–15 LPA',
  '₹15–25 LPA',
  'Above ₹25 LPA',
] as const;

/**
 * The legacy client's dollar bands, still accepted by the REST layer: each stands for the rupee band in
 * the same place, from the lowest to the highest.
 */
export const LEGACY_SALARY_BANDS = [
  'Under $30,000',
  '$30,000 - $50,000',
  '$50,000 - $75,000',
  '$75,000 - $100,000',
  '$100,000 - $150,000',
  'Above $150,000',
] as const;

/** A legacy dollar band as its rupee band; anything else unchanged. */
export function salaryBandOf(value: string): string {
  const i = (LEGACY_SALARY_BANDS as readonly string[]).indexOf(value.trim());
  return i < 0 ? value : SURVEY_SALARY_BANDS[i];
}

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
