import { useQuery } from '@apollo/client/react';

import { AdminPaymentsDocument, type AdminPaymentsQuery } from '../../../gql/graphql';
import { loadState, type LoadState } from './loadState';

export type AdminPaymentsData = AdminPaymentsQuery['adminPayments'];
export type PlanHistoryRow = AdminPaymentsData['history'][number];

/** The plans with their recruiter counts and the upgrade request history. */
export function useAdminPayments(): LoadState<AdminPaymentsData> {
  const result = useQuery(AdminPaymentsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return loadState(result, (data) => data.adminPayments);
}
