import { applicationStatusDisplay } from '@hireloop/ui';

import type { ApplicationStatus } from '../../gql/graphql';

/**
 * The board's columns, in pipeline order: every status a recruiter sets, then withdrawn, which only the
 * applicant sets (its cards neither leave nor enter it).
 */
export const BOARD_COLUMNS: readonly ApplicationStatus[] = [
  'PENDING',
  'SEEN',
  'REVIEWED',
  'SHORTLISTED',
  'ACCEPT',
  'REJECT',
  'RECRUITED',
  'WITHDRAWN',
];

/** The column no card moves into or out of. */
export const READ_ONLY_COLUMN: ApplicationStatus = 'WITHDRAWN';

/** The statuses a recruiter moves applicants to, in pipeline order. */
export const SETTABLE_STATUSES: readonly ApplicationStatus[] = BOARD_COLUMNS.filter(
  (status) => status !== READ_ONLY_COLUMN,
);

/** The board loads this many applicants (the newest), the most one request may ask for. */
export const BOARD_SIZE = 100;

/** A status as the board's column heading names it (pending is shown as 'Sent'). */
export function columnLabel(status: ApplicationStatus): string {
  return applicationStatusDisplay(status).label;
}

/** Items by status, one list per column in BOARD_COLUMNS order, each keeping the items' order. */
export function groupByStatus<T extends { status: ApplicationStatus }>(
  items: readonly T[],
): Map<ApplicationStatus, T[]> {
  const columns = new Map<ApplicationStatus, T[]>(BOARD_COLUMNS.map((status) => [status, []]));
  for (const item of items) columns.get(item.status)?.push(item);
  return columns;
}

/** Whether a card may move from one column to another: a real change, and withdrawn neither way. */
export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from !== to && from !== READ_ONLY_COLUMN && to !== READ_ONLY_COLUMN;
}

/** The screen reader's words for the board's drags. */
export const boardAnnouncements = {
  instructions:
    'To move an applicant, press space or enter on their card, then use the left and right arrow keys to choose a status column, and press space or enter again to drop the card there (you are asked to confirm). Press escape to cancel.',
  pickedUp: (name: string, status: ApplicationStatus) => `Picked up ${name}, in ${columnLabel(status)}.`,
  over: (name: string, status: ApplicationStatus | null, from: ApplicationStatus) =>
    status === null
      ? `${name} is not over a status column.`
      : status === READ_ONLY_COLUMN
        ? `${name} is over ${columnLabel(status)}; applicants cannot be moved there.`
        : status === from
          ? `${name} is back in ${columnLabel(status)}.`
          : `${name} is over ${columnLabel(status)}.`,
  moved: (name: string, status: ApplicationStatus) => `Moved ${name} to ${columnLabel(status)}.`,
  notMoved: (name: string, from: ApplicationStatus) => `${name} stays in ${columnLabel(from)}.`,
  cancelled: (name: string, from: ApplicationStatus) => `Cancelled. ${name} stays in ${columnLabel(from)}.`,
};
