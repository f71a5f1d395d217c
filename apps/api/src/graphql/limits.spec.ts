import {
  buildSchema,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import {
  checkCost,
  checkDocument,
  GRAPHQL_ARMOR,
  MAX_CACHED_QUERY_LENGTH,
  MAX_COST_KEY_LENGTH,
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

describe('kept costs', () => {
  // A schema whose field counts how often its cost is computed.
  let computed = 0;
  const Item = new GraphQLObjectType({ name: 'Item', fields: { id: { type: GraphQLID } } });
  const counted = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        search: {
          type: new GraphQLList(Item),
          args: { keyword: { type: GraphQLString }, pageSize: { type: GraphQLInt } },
          extensions: {
            complexity: ({
              args,
              childComplexity,
            }: {
              args: { pageSize?: number };
              childComplexity: number;
            }) => {
              computed++;
              return 1 + childComplexity * (args.pageSize ?? 1);
            },
          },
        },
      },
    }),
  });
  const SEARCH = parse(
    'query S($k: String, $n: Int, $more: Boolean!) { search(keyword: $k, pageSize: $n) { id } again: search(pageSize: 1) @include(if: $more) { id } }',
  );

  beforeEach(() => (computed = 0));

  it('computes the cost of a document once for every keyword or id, and again for other numbers or flags', () => {
    for (const k of ['react', 'java', 'नौकरी'])
      expect(checkCost(counted, SEARCH, 'S', { k, n: 20, more: false })).toBeNull();
    expect(computed).toBe(1);
    expect(checkCost(counted, SEARCH, 'S', { k: 'go', n: 20, more: true })).toBeNull();
    expect(computed).toBe(3);
    // Another page size is its own cost: over the limit, refused, whatever was kept for 20.
    expect(checkCost(counted, SEARCH, 'S', { k: 'react', n: 100_000, more: false })?.message).toMatch(
      /Query cost limit of 5000 exceeded, found 100001/,
    );
    expect(checkCost(counted, SEARCH, 'S', { k: 'vue', n: 100_000, more: false })?.message).toMatch(
      /exceeded, found 100001/,
    );
    expect(computed).toBe(4);
  });

  it('leaves variables of the wrong type to execution, every time', () => {
    expect(checkCost(counted, SEARCH, 'S', { k: 'react', n: 'many', more: false })).toBeNull();
    expect(checkCost(counted, SEARCH, 'S', { k: 'react', n: 'lots', more: false })).toBeNull();
  });

  it('does not keep the costs of operations whose variables are long', () => {
    const n = Array.from({ length: MAX_COST_KEY_LENGTH }, () => 1);
    const list = parse('query L($n: [Int]) { search(pageSize: 2) { id } }');
    checkCost(counted, list, 'L', { n });
    checkCost(counted, list, 'L', { n });
    expect(computed).toBe(2);
  });
});
