const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long ago a job was bookmarked: 'today' within the first day, then '1 day ago'; 'n days ago' under
 * 7 days; '1 week ago' under 14; 'n weeks ago' under 30; else 'n months ago' (30-day months; '1 month
 * ago' for one). Whole days are counted down. Empty for a value that is not a date.
 */
export function savedAgeText(savedAt: string | Date, now: Date): string {
  const saved = savedAt instanceof Date ? savedAt : new Date(savedAt);
  if (Number.isNaN(saved.getTime())) return '';
  const days = Math.floor((now.getTime() - saved.getTime()) / DAY_MS);
  if (days < 1) return 'today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 14) return '1 week ago';
  if (days < 30) return `${Math.floor(days / 7)} weeks ago`;
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
