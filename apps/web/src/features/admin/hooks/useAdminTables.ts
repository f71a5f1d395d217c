import { useQuery } from '@apollo/client/react';

import {
  AdminApplicationsDocument,
  AdminCompaniesDocument,
  AdminJobsDocument,
  AdminSeekersDocument,
  type AdminApplicationsQuery,
  type AdminCompaniesQuery,
  type AdminJobsQuery,
  type AdminSeekersQuery,
  type TableQueryInput,
} from '../../../gql/graphql';
import { loadState, type LoadState } from './loadState';

export type AdminJobsTable = AdminJobsQuery['adminJobs'];
export type AdminJobRow = AdminJobsTable['items'][number];
export type AdminCompaniesTable = AdminCompaniesQuery['adminCompanies'];
export type AdminCompanyRow = AdminCompaniesTable['items'][number];
export type AdminSeekersTable = AdminSeekersQuery['adminSeekers'];
export type AdminSeekerRow = AdminSeekersTable['items'][number];
export type AdminApplicationsTable = AdminApplicationsQuery['adminApplications'];
export type AdminApplicationRow = AdminApplicationsTable['items'][number];

/** Every table answers from the server on each visit; the previous page stays while the next loads. */
const OPTIONS = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;

/** One page of the Jobs table (sort keys: title, company, location, type, salary, applications, status, posted). */
export function useAdminJobs(query: TableQueryInput): LoadState<AdminJobsTable> {
  return loadState(useQuery(AdminJobsDocument, { ...OPTIONS, variables: { query } }), (d) => d.adminJobs);
}

/** One page of the Recruiters table, a row per company (sort keys: company ... joined). */
export function useAdminCompanies(query: TableQueryInput): LoadState<AdminCompaniesTable> {
  return loadState(
    useQuery(AdminCompaniesDocument, { ...OPTIONS, variables: { query } }),
    (d) => d.adminCompanies,
  );
}

/** One page of the Job Seekers table (sort keys: name ... registered). */
export function useAdminSeekers(query: TableQueryInput): LoadState<AdminSeekersTable> {
  return loadState(
    useQuery(AdminSeekersDocument, { ...OPTIONS, variables: { query } }),
    (d) => d.adminSeekers,
  );
}

/** One page of the Applications table with the status summary (sort keys: applicant, job, status, salary, applied). */
export function useAdminApplications(query: TableQueryInput): LoadState<AdminApplicationsTable> {
  return loadState(
    useQuery(AdminApplicationsDocument, { ...OPTIONS, variables: { query } }),
    (d) => d.adminApplications,
  );
}
