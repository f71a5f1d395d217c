import { RecruiterJobDocument, type RecruiterJobQuery } from '../../../gql/graphql';
import { useRecordQuery, type RecordState } from '../../../app/useRecordQuery';

export type RecruiterJob = RecruiterJobQuery['job'];

export type RecruiterJobState = Omit<RecordState<RecruiterJob>, 'record'> & { job: RecruiterJob | null };

/** One of my jobs (any status) with its company. */
export function useRecruiterJob(id: string): RecruiterJobState {
  const { record, ...state } = useRecordQuery(RecruiterJobDocument, id, (data) => data.job);
  return { job: record, ...state };
}
