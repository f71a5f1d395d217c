import { Role } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { connectionOf, ConnectionPage, KeysetRequest } from '../../common/cursor';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { pageOf, pageRequest } from '../../common/paging';
import { likePattern } from '../../common/sql';
import { ExportCursors } from '../../database/export-cursors';
import {
  CandidateFilter,
  CandidateRow,
  candidatesAfter,
  candidatesByKey,
  candidatesStatement,
  searchCandidates,
} from '../profiles/profiles.queries';

export type { CandidateRow };

export enum Availability {
  IMMEDIATELY = 'immediately',
  WITHIN_2_WEEKS = 'within_2_weeks',
  WITHIN_MONTH = 'within_month',
  NOT_LOOKING = 'not_looking',
}

/** Availability from days since the profile was updated: <=7, <=14, <=30, else not looking. */
export function availabilityOf(updatedAt: Date, now = new Date()): Availability {
  const days = (now.getTime() - updatedAt.getTime()) / 86_400_000;
  if (days <= 7) return Availability.IMMEDIATELY;
  if (days <= 14) return Availability.WITHIN_2_WEEKS;
  if (days <= 30) return Availability.WITHIN_MONTH;
  return Availability.NOT_LOOKING;
}

/** Experience band from the number of experience entries: 0-1, 1+, 3+, 5+ years. */
export function experienceBand(entries: number): string {
  if (entries >= 5) return '5+ years';
  if (entries >= 3) return '3+ years';
  if (entries >= 1) return '1+ years';
  return '0-1 years';
}

/** Our estimate of an expected salary from the experience band (the spec leaves the rule open). */
export function expectedSalary(band: string): string {
  switch (band) {
    case '5+ years':
      return '₹15-25 LPA';
    case '3+ years':
      return '₹8-15 LPA';
    case '1+ years':
      return '₹5-8 LPA';
    default:
      return '₹3-5 LPA';
  }
}

/** Title from the first experience, else from the first skills. */
export function titleGuess(firstExperienceTitle: string | null, skills: string[]): string {
  if (firstExperienceTitle?.trim()) return firstExperienceTitle.trim();
  if (skills.length) return `${skills[0]} Professional`;
  return 'Job Seeker';
}

/** Days since the profile changed, at least and less than, of each availability (null: no bound). */
const AVAILABILITY_DAYS: Record<Availability, [number | null, number | null]> = {
  [Availability.IMMEDIATELY]: [null, 7],
  [Availability.WITHIN_2_WEEKS]: [7, 14],
  [Availability.WITHIN_MONTH]: [14, 30],
  [Availability.NOT_LOOKING]: [30, null],
};

/** The search's filter: the keyword (at most 200 characters) as a pattern, the availability as days. */
function candidateFilter(
  keyword: string | null | undefined,
  availability: Availability | null | undefined,
): CandidateFilter {
  const term = (keyword ?? '').trim().slice(0, 200);
  const [minDaysAgo, maxDaysAgo] = availability ? AVAILABILITY_DAYS[availability] : [null, null];
  return { like: term ? likePattern(term) : null, minDaysAgo, maxDaysAgo };
}

/** Rows read at a time when every candidate is streamed. */
const STREAM_BATCH = 500;

/** Job seekers with a resume, for recruiters: searchable by name, title and skills, by availability. */
@Injectable()
export class CandidatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cursors: ExportCursors,
  ) {}

  async search(
    viewer: { id: string; role: Role },
    keyword: string | null | undefined,
    availability: Availability | null | undefined,
    page: number,
    pageSize: number,
    maxPageSize?: number,
  ) {
    const req = pageRequest(page, pageSize, maxPageSize);
    const { rows, total } = await searchCandidates(
      this.dataSource,
      { id: viewer.id, admin: viewer.role === Role.ADMIN },
      candidateFilter(keyword, availability),
      req.offset,
      req.pageSize,
    );
    return pageOf(rows, total, req);
  }

  /** One page of candidates by cursor (see candidatesByKey), as `search` shows them to this viewer. */
  async connection(
    viewer: { id: string; role: Role },
    req: KeysetRequest,
  ): Promise<ConnectionPage<CandidateRow>> {
    const rows = await candidatesByKey(
      this.dataSource,
      { id: viewer.id, admin: viewer.role === Role.ADMIN },
      req,
    );
    const page = connectionOf(req, rows, (r) => ({ at: r.cursorAt, id: r.id }));
    for (const row of rows) delete (row as Partial<typeof row>).cursorAt;
    return page;
  }

  /** Every candidate the same search finds, in its order, from one cursor (the CSV export). */
  exportRows(
    viewer: { id: string; role: Role },
    keyword: string | null | undefined,
    availability: Availability | null | undefined,
  ): () => AsyncGenerator<CandidateRow[]> {
    const { sql, params } = candidatesStatement(
      { id: viewer.id, admin: viewer.role === Role.ADMIN },
      candidateFilter(keyword, availability),
    );
    return () => this.cursors.rows<CandidateRow>(sql, params);
  }

  /**
   * Every candidate, most recently updated first, STREAM_BATCH rows at a time: each batch starts after
   * the last row of the one before, so every candidate comes once however many there are and only one
   * batch is held.
   */
  async *all(viewer: { id: string; role: Role }): AsyncGenerator<CandidateRow[]> {
    let after: { cursor: string; id: string } | null = null;
    for (;;) {
      const batch = await candidatesAfter(
        this.dataSource,
        { id: viewer.id, admin: viewer.role === Role.ADMIN },
        after,
        STREAM_BATCH,
      );
      if (!batch.length) return;
      const last = batch[batch.length - 1];
      after = { cursor: last.cursor, id: last.id };
      yield batch.map(({ cursor: _cursor, ...row }) => row);
      if (batch.length < STREAM_BATCH) return;
    }
  }
}
