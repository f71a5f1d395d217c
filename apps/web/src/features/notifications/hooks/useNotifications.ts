import { useCallback, useEffect } from 'react';

import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';

import { storedToken } from '../../../app/session';
import { reportSessionRefused } from '../../../app/session/refusal';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  MyNotificationsDocument,
  type MyNotificationsQuery,
  type NotificationFieldsFragment,
} from '../../../gql/graphql';
import { subscribeToNotifications } from '../notificationSocket';

/** How many of the newest notifications the bell lists. */
export const NOTIFICATION_LIMIT = 20;

const LIST = { query: MyNotificationsDocument, variables: { limit: NOTIFICATION_LIMIT } } as const;

export type BellNotification = NotificationFieldsFragment;

/** Asks for the bell's list ahead of its first render (NavBar's preloadAccountControls). */
export function prefetchNotifications(client: ApolloClient): void {
  client.query({ ...LIST, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/** The list with a new notification on top (once), the unread count and total raised. */
export function withNotification(
  list: MyNotificationsQuery['myNotifications'],
  notification: BellNotification,
): MyNotificationsQuery['myNotifications'] {
  if (list.items.some((item) => item.id === notification.id)) return list;
  return {
    ...list,
    total: list.total + 1,
    unreadCount: list.unreadCount + (notification.read ? 0 : 1),
    items: [notification, ...list.items].slice(0, NOTIFICATION_LIMIT),
  };
}

export interface NotificationsState {
  items: BellNotification[];
  unreadCount: number;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  markRead: (notification: BellNotification) => void;
  markAllRead: () => void;
}

/**
 * The signed-in seeker's newest notifications with the unread count, kept live: each event of the
 * subscription is written into the Apollo cache, so the count rises without a reload. A stream the
 * server closes because the session ended signs the user out like any refused request.
 */
export function useNotifications(token: string | null): NotificationsState {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(MyNotificationsDocument, {
    ...LIST,
    fetchPolicy: 'cache-and-network',
    skip: !token,
  });

  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  useEffect(() => {
    if (!token) return undefined;
    return subscribeToNotifications(token, {
      onNotification: (notification) => {
        client.cache.updateQuery(LIST, (current) =>
          current ? { myNotifications: withNotification(current.myNotifications, notification) } : current,
        );
      },
      onReconnect: reload,
      // Ends the session as a refused request does, unless the app has already moved on to another token.
      onSessionEnded: () => {
        if (storedToken() === token) reportSessionRefused();
      },
    });
  }, [token, client, reload]);

  const [markOne] = useMutation(MarkNotificationReadDocument);
  const [markAll] = useMutation(MarkAllNotificationsReadDocument);

  const markRead = (notification: BellNotification) => {
    if (notification.read) return;
    markOne({
      variables: { id: notification.id },
      optimisticResponse: {
        // The cached notification carries its __typename, so the answer lands on the same cache entry.
        markNotificationRead: { ...notification, read: true },
      },
      // The answer has already marked the cached item read; the page's count goes down by one (this runs
      // once on the optimistic layer and once for the real answer, each on its own layer).
      update: (cache, result) => {
        if (!result.data) return;
        cache.updateQuery(LIST, (current) =>
          current
            ? {
                myNotifications: {
                  ...current.myNotifications,
                  unreadCount: Math.max(0, current.myNotifications.unreadCount - 1),
                },
              }
            : current,
        );
      },
    }).catch(reload);
  };

  const markAllRead = () => {
    markAll({
      optimisticResponse: { markAllNotificationsRead: data?.myNotifications.unreadCount ?? 0 },
      update: (cache) => {
        cache.updateQuery(LIST, (current) =>
          current
            ? {
                myNotifications: {
                  ...current.myNotifications,
                  unreadCount: 0,
                  items: current.myNotifications.items.map((item) => ({ ...item, read: true })),
                },
              }
            : current,
        );
      },
    }).catch(reload);
  };

  return {
    items: data?.myNotifications.items ?? [],
    unreadCount: data?.myNotifications.unreadCount ?? 0,
    loading: loading && !data,
    error: data ? undefined : error,
    retry: reload,
    markRead,
    markAllRead,
  };
}
