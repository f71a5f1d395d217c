import { Db, queryRows } from '../../common/sql';

/** Which of these jobs the user saved. */
export async function bookmarkedJobIds(
  db: Db,
  userId: string,
  jobIds: readonly string[],
): Promise<Set<string>> {
  const rows = await queryRows<{ job_id: string }>(
    db,
    `SELECT job_id FROM bookmarks WHERE user_id = $1 AND job_id = ANY($2::uuid[])`,
    [userId, jobIds],
  );
  return new Set(rows.map((r) => r.job_id));
}
