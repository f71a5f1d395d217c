import type { TableQueryInput } from '../../../gql/graphql';
import { adminErrorMessage } from '../adminErrors';
import { ADMIN_MESSAGES } from '../adminText';
import type { AdminTableProps, TablePage } from '../components/AdminTable';
import type { LoadState } from './loadState';
import { useLoadErrorToast } from './useLoadErrorToast';
import { usePageInRange } from '../../../app/usePageInRange';
import { useTableParams, type TableSort } from './useTableParams';

/** What an AdminTable needs of its query and of the address (spread into `<AdminTable {...table} />`). */
export type AdminTableState<D, K extends string> = Pick<
  AdminTableProps<{ id: string }, K>,
  'loading' | 'refreshing' | 'error' | 'onRetry' | 'search' | 'onSearch' | 'sort' | 'onSort' | 'onPageChange'
> & { data: D | null };

/**
 * A section's server-side table: its state in the address, one page of `load` (a query hook), a toast when
 * a load fails (spec 8: the server's message, else `failed`, else the network error) and a step back to
 * the last page when the current one no longer exists.
 */
export function useAdminTable<K extends string, D extends TablePage<unknown>>(
  keys: readonly K[],
  defaultSort: TableSort<K>,
  load: (query: TableQueryInput) => LoadState<D>,
  failed: string,
): { state: LoadState<D>; table: AdminTableState<D, K>; query: TableQueryInput } {
  const params = useTableParams(keys, defaultSort);
  const state = load(params.query);
  useLoadErrorToast(state.error, failed, ADMIN_MESSAGES.networkError);
  usePageInRange(params.page, state.data?.pageCount, params.setPage);
  return {
    state,
    query: params.query,
    table: {
      data: state.data,
      loading: state.loading,
      refreshing: state.refreshing,
      error: state.error ? adminErrorMessage(state.error, failed, ADMIN_MESSAGES.networkError) : null,
      onRetry: state.refetch,
      search: params.search,
      onSearch: params.setSearch,
      sort: params.sort,
      onSort: params.toggleSort,
      onPageChange: params.setPage,
    },
  };
}
