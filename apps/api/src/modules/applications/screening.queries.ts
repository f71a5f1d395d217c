import { ScreeningResult } from '@hireloop/schema';
import { DataSource } from 'typeorm';
import { queryRows } from '../../common/sql';
import type { StoredScreeningAnswer } from './application.entity';

export interface ScreeningRow {
  applicationId: string;
  answers: StoredScreeningAnswer[];
  result: ScreeningResult;
}

/** The screening answers and result of each application, in one statement. */
export function screeningOf(db: DataSource, applicationIds: readonly string[]): Promise<ScreeningRow[]> {
  return queryRows<ScreeningRow>(
    db,
    `SELECT id AS "applicationId", screening_answers AS answers, screening_result AS result
     FROM applications WHERE id = ANY($1::uuid[])`,
    [applicationIds],
  );
}
