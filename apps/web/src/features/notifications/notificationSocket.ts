import { print } from 'graphql';
import { CloseCode, createClient } from 'graphql-ws';

import { addTypenameToDocument } from '@apollo/client/utilities';

import { GRAPHQL_URI } from '../../app/apollo';
import { NotificationAddedDocument, type NotificationFieldsFragment } from '../../gql/graphql';

// __typename is asked for so events can be written to the Apollo cache like query results.
const NOTIFICATION_ADDED = print(addTypenameToDocument(NotificationAddedDocument));

/** Longest wait between reconnection attempts. */
const MAX_RETRY_WAIT_MS = 30_000;

/** ws:// or wss:// (as the page) on the page's host, at the GraphQL path. */
export function notificationsSocketUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_URI}`;
}

export interface NotificationStreamHandlers {
  /** A new notification arrived. */
  onNotification: (notification: NotificationFieldsFragment) => void;
  /** The connection came back after a drop: events may have been missed, so reload the list. */
  onReconnect?: () => void;
  /**
   * The server closed the stream because the token's session has ended (signed out everywhere, a new
   * password, the account deactivated or deleted): the stream does not reconnect, and the app signs out.
   */
  onSessionEnded?: () => void;
}

function closeCode(reason: unknown): number | undefined {
  const code = (reason as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

function isAuthClose(reason: unknown): boolean {
  const code = closeCode(reason);
  return code !== undefined && code >= 4400 && code < 4500;
}

/**
 * Opens the signed-in user's live notification stream (graphql-ws, the token in the connection params)
 * and keeps it open, reconnecting with a growing pause after a drop. Returns the function that closes it.
 */
export function subscribeToNotifications(token: string, handlers: NotificationStreamHandlers): () => void {
  // The pauses before reconnecting that are under way; closing the stream ends them at once.
  const pauses = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const end = () => {
        window.clearTimeout(timer);
        pauses.delete(end);
        resolve();
      };
      const timer = window.setTimeout(end, ms);
      pauses.add(end);
    });
  const client = createClient({
    url: notificationsSocketUrl(),
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: Number.POSITIVE_INFINITY,
    // A refused token will not be accepted on the next try; anything else (a restart, a network drop) may.
    shouldRetry: (reason) => !isAuthClose(reason),
    retryWait: (retries) => pause(Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 500),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) handlers.onReconnect?.();
      },
      closed: (event) => {
        if (closeCode(event) === CloseCode.Unauthorized) handlers.onSessionEnded?.();
      },
    },
  });

  const unsubscribe = client.subscribe<{ notificationAdded: NotificationFieldsFragment }>(
    { query: NOTIFICATION_ADDED },
    {
      next: (result) => {
        const notification = result.data?.notificationAdded;
        if (notification) handlers.onNotification(notification);
      },
      // The bell keeps showing the last list; a reconnect reloads it.
      error: () => undefined,
      complete: () => undefined,
    },
  );

  return () => {
    unsubscribe();
    // Disposing while a connection attempt is pending rejects with that attempt's failure: nothing to do.
    Promise.resolve(client.dispose()).catch(() => undefined);
    // A pause before the next attempt ends now (no timer outlives the stream); with nobody subscribed and
    // the client disposed, no attempt follows it.
    for (const end of [...pauses]) end();
  };
}
