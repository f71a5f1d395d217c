import { yearlySalary } from '@hireloop/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The match score compares a job's pay with what the seeker expects: the survey's expected salary band
 * read as the lowest yearly pay in rupees (`expected_salary_inr`; null where the band gives no lowest
 * figure), written with the answers from now on. Existing answers are read here with the same parser
 * (one row per seeker, and few distinct bands).
 */
export class SurveyExpectedSalary1764900000000 implements MigrationInterface {
  name = 'SurveyExpectedSalary1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE preference_surveys ADD COLUMN expected_salary_inr integer`);
    const bands = (await q.query(`SELECT DISTINCT salary FROM preference_surveys`)) as { salary: string }[];
    const parsed = bands.flatMap(({ salary }) => {
      const min = yearlySalary(salary)?.min;
      return min ? [{ salary, min }] : [];
    });
    if (parsed.length) {
      await q.query(
        `UPDATE preference_surveys s SET expected_salary_inr = p.min
         FROM unnest($1::text[], $2::integer[]) AS p(salary, min) WHERE p.salary = s.salary`,
        [parsed.map((p) => p.salary), parsed.map((p) => p.min)],
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE preference_surveys DROP COLUMN expected_salary_inr`);
  }
}
