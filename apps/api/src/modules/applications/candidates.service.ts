import { Role } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { pageCount, pageRequest } from '../../common/paging';
import { likePattern, queryRows } from '../../common/sql';
import { appliedToRecruiterSql } from './applicant-access';

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

const AVAILABILITY_SQL: Record<Availability, string> = {
  [Availability.IMMEDIATELY]: `p.updated_at >= now() - interval '7 days'`,
  [Availability.WITHIN_2_WEEKS]: `p.updated_at < now() - interval '7 days' AND p.updated_at >= now() - interval '14 days'`,
  [Availability.WITHIN_MONTH]: `p.updated_at < now() - interval '14 days' AND p.updated_at >= now() - interval '30 days'`,
  [Availability.NOT_LOOKING]: `p.updated_at < now() - interval '30 days'`,
};

export interface CandidateRow {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** Contact details, like the documents, only for a viewer the candidate applied to (or an admin). */
  email: string | null;
  contact_no: string | null;
  bio: string | null;
  skills: string[];
  updated_at: Date;
  resume_file_id: string;
  cover_letter_file_id: string | null;
  /** Shown, like the contacts, only to a viewer the candidate applied to (or an admin). */
  profile_image_file_id: string | null;
  first_title: string | null;
  experience_count: number;
  /** Whether the viewer may open the documents (the candidate applied to them, or they are an admin). */
  may_read: boolean;
  total: string;
}

/** Rows read at a time when every candidate is streamed. */
const STREAM_BATCH = 500;

/**
 * A candidate's columns for the viewer whose id is the parameter `viewerParam`; `adminParam` is true for an
 * administrator, who may read every candidate's documents.
 */
function candidateColumns(adminParam: string, viewerParam: string): string {
  return `u.id, u.first_name, u.middle_name, u.last_name, u.email, u.contact_no, p.bio, p.skills, p.updated_at,
          p.resume_file_id, p.cover_letter_file_id, p.profile_image_file_id, fe.job_title AS first_title,
          (SELECT count(*)::int FROM profile_experiences e WHERE e.profile_id = p.id) AS experience_count,
          (${adminParam} OR ${appliedToRecruiterSql('u.id', viewerParam)}) AS may_read`;
}

/**
 * Active job seekers with a resume (the role is the parameter `roleParam`; a deactivated account is not
 * offered), with their first experience's title.
 */
function candidatesFrom(roleParam: string): string {
  return `FROM users u
          JOIN profiles p ON p.user_id = u.id
          LEFT JOIN LATERAL (
            SELECT job_title FROM profile_experiences e WHERE e.profile_id = p.id ORDER BY sort_order LIMIT 1
          ) fe ON TRUE
          WHERE u.role = ${roleParam} AND p.resume_file_id IS NOT NULL AND u.deactivated_at IS NULL`;
}

/** Contacts and the photo stay hidden unless the viewer may read the candidate's documents. */
function masked<T extends CandidateRow>(rows: T[]): T[] {
  for (const row of rows) {
    if (!row.may_read) Object.assign(row, { email: null, contact_no: null, profile_image_file_id: null });
  }
  return rows;
}

/** Job seekers with a resume, for recruiters: searchable by name, title and skills, by availability. */
@Injectable()
export class CandidatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(
    viewer: { id: string; role: Role },
    keyword: string | null | undefined,
    availability: Availability | null | undefined,
    page: number,
    pageSize: number,
    maxPageSize?: number,
  ) {
    const req = pageRequest(page, pageSize, maxPageSize);
    const term = (keyword ?? '').trim().slice(0, 200);
    const like = likePattern(term);
    const rows = await queryRows<CandidateRow>(
      this.dataSource,
      `SELECT ${candidateColumns('$6', '$7')}, count(*) OVER () AS total
       ${candidatesFrom('$1')}
         AND ($2 = '' OR concat_ws(' ', u.first_name, u.last_name) ILIKE $3 OR fe.job_title ILIKE $3
              OR array_to_string(p.skills, ' ') ILIKE $3)
         AND ${availability ? AVAILABILITY_SQL[availability] : 'TRUE'}
       ORDER BY p.updated_at DESC, u.id
       OFFSET $4 LIMIT $5`,
      [Role.JOB_SEEKER, term, like, req.offset, req.pageSize, viewer.role === Role.ADMIN, viewer.id],
    );
    const total = rows.length ? Number(rows[0].total) : 0;
    return {
      rows: masked(rows),
      total,
      page: req.page,
      pageSize: req.pageSize,
      pageCount: pageCount(total, req.pageSize),
    };
  }

  /**
   * Every candidate, most recently updated first, STREAM_BATCH rows at a time: each batch starts after
   * the last row of the one before (its exact update time, read as text to keep the microseconds, and
   * its id), so every candidate comes once however many there are and only one batch is held.
   */
  async *all(viewer: { id: string; role: Role }): AsyncGenerator<Omit<CandidateRow, 'total'>[]> {
    let after: [string, string] | [null, null] = [null, null];
    for (;;) {
      const batch: (CandidateRow & { cursor: string })[] = await queryRows<CandidateRow & { cursor: string }>(
        this.dataSource,
        `SELECT ${candidateColumns('$2', '$3')}, p.updated_at::text AS cursor
         ${candidatesFrom('$1')}
           AND ($4::timestamptz IS NULL OR (p.updated_at, u.id) < ($4::timestamptz, $5::uuid))
         ORDER BY p.updated_at DESC, u.id DESC LIMIT $6`,
        [Role.JOB_SEEKER, viewer.role === Role.ADMIN, viewer.id, ...after, STREAM_BATCH],
      );
      if (!batch.length) return;
      const last = batch[batch.length - 1];
      after = [last.cursor, last.id];
      yield masked(batch).map(({ cursor: _cursor, ...row }) => row);
      if (batch.length < STREAM_BATCH) return;
    }
  }
}
