/**
 * Apollo's MockLink answers a query no mock matches with an error, and says so on console.warn with a
 * message starting with this text. A test must mock every query its components send.
 */
export const UNMATCHED_QUERY = 'No more mocked responses for the query:';

/** The warnings not yet reported; kept on the global object, so wrapping twice still keeps one list. */
const RECORD = Symbol.for('hireloop.test.unmatchedQueries');
type Recorder = typeof globalThis & { [RECORD]?: string[] };

function record(): string[] {
  const global = globalThis as Recorder;
  global[RECORD] ??= [];
  return global[RECORD];
}

/**
 * Wraps console.warn once: an unmatched-query warning is kept for failOnUnmatchedQueries, whose error
 * carries its whole text, instead of being printed; every other warning is printed as before.
 */
export function recordUnmatchedQueries(): void {
  const global = globalThis as Recorder;
  if (global[RECORD]) return;
  const unmatched = record();
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const [message] = args;
    if (typeof message === 'string' && message.startsWith(UNMATCHED_QUERY)) unmatched.push(message);
    else warn(...args);
  };
}

/** The operation's name in a MockLink warning, e.g. "SiteConfig". */
function operationName(message: string): string {
  return /^(?:query|mutation|subscription) (\w+)/m.exec(message)?.[1] ?? 'anonymous';
}

/** Throws when queries went unmatched since the last call (and forgets them). */
export function failOnUnmatchedQueries(): void {
  const messages = record().splice(0);
  if (messages.length === 0) return;
  throw new Error(
    `${messages.length} GraphQL operation(s) sent with no mock to answer them: ` +
      `${messages.map(operationName).join(', ')}. Give the test the answer it means each one to get.\n\n` +
      messages.join('\n\n'),
  );
}
