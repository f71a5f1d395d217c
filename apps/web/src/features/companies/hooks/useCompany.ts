import { CompanyProfileDocument, type CompanyFieldsFragment } from '../../../gql/graphql';
import { useRecordQuery, type RecordState } from '../../../app/useRecordQuery';

export type CompanyState = Omit<RecordState<CompanyFieldsFragment>, 'record'> & {
  company: CompanyFieldsFragment | null;
};

/** One of my companies by id. */
export function useCompany(id: string): CompanyState {
  const { record, ...state } = useRecordQuery(CompanyProfileDocument, id, (data) => data.company);
  return { company: record, ...state };
}
