import { adminCsvPath, type AdminExportTable } from '@hireloop/schema';

import { CsvDownloadButton } from '../../../app/components/CsvDownloadButton';
import type { TableQueryInput } from '../../../gql/graphql';

/** The CSV download of every row of an admin table, searched and sorted as the table is shown. */
export function TableExportButton({
  table,
  query,
  what,
}: {
  table: AdminExportTable;
  query: TableQueryInput;
  /** The table's name for the button's accessible name. */
  what: string;
}) {
  return (
    <CsvDownloadButton
      url={adminCsvPath(table, {
        search: query.search?.trim(),
        sortBy: query.sortBy,
        sortDir: query.sortDir?.toLowerCase(),
      })}
      fallbackName={`${table}.csv`}
      label="Export CSV"
      what={`every row of ${what}`}
    />
  );
}
