import { CITIES } from './constants';

/*
 * The option lists of the recruiter's and the seeker's forms, kept apart from the constants every page
 * needs: only the pages with these forms load them.
 */

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
