import { buildSchema, parse } from 'graphql';
import {
  checkDocument,
  GRAPHQL_ARMOR,
  MAX_CACHED_QUERY_LENGTH,
  queryCost,
  SKIPPED_ROWS_PER_COST,
  ValidatedDocuments,
} from './limits';

const schema = buildSchema(`
  type Item { id: ID! name: String }
  type Query { items(limit: Int): [Item!]! pages(page: Int = 1, pageSize: Int = 10): [Item!]! }
  type Subscription { itemAdded: Item! }
`);
const rules = GRAPHQL_ARMOR.validationRules;
const LIST = 'query List($n: Int) { items(limit: $n) { id name } }';

describe('checkDocument with validated documents', () => {
  it('parses and validates a document once, and still checks the cost of each call with its variables', () => {
    const cache = new ValidatedDocuments();
    const first = checkDocument(schema, rules, { query: LIST, variables: { n: 10 } }, cache);
    const second = checkDocument(schema, rules, { query: LIST, variables: { n: 10 } }, cache);
    expect('document' in first && 'document' in second && first.document === second.document).toBe(true);
    const costly = checkDocument(schema, rules, { query: LIST, variables: { n: 100_000 } }, cache);
    expect('errors' in costly && costly.errors[0].message).toMatch(/Query cost limit of 5000 exceeded/);
  });

  it('keeps refusing an invalid document on every call (it is not kept)', () => {
    const cache = new ValidatedDocuments();
    for (let i = 0; i < 2; i++) {
      const checked = checkDocument(schema, rules, { query: '{ items { nope } }' }, cache);
      expect('errors' in checked && checked.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    expect(cache.get('{ items { nope } }')).toBeUndefined();
  });

  it('holds at most its size, dropping the least recently used, and no long documents', () => {
    const cache = new ValidatedDocuments(2);
    const q = (name: string) => `{ ${name}: items { id } }`;
    for (const name of ['a', 'b']) checkDocument(schema, rules, { query: q(name) }, cache);
    cache.get(q('a'));
    checkDocument(schema, rules, { query: q('c') }, cache);
    expect(cache.get(q('a'))).toBeDefined();
    expect(cache.get(q('b'))).toBeUndefined();
    expect(cache.get(q('c'))).toBeDefined();
    const long = `{ items { id } }${' '.repeat(MAX_CACHED_QUERY_LENGTH)}`;
    expect('document' in checkDocument(schema, rules, { query: long }, cache)).toBe(true);
    expect(cache.get(long)).toBeUndefined();
  });
});

describe('the cost of deep pages', () => {
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    queryCost(schema, parse(query), undefined, variables);

  it('adds the rows skipped to reach a page, so many deep pages in one request are refused', () => {
    const first = cost('{ pages(page: 1, pageSize: 100) { id name } }');
    expect(first).toBe(1 + 2 * 100);
    const deep = cost('query($p: Int) { pages(page: $p, pageSize: 100) { id name } }', { p: 282 });
    expect(deep).toBe(first + Math.ceil((281 * 100) / SKIPPED_ROWS_PER_COST));
    // The page size's default counts too.
    expect(cost('{ pages(page: 3) { id } }')).toBe(1 + 10 + Math.ceil(20 / SKIPPED_ROWS_PER_COST));
    // One deep page is served; a few of them in one request are not.
    const cache = new ValidatedDocuments();
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: pages(page: 282, pageSize: 100) { id name }`).join(' ')} }`;
    expect('document' in checkDocument(schema, rules, { query: aliases(1) }, cache)).toBe(true);
    const many = checkDocument(schema, rules, { query: aliases(4) }, cache);
    expect('errors' in many && many.errors[0].message).toMatch(/Query cost limit of 5000 exceeded/);
  });
});
