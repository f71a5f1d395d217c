import DataLoader from 'dataloader';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import {
  applicationCountsOf,
  appliedJobIds,
  TimelineRow,
  timelinesOf,
} from '../modules/applications/applications.queries';
import { ScreeningRow, screeningOf } from '../modules/applications/screening.queries';
import { bookmarkedJobIds } from '../modules/bookmarks/bookmarks.queries';
import { photoFilesOf } from '../modules/profiles/profiles.queries';
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
  /** The history of each application, oldest step first. */
  timelineByApplication: DataLoader<string, TimelineRow[]>;
  /** The screening answers and result of each application (read only where the caller may see them). */
  screeningByApplication: DataLoader<string, ScreeningRow | null>;
}

export interface GqlContext {
  req: Request & { user?: User };
  loaders: Loaders;
}

export function createLoaders(dataSource: DataSource, req: GqlContext['req']): Loaders {
  const viewerSet = (
    find: (db: DataSource, userId: string, jobIds: readonly string[]) => Promise<Set<string>>,
  ) =>
    new DataLoader<string, boolean>(async (jobIds) => {
      const userId = req.user?.id;
      if (!userId) return jobIds.map(() => false);
      const found = await find(dataSource, userId, jobIds);
      return jobIds.map((id) => found.has(id));
    });
  return {
    applicationCountByJob: new DataLoader<string, number>(async (jobIds) => {
      const rows = await applicationCountsOf(dataSource, jobIds);
      const counts = new Map(rows.map((r) => [r.job_id, Number(r.count)]));
      return jobIds.map((id) => counts.get(id) ?? 0);
    }),
    viewerBookmarked: viewerSet(bookmarkedJobIds),
    viewerApplied: viewerSet(appliedJobIds),
    photoFileByUser: new DataLoader<string, string | null>(async (userIds) => {
      const rows = await photoFilesOf(dataSource, userIds);
      const files = new Map(rows.map((r) => [r.user_id, r.file_id]));
      return userIds.map((id) => files.get(id) ?? null);
    }),
    timelineByApplication: new DataLoader<string, TimelineRow[]>(async (applicationIds) => {
      const byApplication = new Map<string, TimelineRow[]>();
      for (const row of await timelinesOf(dataSource, applicationIds)) {
        const steps = byApplication.get(row.applicationId) ?? [];
        steps.push(row);
        byApplication.set(row.applicationId, steps);
      }
      return applicationIds.map((id) => byApplication.get(id) ?? []);
    }),
    screeningByApplication: new DataLoader<string, ScreeningRow | null>(async (applicationIds) => {
      const rows = await screeningOf(dataSource, applicationIds);
      const byApplication = new Map(rows.map((r) => [r.applicationId, r]));
      return applicationIds.map((id) => byApplication.get(id) ?? null);
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
