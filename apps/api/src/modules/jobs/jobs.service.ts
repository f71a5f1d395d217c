import { JobStatus, Role } from '@hireloop/schema';
import type { User } from '../users/user.entity';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import { isUuid, pageCount, pageRequest } from '../../common/paging';
import { Job } from './job.entity';
import { cleanValues, JobFilters, keywordWords, prefixTsQuery } from './job-search';

export const JOB_NOT_FOUND = 'Job not found';
/** How close a title word must be to the keyword for the typo fallback (pg_trgm word similarity). */
export const FUZZY_THRESHOLD = 0.45;

export interface FacetCount {
  value: string;
  count: number;
}

export interface JobFacets {
  jobTypes: FacetCount[];
  locations: FacetCount[];
  categories: FacetCount[];
}

export interface JobPageResult {
  items: Job[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets?: JobFacets;
  /** 'fulltext', 'fuzzy' (trigram fallback for typos) or 'none' (no keyword). */
  matchedBy?: 'fulltext' | 'fuzzy' | 'none';
}

export interface CategorySection {
  name: string;
  count: number;
  jobs: Job[];
}

type Facet = 'jobType' | 'location' | 'category';
type Mode = 'fulltext' | 'fuzzy';

@Injectable()
export class JobsService {
  constructor(@InjectRepository(Job) private readonly jobs: Repository<Job>) {}

  /** Active jobs, newest first, with their company (one statement for the page, one for the total). */
  async listActive(page: number, pageSize: number): Promise<JobPageResult> {
    const req = pageRequest(page, pageSize);
    const [items, total] = await this.jobs
      .createQueryBuilder('job')
      .innerJoinAndSelect('job.company', 'company')
      .where('job.status = :status', { status: JobStatus.ACTIVE })
      .orderBy('job.createdAt', 'DESC')
      .addOrderBy('job.id', 'DESC')
      .offset(req.offset)
      .limit(req.pageSize)
      .getManyAndCount();
    return {
      items,
      total,
      page: req.page,
      pageSize: req.pageSize,
      pageCount: pageCount(total, req.pageSize),
    };
  }

