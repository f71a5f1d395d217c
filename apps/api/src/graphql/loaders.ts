import DataLoader from 'dataloader';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { User } from '../modules/users/user.entity';

/** Per-request DataLoaders: each batches the lookups of one GraphQL request into a single statement. */
export interface Loaders {
  applicationCountByJob: DataLoader<string, number>;
  /** Whether the signed-in user saved each job (false when nobody is signed in). */
  viewerBookmarked: DataLoader<string, boolean>;
  /** Whether the signed-in user applied to each job. */
  viewerApplied: DataLoader<string, boolean>;
  /** The profile photo's file id of each user (null without one). */
  photoFileByUser: DataLoader<string, string | null>;
}

export interface GqlContext {
  req: Request & { user?: User };
  loaders: Loaders;
}

export function createLoaders(dataSource: DataSource, req: GqlContext['req']): Loaders {
  const viewerSet = (table: 'bookmarks' | 'applications', column: 'user_id' | 'applicant_id') =>
    new DataLoader<string, boolean>(async (jobIds) => {
      const userId = req.user?.id;
      if (!userId) return jobIds.map(() => false);
      const rows: { job_id: string }[] = await dataSource.query(
        `SELECT job_id FROM ${table} WHERE ${column} = $1 AND job_id = ANY($2::uuid[])`,
        [userId, jobIds as string[]],
      );
      const found = new Set(rows.map((r) => r.job_id));
      return jobIds.map((id) => found.has(id));
    });
  return {
    applicationCountByJob: new DataLoader<string, number>(async (jobIds) => {
      const rows: { job_id: string; count: string }[] = await dataSource.query(
        `SELECT job_id, count(*)::int AS count FROM applications WHERE job_id = ANY($1::uuid[]) GROUP BY job_id`,
        [jobIds as string[]],
      );
      const counts = new Map(rows.map((r) => [r.job_id, Number(r.count)]));
      return jobIds.map((id) => counts.get(id) ?? 0);
    }),
    viewerBookmarked: viewerSet('bookmarks', 'user_id'),
    viewerApplied: viewerSet('applications', 'applicant_id'),
    photoFileByUser: new DataLoader<string, string | null>(async (userIds) => {
      const rows: { user_id: string; file_id: string }[] = await dataSource.query(
        `SELECT user_id, profile_image_file_id AS file_id FROM profiles
          WHERE user_id = ANY($1::uuid[]) AND profile_image_file_id IS NOT NULL`,
        [userIds as string[]],
      );
      const files = new Map(rows.map((r) => [r.user_id, r.file_id]));
      return userIds.map((id) => files.get(id) ?? null);
    }),
  };
}

/**
 * A request-like object for a graphql-ws operation, so the guard reads the token the same way; `ip` is
 * the client address of the WebSocket's upgrade request.
 */
export function subscriptionRequest(
  params: Record<string, unknown> | undefined,
  ip: string,
): GqlContext['req'] {
  const raw = params?.authorization ?? params?.Authorization ?? '';
  const authorization = typeof raw === 'string' ? raw : '';
  return { headers: { authorization }, ip } as unknown as GqlContext['req'];
}
