import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';

/** Per-request DataLoaders: each batches the lookups of one GraphQL request into a single statement. */
export interface Loaders {
  applicationCountByJob: DataLoader<string, number>;
}

export function createLoaders(dataSource: DataSource): Loaders {
  return {
    applicationCountByJob: new DataLoader<string, number>(async (jobIds) => {
      const rows: { job_id: string; count: string }[] = await dataSource.query(
        `SELECT job_id, count(*)::int AS count FROM applications WHERE job_id = ANY($1::uuid[]) GROUP BY job_id`,
        [jobIds as string[]],
      );
      const counts = new Map(rows.map((r) => [r.job_id, Number(r.count)]));
      return jobIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export interface GqlContext {
  req: import('express').Request;
  loaders: Loaders;
}
