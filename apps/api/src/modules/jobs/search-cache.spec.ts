import { SearchCache, SNAPSHOT_COLUMN } from './search-cache';

/** A database answering the search statements with a row of `bytes` characters, and checks as told. */
function fakeDb(bytes: number, unchanged = true) {
  const statements: string[] = [];
  const db = {
    query: async <T>(sql: string): Promise<T> => {
      statements.push(sql);
      const rows = sql.includes('search_changes')
        ? [{ unchanged }]
        : [{ [SNAPSHOT_COLUMN]: '10:12:10', text: 'x'.repeat(bytes) }];
      return rows as T;
    },
  };
  const searches = () => statements.filter((s) => !s.includes('search_changes')).length;
  return { db, statements, searches };
}

describe('SearchCache', () => {
  it('answers a statement again after checking that nothing changed, without its snapshot column', async () => {
    const cache = new SearchCache<{ text: string }>(10_000);
    const { db, statements, searches } = fakeDb(100);
    const first = await cache.row(db, 'SELECT search', [1]);
    const again = await cache.row(db, 'SELECT search', [1]);
    expect(again).toEqual(first);
    expect(first).toEqual({ text: 'x'.repeat(100) });
    expect(searches()).toBe(1);
    expect(statements).toHaveLength(2);
    await cache.row(db, 'SELECT search', [2]);
    expect(searches()).toBe(2);
  });

  it('reads again when the check finds a change', async () => {
    const cache = new SearchCache<{ text: string }>(10_000);
    const { db, searches } = fakeDb(100, false);
    await cache.row(db, 'SELECT search', [1]);
    await cache.row(db, 'SELECT search', [1]);
    expect(searches()).toBe(2);
  });

  it('keeps no answer bigger than its size, and drops the least recently used beyond it', async () => {
    const small = new SearchCache<{ text: string }>(1_000);
    const big = fakeDb(2_000);
    await small.row(big.db, 'SELECT search', [1]);
    await small.row(big.db, 'SELECT search', [1]);
    expect(big.searches()).toBe(2);

    const cache = new SearchCache<{ text: string }>(1_000);
    const { db, searches } = fakeDb(400);
    for (const n of [1, 2, 3]) await cache.row(db, 'SELECT search', [n]);
    expect(searches()).toBe(3);
    // The first answer went to make room for the third; the last two are kept.
    await cache.row(db, 'SELECT search', [3]);
    await cache.row(db, 'SELECT search', [2]);
    expect(searches()).toBe(3);
    await cache.row(db, 'SELECT search', [1]);
    expect(searches()).toBe(4);
  });
});
