// A module of its own: the job page shows the badge without loading the job card's code.

export interface JobTypeBadge {
  label: string;
  tone: 'green' | 'blue';
}

/** Job type badge: green when the type contains 'full' (any case), else blue; 'Not specified' when missing. */
export function jobTypeBadge(jobType: string | null | undefined): JobTypeBadge {
  const label = (jobType ?? '').trim();
  if (!label) return { label: 'Not specified', tone: 'blue' };
  return { label, tone: /full/i.test(label) ? 'green' : 'blue' };
}
