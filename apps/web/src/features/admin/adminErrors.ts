import { isServerAnswer, serverMessage } from '../../app/graphqlErrors';

/**
 * The spec's "server message, else ..." rule: the message the server wrote for the user; else `failed`
 * when the server answered with an error of its own; else `offline` when there was no answer at all.
 */
export function adminErrorMessage(error: unknown, failed: string, offline: string = failed): string {
  return serverMessage(error) ?? (isServerAnswer(error) ? failed : offline);
}
