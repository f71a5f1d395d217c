import type { StoredScreeningAnswer } from './application.entity';
import { DELETED_ACCOUNT_LABEL } from '@hireloop/schema';
import { Db, queryRow, queryRows } from '../../common/sql';
import type { ApplicantNoteModel, ApplicantRatingModel } from './applicant-note.model';

/** A note as the recruiter's side reads it, with its author's name (null once their account is gone). */
export interface NoteRow {
  id: string;
  applicationId: string;
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An application's rating, with who set it last (null once their account is gone) and when. */
export interface RatingRow {
  applicationId: string;
  value: number;
  ratedById: string | null;
  ratedByName: string | null;
  ratedAt: Date;
}

const NOTE_SELECT = `n.id, n.application_id AS "applicationId", n.author_id AS "authorId",
  nullif(concat_ws(' ', au.first_name, au.last_name), '') AS "authorName", n.body,
  n.created_at AS "createdAt", n.updated_at AS "updatedAt"`;

const RATING_SELECT = `r.application_id AS "applicationId", r.rating::int AS value, r.rated_by_id AS "ratedById",
  nullif(concat_ws(' ', ru.first_name, ru.last_name), '') AS "ratedByName", r.rated_at AS "ratedAt"`;

/** A note row as the viewer sees it. */
export function toNoteModel(row: NoteRow, viewerId: string): ApplicantNoteModel {
  return {
    id: row.id,
    body: row.body,
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
    mine: row.authorId === viewerId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toRatingModel(row: RatingRow): ApplicantRatingModel {
  return {
    value: row.value,
    ratedBy: row.ratedById ? { id: row.ratedById, name: row.ratedByName ?? '' } : null,
    ratedAt: row.ratedAt,
  };
}

/**
 * SQL expressions of one application's notes (a JSON array of NoteRow, oldest first, never null) and
 * rating (a JSON RatingRow, or null), for statements that build applicants' rows as JSON; `applicationId`
 * is the SQL of the application's id. Their dates are ISO strings until `noteOfJson`/`ratingOfJson`.
 */
export function notesJsonSql(applicationId: string): string {
  return `coalesce((SELECT json_agg(x) FROM (SELECT ${NOTE_SELECT} FROM applicant_notes n
            LEFT JOIN users au ON au.id = n.author_id
           WHERE n.application_id = ${applicationId} ORDER BY n.created_at, n.id) x), '[]')`;
}

export function ratingJsonSql(applicationId: string): string {
  return `(SELECT row_to_json(x) FROM (SELECT ${RATING_SELECT} FROM applicant_ratings r
            LEFT JOIN users ru ON ru.id = r.rated_by_id WHERE r.application_id = ${applicationId}) x)`;
}

/** A note read through `notesJsonSql`, its dates made Dates. */
export function noteOfJson(row: NoteRow): NoteRow {
  return { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) };
}

/** A rating read through `ratingJsonSql`, its date made a Date. */
export function ratingOfJson(row: RatingRow): RatingRow {
  return { ...row, ratedAt: new Date(row.ratedAt) };
}

/** The rating of each application that has one. */
export function ratingsOf(db: Db, applicationIds: readonly string[]) {
  return queryRows<RatingRow>(
    db,
    `SELECT ${RATING_SELECT} FROM applicant_ratings r LEFT JOIN users ru ON ru.id = r.rated_by_id
     WHERE r.application_id = ANY($1::uuid[])`,
    [applicationIds],
  );
}

/** One note with its author's name. */
export function noteById(db: Db, id: string) {
  return queryRow<NoteRow>(
    db,
    `SELECT ${NOTE_SELECT} FROM applicant_notes n LEFT JOIN users au ON au.id = n.author_id WHERE n.id = $1`,
    [id],
  );
}

/** A note to change, held until the transaction ends. */
export function lockNote(db: Db, id: string) {
  return queryRow<{ applicationId: string; authorId: string | null }>(
    db,
    `SELECT application_id AS "applicationId", author_id AS "authorId" FROM applicant_notes WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

/** How many notes an application has. */
export async function noteCount(db: Db, applicationId: string): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM applicant_notes WHERE application_id = $1`,
    [applicationId],
  );
  return row?.n ?? 0;
}

export async function insertNote(db: Db, applicationId: string, authorId: string, body: string) {
  const row = await queryRow<{ id: string }>(
    db,
    `INSERT INTO applicant_notes (application_id, author_id, body) VALUES ($1, $2, $3) RETURNING id`,
    [applicationId, authorId, body],
  );
  return row!.id;
}

export async function updateNote(db: Db, id: string, body: string): Promise<void> {
  await queryRows(db, `UPDATE applicant_notes SET body = $2, updated_at = now() WHERE id = $1`, [id, body]);
}

export async function deleteNote(db: Db, id: string): Promise<void> {
  await queryRows(db, `DELETE FROM applicant_notes WHERE id = $1`, [id]);
}

/** Sets an application's rating (replacing the one before), by `userId`, now. */
export async function upsertRating(db: Db, applicationId: string, value: number, userId: string) {
  await queryRows(
    db,
    `INSERT INTO applicant_ratings (application_id, rating, rated_by_id, rated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (application_id) DO UPDATE SET rating = $2, rated_by_id = $3, rated_at = now()`,
    [applicationId, value, userId],
  );
}

export async function deleteRating(db: Db, applicationId: string): Promise<void> {
  await queryRows(db, `DELETE FROM applicant_ratings WHERE application_id = $1`, [applicationId]);
}

/** An applicant of a job as the CSV export lists them. */
export interface ApplicantExportRow {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  contactNo: string | null;
  status: string;
  appliedAt: Date;
  updatedAt: Date;
  skills: string[];
  resumeName: string | null;
  rating: number | null;
  ratedBy: string | null;
  ratedAt: Date | null;
  /** Every note, oldest first, each as "author, time: text", separated by a blank line. */
  notes: string | null;
  screeningResult: string;
  /** The answers as sent, each with the question text as it was asked. */
  screeningAnswers: StoredScreeningAnswer[];
}

/**
 * Every applicant of a job, newest first, with their rating and notes: the statement for a cursor. An
 * application of a deleted account is listed as DELETED_ACCOUNT_LABEL, with nothing of the person.
 */
export function applicantsExportStatement(jobId: string) {
  return {
    sql: `SELECT coalesce(u.first_name, $2) AS "firstName", u.middle_name AS "middleName",
                 coalesce(u.last_name, '') AS "lastName", coalesce(u.email, '') AS email,
                 u.contact_no AS "contactNo", a.status, a.created_at AS "appliedAt", a.updated_at AS "updatedAt",
                 coalesce(p.skills, '{}') AS skills, rf.original_name AS "resumeName",
                 r.rating::int AS rating, nullif(concat_ws(' ', ru.first_name, ru.last_name), '') AS "ratedBy",
                 r.rated_at AS "ratedAt",
                 (SELECT string_agg(
                           coalesce(nullif(concat_ws(' ', nu.first_name, nu.last_name), ''), 'Former user')
                             || ', ' || to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC: '
                             || n.body,
                           E'\\n\\n' ORDER BY n.created_at, n.id)
                  FROM applicant_notes n LEFT JOIN users nu ON nu.id = n.author_id
                  WHERE n.application_id = a.id) AS notes,
                 a.screening_result AS "screeningResult", a.screening_answers AS "screeningAnswers"
          FROM applications a
          LEFT JOIN users u ON u.id = a.applicant_id
          LEFT JOIN profiles p ON p.user_id = u.id
          LEFT JOIN files rf ON rf.id = p.resume_file_id
          LEFT JOIN applicant_ratings r ON r.application_id = a.id
          LEFT JOIN users ru ON ru.id = r.rated_by_id
          WHERE a.job_id = $1
          ORDER BY a.created_at DESC, a.id DESC`,
    params: [jobId, DELETED_ACCOUNT_LABEL] as unknown[],
  };
}
