import { ErrorCode, JobStatus } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors';
import { isUuid, pageOf, pageRequest } from '../../common/paging';
import { Job } from '../jobs/job.entity';
import { cleanValues, JobFilters } from '../jobs/job-search';
import { FacetCount, JobFacets, JOB_NOT_FOUND } from '../jobs/jobs.service';
import { Bookmark } from './bookmark.entity';
import { queryOne, queryRows } from '../../common/sql';
import { lockUser } from '../users/users.queries';

/** Saved jobs per seeker, so a list stays quick to filter. */
export const MAX_BOOKMARKS = 500;

export interface SavedJob {
  savedAt: Date;
  job: Job;
}

function facetsOf(jobs: Job[]): JobFacets {
  const count = (values: string[]): FacetCount[] => {
    const m = new Map<string, number>();
    for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
    return [...m.entries()]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  };
  return {
    jobTypes: count(jobs.map((j) => j.jobType)),
    locations: count(jobs.map((j) => j.location)),
    categories: count(jobs.map((j) => j.category)),
    estimated: false,
  };
}

@Injectable()
export class BookmarksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every saved job of a user, oldest first, for their data export. */
  exportFor(userId: string): Promise<{ jobId: string; savedAt: Date }[]> {
    return queryRows<{ jobId: string; savedAt: Date }>(
      this.dataSource,
      `SELECT job_id AS "jobId", created_at AS "savedAt" FROM bookmarks WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  /** Erases every bookmark of the user (in the caller's transaction). */
  async eraseOf(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM bookmarks WHERE user_id = $1`, [userId]);
  }

  /** Saves the job, or forgets it when it was saved. Answers whether it is saved now. */
  async toggle(userId: string, jobId: string): Promise<boolean> {
    if (!isUuid(jobId)) throw new NotFoundError(JOB_NOT_FOUND);
    return this.dataSource.transaction(async (m) => {
      const removed = await queryRows<{ id: string }>(
        m,
        `DELETE FROM bookmarks WHERE user_id = $1 AND job_id = $2 RETURNING id`,
        [userId, jobId],
      );
      if (removed.length) return false;
      const job = await m.getRepository(Job).findOneBy({ id: jobId, status: JobStatus.ACTIVE });
      if (!job) throw new NotFoundError(JOB_NOT_FOUND);
      // One saver at a time per user from here, so parallel saves cannot pass the cap together.
      await lockUser(m, userId);
      const { count } = await queryOne<{ count: number }>(
        m,
        `SELECT count(*)::int AS count FROM bookmarks WHERE user_id = $1`,
        [userId],
      );
      if (count >= MAX_BOOKMARKS) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `You can save up to ${MAX_BOOKMARKS} jobs. Remove some to save more.`,
        );
      }
      await m.query(`INSERT INTO bookmarks (user_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        userId,
        jobId,
      ]);
      return true;
    });
  }

  /**
   * The seeker's saved jobs, newest saved first: keyword over title, company and location
   * (case-insensitive), filters "any of" per kind, facet counts over all saved jobs.
   */
  async list(userId: string, filters: JobFilters, page: number, pageSize: number, maxPageSize?: number) {
    const req = pageRequest(page, pageSize, maxPageSize);
    const all = await this.dataSource
      .getRepository(Bookmark)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.job', 'job')
      .innerJoinAndSelect('job.company', 'company')
      .where('b.userId = :userId', { userId })
      .orderBy('b.createdAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .getMany();
    const term = (filters.keyword ?? '').trim().toLowerCase();
    const [types, locations, categories] = [filters.jobTypes, filters.locations, filters.categories].map(
      cleanValues,
    );
    const matches = all.filter(({ job }) => {
      const j = job!;
      return (
        (!term || [j.title, j.company.name, j.location].some((v) => v.toLowerCase().includes(term))) &&
        (!types.length || types.includes(j.jobType)) &&
        (!locations.length || locations.includes(j.location)) &&
        (!categories.length || categories.includes(j.category))
      );
    });
    const items: SavedJob[] = matches
      .slice(req.offset, req.offset + req.pageSize)
      .map((b) => ({ savedAt: b.createdAt, job: b.job! }));
    return { ...pageOf(items, matches.length, req), facets: facetsOf(all.map((b) => b.job!)) };
  }
}
