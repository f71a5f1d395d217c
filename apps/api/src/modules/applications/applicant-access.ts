import { Db, queryOne } from '../../common/sql';

/**
 * SQL condition: the job seeker `applicant` applied to a job of a company that the recruiter `recruiter`
 * owns. It is the rule by which a recruiter may see a seeker's contact details, photo and documents.
 * Both arguments are SQL expressions (a parameter such as `$1`, or a column).
 */
export function appliedToRecruiterSql(applicant: string, recruiter: string): string {
  return `EXISTS (SELECT 1 FROM applications ra
                  JOIN jobs rj ON rj.id = ra.job_id
                  JOIN companies rc ON rc.id = rj.company_id
                  WHERE ra.applicant_id = ${applicant} AND rc.owner_id = ${recruiter})`;
}

/** Whether the job seeker applied to a job of one of the recruiter's companies (see appliedToRecruiterSql). */
export async function appliedToRecruiter(db: Db, applicantId: string, recruiterId: string): Promise<boolean> {
  const row = await queryOne<{ ok: boolean }>(db, `SELECT ${appliedToRecruiterSql('$1', '$2')} AS ok`, [
    applicantId,
    recruiterId,
  ]);
  return row.ok;
}
