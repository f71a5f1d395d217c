/**
 * The seeker `user`'s survey answers that the match score compares (an SQL subquery of at most one row;
 * `user` is an SQL expression such as `$1`): preferred title, skills, job type, category, location and
 * the expected salary's lowest yearly pay in rupees.
 */
export function surveyMatchFeaturesSql(user: string): string {
  return `SELECT ps.job_title, ps.skills, ps.job_type, ps.category, ps.location, ps.expected_salary_inr
          FROM preference_surveys ps WHERE ps.user_id = ${user}`;
}
