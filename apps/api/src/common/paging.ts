import { MAX_PAGE_SIZE } from '@hireloop/schema';
import { BadInputError } from './errors';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** The most rows a legacy "whole list" answer carries (the legacy client pages locally). */
export const LEGACY_LIST_LIMIT = 500;

/** Validates a 1-based page and a page size between 1 and `max` (MAX_PAGE_SIZE unless given). */
export function pageRequest(page: number, pageSize: number, max = MAX_PAGE_SIZE): PageRequest {
  if (!Number.isInteger(page) || page < 1)
    throw new BadInputError('page must be a whole number of at least 1');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > max) {
    throw new BadInputError(`pageSize must be a whole number between 1 and ${max}`);
  }
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of a list as the Paginated types answer it: the items, the total and where the page stands. */
export function pageOf<T>(items: T[], total: number, req: Pick<PageRequest, 'page' | 'pageSize'>) {
  return { items, total, page: req.page, pageSize: req.pageSize, pageCount: pageCount(total, req.pageSize) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
