import { connectionOf, decodeCursor, encodeCursor, keysetRequest } from './cursor';
import { AppError } from './errors';

const ID = '3f0c2a4e-8d8b-4c55-9a0e-5b0f3c1d2e4f';
const AT = '2026-11-26T10:15:30.123456Z';

describe('cursors', () => {
  it('reads back the position it was made of, microseconds included', () => {
    const cursor = encodeCursor('jobs', 'updated', { at: AT, id: ID });
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor('jobs', 'updated', cursor)).toEqual({ at: AT, id: ID });
  });

  it.each([
    ['not base64url', 'a cursor!'],
    ['not JSON', Buffer.from('{').toString('base64url')],
    [
      'another version',
      Buffer.from(JSON.stringify({ v: 2, l: 'jobs', o: 'c', t: AT, i: ID })).toString('base64url'),
    ],
    [
      'a bad id',
      Buffer.from(JSON.stringify({ v: 1, l: 'jobs', o: 'c', t: AT, i: 'x' })).toString('base64url'),
    ],
    [
      'a bad time',
      Buffer.from(JSON.stringify({ v: 1, l: 'jobs', o: 'c', t: 'now', i: ID })).toString('base64url'),
    ],
  ])('refuses %s with BAD_USER_INPUT', (_, cursor) => {
    let error: unknown;
    try {
      decodeCursor('jobs', 'created', cursor);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    expect((error as AppError).message).toContain('after must be');
  });

  it('refuses a cursor of another list or of the other order', () => {
    const cursor = encodeCursor('jobs', 'created', { at: AT, id: ID });
    expect(() => decodeCursor('adminJobs', 'created', cursor)).toThrow('after is a cursor of another list');
    expect(() => keysetRequest('jobs', { first: 2, after: cursor, updatedSince: new Date() })).toThrow(
      'after was answered without updatedSince',
    );
  });

  it.each([0, 101, 1.5])('refuses first %p', (first) => {
    expect(() => keysetRequest('jobs', { first })).toThrow(AppError);
  });

  it('orders by last change only with updatedSince', () => {
    expect(keysetRequest('jobs', { first: 5 }).order).toBe('created');
    expect(keysetRequest('jobs', { first: 5, updatedSince: new Date() }).order).toBe('updated');
  });

  it('answers at most `first` rows and whether more follow', () => {
    const req = keysetRequest('jobs', { first: 2 });
    const rows = [1, 2, 3].map((n) => ({ id: ID.replace(/.$/, String(n)), at: AT }));
    const page = connectionOf(req, rows, (r) => r);
    expect(page.edges.map((e) => e.node)).toEqual(rows.slice(0, 2));
    expect(page.pageInfo).toEqual({
      hasNextPage: true,
      startCursor: page.edges[0].cursor,
      endCursor: page.edges[1].cursor,
    });
    expect(connectionOf(req, rows.slice(0, 2), (r) => r).pageInfo.hasNextPage).toBe(false);
  });
});
