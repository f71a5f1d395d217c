import { buildSchema } from 'graphql';
import { checkDocument, GRAPHQL_ARMOR, MAX_CACHED_QUERY_LENGTH, ValidatedDocuments } from './limits';

const schema = buildSchema(`
  type Item { id: ID! name: String }
  type Query { items(limit: Int): [Item!]! }
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
