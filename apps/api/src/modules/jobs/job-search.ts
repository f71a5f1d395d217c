import { MAX_PAGE_SIZE, REMOTE_LOCATION_WORDS, SEARCH_MESSAGES } from '@hireloop/schema';
import { createHash } from 'node:crypto';
import { BadInputError } from '../../common/errors';

/** Filters of a job search; every list is "any of". */
export interface JobFilters {
  keyword?: string | null;
  jobTypes?: string[] | null;
  locations?: string[] | null;
  categories?: string[] | null;
  /** Only jobs whose parsed yearly maximum (salary_max_inr) is at least this many rupees. */
  salaryMin?: number | null;
  /** Only jobs posted within this many days (one of POSTED_WITHIN_DAYS). */
  postedWithin?: number | null;
  /** Only remote jobs (isRemoteLocation). */
  remote?: boolean | null;
}

export const MAX_FILTER_VALUES = 50;
/** The longest value of a filter (a job type, location or category). */
export const MAX_FILTER_VALUE_LENGTH = 100;
export const MAX_KEYWORD_LENGTH = 200;

/**
 * The text search configuration of jobs' documents and of keywords: PostgreSQL's `english` without the
 * compound of a hyphenated word (`full-stack` reads as `full` and `stack` alone, as `full stack` does).
 */
export const SEARCH_CONFIG = 'hireloop_search';

/**
 * A keyword as the search reads it (the database's `search_text` does the same, rule for rule): in Unicode
 * NFKC form and lower case; `c++`, `c#`, `f#` as `cpp`, `csharp`, `fsharp`, and `.net` standing alone as
 * `dotnet`; a word with dots as one word (`node.js` as `nodejs`, `asp.net` as `aspnet`); a `/` between
 * letters or digits as a space (`ui/ux` as `ui ux`), and a word left out with a slash (`-ui/ux`) as each
 * part left out (`-ui -ux`). Jobs' documents hold such words both split and joined (`search_document_text`).
 */
export function searchText(text: string): string {
  const excludedSlash = /(^|\s)-([a-z0-9]+)\/(?=[a-z0-9])/g;
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(^|[^a-z0-9])c\s*\+\+/g, '$1cpp')
    .replace(/(^|[^a-z0-9])([cf])\s*#/g, '$1$2sharp')
    .replace(/(^|[^a-z0-9])\.net(?![a-z0-9])/g, '$1dotnet')
    .replace(excludedSlash, '$1-$2 -')
    .replace(excludedSlash, '$1-$2 -')
    .replace(/([a-z0-9])\.(?=[a-z0-9])/g, '$1')
    .replace(/([a-z0-9])\/(?=[a-z0-9])/g, '$1 ');
}

