import {
  ApplicationStatus,
  defaultSort,
  JobStatus,
  isRemoteLocation,
  MATCH_MESSAGES,
  MAX_RECOMMENDED_JOBS,
  MAX_SALARY_FILTER,
  POSTED_WITHIN_DAYS,
  Role,
  SEARCH_MAX_RESULTS,
  SEARCH_MESSAGES,
  type SearchSort,
} from '@hireloop/schema';
import type { User } from '../users/user.entity';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, EntityMetadata, In, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { connectionOf, ConnectionPage, KeysetRequest, keysetSql } from '../../common/cursor';
import { BadInputError, NotFoundError } from '../../common/errors';
import { isUuid, pageOf, pageRequest } from '../../common/paging';
import { Company } from '../companies/company.entity';
import { Job } from './job.entity';
import {
  activeJobPredicate,
  checkSearchSyntax,
  cleanValues,
  filterPredicates,
  filterTsQueries,
  filterVectorSql,
  FilterValues,
  MAX_KEYWORD_LENGTH,
  fulltextPredicate,
  JobFilters,
  keywordWords,
  mayHoldPhrase,
  prefixTsQuery,
  remotePredicate,
  salaryPredicate,
  SEARCH_CONFIG,
  searchText,
  syntaxWords,
  usesQuerySyntax,
} from './job-search';
import { applicationOf } from '../applications/applications.queries';
import { openJobsOfCompany } from './jobs.queries';
import { appliedSql, matchCandidatesSql, matchScoreSql, seekerFeaturesCte } from './job-match';
import type { JobMatchModel } from './job-match.model';
import { deleteInBatches, queryOne, queryRows } from '../../common/sql';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { SearchCache, SNAPSHOT_SELECT } from './search-cache';
import { clientNetwork } from '../../common/client-network';
import { Limiter } from '../../common/limiter';

export const JOB_NOT_FOUND = 'Job not found';
/**
 * How close a word that jobs hold must be to a misspelt word of a keyword for the typo fallback to read it
 * instead (pg_trgm similarity of the two: 'senior' is 0.27 from 'senoir', 'develop' 0.7 from 'developr').
 */
export const FUZZY_THRESHOLD = 0.25;
/**
 * A keyword search reads at most this many of the jobs it matches that pass its filters (newest days first
 * at a large size, else in the order the full-text index yields them). Beyond that, as on big job sites,
 * the page is ranked among the jobs read and the total is a lower bound; the answer says so
 * (`totalIsEstimate`). A very broad keyword then costs about what a narrow one does; below the limit
 * every figure is exact.
 */
export const SEARCH_EXACT_LIMIT = 1000;
/**
 * At a large size (when keyword searches read the newest days first), a search reads at most this many of
 * the jobs failing exactly one of its filters: they give only the counts of the values not chosen (what
 * choosing one would add), which beyond it are lower bounds, marked as such (`facets.estimated`). The
 * total, the page and the chosen values' counts still come from up to SEARCH_EXACT_LIMIT passing jobs.
 */
export const SEARCH_OTHER_VALUES_LIMIT = 200;
/**
 * At a large size (when keyword searches read the newest days first), a keyword search reads this many of
 * the jobs passing its filters from the newest SEARCH_RECENT_DAYS days, whatever the page, and reads the
 * day it stopped in whole. When the older days hold active jobs it could match, its total is an estimate:
 * the jobs read times the active jobs it could match over those of the days read (job_day_counts), to two
 * significant figures ("about 950 jobs"; `totalIsEstimate` without `totalIsLowerBound`); its facet counts
 * are those of the days read (lower bounds, `facets.estimated`), and its pages are cut from the jobs read,
 * ranked, and stop there, as a search engine's "about" results do. So a filtered search costs about the
 * same at any number of jobs, where counting every match read each from a table far bigger than the
 * database's memory.
 */
export const SEARCH_SAMPLE_LIMIT = 200;
/**
 * Fewer jobs than this passing a search's filters in the newest days: the older days are read too, and the figures are exact up to SEARCH_EXACT_LIMIT. An estimate is scaled from
 * at least this many jobs.
 */
export const SEARCH_SAMPLE_MIN = 100;
/**
 * A search for a phrase (words that must stand together) tests at most this many of the jobs holding all
 * its words (newest days first at a large size, else in the order the full-text index yields them): the
 * index cannot tell whether the words stand together, so each is read to test it, and a phrase of common
 * words that rarely stand together would otherwise read every job holding them. Beyond it the total and
 * the facet counts are lower bounds (`totalIsLowerBound`).
 */
export const SEARCH_PHRASE_CANDIDATES = 5_000;
/**
 * A phrase search tests at most this many of the jobs holding its words that fail one of its filters (they
 * only give the other values' facet counts, lower bounds beyond it), and as many to tell whether the phrase
 * stands in any job when the filters leave none (else the typo fallback looks for misspelt words).
 */
export const SEARCH_PHRASE_OTHER_CANDIDATES = 1_000;
// Without a keyword, salary or age filter, counts are exact at any size (job_facet_counts); a salary or
// age filter without a keyword counts at most this many matches too, while its page stays exact.

