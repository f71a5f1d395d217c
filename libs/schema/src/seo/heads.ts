import { documentTitle } from '../constants';
import { JOB_CATEGORIES, JOB_TYPES } from '../vocabulary';
import {
  defaultSort,
  hasFilters,
  readSearchState,
  writeSearchState,
  type SearchState,
} from '../job-search-params';
import type { PageHead } from '../page-head';
import type { SeoPage } from './routes';
import { jobTitle, pageTitle, type JobTitleFields } from './titles';

/**
 * The `<head>` of each kind of page: pure functions of the page's address and data, the same on the server
 * (the HTML it sends) and in the app (the tab's title after a navigation).
 */

/** A head for pages that search engines should not list. */
function unlisted(title: string, description: string): PageHead {
  return { title, description, canonical: null, robots: 'noindex,follow', image: null, jsonLd: [] };
}

/** `/`: the platform and what it offers. */
export function homeHead(platformName: string): PageHead {
  return {
    title: documentTitle(platformName),
    description: `${platformName}: find jobs across India, apply in a click and track every application.`,
    canonical: '/',
    robots: null,
    image: null,
    jsonLd: [],
  };
}

/** The public pages without data of their own, by page: the title's first part and the description. */
export const STATIC_HEADS = {
  login: ['Log in', 'Log in to apply to jobs, save them and track your applications on {name}.'],
  signup: ['Sign up', 'Create a free {name} account to apply to jobs across India in a click.'],
  recruiterLogin: ['Recruiter login', 'Log in to post jobs and review applicants on {name}.'],
  recruiterSignup: [
    'Recruiter sign up',
    'Register as a recruiter on {name} to post jobs and reach job seekers across India.',
  ],
  forgotPassword: ['Reset your password', 'Get a link to choose a new password for your {name} account.'],
  waitlist: ['Join the waitlist', 'Join the {name} waitlist and hear first when new features open.'],
  resumeBuilder: ['Resume builder', 'Build a clear, professional resume for your job search on {name}.'],
} as const satisfies Partial<Record<SeoPage, readonly [string, string]>>;

export type StaticSeoPage = keyof typeof STATIC_HEADS;

/** The head of a public page without data of its own (log in, sign up, the waitlist...). */
export function staticHead(page: StaticSeoPage, path: string, platformName: string): PageHead {
  const [name, description] = STATIC_HEADS[page].map((text) => text.replace('{name}', () => platformName));
  return {
    title: pageTitle(name, platformName),
    description,
    canonical: path,
    robots: null,
    image: null,
    jsonLd: [],
  };
}

/** Account, recruiter and administrator pages and the steps of a flow: never listed. */
export function privateHead(platformName: string): PageHead {
  return {
    ...unlisted(documentTitle(platformName), `${platformName}: jobs across India.`),
    robots: 'noindex,nofollow',
  };
}

/** A path no page of the app answers (sent with 404). */
export function notFoundHead(platformName: string): PageHead {
  return unlisted(pageTitle('Page not found', platformName), 'This page does not exist.');
}

/** A job that no longer takes applications: closed, or past its closing date (sent with 410). */
export function goneJobHead(platformName: string, job?: JobTitleFields): PageHead {
  return unlisted(
    job ? jobTitle(job, platformName, true) : pageTitle('Job no longer available', platformName),
    'This job no longer takes applications.',
  );
}

/**
 * More than this many filter values (job types, locations and categories together) make a search a deep
 * combination: its page is `noindex,follow`, while its job links still count.
 */
export const INDEXED_SEARCH_MAX_FILTERS = 1;

/** The search as its canonical address shows it: the term in lower case, each filter's values sorted. */
function canonicalState(state: SearchState): SearchState {
  const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, 'en'));
  return {
    term: state.term.replace(/\s+/g, ' ').toLowerCase(),
    jobTypes: sorted(state.jobTypes),
    locations: sorted(state.locations),
    categories: sorted(state.categories),
    salaryMin: state.salaryMin,
    postedWithin: state.postedWithin,
    remote: state.remote,
    sort: state.sort === defaultSort(state.term) ? null : state.sort,
    page: state.page,
  };
}

/**
 * The canonical address of a job search: `/jobs/{category}` when it has one category, else `/jobs`,
 * with `search`, `type`, `location`, `category`, `salaryMin`, `posted`, `remote`, `sort` and `page` in
 * that order, empty parts, the default order and page 1 left out, and nothing else.
 */
export function jobsCanonical(state: SearchState): string {
  const canonical = canonicalState(state);
  const [category] = canonical.categories;
  const single = canonical.categories.length === 1;
  const query = writeSearchState(single ? { ...canonical, categories: [] } : canonical).toString();
  const path = single ? `/jobs/${encodeURIComponent(category)}` : '/jobs';
  return query ? `${path}?${query}` : path;
}

/** What a search shows, in words: "Full-time react jobs in Pune". */
function searchPhrase(state: SearchState): string {
  const what = [
    state.remote ? 'remote' : '',
    state.jobTypes.join(' or '),
    state.term || state.categories.join(' or '),
    'jobs',
  ]
    .filter(Boolean)
    .join(' ');
  const where = state.locations.length ? ` in ${state.locations.join(' or ')}` : '';
  return `${what}${where}`;
}

/** The tab's title of a job search (/jobs, /search, /jobs/{category}, with the address's query). */
export function jobsTitle(query: string, platformName: string, category?: string): string {
  const state = searchOf(query, category);
  const searching = state.term || hasFilters(state);
  const phrase = searchPhrase(state);
  const name = searching ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : 'Find jobs across India';
  return pageTitle(state.page > 1 ? `${name} (page ${state.page})` : name, platformName);
}