/** Words of a keyword: letters and digits only, so user text never reaches the query syntax. */
export function keywordWords(keyword: string | null | undefined): string[] {
  return searchText((keyword ?? '').slice(0, MAX_KEYWORD_LENGTH))
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/**
 * Whether a keyword uses the search syntax: a quoted phrase, a `-word` to leave out, or `OR` between
 * words (in any case, as websearch_to_tsquery reads it). Such a keyword is read by PostgreSQL's websearch_to_tsquery (which never fails on bad syntax);
 * any other is read word by word with the last word as a prefix.
 */
export function usesQuerySyntax(keyword: string | null | undefined): boolean {
  return /"|(?:^|\s)-[\p{L}\p{N}]|\sor\s/iu.test(searchText((keyword ?? '').slice(0, MAX_KEYWORD_LENGTH)));
}

/**
 * Whether a keyword in the search syntax may hold a phrase (words that must stand next to each other):
 * words in quotes, or a word that reads as several (`front-end`, which websearch_to_tsquery reads as the
 * phrase of its parts). The full-text index finds the jobs holding a phrase's words but cannot tell
 * whether they stand together, so each such job is read to test it.
 */
export function mayHoldPhrase(keyword: string | null | undefined): boolean {
  const text = searchText((keyword ?? '').slice(0, MAX_KEYWORD_LENGTH));
  return (
    text.includes('"') || text.split(/\s+/).some((token) => keywordWords(token.replace(/^-/, '')).length > 1)
  );
}

/** The words a job should have and those it must not, of one side of `OR` or of a whole keyword. */
interface SyntaxWords {
  include: string[];
  exclude: string[];
}

/**
 * A keyword in the search syntax as PostgreSQL's websearch_to_tsquery reads it: alternatives separated by
 * `OR` (outside quotes), each the words a job should have and those it must not (`-word`, or a quoted
 * phrase after a minus, left out whole). Alternatives without a word are dropped, as `OR OR` is.
 */
function syntaxAlternatives(keyword: string | null | undefined): SyntaxWords[] {
  const alternatives: SyntaxWords[] = [{ include: [], exclude: [] }];
  let quoted = false;
  let excludedPhrase = false;
  for (const token of searchText((keyword ?? '').slice(0, MAX_KEYWORD_LENGTH)).split(/\s+/)) {
    if (!quoted && token.toLowerCase() === 'or') {
      alternatives.push({ include: [], exclude: [] });
      continue;
    }
    const minus = !quoted && token.startsWith('-');
    const excluded: boolean = quoted ? excludedPhrase : minus;
    const current = alternatives[alternatives.length - 1];
    (excluded ? current.exclude : current.include).push(...keywordWords(minus ? token.slice(1) : token));
    if ((token.match(/"/g) ?? []).length % 2 === 1) {
      quoted = !quoted;
      excludedPhrase = quoted && excluded;
    }
  }
  return alternatives.filter((a) => a.include.length || a.exclude.length);
}

/**
 * The words of a keyword in the search syntax that a job should have (quotes and `OR` dropped), and
 * those it must not (`-word`): what the typo fallback looks for when the syntax finds nothing.
 */
export function syntaxWords(keyword: string | null | undefined): SyntaxWords {
  const alternatives = syntaxAlternatives(keyword);
  return {
    include: alternatives.flatMap((a) => a.include).slice(0, 12),
    exclude: alternatives.flatMap((a) => a.exclude).slice(0, 12),
  };
}

/**
 * A tsquery text for to_tsquery(SEARCH_CONFIG, ...): every word must match, the last one as a prefix
 * (so 'reac' finds React while the user types).
 */
export function prefixTsQuery(words: string[]): string | null {
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/**
 * Trimmed, distinct, non-empty filter values; more than MAX_FILTER_VALUES of them, or one longer than
 * MAX_FILTER_VALUE_LENGTH, is refused (none matches a job, and leaving some out would change the answer).
 */
export function cleanValues(values: string[] | null | undefined): string[] {
  const clean = [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];
  if (clean.length > MAX_FILTER_VALUES || clean.some((v) => v.length > MAX_FILTER_VALUE_LENGTH)) {
    throw new BadInputError(SEARCH_MESSAGES.filterValues);
  }
  return clean;
}

/** Marks that look like a minus sign: hyphens, en and em dashes, the minus sign. */
const DASH = /[-\u2010-\u2015\u2212]/u;
/** The dashes and brackets before a word's first letter, digit or quote. */
const LEADING_MARKS = /^([-\u2010-\u2015\u2212(]+)[\p{L}\p{N}"]/u;

/**
 * Whether a word starts with marks that look like "leave this out" but are not the one minus sign the
 * search reads so (`--react`, `-(react)`, `–react` with an en dash): read as they are, they would find
 * exactly the jobs the visitor meant to leave out.
 */
function misplacedMinus(keyword: string | null | undefined): boolean {
  return (keyword ?? '')
    .slice(0, MAX_KEYWORD_LENGTH)
    .normalize('NFKC')
    .split(/\s+/)
    .some((token) => {
      const marks = LEADING_MARKS.exec(token)?.[1];
      return marks !== undefined && marks !== '-' && DASH.test(marks);
    });
}

/**
 * A keyword in the search syntax with words to leave out and none to look for (`-team`) is refused, and
 * so is one with such a side of `OR` (`java OR -react`): it would match nearly every job, and no index
 * can find them but by reading all. So is a word after marks that only look like a minus sign.
 */
export function checkSearchSyntax(keyword: string | null | undefined): void {
  if (misplacedMinus(keyword)) throw new BadInputError(SEARCH_MESSAGES.minusSign);
  if (!usesQuerySyntax(keyword)) return;
  const alternatives = syntaxAlternatives(keyword);
  if (alternatives.some((a) => !a.include.length && a.exclude.length)) {
    throw new BadInputError(
      alternatives.length > 1 ? SEARCH_MESSAGES.orOnlyExclusions : SEARCH_MESSAGES.onlyExclusions,
    );
  }
}

export { MAX_PAGE_SIZE };

/**
 * The values of each filter kind as an SQL `text[]` expression, or null for no filter of that kind: a
 * search's parameters (never empty), or a saved search's columns (where an empty list filters nothing).
 */
export interface FilterSql {
  jobTypes: string | null;
  locations: string | null;
  categories: string | null;
  /** The expressions may be empty lists, which then filter nothing (saved searches' columns). */
  mayBeEmpty?: boolean;
}

/**
 * The job search's filter predicates over the jobs row `j`, one per kind ("any of" within a kind): what
 * /jobs and saved searches (job alerts) both filter by, so their results agree.
 */
export function filterPredicates(j: string, f: FilterSql): { t: string; l: string; c: string } {
  const one = (column: string, values: string | null) => {
    if (values === null) return 'true';
    const any = `${j}.${column} = ANY(${values}::text[])`;
    return f.mayBeEmpty ? `(cardinality(${values}) = 0 OR ${any})` : any;
  };
  return {
    t: one('job_type', f.jobTypes),
    l: one('location', f.locations),
    c: one('category', f.categories),
  };
}

/**
 * The jobs row `j`'s type, location and category as a tsvector of three lexemes ('t', 'l' or 'c' and the
 * md5 of the value), as the full-text index of active jobs holds them beside the day and the words
 * (jobs_active_search_filters_idx): a search's filters tested in that index, so the rows failing them
 * are never read. The expression must stay the index's, word for word.
 */
export function filterVectorSql(j: string): string {
  return `array_to_tsvector(ARRAY['t' || md5(${j}.job_type), 'l' || md5(${j}.location), 'c' || md5(${j}.category)])`;
}

/** The chosen values of each filter kind; an empty list filters nothing. */
export interface FilterValues {
  jobTypes: string[];
  locations: string[];
  categories: string[];
}

const FILTER_LEXEME_PREFIX: Record<keyof FilterValues, string> = {
  jobTypes: 't',
  locations: 'l',
  categories: 'c',
};

/**
 * Filters as tsqueries over filterVectorSql: `allPass`, a job passing every kind's filter ("any of" within a
 * kind); `failsAtMostOne`, a job passing all kinds but one (null when fewer than three kinds filter: with
 * two, passing either; with one, any job). Null `allPass` without a filter.
 */
export function filterTsQueries(f: FilterValues): { allPass: string | null; failsAtMostOne: string | null } {
  const kinds = (Object.keys(FILTER_LEXEME_PREFIX) as (keyof FilterValues)[])
    .filter((kind) => f[kind].length > 0)
    .map(
      (kind) =>
        `(${f[kind]
          .map((v) => `${FILTER_LEXEME_PREFIX[kind]}${createHash('md5').update(v, 'utf8').digest('hex')}`)
          .join(' | ')})`,
    );
  if (!kinds.length) return { allPass: null, failsAtMostOne: null };
  const pairs = kinds.flatMap((a, i) => kinds.slice(i + 1).map((b) => `(${a} & ${b})`));
  return {
    allPass: kinds.join(' & '),
    failsAtMostOne: kinds.length === 3 ? pairs.join(' | ') : kinds.length === 2 ? kinds.join(' | ') : null,
  };
}

/**
 * Whether the jobs row `j` is open to applications at `now` (an SQL expression): active and not past its
 * closing date (the daily expiry run marks such a job expired later). What the company directory counts
 * and a company's page lists.
 */
export function activeJobPredicate(j: string, now: string): string {
  return `(${j}.status = 'active' AND ${j}.valid_through > ${now})`;
}

/** The job search's full-text match of the jobs row `j` against a tsquery expression, and its rank. */
export function fulltextPredicate(j: string, tsquery: string): { match: string; rank: string } {
  return {
    match: `${j}.search_vector @@ ${tsquery}`,
    rank: `ts_rank_cd(${j}.search_vector, ${tsquery}, 1)`,
  };
}

/** A remote location as a PostgreSQL regular expression (for `~*`): as the partial index of remote jobs has it. */
export const REMOTE_LOCATION_SQL = `^\\s*(${REMOTE_LOCATION_WORDS.join('|')})\\y`;

/** Whether the jobs row `j` is a remote job (its location starts with a remote word). */
export function remotePredicate(j: string): string {
  return `${j}.location ~* '${REMOTE_LOCATION_SQL}'`;
}

/**
 * Whether the jobs row `j` pays at least `min` a year (an SQL expression): its parsed yearly maximum is
 * at least that. A job whose salary could not be read has no maximum and is left out.
 */
export function salaryPredicate(j: string, min: string): string {
  return `${j}.salary_max_inr >= ${min}`;
}

/**
 * The tsquery of a saved search's keyword (an SQL expression over the job_alerts row `a`): its stored
 * prefix query, or, for a keyword in the search syntax (stored without one), websearch_to_tsquery of it;
 * null without a keyword.
 */
export function savedKeywordQuerySql(a: string): string {
  return `CASE WHEN ${a}.keyword_query IS NOT NULL THEN to_tsquery('${SEARCH_CONFIG}', ${a}.keyword_query)
               WHEN btrim(${a}.keyword) <> '' THEN websearch_to_tsquery('${SEARCH_CONFIG}', search_text(${a}.keyword)) END`;
}
