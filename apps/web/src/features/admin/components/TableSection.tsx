import { useState, type ComponentType, type ReactNode } from 'react';

import Stack from '@mui/material/Stack';

import type { AdminExportTable } from '@hireloop/schema';

import { usePlatform } from '../../../app/platform';
import type { TableQueryInput } from '../../../gql/graphql';
import { deleteQuestion, removedMessage, statValue } from '../adminText';
import type { LoadState } from '../hooks/loadState';
import { useAdminActions, type AdminActions } from '../hooks/useAdminActions';
import { useAdminTable } from '../hooks/useAdminTable';
import { useRowAction } from '../hooks/useRowAction';
import type { TableSort } from '../hooks/useTableParams';
import { AdminTable, type AdminTableProps, type TableColumn, type TablePage } from './AdminTable';
import { ConfirmAction } from './ConfirmAction';
import { DetailsDrawer, type DetailField } from './DetailsDrawer';
import { DrawerDeleteButton } from './DrawerDeleteButton';
import { RefreshButton } from './RefreshButton';
import { SectionHeader } from './SectionHeader';
import { TableExportButton } from './TableExportButton';
import { StatGrid, type StatCard } from './StatGrid';

/** A change to a row that is confirmed first and then toasted (close a job, deactivate a seeker). */
export interface ConfirmedEdit<T> {
  kind: 'confirm';
  /** The edit button's and the confirmation's wording for the row, e.g. 'Close job'. */
  label: (row: T) => string;
  /** The confirmation's title; the label when absent. */
  title?: (row: T) => string;
  question: (row: T) => string;
  detail: (row: T) => ReactNode;
  /** Whether confirming is shown as destructive. */
  destructive: (row: T) => boolean;
  run: (actions: AdminActions, row: T) => Promise<void>;
  success: (row: T) => string;
  failed: string;
}

/** A change to a row made in a dialog of its own (a recruiter's plan). */
export interface DialogEdit<T> {
  kind: 'dialog';
  /** The edit button's accessible name before the row's label, e.g. 'Change plan of'. */
  label: string;
  /** The dialog: open with a row, closed with null. */
  Dialog: ComponentType<{ row: T | null; onClose: () => void }>;
}

/** The keys of the summary's figures. */
type FigureKey<S> = { [P in keyof S]: S[P] extends number ? P : never }[keyof S];

/** A summary card of a table section: the summary's figure `stat` as its value. */
export interface SummaryCard<S> extends Omit<StatCard, 'value' | 'hint'> {
  stat: FigureKey<S>;
  /** A fixed hint, or one read from the summary (none until it has loaded). */
  hint?: string | ((summary: S) => string);
}

/** The table's page with the summary its cards read. */
export type SummaryPage<T> = TablePage<T> & { summary: object };

/** The cards' tiles for the summary (a dash for each figure until it has loaded). */
function summaryTiles<S>(cards: readonly SummaryCard<S>[], summary: S | undefined): StatCard[] {
  return cards.map(({ stat, hint, ...card }) => ({
    ...card,
    value: statValue(summary?.[stat] as number | undefined),
    hint: typeof hint === 'function' ? summary && hint(summary) : hint,
  }));
}

