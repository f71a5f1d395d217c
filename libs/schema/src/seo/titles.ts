/**
 * Page titles: a module of its own, so that the pages that title themselves from their data (a job's)
 * load nothing more of the page heads.
 */

/** What a job's title is made of. */
export interface JobTitleFields {
  title: string;
  location: string;
  company: { name: string };
}

/** A page's title: what it is, then the platform's name. */
export function pageTitle(name: string, platformName: string): string {
  return `${name} – ${platformName}`;
}

/**
 * The tab's title of a job's page: "React Developer at TechNova Solutions, Pune – Hireloop"; once it no
 * longer takes applications (`gone`), "React Developer (no longer available) – Hireloop".
 */
export function jobTitle(job: JobTitleFields, platformName: string, gone = false): string {
  if (gone) return pageTitle(`${job.title} (no longer available)`, platformName);
  const city = job.location.split(',')[0].trim() || 'Remote';
  return pageTitle(`${job.title} at ${job.company.name}, ${city}`, platformName);
}
