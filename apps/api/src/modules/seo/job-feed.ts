import { parsePostedWithin, parseSalaryMin, SEARCH_MESSAGES } from '@hireloop/schema';
import type { Job } from '../jobs/job.entity';
import { escapeHtml } from '../mail/mail-layout';
import { MAX_FILTER_VALUES, MAX_KEYWORD_LENGTH, type JobFilters } from '../jobs/job-search';

/** Jobs in a search's feed: the newest that match. */
export const FEED_SIZE = 50;
/** The longest location, job type or category a feed's address may name. */
export const MAX_FEED_FILTER_LENGTH = 100;

/**
 * The feed's parameters, as in the job list's address (/jobs?search=&location=&type=&category=
 * &salaryMin=&posted=&remote=1): `search`, `salaryMin`, `posted` and `remote` once, the list filters
 * repeated once per value. Other parameters (`sort`, `page`) are left alone: a feed is newest first.
 */
const FILTER_PARAMS = { location: 'locations', type: 'jobTypes', category: 'categories' } as const;

export class FeedParamsError extends Error {}

/** The search of a feed's query string (as Express parses it), or a FeedParamsError saying what is wrong. */
export function feedFilters(query: Record<string, unknown>): JobFilters {
  const values = (name: string): string[] => {
    const raw = query[name];
    if (raw === undefined) return [];
    const list = Array.isArray(raw) ? raw : [raw];
    if (!list.every((v): v is string => typeof v === 'string')) {
      throw new FeedParamsError(`${name} must be text`);
    }
    return list;
  };
  const search = values('search');
  if (search.length > 1) throw new FeedParamsError('search may be given once');
  if ((search[0] ?? '').length > MAX_KEYWORD_LENGTH) {
    throw new FeedParamsError(`search must be at most ${MAX_KEYWORD_LENGTH} characters`);
  }
  const filters: JobFilters = { keyword: search[0]?.trim() || null };
  for (const [param, kind] of Object.entries(FILTER_PARAMS)) {
    const list = values(param);
    if (list.length > MAX_FILTER_VALUES) {
      throw new FeedParamsError(`${param} may be given at most ${MAX_FILTER_VALUES} times`);
    }
    if (list.some((v) => v.length > MAX_FEED_FILTER_LENGTH)) {
      throw new FeedParamsError(`each ${param} must be at most ${MAX_FEED_FILTER_LENGTH} characters`);
    }
    filters[kind] = list;
  }
  const one = (name: string): string | null => {
    const list = values(name);
    if (list.length > 1) throw new FeedParamsError(`${name} may be given once`);
    return list[0] ?? null;
  };
  const salaryMin = one('salaryMin');
  if (salaryMin !== null) {
    filters.salaryMin = parseSalaryMin(salaryMin);
    if (filters.salaryMin === null) throw new FeedParamsError(SEARCH_MESSAGES.salaryMin);
  }
  const posted = one('posted');
  if (posted !== null) {
    filters.postedWithin = parsePostedWithin(posted);
    if (filters.postedWithin === null) throw new FeedParamsError(SEARCH_MESSAGES.postedWithin);
  }
  const remote = one('remote');
  if (remote !== null && remote !== '1') throw new FeedParamsError('remote must be 1');
  filters.remote = remote === '1';
  return filters;
}

/** The address parameters of a search, in the job list's order and names (for the feed's links). */
export function searchQuery(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('search', filters.keyword);
  for (const [param, kind] of Object.entries(FILTER_PARAMS)) {
    for (const value of filters[kind] ?? []) params.append(param, value);
  }
  if (filters.salaryMin) params.set('salaryMin', String(filters.salaryMin));
  if (filters.postedWithin) params.set('posted', String(filters.postedWithin));
  if (filters.remote) params.set('remote', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the feed's title says of the search: `"react" in Pune, Bengaluru`, or `all jobs`. */
function searchTitle(filters: JobFilters): string {
  const parts: string[] = [];
  if (filters.remote) parts.push('remote');
  if (filters.keyword) parts.push(`“${filters.keyword}”`);
  const where = (filters.locations ?? []).join(', ');
  const kinds = [...(filters.jobTypes ?? []), ...(filters.categories ?? [])].join(', ');
  if (kinds) parts.push(kinds);
  if (where) parts.push(`in ${where}`);
  return parts.length ? parts.join(' ') : 'all jobs';
}

/** Whether XML 1.0 allows a character (its `Char` production: no control characters, no lone surrogates). */
function isXmlChar(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    c === 0x9 ||
    c === 0xa ||
    c === 0xd ||
    (c >= 0x20 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd) ||
    c >= 0x10000
  );
}

/** Text or an attribute value as XML: escaped, and without the characters XML does not allow. */
function xml(value: string): string {
  return escapeHtml([...value].filter(isXmlChar).join(''));
}

/**
 * The Atom 1.0 (RFC 4287) feed of a search: its newest matching active jobs, each linking to its page.
 * The feed's id and `self` link are its own address, and it is as new as its newest job (or `now`, when it
 * has none). Every text is plain text (Atom's default `type="text"`), so nothing a recruiter writes is
 * read as markup.
 */
export function jobFeed(options: {
  publicUrl: string;
  platformName: string;
  filters: JobFilters;
  jobs: Job[];
  now: Date;
}): { xml: string; updated: Date } {
  const { publicUrl, platformName, filters, jobs } = options;
  const query = searchQuery(filters);
  const self = `${publicUrl}/jobs/feed.xml${query}`;
  const updated =
    jobs.reduce<Date | null>((a, j) => (!a || j.updatedAt > a ? j.updatedAt : a), null) ?? options.now;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${xml(self)}</id>`,
    `  <title>${xml(`${platformName}: ${searchTitle(filters)}`)}</title>`,
    `  <subtitle>${xml(`The newest active jobs on ${platformName} for this search.`)}</subtitle>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${publicUrl}/jobs${query}`)}"/>`,
    `  <author><name>${xml(platformName)}</name></author>`,
    `  <generator>${xml(platformName)}</generator>`,
  ];
  for (const job of jobs) {
    const link = `${publicUrl}/job/${job.id}`;
    const facts = [job.company.name, job.location, job.jobType, job.salary].filter(Boolean).join(' · ');
    lines.push(
      '  <entry>',
      `    <id>${xml(link)}</id>`,
      `    <title>${xml(`${job.title} at ${job.company.name}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(link)}"/>`,
      `    <updated>${job.updatedAt.toISOString()}</updated>`,
      `    <published>${job.createdAt.toISOString()}</published>`,
      `    <author><name>${xml(job.company.name)}</name></author>`,
      `    <category term="${xml(job.category)}"/>`,
      `    <summary>${xml(facts)}</summary>`,
      '  </entry>',
    );
  }
  lines.push('</feed>');
  return { xml: lines.join('\n') + '\n', updated };
}
