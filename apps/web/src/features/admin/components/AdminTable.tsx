import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import RemoveRedEyeOutlinedIcon from '@mui/icons-material/RemoveRedEyeOutlined';

import { ErrorBlock, LoadingBlock, Pager, SearchField } from '@hireloop/ui';

import type { TableSort } from '../hooks/useTableParams';
import { adminTableSx } from './tableStyles';
import { formatCount } from '../adminText';

export interface TableColumn<T, K extends string> {
  id: string;
  label: string;
  /** The API's sort key; columns without one do not sort. */
  sortKey?: K;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  minWidth?: number;
  /**
   * The column is left out on screens narrower than this breakpoint (the row's details still show it), so
   * that the table fits its width without scrolling sideways.
   */
  hideBelow?: Breakpoint;
}

const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** The widest breakpoint the window reaches now ('xs' to 'xl'), read at once (no first render at xs). */
export function useCurrentBreakpoint(): Breakpoint {
  const theme = useTheme();
  const options = { noSsr: true } as const;
  const sm = useMediaQuery(theme.breakpoints.up('sm'), options);
  const md = useMediaQuery(theme.breakpoints.up('md'), options);
  const lg = useMediaQuery(theme.breakpoints.up('lg'), options);
  const xl = useMediaQuery(theme.breakpoints.up('xl'), options);
  return xl ? 'xl' : lg ? 'lg' : md ? 'md' : sm ? 'sm' : 'xs';
}

/** The columns shown at a breakpoint: those without `hideBelow`, or whose `hideBelow` it reaches. */
export function columnsAt<C extends { hideBelow?: Breakpoint }>(
  columns: readonly C[],
  breakpoint: Breakpoint,
): C[] {
  const reached = BREAKPOINTS.indexOf(breakpoint);
  return columns.filter((c) => !c.hideBelow || BREAKPOINTS.indexOf(c.hideBelow) <= reached);
}

