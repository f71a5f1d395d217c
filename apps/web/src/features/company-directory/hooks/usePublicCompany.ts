import { preloadable } from '../../../app/preloadedData';
import { useRecordQuery, type RecordState } from '../../../app/useRecordQuery';
import { PublicCompanyDocument, type PublicCompanyQuery } from '../../../gql/graphql';

/** The API sends this query's answer with the page (src/app/preloadedData.ts). */
const QUERY = preloadable('company', PublicCompanyDocument);

export type PublicCompanyProfile = NonNullable<PublicCompanyQuery['publicCompany']>;

/**
 * A company's public page by slug (current or old); once answered without a record, there is no such
 * company.
 */
export function usePublicCompany(slug: string): RecordState<PublicCompanyProfile> {
  const { record, ...state } = useRecordQuery(QUERY, slug, (data) => data.publicCompany);
  return { ...state, record: record ?? null };
}