/** How many of the jobs failing exactly one filter a keyword search reads. */
function otherValuesLimit(recentFirst: boolean): number {
  return recentFirst ? SEARCH_OTHER_VALUES_LIMIT : SEARCH_EXACT_LIMIT;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface JobFacets {
  jobTypes: FacetCount[];
  locations: FacetCount[];
  categories: FacetCount[];
  /** True when the counts are lower bounds: more jobs matched than a search reads. */
  estimated: boolean;
}

export interface JobPageResult {
  items: Job[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** True when the total is not exact: a lower bound (totalIsLowerBound) or an estimate (SEARCH_SAMPLE_LIMIT). */
  totalIsEstimate?: boolean;
  /** True when the counted matches exceed SEARCH_EXACT_LIMIT: the total is a lower bound. */
  totalIsLowerBound?: boolean;
  facets?: JobFacets;
  /** 'fulltext', 'fuzzy' (trigram fallback for typos) or 'none' (no keyword). */
  matchedBy?: 'fulltext' | 'fuzzy' | 'none';
}

export interface CategorySection {
  name: string;
  count: number;
  jobs: Job[];
}

type Mode = 'fulltext' | 'fuzzy';

/**
 * How a search's matches are ordered: by relevance, then recency; newest first (feeds); or by the
 * highest yearly pay (salary_max_inr, then salary_min_inr; salaries that cannot be read last), then recency.
 */
export type SearchOrder = SearchSort;

/** The ORDER BY list of an order over the matches' rows (`p.`: of the relation p). */
function orderBy(order: SearchOrder, prefix = ''): string {
  const recency = `${prefix}created_at DESC, ${prefix}id DESC`;
  if (order === 'best_match') {
    // Equal scores (all 0 for a seeker with nothing to match) keep the keyword's order, then recency.
    return `${prefix}score DESC, ${prefix}rank DESC, ${recency}`;
  }
  if (order === 'salary') {
    return `${prefix}salary_max_inr DESC NULLS LAST, ${prefix}salary_min_inr DESC NULLS LAST, ${recency}`;
  }
  return order === 'newest' ? recency : `${prefix}rank DESC, ${recency}`;
}

/**
 * Whether a row fails at most one kind's filter (an SQL expression): such a row counts for that kind's
 * facet (which ignores its own filter); rows failing two or more count nowhere and are not read.
 */
function someFiltersPass(ok: { t: string; l: string; c: string }): string {
  const active = Object.values(ok).filter((c) => c !== 'true');
  if (active.length < 2) return 'true';
  if (active.length === 2) return `(${active[0]} OR ${active[1]})`;
  return `((${ok.t} AND ${ok.l}) OR (${ok.t} AND ${ok.c}) OR (${ok.l} AND ${ok.c}))`;
}

interface SearchInput {
  /** The prefix query of a plain keyword; null for none or for one in the search syntax. */
  tsquery: string | null;
  /** A keyword in the search syntax, read by websearch_to_tsquery; null otherwise. */
  websearch: string | null;
  /** The keyword in the search syntax may hold a phrase (mayHoldPhrase): its candidates are bounded. */
  phrase: boolean;
  /** The words to look for (the last one a prefix when `tsquery` is set), and those a job must not have (syntax `-word`). */
  words: string[];
  exclude: string[];
  jobTypes: string[];
  locations: string[];
  categories: string[];
  salaryMin: number | null;
  postedSince: Date | null;
  remote: boolean;
  /** The signed-in job seeker whose match scores the items carry; null for anyone else. */
  seekerId: string | null;
  /** Who asked (clientNetwork of their address): waiting searches are served one client at a time in turn. */
  client: string;
  /**
   * The filter values the full-text index is asked for (filterTsQueries): those some active job has, when
   * a search names many (a value no job has would only make every index lookup dearer).
   */
  indexedValues?: FilterValues;
  /** The remote filter is on and no chosen location is a remote one: no job passes the location filter. */
  noLocationPasses?: boolean;
  /** For a search sorted by salary without a keyword: the filter kind whose values' jobs are merged (applyFilterValueCounts). */
  salaryLead?: SalaryLead;
}

/** A filter kind's column and its chosen values. */
interface SalaryLead {
  column: 'job_type' | 'location' | 'category';
  values: string[];
}

/** Above this many filter values in all, a search asks the index only for the values some active job has. */
const FEW_FILTER_VALUES = 6;

interface SearchRow {
  total: number | null;
  /** More jobs pass every filter than a search reads: the total and the chosen values' counts are lower bounds. */
  capped: boolean;
  /** More jobs fail one filter than a search reads: the other values' counts are lower bounds. */
  others_capped: boolean;
  /**
   * A phrase search stopped testing the jobs holding its words (SEARCH_PHRASE_CANDIDATES) before it read
   * as many matches passing the filters, or failing one, as it counts: those counts are lower bounds.
   */
  cut: boolean;
  others_cut: boolean;
  items: { job: Record<string, unknown>; company: Record<string, unknown>; match: JobMatchModel | null }[];
  job_types: [string, number][];
  locations: [string, number][];
  categories: [string, number][];
  /**
   * False when a keyword matches no active job (without filters), or, when filters leave none of its
   * jobs, when a word of it is held by no job (the typo fallback has a word to correct).
   */
  keyword_matches: boolean;
  /** The active jobs, when the statement counted them (see ACTIVE_JOBS_MAX_AGE_MS). */
  active_jobs: number | null;
  /**
   * With the newest days read first: the active jobs of the days the passing jobs were read from, when
   * the older days were not read (else null); those of the newest SEARCH_RECENT_DAYS days when the jobs
   * failing one filter were read from them alone (else null); and all active jobs a search can match
   * (those posted since its posted-within day).
   */
  sampled_jobs: number | null;
  others_sampled_jobs: number | null;
  matchable_jobs: number | null;
}

/** The newest days' reads of a keyword search at a large size (matchesSql). */
interface DaysRead {
  /** The CTEs the reads need, added in order, and the name of this read's. */
  ctes: string[];
  name: string;
  /** At most this many jobs are read from the newest days. */
  read: number;
  /** Fewer than this from the newest days: the older days are read too. */
  least: number;
  /** The day the read stopped in is read whole (the jobs read are then those of whole days). */
  wholeDays: boolean;
}

/**
 * How matchesSql reads a search's matches: in the order the index yields them, the newest days first (day
 * by day), or the newest first.
 */
type ReadWay = 'index' | 'days' | 'newest';

/**
 * A phrase search's read (matchesSql): the jobs holding its words, at most `cap` of them, each tested
 * (`hit`) in a CTE of its own (`name`), whose size tells whether the bound was reached.
 */
interface PhraseRead {
  ctes: string[];
  name: string;
  /** At most this many jobs are tested. */
  cap: number;
  /** The phrase's test of the jobs row `j` (an SQL condition). */
  test: string;
}

/**
 * How a search at a large size reads the jobs passing its filters from the newest days: the same whatever
 * the page, so that every page of a search is cut from the same ranked jobs.
 */
function passingDaysRead(ctes: string[]): DaysRead {
  return { ctes, name: 'passing_read', read: SEARCH_SAMPLE_LIMIT, least: SEARCH_SAMPLE_MIN, wholeDays: true };
}

/** Whether facets count any job. */
function hasFacetCounts(facets: JobFacets): boolean {
  return [facets.jobTypes, facets.locations, facets.categories].some((counts) => counts.length > 0);
}

/** An estimated count to two significant figures (950, 14,000). */
export function roundedEstimate(n: number): number {
  return n < 100 ? Math.round(n) : Number(n.toPrecision(2));
}

/**
 * With at least `SEARCH_RECENT_FIRST_JOBS` active jobs, a keyword search reads its matches day by day (UTC),
 * newest first, over the newest this many days of postings, and only then the older jobs: a common word's
 * first SEARCH_EXACT_LIMIT + 1 matches then come from the few days the full-text index holds beside the
 * day (jobs_active_day_search_idx), instead of a bitmap of every job with the word, whose cost grows with
 * the number of jobs. Below that size the bitmap costs less than the days' lookups and the longer
 * statement's planning.
 */
export const SEARCH_RECENT_DAYS = 14;
/**
 * How old the count of active jobs that chooses between the two ways may be: a keyword search counts them
 * again in its own statement (from job_facet_counts) when the last count is older.
 */
const ACTIVE_JOBS_MAX_AGE_MS = 60_000;

/** At most this many lexemes replace the last word's prefix (else the prefix query itself is used). */
const MAX_PREFIX_LEXEMES = 64;

/** A lexeme (an SQL text expression) as a quoted tsquery operand. */
function quotedLexemeSql(lexeme: string): string {
  return `'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || ''''`;
}

/**
 * The full-text query as SQL, built in the statement itself: every word, the last as a prefix. The
 * prefix becomes the disjunction of the lexemes it starts (`clinic:*` becomes `clinic | clinical`, from
 * job_lexemes): the same matches, but the index answers them exactly, whereas a prefix query makes
 * PostgreSQL re-check the match on every row it reads (four to eight times the cost of reading it).
 * With no such lexeme, or too many, the prefix query itself.
 */
function fulltextQuerySql(f: SearchInput, param: (value: unknown) => string): string {
  const head = f.words.slice(0, -1);
  const headQuery = head.length ? `to_tsquery('${SEARCH_CONFIG}', ${param(head.join(' & '))}) && ` : '';
  return `SELECT CASE WHEN x.n BETWEEN 1 AND ${MAX_PREFIX_LEXEMES} THEN ${headQuery}x.alternatives::tsquery
                      ELSE to_tsquery('${SEARCH_CONFIG}', ${param(f.tsquery)}) END AS q
          FROM (
            SELECT count(*) AS n,
                   string_agg(${quotedLexemeSql('l.lexeme')}, ' | ')
                     AS alternatives
            FROM (SELECT CASE WHEN cardinality(a) = 1 THEN a[1] END COLLATE "C" AS stem
                  FROM tsvector_to_array(to_tsvector('${SEARCH_CONFIG}', ${param(f.words[f.words.length - 1])})) a) s
            JOIN LATERAL (
              SELECT lexeme FROM job_lexemes
              WHERE lexeme >= s.stem AND lexeme < s.stem || chr(1114111)
              ORDER BY lexeme LIMIT ${MAX_PREFIX_LEXEMES + 1}
            ) l ON true
          ) x`;
}

/**
 * The typo fallback's full-text query as SQL: each word of the keyword as a word that jobs hold
 * (job_lexemes): its own when they hold it (the last word of a plain keyword as a prefix of one), else the
 * most similar one by trigrams (at least FUZZY_THRESHOLD, set for the transaction), else none; every word
 * required, as in any search, and the words left out (`-word`) still left out. Null (no job) when no word
 * was corrected: the keyword as typed has already found none. Words of fewer than three letters are left
 * out. A word costs a lookup in the trigram index of the words jobs hold, whatever the number of jobs; the
 * jobs are then read as any keyword's are.
 */
function correctedQuerySql(f: SearchInput, param: (value: unknown) => string): string {
  const exclude = f.exclude.length
    ? ` && !!to_tsquery('${SEARCH_CONFIG}', ${param(f.exclude.join(' | '))})`
    : '';
  return `SELECT CASE WHEN bool_or(c.fixed IS NOT NULL)
                      THEN string_agg(coalesce(o.own, c.fixed), ' & ' ORDER BY w.n)::tsquery${exclude} END AS q
          FROM ${keywordWordsSql(f, param)}
          CROSS JOIN LATERAL (
            SELECT CASE WHEN o.own IS NULL AND length(w.word) >= 3 AND s.stem IS NOT NULL THEN (
              SELECT ${quotedLexemeSql('l.lexeme')} FROM job_lexemes l WHERE l.lexeme % s.stem
              ORDER BY similarity(l.lexeme, s.stem) DESC, l.lexeme LIMIT 1) END AS fixed) c`;
}

/**
 * The keyword's words (`w`: word, n), each with its stem (`s.stem`, null for a stop word) and, when jobs
 * hold it (job_lexemes), its lexeme as the query reads it (`o.own`: the stem, or for the last word of a
 * plain keyword a prefix some lexeme starts with).
 */
function keywordWordsSql(f: SearchInput, param: (value: unknown) => string): string {
  return `unnest(${param(f.words)}::text[]) WITH ORDINALITY AS w(word, n)
          CROSS JOIN LATERAL (
            SELECT CASE WHEN cardinality(a) = 1 THEN a[1] END COLLATE "C" AS stem
            FROM tsvector_to_array(to_tsvector('${SEARCH_CONFIG}', w.word)) a) s
          CROSS JOIN LATERAL (
            SELECT CASE
              WHEN EXISTS (SELECT 1 FROM job_lexemes l WHERE l.lexeme = s.stem) THEN ${quotedLexemeSql('s.stem')}
              WHEN w.n = ${f.words.length} AND ${!!f.tsquery} AND EXISTS (
                SELECT 1 FROM job_lexemes l WHERE l.lexeme >= s.stem AND l.lexeme < s.stem || chr(1114111))
                THEN ${quotedLexemeSql('s.stem')} || ':*'
            END AS own) o`;
}

/** The match of the items of a page, as the statements answer it: null without a seeker to match. */
const MATCH_JSON = `CASE WHEN sf.has_features THEN jsonb_build_object('score', mt.score, 'reasons', mt.reasons) END`;

/**
 * An entity from a row of `to_jsonb(table)`: each column of the entity's metadata read by its database
 * name, timestamps (which JSON carries as text) as dates.
 */
function entityFromJson<T extends object>(metadata: EntityMetadata, row: Record<string, unknown>): T {
  const entity = metadata.create() as Record<string, unknown>;
  for (const column of metadata.columns) {
    if (!(column.databaseName in row)) continue;
    const value = row[column.databaseName];
    const timestamp = column.type === 'timestamptz' || column.type === 'timestamp' || column.type === Date;
    entity[column.propertyName] = timestamp && typeof value === 'string' ? new Date(value) : value;
  }
  return entity as T;
}

@Injectable()
export class JobsService {
  /** Search answers kept for repeated searches (SEARCH_CACHE_MB); null when none are kept. */
  private readonly answers: SearchCache<SearchRow> | null;
  /**
   * Search statements running at once (SEARCH_READS_AT_ONCE). More at once than the database has cores
   * only makes each slower: at a million jobs their rows outgrow PostgreSQL's shared buffers, and twenty
   * at once on two cores evict each other's pages, so the same load finished at half the rate.
   */
  private readonly searchReads: Limiter;

  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.answers = config.searchCacheBytes > 0 ? new SearchCache<SearchRow>(config.searchCacheBytes) : null;
    this.searchReads = new Limiter(config.searchReadsAtOnce);
  }

  /** The newest active jobs with their companies, read in that order through the index (no count). */
  async newestActive(limit: number): Promise<Job[]> {
    return this.jobs
      .createQueryBuilder('job')
      .innerJoinAndSelect('job.company', 'company')
      .where('job.status = :status', { status: JobStatus.ACTIVE })
      .orderBy('job.createdAt', 'DESC')
      .addOrderBy('job.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /**
   * Search of active jobs: keyword over title, skills, category, company, location and description by
   * full-text search (every word, the last as a prefix; ranked by relevance, then recency), falling back to
   * trigram similarity of the title when nothing matches (typos); filters are "any of" per kind. Facet
   * counts of each kind ignore that kind's own filter, so the lists show what selecting more would add.
   *
   * One statement whatever the page size (see searchPass); the typo fallback runs another in a
   * transaction. `order` 'newest' puts the same matches newest first.
   *
   * With `seekerId` (a signed-in job seeker) each item carries its match score for that seeker (null when
   * their profile and survey give nothing to match), and the order 'best_match' puts the highest score
   * first, then as the default order would. With a keyword every match is scored; without one, the
   * candidates of matchCandidatesSql (at most 1,500 jobs), and the jobs not scored follow them in the
   * default order, so pages continue one another. Without a seeker, 'best_match' is the default order.
   *
   * `client` (the asker's address; an IPv6 address as its /64) takes turns with other clients for a place
   * among the search reads (SEARCH_READS_AT_ONCE), so one client asking many searches at once does not
   * hold up everyone else's.
   */
  async search(
    filters: JobFilters,
    page: number,
    pageSize: number,
    order: SearchOrder = 'relevance',
    seekerId: string | null = null,
    client = '',
  ): Promise<JobPageResult> {
    const req = pageRequest(page, pageSize);
    if (req.offset >= SEARCH_MAX_RESULTS) throw new BadInputError(SEARCH_MESSAGES.pageTooDeep);
    // The last page reachable ends at the SEARCH_MAX_RESULTS-th job.
    const limit = Math.min(req.pageSize, SEARCH_MAX_RESULTS - req.offset);
    checkSearchSyntax(filters.keyword);
    if (order === 'best_match' && !seekerId) order = defaultSort(filters.keyword ?? '');
    const syntax = usesQuerySyntax(filters.keyword);
    const { include, exclude } = syntax ? syntaxWords(filters.keyword) : { include: [], exclude: [] };
    const words = syntax ? include : keywordWords(filters.keyword);
    const f: SearchInput = {
      tsquery: syntax ? null : prefixTsQuery(words),
      websearch: syntax ? searchText((filters.keyword ?? '').trim().slice(0, MAX_KEYWORD_LENGTH)) : null,
      phrase: syntax && mayHoldPhrase(filters.keyword),
      words,
      exclude,
      jobTypes: cleanValues(filters.jobTypes),
      locations: cleanValues(filters.locations),
      categories: cleanValues(filters.categories),
      ...this.rangeFilters(filters),
      seekerId,
      client: clientNetwork(client),
    };
    const keyword = !!(f.tsquery || f.websearch);
    // A remote job's location is a remote one (isRemoteLocation): with the remote filter only the chosen
    // remote locations can pass, and with none of them no job does. Read as chosen, each non-remote
    // location's jobs were read to find none remote (an outsider's probe: 0.4-1 s a search at a million
    // jobs for an empty answer, 6.5 s for 15 of them in one document).
    if (f.remote && f.locations.length) {
      const remote = f.locations.filter((l) => isRemoteLocation(l));
      if (remote.length) f.locations = remote;
      else f.noLocationPasses = true;
    }
    await this.applyFilterValueCounts(f, keyword, order);
    let mode: Mode = 'fulltext';
    const pass = (m: EntityManager, passMode: Mode) =>
      this.searchPass(f, passMode, order, req.offset, limit, m);
    let result = await pass(this.jobs.manager, mode);
    // The typo fallback is for a keyword that matches nothing, not for filters that leave none of its jobs.
    // Words of fewer than three letters have no trigram of their own to compare words by.
    if (keyword && f.words.some((w) => w.length >= 3) && result.total === 0 && !result.keywordMatches) {
      // The trigram operator uses the index with the session's threshold: set it for this transaction.
      // The transaction takes its place among the search reads before it holds a connection.
      const corrected = await this.searchReads.run(
        () =>
          this.jobs.manager.transaction(async (m) => {
            await m.query(`SET LOCAL pg_trgm.similarity_threshold = ${FUZZY_THRESHOLD}`);
            return pass(m, 'fuzzy');
          }),
        f.client,
      );
      // Nothing corrected, or the corrected words found nothing either: the keyword's own answer stands,
      // with the corrected words' facets when the filters left out their jobs (where those jobs are, as a
      // keyword spelt right shows).
      if (corrected.total > 0) {
        mode = 'fuzzy';
        result = corrected;
      } else if (hasFacetCounts(corrected.facets)) {
        result = { ...result, facets: corrected.facets };
      }
    }
    const answer = pageOf(result.items, result.total, req);
    // An estimated total exceeds the jobs read, among which every page is ranked: the pages stop there.
    if (result.approximate) answer.pageCount = Math.ceil(result.read / req.pageSize);
    // Without a keyword the page is read through the indexes in its order whatever the count, so a total
    // that is a lower bound does not end the pages: a page followed by more jobs promises the next, and the
    // lower bound is never below the jobs up to it, which exist. A page no job follows ends the matches:
    // their number is then known. An empty page past them tells only that they end before it.
    let capped = result.capped;
    if (capped && !keyword && result.items.length > 0 && !result.more) {
      answer.total = req.offset + result.items.length;
      answer.pageCount = req.page;
      capped = false;
    } else if (capped && !keyword && result.items.length > 0) {
      answer.total = Math.max(answer.total, req.offset + result.items.length);
      answer.pageCount = Math.max(answer.pageCount, req.page + 1);
    }
    answer.pageCount = Math.min(answer.pageCount, Math.ceil(SEARCH_MAX_RESULTS / req.pageSize));
    return {
      ...answer,
      totalIsEstimate: capped || result.approximate,
      totalIsLowerBound: capped,
      facets: result.facets,
      matchedBy: keyword ? mode : 'none',
    };
  }

  /**
   * Active jobs matching the filters (as the search filters them, without a keyword: a ranked list has no
   * stable order), with their company, in keyset order: by (created_at, id), or by (updated_at, id) from
   * `updatedSince`. One statement; no OFFSET, so rows added or changed while paging are neither skipped
   * nor repeated.
   */
  async connection(filters: Omit<JobFilters, 'keyword'>, req: KeysetRequest): Promise<ConnectionPage<Job>> {
    const range = this.rangeFilters(filters);
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const jobTypes = cleanValues(filters.jobTypes);
    const locations = cleanValues(filters.locations);
    const categories = cleanValues(filters.categories);
    const ok = filterPredicates('j', {
      jobTypes: jobTypes.length ? param(jobTypes) : null,
      locations: locations.length ? param(locations) : null,
      categories: categories.length ? param(categories) : null,
    });
    const conditions = [
      `j.status = ${param(JobStatus.ACTIVE)}`,
      ok.t,
      ok.l,
      ok.c,
      range.salaryMin ? salaryPredicate('j', `${param(range.salaryMin)}::int`) : 'true',
      range.postedSince ? `j.created_at >= ${param(range.postedSince)}` : 'true',
      range.remote ? remotePredicate('j') : 'true',
    ];
    const k = keysetSql(
      { created: 'j.created_at', updated: 'j.updated_at', id: 'j.id' },
      req,
      params.length + 1,
    );
    const rows = await queryRows<{
      job: Record<string, unknown>;
      company: Record<string, unknown>;
      at: string;
    }>(
      this.jobs.manager,
      // The page's ids first, then the JSON of those rows only: whatever plan the database picks (a sort
      // of every matching job when its statistics are off), no row off the page is turned into JSON.
      `SELECT to_jsonb(j) - 'search_vector' AS job, to_jsonb(c) AS company, ${k.cursorAt} AS at
       FROM (SELECT j.id FROM jobs j
              WHERE ${conditions.join(' AND ')} AND ${k.where}
              ORDER BY ${k.orderBy} LIMIT ${k.limit}) page
       JOIN jobs j ON j.id = page.id JOIN companies c ON c.id = j.company_id
       ORDER BY ${k.orderBy}`,
      [...params, ...k.params],
    );
    const page = connectionOf(req, rows, (r) => ({ at: r.at, id: String(r.job.id) }));
    return {
      ...page,
      edges: page.edges.map(({ cursor, node }) => {
        const job = entityFromJson<Job>(this.jobs.metadata, node.job);
        job.company = entityFromJson<Company>(
          this.jobs.manager.connection.getMetadata(Company),
          node.company,
        );
        return { cursor, node: job };
      }),
    };
  }

  /**
   * The salary, age and remote filters of a search, checked: a salary from 0 to MAX_SALARY_FILTER rupees
   * a year (0: none), a "posted within" of POSTED_WITHIN_DAYS; anything else is refused.
   */
  private rangeFilters(filters: JobFilters): Pick<SearchInput, 'salaryMin' | 'postedSince' | 'remote'> {
    const { salaryMin, postedWithin } = filters;
    if (
      salaryMin != null &&
      !(Number.isInteger(salaryMin) && salaryMin >= 0 && salaryMin <= MAX_SALARY_FILTER)
    ) {
      throw new BadInputError(SEARCH_MESSAGES.salaryMin);
    }
    if (postedWithin != null && !(POSTED_WITHIN_DAYS as readonly number[]).includes(postedWithin)) {
      throw new BadInputError(SEARCH_MESSAGES.postedWithin);
    }
    // Counted from the start of the current minute, so that the same search asked again within it is the
    // same statement, and its answer can be kept (SearchCache).
    const minute = Math.floor(this.clock.now().getTime() / 60_000) * 60_000;
    return {
      salaryMin: salaryMin || null,
      postedSince: postedWithin ? new Date(minute - postedWithin * 86_400_000) : null,
      remote: !!filters.remote,
    };
  }

  /**
   * What the active jobs' filter values (job_facet_counts) tell a search before its statement, asked in one
   * query and only when it matters:
   * - a kind whose chosen values include every value an active job has is dropped: it leaves out no job,
   *   and its facet counts are the same without it. Kept, its jobs failing one filter (the other values'
   *   facet counts) are looked for among every job, and none exist: with a salary or age filter and no
   *   keyword, each such search read every active job (an outsider's probe: all four job types with a
   *   salary filter, 1-2 s a search at a million jobs);
   * - with a keyword and more than FEW_FILTER_VALUES values, the values some active job has, kind by kind
   *   (`indexedValues`; a kind none of whose values any job has keeps one of them, so that the index still
   *   finds no job passing it); else none (all values are asked for);
   * - sorted by salary without a keyword, the filter kind whose chosen values the fewest active jobs have
   *   (`salaryLead`): the search reads that kind's values' jobs through their salary-order indexes and
   *   merges them, testing the other filters on the index entries.
   */
  private async applyFilterValueCounts(f: SearchInput, keyword: boolean, order: SearchOrder): Promise<void> {
    const chosen = () =>
      (
        [
          ['job_type', f.jobTypes],
          ['location', f.locations],
          ['category', f.categories],
        ] as const
      ).filter(([, values]) => values.length);
    const valueCount = () => f.jobTypes.length + f.locations.length + f.categories.length;
    const salaryOrder = order === 'salary' && !keyword;
    const mayDrop = Math.max(f.jobTypes.length, f.locations.length, f.categories.length) >= 2;
    const fewValues = !keyword || valueCount() <= FEW_FILTER_VALUES;
    if (mayDrop || !fewValues || (salaryOrder && chosen().length >= 2)) {
      const row = await queryOne<{
        every_t: boolean | null;
        every_l: boolean | null;
        every_c: boolean | null;
        t: string[] | null;
        l: string[] | null;
        c: string[] | null;
        job_type: number;
        location: number;
        category: number;
      }>(
        this.jobs.manager,
        `SELECT bool_and(job_type = ANY($1)) FILTER (WHERE jobs > 0) AS every_t,
                bool_and(location = ANY($2)) FILTER (WHERE jobs > 0) AS every_l,
                bool_and(category = ANY($3)) FILTER (WHERE jobs > 0) AS every_c,
                array_agg(DISTINCT job_type) FILTER (WHERE jobs > 0 AND job_type = ANY($1)) AS t,
                array_agg(DISTINCT location) FILTER (WHERE jobs > 0 AND location = ANY($2)) AS l,
                array_agg(DISTINCT category) FILTER (WHERE jobs > 0 AND category = ANY($3)) AS c,
                coalesce(sum(jobs) FILTER (WHERE job_type = ANY($1)), 0)::int AS job_type,
                coalesce(sum(jobs) FILTER (WHERE location = ANY($2)), 0)::int AS location,
                coalesce(sum(jobs) FILTER (WHERE category = ANY($3)), 0)::int AS category
         FROM job_facet_counts`,
        [f.jobTypes, f.locations, f.categories],
      );
      if (row.every_t) f.jobTypes = [];
      if (row.every_l) f.locations = [];
      if (row.every_c) f.categories = [];
      if (keyword && valueCount() > FEW_FILTER_VALUES) {
        const kept = (asked: string[], had: string[] | null) => (had?.length ? had : asked.slice(0, 1));
        f.indexedValues = {
          jobTypes: kept(f.jobTypes, row.t),
          locations: kept(f.locations, row.l),
          categories: kept(f.categories, row.c),
        };
      }
      if (salaryOrder && chosen().length >= 2) {
        const [column, values] = chosen().reduce((a, b) => (row[b[0]] < row[a[0]] ? b : a));
        f.salaryLead = { column, values };
        return;
      }
    }
    const kinds = chosen();
    if (salaryOrder && kinds.length) f.salaryLead = { column: kinds[0][0], values: kinds[0][1] };
  }

  /** The active jobs as last counted by a keyword search, and when (Date.now()); null before the first. */
  private activeJobs: { count: number; at: number } | null = null;

  /** Whether keyword searches read the newest days first (SEARCH_RECENT_DAYS) at the last counted size. */
  private readsRecentFirst(): boolean {
    const threshold = this.config.searchRecentFirstJobs;
    return threshold === 0 || (this.activeJobs?.count ?? 0) >= threshold;
  }

  /**
   * The days a keyword search reads one by one (SEARCH_RECENT_DAYS): the newest active job's UTC day, and
   * the start of the oldest of them, before which the other jobs are read at once.
   */
  private recentDaysCte(param: (value: unknown) => string): string {
    return `recent AS MATERIALIZED (
              SELECT r.newest, (r.newest - ${SEARCH_RECENT_DAYS - 1})::timestamp AT TIME ZONE 'UTC' AS before
              FROM (SELECT (max(created_at) AT TIME ZONE 'UTC')::date AS newest FROM jobs
                    WHERE status = ${param(JobStatus.ACTIVE)}) r),`;
  }

  /**
   * At most SEARCH_EXACT_LIMIT + 1 rows of the jobs matching `where`, each with the day it was read from
   * (`day_k`, days before the newest; null when not read day by day). Newest days first (one index lookup
   * per day, stopping once enough are read, then the older jobs) when `way` is 'days'; the newest first
   * when 'newest'; else in the order the index yields them. With `days`, at most days.read from the newest days (the day stopped in then read
   * whole when days.wholeDays), and the older jobs only when fewer than days.least were. The older jobs'
   * bound is no index condition (IS TRUE): the word's own entries are fewer than the jobs posted before a
   * date.
   */
  private matchesSql(
    columns: string,
    where: string,
    way: ReadWay,
    readLimit = SEARCH_EXACT_LIMIT,
    days?: DaysRead,
    phrase?: PhraseRead,
  ): string {
    const limit = readLimit + 1;
    if (phrase) return this.phraseMatchesSql(columns, where, way === 'days', limit, phrase);
    if (way !== 'days') {
      const order = way === 'newest' ? 'ORDER BY j.created_at DESC' : '';
      return `SELECT ${columns}, NULL::int AS day_k FROM jobs j WHERE ${where} ${order} LIMIT ${limit}`;
    }
    const dayLookup = (k: string, n: number) =>
      `SELECT ${columns}, ${k} AS day_k FROM jobs j
       WHERE ${where} AND (j.created_at AT TIME ZONE 'UTC')::date = recent.newest - ${k}
       LIMIT ${n}`;
    const newest = (n: number) =>
      `SELECT d.* FROM recent CROSS JOIN generate_series(0, ${SEARCH_RECENT_DAYS - 1}) k
       CROSS JOIN LATERAL (${dayLookup('k', n)}) d`;
    const older = `SELECT ${columns}, NULL::int AS day_k FROM jobs j
                   WHERE ${where} AND (j.created_at < (SELECT before FROM recent)) IS TRUE`;
    if (!days) return `SELECT * FROM ((${newest(limit)}) UNION ALL (${older})) x LIMIT ${limit}`;
    const w = days.name;
    days.ctes.push(`${w} AS MATERIALIZED (${newest(days.read + 1)} LIMIT ${days.read + 1}),`);
    if (days.wholeDays) {
      days.ctes.push(`${w}_day AS MATERIALIZED (
        SELECT d.* FROM (SELECT max(day_k) AS k FROM ${w} HAVING count(*) > ${days.read}) c
        CROSS JOIN recent CROSS JOIN LATERAL (${dayLookup('c.k', limit)}) d),`);
    }
    const read = days.wholeDays
      ? `(SELECT * FROM ${w} WHERE (day_k < (SELECT min(day_k) FROM ${w}_day)) IS NOT FALSE)
         UNION ALL (SELECT * FROM ${w}_day)`
      : `(SELECT * FROM ${w})`;
    return `SELECT * FROM (
              ${read}
              UNION ALL
              (${older} AND (SELECT count(*) FROM ${w}) < ${days.least})
            ) x LIMIT ${limit}`;
  }

  /**
   * matchesSql for a phrase: `where` finds the jobs holding the phrase's words, newest days first when
   * `recentFirst` (one index lookup per day, then the older jobs), at most phrase.cap of them, each then
   * tested; the first `limit` that pass. The rank is that of the jobs that pass (`j.hit`).
   */
  private phraseMatchesSql(
    columns: string,
    where: string,
    recentFirst: boolean,
    limit: number,
    phrase: PhraseRead,
  ): string {
    const cap = phrase.cap;
    const candidates = recentFirst
      ? `(SELECT j.*, k AS day_k FROM recent CROSS JOIN generate_series(0, ${SEARCH_RECENT_DAYS - 1}) k
          CROSS JOIN LATERAL (
            SELECT j.* FROM jobs j
            WHERE ${where} AND (j.created_at AT TIME ZONE 'UTC')::date = recent.newest - k LIMIT ${cap}) j)
         UNION ALL
         (SELECT j.*, NULL::int AS day_k FROM jobs j
          WHERE ${where} AND (j.created_at < (SELECT before FROM recent)) IS TRUE)`
      : `SELECT j.*, NULL::int AS day_k FROM jobs j WHERE ${where}`;
    phrase.ctes.push(`${phrase.name} AS MATERIALIZED (
      SELECT ${columns}, j.day_k, j.hit
      FROM (SELECT j.*, ${phrase.test} AS hit FROM (SELECT * FROM (${candidates}) c LIMIT ${cap}) j) j),`);
    return `SELECT * FROM ${phrase.name} WHERE hit LIMIT ${limit}`;
  }

  /**
   * The rows a search counts (`m`): at most SEARCH_EXACT_LIMIT + 1 of the jobs matching `where` that pass
   * every filter (the page, the total and the facet counts of the chosen values), and at most
   * otherValuesLimit + 1 failing one filter (the other values' facet counts), each read apart, so a filter
   * that few matches pass still finds its jobs among a common word's. With the filters as tsqueries, the
   * full-text index finds those rows itself (filterVectorSql); the predicates stay the rule.
   */
  private matchedRowsSql(
    columns: string,
    where: string,
    ok: { t: string; l: string; c: string },
    q: ReturnType<typeof filterTsQueries> | null,
    param: (value: unknown) => string,
    way: ReadWay,
    sample?: { ctes: string[] },
    phrase?: Omit<PhraseRead, 'name' | 'cap'>,
  ): string {
    const recentFirst = way === 'days';
    const passingDays = sample && passingDaysRead(sample.ctes);
    const passingPhrase = phrase && { ...phrase, name: 'passing_cand', cap: SEARCH_PHRASE_CANDIDATES };
    if (Object.values(ok).every((c) => c === 'true')) {
      return this.matchesSql(columns, where, way, SEARCH_EXACT_LIMIT, passingDays, passingPhrase);
    }
    const allPass = `${ok.t} AND ${ok.l} AND ${ok.c}`;
    const fv = filterVectorSql('j');
    const allQuery = q?.allPass ? param(q.allPass) : null;
    const passing = `${where} AND ${allPass}${allQuery ? ` AND ${fv} @@ ${allQuery}::tsquery` : ''}`;
    const failingOne =
      `${where} AND ${someFiltersPass(ok)} AND NOT (${allPass})` +
      (q?.failsAtMostOne ? ` AND ${fv} @@ ${param(q.failsAtMostOne)}::tsquery` : '');
    const otherDays: DaysRead | undefined = sample && {
      ctes: sample.ctes,
      name: 'others_read',
      read: SEARCH_OTHER_VALUES_LIMIT,
      least: SEARCH_SAMPLE_MIN,
      wholeDays: false,
    };
    const otherPhrase = phrase && { ...phrase, name: 'others_cand', cap: SEARCH_PHRASE_OTHER_CANDIDATES };
    return `(${this.matchesSql(columns, passing, way, SEARCH_EXACT_LIMIT, passingDays, passingPhrase)})
            UNION ALL
            (${this.matchesSql(columns, failingOne, way, otherValuesLimit(recentFirst), otherDays, otherPhrase)})`;
  }

  /**
   * The active jobs behind a search's estimate (SearchRow's sampled_jobs, others_sampled_jobs and
   * matchable_jobs), from job_day_counts: those of the days the passing jobs were read from (the newest
   * days up to the one the read stopped in, read whole) when the older days were not read, those of the
   * newest SEARCH_RECENT_DAYS days when the jobs failing one filter came from them alone, and all active
   * jobs posted since the search's posted-within day.
   */
  private sampledJobsSql(
    othersRead: boolean,
    postedSince: Date | null,
    param: (value: unknown) => string,
  ): string {
    const since = postedSince ? `(${param(postedSince)}::timestamptz AT TIME ZONE 'UTC')` : null;
    // The share of a day's active jobs a search can match: none before its posted-within moment, the
    // part of that day after it (as if the day's jobs were posted evenly over it), all after it.
    const share = since
      ? `CASE WHEN dc.day > ${since}::date THEN 1
              WHEN dc.day = ${since}::date THEN 1 - extract(epoch FROM ${since} - dc.day::timestamp) / 86400
              ELSE 0 END`
      : '1';
    const jobsOf = (daysBack: string | null) =>
      `(SELECT coalesce(sum(dc.jobs * ${share}), 0) FROM job_day_counts dc, recent
        WHERE ${daysBack === null ? 'true' : `dc.day >= recent.newest - ${daysBack}`})`;
    const lastDay = SEARCH_RECENT_DAYS - 1;
    return `CASE WHEN (SELECT count(*) FROM passing_read) >= ${SEARCH_SAMPLE_MIN}
                 THEN ${jobsOf(`coalesce((SELECT min(day_k) FROM passing_read_day), ${lastDay})`)} END::float8 AS sampled_jobs,
            ${
              othersRead
                ? `CASE WHEN (SELECT count(*) FROM others_read) >= ${SEARCH_SAMPLE_MIN} THEN ${jobsOf(String(lastDay))} END`
                : 'NULL'
            }::float8 AS others_sampled_jobs,
            ${jobsOf(null)}::float8 AS matchable_jobs`;
  }

  /**
   * One statement: the total and the facet counts (GROUPING SETS over the matches failing at most one
   * filter), and the page's jobs with their companies. A keyword's matches are read once for both (at
   * most SEARCH_EXACT_LIMIT + 1 passing the filters and otherValuesLimit + 1 failing one,
   * matchedRowsSql). Without a keyword the page is read through the indexes in its order, and the counts
   * come from job_facet_counts (exact, a few rows whatever the number of jobs), or, with a salary or age
   * filter, from the matching jobs read the same way (then lower bounds beyond the limit).
   */
  private async searchPass(
    f: SearchInput,
    mode: Mode,
    order: SearchOrder,
    offset: number,
    limit: number,
    m: EntityManager,
  ): Promise<{
    items: Job[];
    /** Without a keyword: whether jobs follow the page's. */
    more: boolean;
    total: number;
    capped: boolean;
    approximate: boolean;
    /** The jobs passing the filters that were read (the pages' jobs). */
    read: number;
    keywordMatches: boolean;
    facets: JobFacets;
  }> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    let withQuery = '';
    let match = 'true';
    let rank = '0';
    if (f.tsquery || f.websearch) {
      // Computed once (an init plan), so the index condition and the rank see a constant query.
      const query =
        mode === 'fuzzy'
          ? correctedQuerySql(f, param)
          : f.websearch
            ? // A query with nothing to look for (`a -team`: a stop word and a word left out) matches nothing
              // rather than every job without the word, which the index cannot find but by reading all.
              // `qa` is what the index can answer of it: its words, a phrase's as if each stood anywhere
              // (querytree leaves out the words to leave out; lexemes never hold '<').
              `SELECT CASE WHEN querytree(w.q) <> 'T' THEN w.q END AS q,
                      CASE WHEN querytree(w.q) <> 'T'
                           THEN regexp_replace(querytree(w.q), '<(?:-|[0-9]+)>', '&', 'g')::tsquery END AS qa
               FROM websearch_to_tsquery('${SEARCH_CONFIG}', ${param(f.websearch)}) AS w(q)`
            : fulltextQuerySql(f, param);
      withQuery = `q AS MATERIALIZED (${query}),`;
      ({ match, rank } = fulltextPredicate('j', '(SELECT q FROM q)'));
    }
    // A phrase's jobs are found by its words and then tested, at most SEARCH_PHRASE_CANDIDATES of them.
    const phrased = mode === 'fulltext' && f.phrase;
    const phrase = phrased
      ? { ctes: [] as string[], test: fulltextPredicate('j', '(SELECT q FROM q)').match }
      : undefined;
    if (phrase) {
      match = fulltextPredicate('j', '(SELECT qa FROM q)').match;
      rank = `CASE WHEN j.hit THEN ${rank} END`;
    }
    if (f.seekerId) withQuery += `${seekerFeaturesCte(`${param(f.seekerId)}::uuid`)},`;
    const narrowed = [
      f.salaryMin ? salaryPredicate('j', `${param(f.salaryMin)}::int`) : null,
      f.postedSince ? `j.created_at >= ${param(f.postedSince)}` : null,
      f.remote ? remotePredicate('j') : null,
    ].filter((c): c is string => c !== null);
    // A phrase's salary, age and remote filters, which no index tests, are tested with the phrase: the
    // bound counts the jobs read, not only those passing them.
    if (narrowed.length && phrase) phrase.test = `${phrase.test} AND ${narrowed.join(' AND ')}`;
    else if (narrowed.length) match = `${match} AND ${narrowed.join(' AND ')}`;
    const filterSql = {
      jobTypes: f.jobTypes.length ? param(f.jobTypes) : null,
      locations: f.locations.length ? param(f.locations) : null,
      categories: f.categories.length ? param(f.categories) : null,
    };
    const ok = filterPredicates('j', filterSql);
    // No job passes the location filter (its values stay in the statement, which types its parameter).
    if (f.noLocationPasses) ok.l = `(false AND ${ok.l})`;
    const keyword = !!(f.tsquery || f.websearch);
    const allPass = `${ok.t} AND ${ok.l} AND ${ok.c}`;
    const filtered = narrowed.length > 0 || Object.values(ok).some((c) => c !== 'true');
    // Without a keyword, salary or age filter, the total and facets come from the counters of active
    // jobs per (type, location, category); otherwise from the matching jobs, at most
    // SEARCH_EXACT_LIMIT + 1 of them.
    const fromCounters = !keyword && !f.salaryMin && !f.postedSince;
    const recentFirst = keyword && this.readsRecentFirst();
    // With SEARCH_RECENT_FIRST_JOBS at 0 the count decides nothing.
    const recount =
      keyword &&
      this.config.searchRecentFirstJobs !== 0 &&
      (!this.activeJobs || Date.now() - this.activeJobs.at > ACTIVE_JOBS_MAX_AGE_MS);
    const okc = filterPredicates('fc', filterSql);
    if (f.noLocationPasses) okc.l = `(false AND ${okc.l})`;
    // At a large size the jobs passing the filters, and those failing one, are first read from the newest
    // days (SEARCH_SAMPLE_LIMIT), into CTEs of their own.
    const sample = recentFirst && !phrase ? { ctes: [] as string[] } : undefined;
    const othersRead = Object.values(ok).some((c) => c !== 'true');
    const counted = fromCounters
      ? `SELECT fc.job_type, fc.location, fc.category, fc.jobs AS n,
                ${okc.t} AS t_ok, ${okc.l} AS l_ok, ${okc.c} AS c_ok, 0 AS rank,
                NULL::uuid AS id, NULL::timestamptz AS created_at, NULL::int AS salary_min_inr, NULL::int AS salary_max_inr,
                NULL::int AS day_k
         FROM job_facet_counts fc
         WHERE fc.jobs > 0 AND ${f.remote ? remotePredicate('fc') : 'true'} AND ${someFiltersPass(okc)}`
      : this.matchedRowsSql(
          `j.job_type, j.location, j.category, 1 AS n,
           ${ok.t} AS t_ok, ${ok.l} AS l_ok, ${ok.c} AS c_ok,
           CASE WHEN ${allPass} THEN ${rank} END AS rank,
           j.id, j.created_at, j.salary_min_inr, j.salary_max_inr`,
          `j.status = ${param(JobStatus.ACTIVE)} AND ${match}`,
          ok,
          // Without a keyword the full-text index holds no word to narrow a filter value's jobs, and asked
          // for them it reads every job of a common value (658,685 Full-time jobs for 1,001 at a million
          // jobs): the b-tree indexes read them, the newest first (a posted-within filter's range).
          keyword ? filterTsQueries(f.indexedValues ?? f) : null,
          param,
          !keyword ? 'newest' : recentFirst ? 'days' : 'index',
          sample,
          phrase,
        );
    if (recentFirst) withQuery += this.recentDaysCte(param) + (sample?.ctes.join('\n') ?? '');
    if (phrase) withQuery += phrase.ctes.join('\n');
    // A keyword's page is ranked among the jobs read; without one, the page is read in its order through
    // the indexes, whatever the number of matches.
    const matching = keyword
      ? ''
      : `jobs j WHERE j.status = ${param(JobStatus.ACTIVE)} AND ${match} AND ${allPass}`;
    const sorted = order === 'relevance' && !keyword ? 'newest' : order;
    const salaryLead = sorted === 'salary' ? f.salaryLead : undefined;
    const offsetParam = param(offset);
    // Without a keyword the page reads one job more than it shows: whether another page follows.
    const rowsParam = param(keyword ? limit : limit + 1);
    let page: string;
    if (keyword) {
      page =
        order === 'best_match'
          ? `SELECT m.id, m.rank, m.created_at, m.salary_min_inr, m.salary_max_inr, coalesce(cs.score, -1) AS score
             FROM m LEFT JOIN cs ON cs.id = m.id WHERE t_ok AND l_ok AND c_ok`
          : `SELECT id, rank, created_at, salary_min_inr, salary_max_inr FROM m WHERE t_ok AND l_ok AND c_ok`;
      // The one row read beyond the limit (to know it was reached) is on no page.
      page += ` ORDER BY ${orderBy(order)} OFFSET ${offsetParam}::int
                LIMIT least(${rowsParam}::int, greatest(0, ${SEARCH_EXACT_LIMIT} - ${offsetParam}::int))`;
    } else if (order === 'best_match') {
      // The scored candidates first, then the other matches in the default order.
      page = `SELECT * FROM (
                (SELECT cs.id, 0 AS rank, j.created_at, j.salary_min_inr, j.salary_max_inr, cs.score
                 FROM cs JOIN jobs j ON j.id = cs.id
                 ORDER BY cs.score DESC, j.created_at DESC, j.id DESC
                 OFFSET ${offsetParam} LIMIT ${rowsParam})
                UNION ALL
                (SELECT j.id, 0, j.created_at, j.salary_min_inr, j.salary_max_inr, -1
                 FROM ${matching} AND j.id NOT IN (SELECT id FROM cs)
                 ORDER BY ${orderBy('newest', 'j.')}
                 OFFSET greatest(0, ${offsetParam} - (SELECT count(*) FROM cs)) LIMIT ${rowsParam})
              ) u
              ORDER BY ${orderBy(order)} LIMIT ${rowsParam}`;
    } else if (salaryLead) {
      // Each value's jobs in the salary order (its kind's salary index, which holds every column the
      // filters test), merged: a page reads index entries, not rows, however few of the best-paid jobs
      // pass the filters. Each value's read is ordered and limited on its own: PostgreSQL neither merges
      // unordered branches nor reads a branch in its index's order when the value is the branch's only
      // (it sorted the 218,000 jobs of 3 cities for page 668, 0.6 s at a million jobs).
      const { column, values } = salaryLead;
      const branches = values.map(
        (value) => `(SELECT j.id, 0 AS rank, j.created_at, j.salary_min_inr, j.salary_max_inr
                     FROM ${matching} AND j.${column} = ${param(value)}
                     ORDER BY ${orderBy(sorted, 'j.')} LIMIT ${offsetParam}::int + ${rowsParam}::int)`,
      );
      page = `SELECT * FROM (${branches.join(' UNION ALL ')}) j
              ORDER BY ${orderBy(sorted, 'j.')} OFFSET ${offsetParam} LIMIT ${rowsParam}`;
    } else {
      page = `SELECT j.id, 0 AS rank, j.created_at, j.salary_min_inr, j.salary_max_inr FROM ${matching}
              ORDER BY ${orderBy(sorted, 'j.')} OFFSET ${offsetParam} LIMIT ${rowsParam}`;
    }
    // A seeker's match scores also follow their profile, which no change of jobs or companies tells.
    const kept = f.seekerId ? null : this.answers;
    // Best match scores every match of a keyword (at most SEARCH_EXACT_LIMIT + 1), else the candidates
    // the indexes find; jobs not scored follow the scored ones in the default order (score -1).
    const statement = `WITH ${withQuery}
       m AS MATERIALIZED (${counted}),
       f AS (
         SELECT GROUPING(job_type) AS g_t, GROUPING(location) AS g_l, GROUPING(category) AS g_c,
                job_type, location, category,
                coalesce(sum(n) FILTER (WHERE l_ok AND c_ok), 0)::int AS n_t,
                coalesce(sum(n) FILTER (WHERE t_ok AND c_ok), 0)::int AS n_l,
                coalesce(sum(n) FILTER (WHERE t_ok AND l_ok), 0)::int AS n_c,
                coalesce(sum(n) FILTER (WHERE t_ok AND l_ok AND c_ok), 0)::int AS n
         FROM m
         GROUP BY GROUPING SETS ((job_type), (location), (category), ())
       ),
       ${
         order === 'best_match'
           ? `cs AS MATERIALIZED (
                SELECT c.id, mt.score
                FROM (${
                  keyword
                    ? 'SELECT id FROM m WHERE t_ok AND l_ok AND c_ok'
                    : matchCandidatesSql(`${match} AND ${allPass}`, filtered)
                }) c
                JOIN jobs j ON j.id = c.id CROSS JOIN sf CROSS JOIN LATERAL (${matchScoreSql('j')}) mt
              ),`
           : ''
       }
       p AS (${page})
       SELECT ${kept ? `${SNAPSHOT_SELECT},` : ''}
         (SELECT n FROM f WHERE g_t = 1 AND g_l = 1 AND g_c = 1) AS total,
         ${fromCounters ? 'false' : `(SELECT count(*) FILTER (WHERE t_ok AND l_ok AND c_ok) > ${SEARCH_EXACT_LIMIT} FROM m)`} AS capped,
         ${fromCounters ? 'false' : `(SELECT count(*) FILTER (WHERE NOT (t_ok AND l_ok AND c_ok)) > ${otherValuesLimit(recentFirst)} FROM m)`} AS others_capped,
         ${
           // A read that stopped short of its limit tested all its candidates: count them.
           phrase
             ? `CASE WHEN (SELECT count(*) FILTER (WHERE t_ok AND l_ok AND c_ok) <= ${SEARCH_EXACT_LIMIT} FROM m)
                     THEN (SELECT count(*) FROM passing_cand) >= ${SEARCH_PHRASE_CANDIDATES} ELSE false END AS cut,
                ${
                  othersRead
                    ? `CASE WHEN (SELECT count(*) FILTER (WHERE NOT (t_ok AND l_ok AND c_ok)) <= ${otherValuesLimit(recentFirst)} FROM m)
                            THEN (SELECT count(*) FROM others_cand) >= ${SEARCH_PHRASE_OTHER_CANDIDATES} ELSE false END`
                    : 'false'
                } AS others_cut,`
             : 'false AS cut, false AS others_cut,'
         }
         ${recount ? '(SELECT coalesce(sum(jobs), 0) FROM job_facet_counts)' : 'NULL'}::int AS active_jobs,
         ${sample ? this.sampledJobsSql(othersRead, f.postedSince, param) : 'NULL::int AS sampled_jobs, NULL::int AS others_sampled_jobs, NULL::int AS matchable_jobs'},
         ${
           // When the filters leave none of the keyword's jobs: whether the typo fallback has a word to
           // correct, one no job holds (of three letters or more). Asking whether any job matches the
           // keyword instead walked the active jobs looking for one (PostgreSQL estimates a word outside its
           // most common ones at 0.5 % of the jobs): every one of them for a misspelt word (an outsider's
           // probe: 1-2 s at a million jobs). Had the fallback no word to correct, it found nothing more.
           keyword && mode === 'fulltext' && filtered
             ? `CASE WHEN (SELECT n FROM f WHERE g_t = 1 AND g_l = 1 AND g_c = 1) = 0
                     THEN NOT EXISTS (SELECT 1 FROM ${keywordWordsSql(f, param)}
                                      WHERE o.own IS NULL AND s.stem IS NOT NULL AND length(w.word) >= 3)
                     ELSE true END`
             : 'coalesce((SELECT n FROM f WHERE g_t = 1 AND g_l = 1 AND g_c = 1), 0) > 0'
         } AS keyword_matches,
         (SELECT coalesce(json_agg(json_build_object('job', to_jsonb(j) - 'search_vector' - 'skill_keys' - 'experience_years', 'company', to_jsonb(c),
                                                     'match', ${f.seekerId ? MATCH_JSON : 'NULL'})
                                   ORDER BY ${orderBy(sorted, 'p.')}), '[]')
            FROM p JOIN jobs j ON j.id = p.id JOIN companies c ON c.id = j.company_id
            ${f.seekerId ? `CROSS JOIN sf LEFT JOIN LATERAL (${matchScoreSql('j')}) mt ON sf.has_features` : ''}) AS items,
         (SELECT coalesce(json_agg(json_build_array(job_type, n_t) ORDER BY n_t DESC, job_type), '[]')
            FROM f WHERE g_t = 0 AND n_t > 0) AS job_types,
         (SELECT coalesce(json_agg(json_build_array(location, n_l) ORDER BY n_l DESC, location), '[]')
            FROM f WHERE g_l = 0 AND n_l > 0) AS locations,
         (SELECT coalesce(json_agg(json_build_array(category, n_c) ORDER BY n_c DESC, category), '[]')
            FROM f WHERE g_c = 0 AND n_c > 0) AS categories`;
    // A read on the pool's connections waits for its place; a transaction (the typo fallback's) took one.
    const read = <T extends object>() => {
      const run = () => queryOne<T>(m, statement, params);
      return m === this.jobs.manager ? this.searchReads.run(run, f.client) : run();
    };
    const row = kept ? await kept.row(m, statement, params, read) : await read<SearchRow>();
    if (row.active_jobs !== null) this.activeJobs = { count: row.active_jobs, at: Date.now() };
    // The passing jobs read from the newest days alone, while the older days hold jobs the search could
    // match: the total is scaled from them (SEARCH_SAMPLE_LIMIT) and the counts are lower bounds.
    const matchable = row.matchable_jobs ?? 0;
    // Less than half a job left unread is none.
    const unread = (sampled: number | null) => sampled !== null && sampled < matchable - 0.5;
    const approximate = !row.capped && unread(row.sampled_jobs) && row.sampled_jobs! > 0;
    const othersPartial = unread(row.others_sampled_jobs);
    // A count that reached the read limit is said as the limit ("1000+"), not with the one row more read
    // to know it was reached.
    const estimated =
      row.capped || row.others_capped || approximate || othersPartial || row.cut || row.others_cut;
    const said = (n: number, lowerBound: boolean, limit = SEARCH_EXACT_LIMIT) =>
      lowerBound ? Math.min(n, limit) : n;
    // A value not chosen of a kind the search filters is counted among the jobs failing that filter.
    const counts = (pairs: [string, number][], chosen: string[]) =>
      pairs.map(([value, count]) => ({
        value,
        count: said(
          count,
          estimated,
          chosen.length && !chosen.includes(value) ? otherValuesLimit(recentFirst) : SEARCH_EXACT_LIMIT,
        ),
      }));
    return {
      items: row.items.slice(0, limit).map((r) => {
        const job = entityFromJson<Job>(this.jobs.metadata, r.job);
        job.company = entityFromJson<Company>(this.jobs.manager.connection.getMetadata(Company), r.company);
        job.match = r.match;
        return job;
      }),
      total: approximate
        ? roundedEstimate((Number(row.total ?? 0) * matchable) / row.sampled_jobs!)
        : said(Number(row.total ?? 0), row.capped),
      more: row.items.length > limit,
      read: Number(row.total ?? 0),
      capped: row.capped || row.cut,
      approximate,
      keywordMatches: row.keyword_matches,
      facets: {
        jobTypes: counts(row.job_types, f.jobTypes),
        locations: counts(row.locations, f.locations),
        categories: counts(row.categories, f.categories),
        estimated,
      },
    };
  }

  /**
   * The open jobs that best match the seeker (highest score first, then newest) among the candidates the
   * indexes find (matchCandidatesSql), leaving out jobs they applied to and jobs matching nothing: one
   * statement. Empty when their profile and survey give
   * nothing to match.
   */
  async recommended(seekerId: string, limit: number): Promise<Job[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECOMMENDED_JOBS) {
      throw new BadInputError(MATCH_MESSAGES.recommendedLimit);
    }
    const rows = await queryRows<SearchRow['items'][number]>(
      this.jobs.manager,
      `WITH ${seekerFeaturesCte('$1::uuid')},
       c AS MATERIALIZED (${matchCandidatesSql('j.valid_through > $2')}),
       r AS (
         SELECT j.id, mt.score, j.created_at
         FROM c JOIN jobs j ON j.id = c.id CROSS JOIN sf CROSS JOIN LATERAL (${matchScoreSql('j')}) mt
         WHERE sf.has_features AND ${activeJobPredicate('j', '$2')} AND NOT ${appliedSql('j', '$1::uuid')}
           AND mt.score > 0
         ORDER BY mt.score DESC, j.created_at DESC, j.id DESC
         LIMIT $3
       )
       SELECT to_jsonb(j) - 'search_vector' - 'skill_keys' - 'experience_years' AS job, to_jsonb(c) AS company, ${MATCH_JSON} AS match
       FROM r JOIN jobs j ON j.id = r.id JOIN companies c ON c.id = j.company_id
       CROSS JOIN sf CROSS JOIN LATERAL (${matchScoreSql('j')}) mt
       ORDER BY r.score DESC, r.created_at DESC, r.id DESC`,
      [seekerId, this.clock.now(), limit],
    );
    return rows.map((r) => {
      const job = entityFromJson<Job>(this.jobs.metadata, r.job);
      job.company = entityFromJson<Company>(this.jobs.manager.connection.getMetadata(Company), r.company);
      job.match = r.match;
      return job;
    });
  }

  /** Home: up to `sections` categories with the most active jobs, each with its `perSection` newest jobs. */
  async categorySections(sections: number, perSection: number): Promise<CategorySection[]> {
    // The counters of active jobs (a few rows whatever the number of jobs), not the jobs themselves.
    const top = await queryRows<{ category: string; count: number }>(
      this.jobs.manager,
      `SELECT category, sum(jobs)::int AS count FROM job_facet_counts WHERE jobs > 0
       GROUP BY category ORDER BY count DESC, category ASC LIMIT $1`,
      [sections],
    );
    if (!top.length) return [];
    const ranked = await queryRows<{ id: string }>(
      this.jobs.manager,
      `SELECT j.id FROM unnest($1::text[]) AS c(category)
       CROSS JOIN LATERAL (
         SELECT id FROM jobs WHERE status = 'active' AND category = c.category
         ORDER BY created_at DESC, id DESC LIMIT $2
       ) j`,
      [top.map((t) => t.category), perSection],
    );
    const jobs = ranked.length
      ? await this.jobs.find({ where: { id: In(ranked.map((r) => r.id)) }, relations: { company: true } })
      : [];
    return top.map((t) => ({
      name: t.category,
      count: Number(t.count),
      jobs: jobs
        .filter((j) => j.category === t.category)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id)),
    }));
  }

  /**
   * Deletes the marks of transactions that wrote jobs or companies before `before` (search_changes): a kept
   * search answer is never older than SEARCH_CACHE_TTL_MS, so older marks decide nothing.
   */
  async purgeSearchChanges(before: Date): Promise<number> {
    return deleteInBatches(this.jobs.manager, 'search_changes', 'changed_at < $1', [before]);
  }

  /**
   * Ids of every active job, newest first: one index scan. The legacy full listing streams the jobs
   * themselves in batches of these ids, so its memory does not grow with the number of jobs.
   */
  async activeJobIds(): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.jobs.manager,
      `SELECT id FROM jobs WHERE status = $1 ORDER BY created_at DESC, id DESC`,
      [JobStatus.ACTIVE],
    );
    return rows.map((r) => r.id);
  }

  /** Jobs (with their company) of the given ids, in the order of the ids; missing ones are left out. */
  async jobsInOrder(ids: string[]): Promise<Job[]> {
    if (!ids.length) return [];
    const rows = await this.jobs.find({ where: { id: In(ids) }, relations: { company: true } });
    const byId = new Map(rows.map((j) => [j.id, j]));
    return ids.map((id) => byId.get(id)).filter((j): j is Job => !!j);
  }

  /** The application of one user to one job, if any. */
  async applicationOf(
    jobId: string,
    userId: string,
  ): Promise<{ id: string; status: ApplicationStatus; rejectionNoticeDueAt: Date | null } | null> {
    return (await applicationOf(this.jobs.manager, jobId, userId)) ?? null;
  }

  /**
   * A job as a viewer may see it: active and expired jobs for everyone (an expired job's page says it no
   * longer takes applications); any status for the recruiter owning its company and for administrators.
   */
  async findVisible(id: string, viewer?: User | null): Promise<Job> {
    if (!isUuid(id)) throw new NotFoundError(JOB_NOT_FOUND);
    const job = await this.jobs.findOne({ where: { id }, relations: { company: true } });
    const mayView =
      job &&
      (job.status === JobStatus.ACTIVE ||
        job.status === JobStatus.EXPIRED ||
        viewer?.role === Role.ADMIN ||
        (viewer && job.company.ownerId === viewer.id));
    if (!job || !mayView) throw new NotFoundError(JOB_NOT_FOUND);
    return job;
  }

  /** A company's jobs open now (with their company), newest first, at most `limit`, and how many it has. */
  async openJobsOfCompany(companyId: string, limit: number): Promise<{ jobs: Job[]; total: number }> {
    const { ids, total } = await openJobsOfCompany(this.jobs.manager, companyId, limit, this.clock.now());
    return { jobs: await this.jobsInOrder(ids), total };
  }

  /** The jobs of the given companies with what their recruiter wrote and their dates, for a data export. */
  async exportForCompanies(companyIds: string[]) {
    if (!companyIds.length) return [];
    const rows = await this.jobs.find({
      where: { companyId: In(companyIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((j) => ({
      id: j.id,
      companyId: j.companyId,
      title: j.title,
      description: j.description,
      requirements: j.requirements,
      skills: j.skills,
      salary: j.salary,
      salaryMinInr: j.salaryMinInr,
      salaryMaxInr: j.salaryMaxInr,
      location: j.location,
      jobType: j.jobType,
      category: j.category,
      positions: j.positions,
      shift: j.shift,
      status: j.status,
      validThrough: j.validThrough.toISOString(),
      activatedAt: j.activatedAt.toISOString(),
      renewals: j.renewals,
      createdAt: j.createdAt.toISOString(),
      updatedAt: j.updatedAt.toISOString(),
    }));
  }
}
