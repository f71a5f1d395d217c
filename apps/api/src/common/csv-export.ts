import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@hireloop/schema';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { EXPORTS_AT_ONCE } from '../database/export-cursors';
import { AppError } from './errors';

/** A column of an export: its heading and how a row's cell is read. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

export const CSV_BUSY_MESSAGE = 'Too many exports are running; try again in a minute';

let running = 0;

/**
 * A cell as a spreadsheet should show it: text that a spreadsheet would take for a formula (starting
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so it stays text. Dates are
 * ISO 8601 in UTC; null is an empty cell.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A file name for Content-Disposition: letters, digits and dashes only, lower case, with the date. */
export function csvFileName(...parts: string[]): string {
  const stem = parts
    .join('-')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/[^a-z0-9-]/gi, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `${stem || 'export'}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * Sends `batches` as a CSV download named `fileName`: UTF-8 with a byte-order mark (so spreadsheets read
 * Indian names right), a heading row, every cell quoted where it must be and neutralised against formula
 * injection (csvCell). Rows are written as the client takes them. At most EXPORTS_AT_ONCE exports run
 * at once in a process; one more is refused with TOO_MANY_REQUESTS. A failure before the first byte
 * answers the usual error; one after it cuts the download off (never a silently short file).
 */
export async function sendCsv<T>(
  res: Response,
  fileName: string,
  columns: CsvColumn<T>[],
  batches: () => AsyncGenerator<T[]>,
): Promise<void> {
  if (running >= EXPORTS_AT_ONCE) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, CSV_BUSY_MESSAGE, 60);
  running++;
  try {
    const source = batches();
    const first = await source.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    async function* records(): AsyncGenerator<string[]> {
      for (let step = first; !step.done; step = await source.next()) {
        for (const row of step.value) yield columns.map((c) => csvCell(c.value(row)));
      }
    }
    const csv = stringify({
      bom: true,
      header: true,
      columns: columns.map((c) => c.header),
      record_delimiter: 'windows',
      // A line break of either kind inside a cell is quoted (the default only quotes the record delimiter,
      // CRLF, so a lone LF would start a new row and its text a cell of its own).
      quoted_match: /[\r\n]/,
    });
    try {
      await pipeline(Readable.from(records()), csv, res);
    } catch (error) {
      await source.return(undefined);
      res.destroy(error instanceof Error ? error : undefined);
    }
  } finally {
    running--;
  }
}
