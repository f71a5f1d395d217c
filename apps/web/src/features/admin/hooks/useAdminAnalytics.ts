import { useQuery } from '@apollo/client/react';

import { AdminAnalyticsDocument, type AdminAnalyticsQuery } from '../../../gql/graphql';
import { loadState, type LoadState } from './loadState';

export type AdminAnalyticsData = AdminAnalyticsQuery['adminAnalytics'];

/** Daily jobs, applications and sign-ups of the last 30 days, and applications by category. */
export function useAdminAnalytics(): LoadState<AdminAnalyticsData> {
  const result = useQuery(AdminAnalyticsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return loadState(result, (data) => data.adminAnalytics);
}
