// Spelled out rather than Intl.DateTimeFormat: the first Intl formatter a page creates loads the locale
// data (~30 ms on a desktop, ~120 ms on a mid-range phone), and the job page is one of the pages most
// visitors land on. The months as en-IN writes them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * '22 Nov 2026' for an ISO date-time, in the visitor's time zone (in UTC with `utc`: the server's
 * rendering, which hydration must repeat, src/app/hydration.ts); the text as given when it is not a date.
 */
export function formatDate(value: string, utc = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return utc
    ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
