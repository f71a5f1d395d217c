import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  DocumentNode,
  GraphQLError,
  GraphQLSchema,
  parse,
  specifiedRules,
  validate,
  ValidationRule,
} from 'graphql';
import { ComplexityEstimatorArgs, fieldExtensionsEstimator, getComplexity } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';

/**
 * Limits every GraphQL request must stay within, over HTTP and over WebSocket alike, checked before
 * anything runs: tokens (while parsing), nesting depth, aliases and directives (graphql-armor's
 * validation rules), and cost (each field costs 1, a list field's selection counts once per row asked
 * for). Field suggestions are not revealed in errors. The web app's largest operations use well under
 * half of each.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxCost: 5000,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
} as const;

/** Arguments that say how many rows a list field answers (at the field or in its `query` input). */
const LIST_SIZE_ARGUMENTS = ['pageSize', 'limit', 'first', 'last'] as const;

/** A number argument of a field, given at the field or in its `query`, `input` or `filter` input. */
function numberArgument(args: Record<string, unknown>, names: readonly string[]): number | null {
  const sources = [args, args.query, args.input, args.filter];
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const name of names) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === 'number' && Number.isFinite(value)) return value;
    }
  }
  return null;
}

/** The rows a field asks for: its list-size argument, 1 when it has none. */
export function listSize(args: Record<string, unknown>): number {
  const size = numberArgument(args, LIST_SIZE_ARGUMENTS);
  return size === null ? 1 : Math.max(1, Math.ceil(size));
}

/**
 * A page's rows skipped to reach it cost 1 for every this many: the database reads them all (OFFSET), so
 * one request cannot ask for many deep pages at once (15 aliases of page 282 of 100 jobs read 420,000
 * rows, 0.8 s). A deep page alone, as a visitor follows the pages, stays well within the limit.
 */
export const SKIPPED_ROWS_PER_COST = 20;

/** The cost of the rows skipped to reach a field's `page` of `pageSize` (or `limit`) rows; 0 without a page. */
export function skippedRowsCost(args: Record<string, unknown>): number {
  const page = numberArgument(args, ['page']);
  if (page === null || page <= 1) return 0;
  return Math.ceil(((Math.ceil(page) - 1) * listSize(args)) / SKIPPED_ROWS_PER_COST);
}

/**
 * The cost of a field that reads many rows whatever its arguments say (the home page's categories with
 * their jobs), declared on the field as `complexity`: one such field costs a tenth of the limit.
 */
export const AGGREGATE_FIELD_COST = 500;

/** 1 for the field itself plus its selection once per row it asks for, plus the rows it skips. */
export function fieldCost({ args, childComplexity }: ComplexityEstimatorArgs): number {
  return 1 + childComplexity * listSize(args) + skippedRowsCost(args);
}

/** The cost of one operation of a document with its variables (defaults of arguments applied). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables: variables ?? {},
    // A field's declared `complexity` first, else its list size.
    estimators: [fieldExtensionsEstimator(), fieldCost],
  });
}

/** The cost-limit refusal, a 400 like the other limits. */
export function costLimitError(cost: number): GraphQLError {
  return new GraphQLError(`Query cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found ${cost}.`, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
  });
}

/** Longest key a computed cost is kept under (documents of the web app with their variables: ~300). */
export const MAX_COST_KEY_LENGTH = 2048;

/** A cost no operation has: its variables did not match their types (execution refuses them). */
const UNCHECKED = -1;

/** Costs computed, per schema, by document, operation and what of the variables a cost can depend on. */
const costsBySchema = new WeakMap<GraphQLSchema, LRUCache<string, number>>();
const documentIds = new WeakMap<DocumentNode, number>();
let lastDocumentId = 0;

/**
 * What an operation's cost depends on: the document (the same object for the same text, from Apollo's
 * document store or ValidatedDocuments), the operation and the variables' numbers and booleans (list sizes,
 * pages, `@include`/`@skip`) in their places. Strings never change a cost (no string is coerced to a
 * number or a boolean), so they are left out: the same page of another job or keyword shares one entry.
 */
function costKey(
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
): string {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++lastDocumentId));
  const shape = JSON.stringify(variables ?? {}, (_key, value: unknown) =>
    typeof value === 'string' ? '' : value,
  );
  return `${id}\u0000${operationName ?? ''}\u0000${shape}`;
}