/** Echoed words of an address (term, places) in a title or description: at most this many characters. */
const ECHO_MAX = 60;

function echo(text: string): string {
  return text.length > ECHO_MAX ? `${text.slice(0, ECHO_MAX - 1).trimEnd()}…` : text;
}

/** A category as the category list spells it ("technology" → "Technology"); unknown ones as given. */
function knownCategory(category: string): string {
  const lower = category.toLowerCase();
  return JOB_CATEGORIES.find((c) => c.toLowerCase() === lower) ?? category;
}

/** The search of an address: its query, and the category of `/jobs/{category}` unless the query names one. */
function searchOf(query: string, category?: string): SearchState {
  const params = new URLSearchParams(query);
  const read = readSearchState(params);
  const state = category && read.categories.length === 0 ? { ...read, categories: [category] } : read;
  return {
    ...state,
    term: echo(state.term),
    locations: state.locations.map(echo),
    categories: state.categories.map((c) => echo(knownCategory(c))),
  };
}

/** A term search engines may list: a few words of a title or skill ("react", "data engineer", "c++"). */
const LISTED_TERM = /^[\p{L}\p{N}+#./&-]+(?: [\p{L}\p{N}+#./&-]+){0,3}$/u;
/** A term in the search syntax (a `-word` left out, or `or` between words): a query, not a landing page. */
const SYNTAX_TERM = /(?:^|\s)-|\sor\s/i;
/** A place search engines may list: a place's name ("Pune", "Pune, Maharashtra"), no digits or links. */
const LISTED_PLACE = /^\p{L}[\p{L} .,'-]{0,58}$/u;

/**
 * Whether a search's page is one search engines may list: any text typed into an address must not make
 * a page of its own. Its term is a few words of a title or skill (no search syntax), its categories and
 * job types are the lists' own, its places are names.
 */
function listedSearch(state: SearchState): boolean {
  return (
    (!state.term || (LISTED_TERM.test(state.term) && !SYNTAX_TERM.test(state.term))) &&
    state.categories.every((c) => (JOB_CATEGORIES as readonly string[]).includes(c)) &&
    state.jobTypes.every((t) => (JOB_TYPES as readonly string[]).includes(t)) &&
    state.locations.every((l) => LISTED_PLACE.test(l))
  );
}

/**
 * The Atom feed of a search (`/jobs/feed.xml?search=&location=`) when the feed can show the same jobs:
 * a term and at most one location, no job type or category; else none.
 */
function searchFeed(state: SearchState, platformName: string): NonNullable<PageHead['alternates']> {
  if (state.jobTypes.length || state.categories.length || state.locations.length > 1) return [];
  if (state.salaryMin || state.postedWithin || state.remote) return [];
  const [location = ''] = state.locations;
  const feed = new URLSearchParams();
  if (state.term) feed.set('search', state.term);
  if (location) feed.set('location', location);
  const query = feed.toString();
  const what = [state.term, 'jobs'].filter(Boolean).join(' ');
  return [
    {
      type: 'application/atom+xml',
      href: `/jobs/feed.xml${query ? `?${query}` : ''}`,
      title: `${platformName}: ${what}${location ? ` in ${location}` : ''}`,
    },
  ];
}

/**
 * Whether a search narrows or orders its results in a way no landing page does: a salary, a "posted
 * within" or a chosen order other than the default. Remote is a landing page of its own ("Remote react
 * jobs") and counts as one filter value.
 */
function refinedSearch(state: SearchState): boolean {
  return (
    state.salaryMin !== null ||
    state.postedWithin !== null ||
    (state.sort !== null && state.sort !== defaultSort(state.term))
  );
}

/**
 * The head of a job search. Canonical: the canonicalised search (jobsCanonical), categories spelled as
 * the list spells them. Listed while it has at most INDEXED_SEARCH_MAX_FILTERS filter values (remote
 * counts as one; the term does not), its words are ones a search engine may list (listedSearch) and it is
 * not refined by salary, age or order (refinedSearch); otherwise `noindex,follow`. Echoed words are cut at
 * ECHO_MAX characters. Its alternate is the Atom feed of the same search, where there is one (searchFeed).
 */
export function jobsHead(query: string, platformName: string, category?: string): PageHead {
  const state = searchOf(query, category);
  const filters =
    state.jobTypes.length + state.locations.length + state.categories.length + (state.remote ? 1 : 0);
  const searching = hasFilters(state) || state.term;
  return {
    title: jobsTitle(query, platformName, category),
    description: searching
      ? `Browse ${searchPhrase(state)} on ${platformName}: apply in a click and track every application.`
      : `Browse the latest jobs across India on ${platformName}: search by title, skill, company or city.`,
    canonical: jobsCanonical(state),
    robots:
      filters > INDEXED_SEARCH_MAX_FILTERS || !listedSearch(state) || refinedSearch(state)
        ? 'noindex,follow'
        : null,
    image: null,
    jsonLd: [],
    alternates: searchFeed(state, platformName),
  };
}

/** What a job's title and description are made of. */
export interface JobHeadFields extends JobTitleFields {
  description: string;
  salary: string;
  jobType: string;
}

/** Text cut at a word to at most `max` characters, with "…" when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd().replace(/[,.;:]$/, '')}…`;
}

/** A job's meta description: what, where and (when given) the pay, then the start of its description. */
export function jobDescription(job: JobHeadFields): string {
  const facts = [`${job.jobType} ${job.title} job at ${job.company.name}, ${job.location || 'Remote'}`];
  if (job.salary.trim()) facts.push(job.salary.trim());
  return clip(`${facts.join('. ')}. ${job.description}`, 160);
}
