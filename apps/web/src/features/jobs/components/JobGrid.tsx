import type { ReactNode } from 'react';

import { CardGrid, JobCard, type JobCardJob } from '@hireloop/ui';

import { jobPath } from '../../../app/paths';

export interface JobGridProps<J extends JobCardJob> {
  jobs: readonly J[];
  /** The list's own address: the job page's Back returns to it. */
  from?: string;
  /** What a card shows below its salary (a signed-in seeker's match). */
  extra?: (job: J) => ReactNode;
}

/** Job cards in a responsive grid (1, 2 or 3 columns); each card opens /job/{id}. */
export function JobGrid<J extends JobCardJob>({ jobs, from, extra }: JobGridProps<J>) {
  return (
    <CardGrid>
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          href={jobPath(job.id)}
          linkState={from ? { from } : undefined}
          extra={extra?.(job)}
        />
      ))}
    </CardGrid>
  );
}
