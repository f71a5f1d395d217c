import { useQuery } from '@apollo/client/react';

import { AdminDashboardDocument, type AdminDashboardQuery } from '../../../gql/graphql';
import { loadState, type LoadState } from './loadState';

export type AdminDashboardData = AdminDashboardQuery['adminDashboard'];

/** The dashboard figures (also read by the shell's bell for the open upgrade requests). */
export function useAdminDashboard(): LoadState<AdminDashboardData> {
  const result = useQuery(AdminDashboardDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return loadState(result, (data) => data.adminDashboard);
}
