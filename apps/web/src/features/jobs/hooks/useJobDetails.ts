import { JobDetailsDocument, type JobDetailsQuery } from '../../../gql/graphql';
import { preloadable } from '../../../app/preloadedData';
import { useRecordQuery, type RecordState } from '../../../app/useRecordQuery';

/** The API sends this query's answer with the page (src/app/preloadedData.ts). */
const QUERY = preloadable('job', JobDetailsDocument);

export type JobDetails = JobDetailsQuery['job'];

export type JobDetailsState = Omit<RecordState<JobDetails>, 'record'> & { job: JobDetails | null };

/** One job by id (no token needed). */
export function useJobDetails(id: string): JobDetailsState {
  const { record, ...state } = useRecordQuery(QUERY, id, (data) => data.job);
  return { job: record, ...state };
}
