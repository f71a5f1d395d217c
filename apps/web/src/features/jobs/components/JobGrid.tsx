import { CardGrid, JobCard, type JobCardJob } from '@hireloop/ui';

import { jobPath } from '../../../app/paths';

export interface JobGridProps {
  jobs: readonly JobCardJob[];
  /** The list's own address: the job page's Back returns to it. */
  from?: string;
}

/** Job cards in a responsive grid (1, 2 or 3 columns); each card opens /job/{id}. */
export function JobGrid({ jobs, from }: JobGridProps) {
  return (
    <CardGrid>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} href={jobPath(job.id)} linkState={from ? { from } : undefined} />
      ))}
    </CardGrid>
  );
}
