const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 days ago', then 'Nov 22, 2026'. */
export function timeAgo(value: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return value;
  let amount = Math.round((time - now) / 1000);
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return RELATIVE.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return DATE.format(new Date(time));
}
