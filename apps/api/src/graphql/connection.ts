import { CONNECTION_PAGE_SIZE, MAX_PAGE_SIZE } from '@hireloop/schema';
import { Type } from '@nestjs/common';
import { Args, ArgsType, Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import type { ConnectionArgsValue, ConnectionPage } from '../common/cursor';

@ObjectType({ description: 'Where a page of a connection stands.' })
export class PageInfo {
  @Field({ description: 'Whether more rows follow endCursor.' })
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The last edge's cursor: pass it as `after` for the next page (null on an empty page).",
  })
  endCursor!: string | null;

  @Field(() => String, { nullable: true, description: "The first edge's cursor (null on an empty page)." })
  startCursor!: string | null;
}

const connections = new Map<string, Type<ConnectionPage<unknown>>>();

/**
 * A Relay-style connection type of `nodeType` named `${name}Connection`, with its `${name}Edge`:
 * `edges { cursor node }` and `pageInfo { hasNextPage endCursor startCursor }`. The class is made when
 * the resolver is declared, before the schema is built.
 */
/** What every connection type is (a class extending Connection names its type again with this). */
export const CONNECTION_DESCRIPTION =
  'A page of rows in a stable order (by creation, or by last change with updatedSince), each with an opaque cursor.';

export function Connection<T>(nodeType: Type<T>, name: string): Type<ConnectionPage<T>> {
  const known = connections.get(name);
  if (known) return known as Type<ConnectionPage<T>>;

  @ObjectType(`${name}Edge`, { description: 'A row of the connection and its cursor.' })
  class Edge {
    @Field({ description: 'Where this row stands: pass it as `after` to read the rows after it.' })
    cursor!: string;

    @Field(() => nodeType, { description: 'The row.' })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: CONNECTION_DESCRIPTION })
  class ConnectionType implements ConnectionPage<T> {
    @Field(() => [Edge], { description: 'The rows of this page, in order.' })
    edges!: Edge[];

    @Field(() => PageInfo, { description: 'Whether more rows follow and the cursor to read them.' })
    pageInfo!: PageInfo;
  }
  connections.set(name, ConnectionType as Type<ConnectionPage<unknown>>);
  return ConnectionType;
}

@ArgsType()
export class ConnectionArgs implements ConnectionArgsValue {
  @Field(() => Int, {
    description: `Rows to answer, 1 to ${MAX_PAGE_SIZE}.`,
    defaultValue: CONNECTION_PAGE_SIZE,
  })
  first!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Answer the rows after this cursor (pageInfo.endCursor of the page before).',
  })
  after?: string | null;
}

@ArgsType()
export class SyncConnectionArgs extends ConnectionArgs {
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'Only rows created or changed at or after this instant, ordered by last change (for incremental sync); without it rows come in creation order.',
  })
  updatedSince?: Date | null;
}

/** The `first` and `after` arguments of a connection. */
export const ConnectionArgsOf = (): ParameterDecorator => Args({ type: () => ConnectionArgs });

/** The `first`, `after` and `updatedSince` arguments of a connection that offers incremental sync. */
export const SyncConnectionArgsOf = (): ParameterDecorator => Args({ type: () => SyncConnectionArgs });