/** What makes a table section: its query, cards, columns, row actions and details. */
export interface TableSectionConfig<T extends { id: string }, D extends SummaryPage<T>, K extends string> {
  title: string;
  subtitle: (platformName: string) => string;
  /** The table's CSV download (every row, searched and sorted as shown). */
  exportTable: AdminExportTable;
  sortKeys: readonly K[];
  defaultSort: TableSort<K>;
  useRows: (query: TableQueryInput) => LoadState<D>;
  /** The load error's message when the server gives none. */
  loadFailed: string;
  cards: readonly SummaryCard<D['summary']>[];
  table: Pick<AdminTableProps<T, K>, 'title' | 'noun' | 'searchPlaceholder' | 'rowLabel' | 'testId'> & {
    columns: TableColumn<T, K>[];
  };
  edit: ConfirmedEdit<T> | DialogEdit<T>;
  remove: {
    /** The confirmation's title and the drawer's button, e.g. 'Delete job seeker'. */
    title: string;
    /** The drawer's button; 'Delete' when absent. */
    buttonLabel?: string;
    /** The row's name in the question and the toast. */
    name: (row: T) => string;
    detail: (row: T) => ReactNode;
    run: (actions: AdminActions, row: T) => Promise<void>;
    failed: string;
    offline: string;
  };
  details: {
    title: (row: T) => string;
    subtitle: (row: T) => string | undefined;
    leading?: (row: T) => ReactNode;
    fields: (row: T) => DetailField[];
    /** More buttons before the delete button. */
    actions?: (row: T) => ReactNode;
  };
}

/**
 * An admin section built on one server-side table: summary cards, the table with view, edit and delete
 * on each row, the row's details in a drawer, and the confirmations.
 */
export function TableSection<T extends { id: string }, D extends SummaryPage<T>, K extends string>({
  config,
}: {
  config: TableSectionConfig<T, D, K>;
}) {
  const { title, edit, remove: removal, details } = config;
  const platform = usePlatform();
  const { state, table, query } = useAdminTable(
    config.sortKeys,
    config.defaultSort,
    config.useRows,
    config.loadFailed,
  );
  const actions = useAdminActions();
  const [viewing, setViewing] = useState<T | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const remove = useRowAction((row: T) => removal.run(actions, row), {
    success: (row) => removedMessage(removal.name(row)),
    failed: removal.failed,
    offline: removal.offline,
  });
  const confirmed = edit.kind === 'confirm' ? edit : null;
  const toggle = useRowAction((row: T) => (confirmed ? confirmed.run(actions, row) : Promise.resolve()), {
    success: (row) => confirmed?.success(row) ?? '',
    failed: confirmed?.failed ?? '',
  });

  return (
    <>
      <SectionHeader
        title={title}
        subtitle={config.subtitle(platform.name)}
        actions={
          <Stack direction="row" spacing={1}>
            <TableExportButton table={config.exportTable} query={query} what={config.table.title} />
            <RefreshButton onClick={state.refetch} busy={state.refreshing} />
          </Stack>
        }
      />
      <StatGrid cards={summaryTiles(config.cards, state.data?.summary)} />

      <AdminTable
        {...table}
        {...config.table}
        onView={setViewing}
        onEdit={confirmed ? toggle.ask : setEditing}
        editLabel={confirmed ? confirmed.label : edit.kind === 'dialog' ? edit.label : ''}
        onDelete={remove.ask}
      />

      <DetailsDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? details.title(viewing) : ''}
        subtitle={viewing ? details.subtitle(viewing) : undefined}
        leading={viewing && details.leading?.(viewing)}
        fields={viewing ? details.fields(viewing) : []}
        actions={
          viewing && (
            <Stack direction="row" spacing={1}>
              {details.actions?.(viewing)}
              <DrawerDeleteButton
                row={viewing}
                label={removal.buttonLabel}
                ask={remove.ask}
                close={() => setViewing(null)}
              />
            </Stack>
          )
        }
      />

      {confirmed && (
        <ConfirmAction
          action={toggle}
          title={toggle.subject ? (confirmed.title ?? confirmed.label)(toggle.subject) : ''}
          question={confirmed.question}
          detail={confirmed.detail}
          confirmLabel={toggle.subject ? confirmed.label(toggle.subject) : ''}
          destructive={toggle.subject ? confirmed.destructive(toggle.subject) : false}
        />
      )}
      {edit.kind === 'dialog' && <edit.Dialog row={editing} onClose={() => setEditing(null)} />}

      <ConfirmAction
        action={remove}
        title={removal.title}
        question={(row) => deleteQuestion(removal.name(row))}
        detail={removal.detail}
      />
    </>
  );
}
