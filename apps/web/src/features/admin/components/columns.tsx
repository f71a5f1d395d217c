import type { Breakpoint } from '@mui/material/styles';

import { formatDate } from '../adminText';
import type { TableColumn } from './AdminTable';

/** The row's creation date, sorted by `key`, kept on one line. */
export function dateColumn<K extends string>(
  key: K,
  label: string,
  hideBelow?: Breakpoint,
): TableColumn<{ createdAt: string }, K> {
  return {
    id: key,
    label,
    sortKey: key,
    ...(hideBelow && { hideBelow }),
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</span>,
  };
}

/** The account's email (from lg up) and phone (from xl up, a dash without one). */
export const CONTACT_COLUMNS: TableColumn<{ email: string; phone: string | null }, 'email' | 'phone'>[] = [
  { id: 'email', label: 'Email', sortKey: 'email', hideBelow: 'lg', render: (row) => row.email },
  {
    id: 'phone',
    label: 'Phone',
    sortKey: 'phone',
    hideBelow: 'xl',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.phone || '—'}</span>,
  },
];