/**
 * The cost check, null when the operation fits. Variables that do not match their types are left to
 * execution, which refuses them with its own message. A cost is computed once per document, operation
 * and variables' numbers and booleans, then kept (the 5,000 most recent, keys of at most
 * MAX_COST_KEY_LENGTH characters).
 */
export function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
): GraphQLError | null {
  let costs = costsBySchema.get(schema);
  if (!costs) costsBySchema.set(schema, (costs = new LRUCache<string, number>({ max: 5000 })));
  const key = costKey(document, operationName, variables);
  let cost = key.length <= MAX_COST_KEY_LENGTH ? costs.get(key) : undefined;
  if (cost === undefined) {
    try {
      cost = queryCost(schema, document, operationName, variables);
    } catch {
      cost = UNCHECKED;
    }
    if (key.length <= MAX_COST_KEY_LENGTH) costs.set(key, cost);
  }
  return cost > GRAPHQL_LIMITS.maxCost ? costLimitError(cost) : null;
}

/** The parser's options: a document of more tokens is refused while it is read. */
export const PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.maxTokens } as const;

/**
 * graphql-armor's depth, alias and directive rules (reported as validation errors, so they answer
 * 400) and its plugin that hides field suggestions. Tokens are counted by the parser (PARSE_OPTIONS) and
 * cost by `checkCost`, which reads the list sizes.
 */
function graphqlArmor(): { validationRules: ValidationRule[]; plugins: ApolloServerPlugin[] } {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    validationRules: armor.validationRules as ValidationRule[],
    plugins: armor.plugins as ApolloServerPlugin[],
  };
}

/** The rules and plugins are stateless: one set serves every request of both transports. */
export const GRAPHQL_ARMOR = graphqlArmor();

/** Apollo plugin: refuses an operation over the cost limit once it is known, before it runs. */
export const costLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, request }) {
        const error = checkCost(schema, document, request.operationName, request.variables);
        if (error) throw error;
      },
    };
  },
};

/** Field suggestions ("Did you mean …?") are not revealed; the same words Apollo's answers use. */
function withoutSuggestions(error: GraphQLError): GraphQLError {
  const at = error.message.indexOf(' Did you mean ');
  return at < 0 ? error : new GraphQLError(error.message.slice(0, at), { extensions: error.extensions });
}

/** Longest document text ValidatedDocuments keeps (the web app's subscription is about 100). */
export const MAX_CACHED_QUERY_LENGTH = 4096;

/**
 * Documents that parsed and passed validation, by their text, for one schema: the same subscription sent
 * by thousands of connections is parsed and validated once (as Apollo's document store does for HTTP).
 * The cost, which depends on the variables, is still checked on every operation. Holds at most `size`
 * documents of at most MAX_CACHED_QUERY_LENGTH characters; the least recently used one leaves first.
 */
export class ValidatedDocuments {
  private readonly documents: LRUCache<string, DocumentNode>;

  constructor(size = 100) {
    this.documents = new LRUCache<string, DocumentNode>({ max: size });
  }

  get(query: string): DocumentNode | undefined {
    return this.documents.get(query);
  }

  set(query: string, document: DocumentNode): void {
    if (query.length <= MAX_CACHED_QUERY_LENGTH) this.documents.set(query, document);
  }
}

/**
 * A document read and checked the way Apollo does it for HTTP requests, for transports Apollo does not
 * serve (graphql-ws): parse with the token limit (GRAPHQL_PARSE_FAILED), the specified and armor rules
 * (GRAPHQL_VALIDATION_FAILED), then the cost.
 */
export function checkDocument(
  schema: GraphQLSchema,
  validationRules: readonly ValidationRule[],
  request: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
  validated?: ValidatedDocuments,
): { document: DocumentNode } | { errors: GraphQLError[] } {
  let document = validated?.get(request.query);
  if (!document) {
    try {
      document = parse(request.query, PARSE_OPTIONS);
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : 'Syntax Error';
      return { errors: [new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })] };
    }
    const invalid = validate(schema, document, [...specifiedRules, ...validationRules]);
    if (invalid.length) {
      return {
        errors: invalid.map(
          (e) =>
            new GraphQLError(withoutSuggestions(e).message, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
        ),
      };
    }
    validated?.set(request.query, document);
  }
  const costly = checkCost(schema, document, request.operationName, request.variables);
  if (costly)
    return {
      errors: [new GraphQLError(costly.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })],
    };
  return { document };
}