  /**
   * Search of active jobs: keyword over title, skills, category, company, location and description by
   * full-text search (every word, the last as a prefix; ranked by relevance, then recency), falling back to
   * trigram similarity of the title when nothing matches (typos); filters are "any of" per kind. Facet
   * counts of each kind ignore that kind's own filter, so the lists show what selecting more would add.
   * A fixed number of statements whatever the page size.
   */
  async search(filters: JobFilters, page: number, pageSize: number): Promise<JobPageResult> {
    const req = pageRequest(page, pageSize);
    const words = keywordWords(filters.keyword);
    const f = {
      tsquery: prefixTsQuery(words),
      text: words.join(' '),
      jobTypes: cleanValues(filters.jobTypes),
      locations: cleanValues(filters.locations),
      categories: cleanValues(filters.categories),
    };
    const run = async (mode: Mode, m: EntityManager) => {
      const pageQuery = this.filtered(f, mode, m)
        .innerJoinAndSelect('job.company', 'company')
        .addSelect('count(*) OVER ()', 'total_count')
        .offset(req.offset)
        .limit(req.pageSize);
      if (!f.tsquery) pageQuery.orderBy('job.createdAt', 'DESC');
      else if (mode === 'fulltext') {
        pageQuery.orderBy(`ts_rank_cd(job.search_vector, to_tsquery('english', :tsquery), 1)`, 'DESC');
        pageQuery.addOrderBy('job.createdAt', 'DESC');
      } else {
        pageQuery.orderBy('word_similarity(:text, job.title)', 'DESC').addOrderBy('job.createdAt', 'DESC');
      }
      pageQuery.addOrderBy('job.id', 'DESC');
      const { entities, raw } = await pageQuery.getRawAndEntities<{ total_count: string }>();
      let total = raw.length ? Number(raw[0].total_count) : 0;
      if (!raw.length && req.page > 1) total = await this.filtered(f, mode, m).getCount();
      return { items: entities, total };
    };
    const facets = async (mode: Mode, m: EntityManager) => {
      const [jobTypes, locations, categories] = await Promise.all(
        (['jobType', 'location', 'category'] as Facet[]).map((facet) => this.facet(f, mode, m, facet)),
      );
      return { jobTypes, locations, categories };
    };
    let mode: Mode = 'fulltext';
    let result = await run(mode, this.jobs.manager);
    let counts: JobFacets;
    if (f.tsquery && result.total === 0) {
      mode = 'fuzzy';
      // The trigram operator uses the index with the session's threshold: set it for this transaction.
      [result, counts] = await this.jobs.manager.transaction(async (m) => {
        await m.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`);
        return [await run('fuzzy', m), await facets('fuzzy', m)] as const;
      });
    } else {
      counts = await facets(mode, this.jobs.manager);
    }
    return {
      ...result,
      page: req.page,
      pageSize: req.pageSize,
      pageCount: pageCount(result.total, req.pageSize),
      facets: counts,
      matchedBy: f.tsquery ? mode : 'none',
    };
  }

  private filtered(
    f: {
      tsquery: string | null;
      text: string;
      jobTypes: string[];
      locations: string[];
      categories: string[];
    },
    mode: Mode,
    m: EntityManager,
    except?: Facet,
  ): SelectQueryBuilder<Job> {
    const qb = m
      .getRepository(Job)
      .createQueryBuilder('job')
      .where('job.status = :status', { status: JobStatus.ACTIVE });
    if (f.tsquery && mode === 'fulltext') {
      qb.andWhere(`job.search_vector @@ to_tsquery('english', :tsquery)`, { tsquery: f.tsquery });
    } else if (f.tsquery) {
      qb.andWhere('job.title %> :text', { text: f.text });
    }
    if (f.tsquery) qb.setParameters({ tsquery: f.tsquery, text: f.text });
    if (except !== 'jobType' && f.jobTypes.length)
      qb.andWhere('job.jobType IN (:...jobTypes)', { jobTypes: f.jobTypes });
    if (except !== 'location' && f.locations.length) {
      qb.andWhere('job.location IN (:...locations)', { locations: f.locations });
    }
    if (except !== 'category' && f.categories.length) {
      qb.andWhere('job.category IN (:...categories)', { categories: f.categories });
    }
    return qb;
  }

  private async facet(
    f: Parameters<JobsService['filtered']>[0],
    mode: Mode,
    m: EntityManager,
    facet: Facet,
  ): Promise<FacetCount[]> {
    const column = `job.${facet}`;
    const rows = await this.filtered(f, mode, m, facet)
      .select(column, 'value')
      .addSelect('count(*)::int', 'count')
      .groupBy(column)
      .orderBy('count', 'DESC')
      .addOrderBy('value', 'ASC')
      .getRawMany<{ value: string; count: number }>();
    return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
  }

  /** Home: up to `sections` categories with the most active jobs, each with its `perSection` newest jobs. */
  async categorySections(sections: number, perSection: number): Promise<CategorySection[]> {
    const top: { category: string; count: number }[] = await this.jobs.query(
      `SELECT category, count(*)::int AS count FROM jobs WHERE status = 'active'
       GROUP BY category ORDER BY count DESC, category ASC LIMIT $1`,
      [sections],
    );
    if (!top.length) return [];
    const ranked: { id: string }[] = await this.jobs.query(
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

  /** Every active job with its company, newest first (the legacy `GET /api/v1/jobs`). */
  /**
   * Ids of every active job, newest first: one index scan. The legacy full listing streams the jobs
   * themselves in batches of these ids, so its memory does not grow with the number of jobs.
   */
  async activeJobIds(): Promise<string[]> {
    const rows: { id: string }[] = await this.jobs.query(
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
  async applicationOf(jobId: string, userId: string): Promise<{ id: string; status: string } | null> {
    const rows: { id: string; status: string }[] = await this.jobs.query(
      `SELECT id, status FROM applications WHERE job_id = $1 AND applicant_id = $2`,
      [jobId, userId],
    );
    return rows[0] ?? null;
  }

  /**
   * A job as a viewer may see it: active jobs for everyone; any status for the recruiter owning its
   * company and for administrators.
   */
  async findVisible(id: string, viewer?: User | null): Promise<Job> {
    if (!isUuid(id)) throw new NotFoundError(JOB_NOT_FOUND);
    const job = await this.jobs.findOne({ where: { id }, relations: { company: true } });
    const mayView =
      job &&
      (job.status === JobStatus.ACTIVE ||
        viewer?.role === Role.ADMIN ||
        (viewer && job.company.ownerId === viewer.id));
    if (!job || !mayView) throw new NotFoundError(JOB_NOT_FOUND);
    return job;
  }
}