/** A page of a server-side table, as the admin queries answer it. */
export interface TablePage<T> {
  items: readonly T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface AdminTableProps<T extends { id: string }, K extends string> {
  /** The table's heading, e.g. 'All Jobs'. */
  title: string;
  /** Names a result count: '{n} jobs'. */
  noun: { one: string; many: string };
  columns: readonly TableColumn<T, K>[];
  data: TablePage<T> | null;
  loading: boolean;
  refreshing: boolean;
  /** The message when the table could not be loaded (shown in place of the table when nothing is shown). */
  error: string | null;
  onRetry: () => void;
  search: string;
  onSearch: (term: string) => void;
  searchPlaceholder: string;
  sort: TableSort<K>;
  onSort: (key: K) => void;
  onPageChange: (page: number) => void;
  /** How a row is named in its buttons' labels ('View Priya Sharma'). */
  rowLabel: (row: T) => string;
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  /** What the edit button does, for its label (default 'Edit'), the same for every row or per row. */
  editLabel?: string | ((row: T) => string);
  onDelete?: (row: T) => void;
  /** Buttons beside the search box, e.g. Refresh. */
  actions?: ReactNode;
  testId?: string;
}

/** 'Showing 11 to 20 of 45 results', or null when everything fits on one page (spec 2). */
export function showingText(page: TablePage<unknown>): string | null {
  if (page.pageCount <= 1) return null;
  const from = (page.page - 1) * page.pageSize + 1;
  const to = Math.min(page.page * page.pageSize, page.total);
  return `Showing ${from} to ${to} of ${page.total} results`;
}

/**
 * An admin table over the server: search box, sortable columns (a click toggles ascending/descending),
 * per-row view/edit/delete buttons, numbered pages and 'Showing x to y of z results' when there is more
 * than one page. The previous page stays on screen (under a progress bar) while the next one loads.
 */
export function AdminTable<T extends { id: string }, K extends string>({
  title,
  noun,
  columns: allColumns,
  data,
  loading,
  refreshing,
  error,
  onRetry,
  search,
  onSearch,
  searchPlaceholder,
  sort,
  onSort,
  onPageChange,
  rowLabel,
  onView,
  onEdit,
  editLabel = 'Edit',
  onDelete,
  actions,
  testId = 'admin-table',
}: AdminTableProps<T, K>) {
  const columns = columnsAt(allColumns, useCurrentBreakpoint());
  const hasActions = Boolean(onView || onEdit || onDelete);
  const showing = data ? showingText(data) : null;

  let body: ReactNode;
  if (loading) {
    body = <LoadingBlock text={`Loading ${noun.many}...`} />;
  } else if (!data) {
    body = (
      <Box sx={{ p: 2.5 }}>
        <ErrorBlock title={error ?? `Failed to load ${noun.many}`} onRetry={onRetry} retryLabel="Retry" />
      </Box>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = column.sortKey !== undefined && column.sortKey === sort.key;
                const direction = sort.dir === 'ASC' ? 'asc' : 'desc';
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={active ? direction : false}
                    sx={{ minWidth: column.minWidth, whiteSpace: 'nowrap' }}
                  >
                    {column.sortKey !== undefined ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? direction : 'asc'}
                        onClick={() => column.sortKey !== undefined && onSort(column.sortKey)}
                        data-testid={`sort-${column.sortKey}`}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
              {hasActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} className="actions">
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((row) => {
              const name = rowLabel(row);
              const edit = typeof editLabel === 'function' ? editLabel(row) : editLabel;
              return (
                <TableRow key={row.id} hover data-testid="table-row">
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {hasActions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }} className="actions">
                      {onView && (
                        <Tooltip title="View details">
                          <IconButton size="small" aria-label={`View ${name}`} onClick={() => onView(row)}>
                            <RemoveRedEyeOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {onEdit && (
                        <Tooltip title={edit}>
                          <IconButton
                            size="small"
                            color="primary"
                            aria-label={`${edit} ${name}`}
                            onClick={() => onEdit(row)}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {onDelete && (
                        <Tooltip title="Delete">
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={`Delete ${name}`}
                            onClick={() => onDelete(row)}
                          >
                            <DeleteForeverOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {data.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (hasActions ? 1 : 0)} sx={{ borderBottom: 0 }}>
                  <Stack spacing={1.25} sx={{ alignItems: 'center', py: 6, textAlign: 'center' }}>
                    <SearchOffOutlinedIcon color="disabled" sx={{ fontSize: 36 }} aria-hidden />
                    <Typography sx={{ fontWeight: 600 }} data-testid="table-empty">
                      {search ? `No ${noun.many} match “${search}”` : `No ${noun.many} yet`}
                    </Typography>
                    {search && (
                      <Button size="small" variant="outlined" onClick={() => onSearch('')}>
                        Clear search
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden' }} data-testid={testId}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ p: 2.25, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="table-total">
            {data
              ? `${formatCount(data.total)} ${data.total === 1 ? noun.one : noun.many}${search ? ` matching “${search}”` : ''}`
              : ' '}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SearchField
            value={search}
            onSearch={onSearch}
            placeholder={searchPlaceholder}
            label={`Search ${noun.many}`}
            testId="table-search"
            sx={{ width: { xs: '100%', sm: 300 } }}
          />
          {actions}
        </Stack>
      </Stack>
      <Box sx={{ height: 3 }}>
        {refreshing && <LinearProgress aria-label={`Loading ${noun.many}`} sx={{ height: 3 }} />}
      </Box>
      <Box
        sx={(theme) => ({
          ...adminTableSx(theme),
          opacity: refreshing ? 0.7 : 1,
          transition: 'opacity 120ms ease',
        })}
      >
        {body}
      </Box>
      {data && data.pageCount > 1 && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{
            px: 2.25,
            py: 1.75,
            borderTop: 1,
            borderColor: 'divider',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary" data-testid="table-showing">
            {showing}
          </Typography>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            onPageChange={onPageChange}
            label={`${title} pages`}
          />
        </Stack>
      )}
    </Paper>
  );
}
