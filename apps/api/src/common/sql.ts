/**
 * Rows of an `UPDATE ... RETURNING` / `DELETE ... RETURNING` run with TypeORM's query(): on PostgreSQL it
 * answers `[rows, affectedCount]` for those statements and plain rows for the rest.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
