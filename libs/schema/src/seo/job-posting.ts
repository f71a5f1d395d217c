import type { BreadcrumbList, JobPosting, WithContext } from 'schema-dts';

import { CITY_STATES } from '../constants';
import type { PageHead } from '../page-head';
import { jobDescription, type JobHeadFields } from './heads';
import { jobTitle } from './titles';
import { parseSalary } from './salary';

/** What a job's page tells search engines about it (the job and its company as stored). */
export interface JobPostingFields extends JobHeadFields {
  id: string;
  requirements: string[];
  skills: string[];
  category: string;
  createdAt: Date | string;
  validThrough: Date | string;
  company: {
    name: string;
    /** The company's website as entered; empty or null: none. */
    website: string | null;
    /** The logo's address on this site (a path) or absolute; null: none. */
    logoUrl: string | null;
  };
}

/** Where the page is: the configured public address (absolute addresses come only from it). */
export interface JobPostingSite {
  platformName: string;
  /** e.g. https://hireloop.in (no trailing slash); absolute addresses need it. */
  publicUrl: string;
}

/** schema.org employmentType of each job type (JOB_TYPES). */
export const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** The words a location starts with when the job is done from anywhere (in India), in lower case. */
export const REMOTE_LOCATION_WORDS = ['remote', 'work from home', 'wfh', 'anywhere'] as const;

const REMOTE_LOCATION = new RegExp(`^\\s*(?:${REMOTE_LOCATION_WORDS.join('|')})\\b`, 'i');

/** A location that means the job is done from anywhere (in India): it starts with a REMOTE_LOCATION_WORDS word. */
export function isRemoteLocation(location: string): boolean {
  return REMOTE_LOCATION.test(location);
}

/** "Pune, Maharashtra" → locality Pune, region Maharashtra; a known city alone gets its state. */
export function postalAddressOf(location: string): { addressLocality: string; addressRegion?: string } {
  const [locality, ...rest] = location.split(',').map((part) => part.trim());
  const region = rest.filter((part) => part && !/^india$/i.test(part)).join(', ') || CITY_STATES[locality];
  return region ? { addressLocality: locality, addressRegion: region } : { addressLocality: locality };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The job's description as HTML: its paragraphs, then its requirements and skills as lists. */
export function jobDescriptionHtml(
  job: Pick<JobPostingFields, 'description' | 'requirements' | 'skills'>,
): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const list = (heading: string, items: string[]) =>
    items.length
      ? [`<h3>${heading}</h3>`, `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`]
      : [];
  return [...paragraphs, ...list('Requirements', job.requirements), ...list('Skills', job.skills)].join('');
}

/** An address on the site made absolute with the configured public address. */
function absolute(site: JobPostingSite, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${site.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A company's website as an absolute address, or undefined when it has none that reads as one. */
function websiteOf(website: string | null): string | undefined {
  const text = (website ?? '').trim();
  if (!text) return undefined;
  const href = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(href).toString();
  } catch {
    return undefined;
  }
}

/** An ISO date-time of a stored moment. */
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A job as schema.org JobPosting, following Google's job posting guidelines: required title,
 * description (HTML), datePosted, hiringOrganization and jobLocation (or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements India for a remote job), and the recommended validThrough,
 * employmentType, baseSalary (INR, when the free-text salary reads as figures per month or year),
 * identifier and directApply (seekers apply on the job's page).
 */
export function jobPostingJsonLd(job: JobPostingFields, site: JobPostingSite): WithContext<JobPosting> {
  const salary = parseSalary(job.salary);
  const remote = isRemoteLocation(job.location);
  const website = websiteOf(job.company.website);
  const employmentType = EMPLOYMENT_TYPES[job.jobType];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: iso(job.createdAt),
    validThrough: iso(job.validThrough),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(website ? { sameAs: website } : {}),
      ...(job.company.logoUrl ? { logo: absolute(site, job.company.logoUrl) } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', ...postalAddressOf(job.location), addressCountry: 'IN' },
          },
        }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.bound === 'upTo'
                ? { maxValue: salary.max }
                : salary.bound === 'from'
                  ? { minValue: salary.min }
                  : salary.min === salary.max
                    ? { value: salary.min }
                    : { minValue: salary.min, maxValue: salary.max }),
              unitText: salary.unit,
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: site.platformName, value: job.id },
    directApply: true,
    url: absolute(site, `/job/${encodeURIComponent(job.id)}`),
  };
}

/** Home › Jobs › {category} › {job title}, each but the last with its absolute address. */
export function jobBreadcrumbJsonLd(
  job: Pick<JobPostingFields, 'title' | 'category' | 'location'>,
  site: JobPostingSite,
): WithContext<BreadcrumbList> {
  const city = isRemoteLocation(job.location) ? '' : postalAddressOf(job.location).addressLocality;
  const [name, path] = job.category
    ? [job.category, `/jobs/${encodeURIComponent(job.category)}`]
    : [city, `/jobs?location=${encodeURIComponent(job.location)}`];
  const trail: { name: string; path?: string }[] = [
    { name: 'Home', path: '/' },
    { name: 'Jobs', path: '/jobs' },
    ...(name ? [{ name, path }] : []),
    { name: job.title },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absolute(site, crumb.path) } : {}),
    })),
  };
}

/** The head of a job's page that takes applications: its title, description, JobPosting and breadcrumbs. */
export function jobHead(job: JobPostingFields, site: JobPostingSite): PageHead {
  return {
    title: jobTitle(job, site.platformName),
    description: jobDescription(job),
    canonical: `/job/${encodeURIComponent(job.id)}`,
    robots: null,
    image: job.company.logoUrl ? absolute(site, job.company.logoUrl) : null,
    jsonLd: [jobPostingJsonLd(job, site), jobBreadcrumbJsonLd(job, site)] as unknown as Record<
      string,
      unknown
    >[],
  };
}
