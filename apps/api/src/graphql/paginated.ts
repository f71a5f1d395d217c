import { Type } from '@nestjs/common';
import { Args, ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';

/** The fields every page of a list answers, whatever it lists. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Descriptions of a page's fields where a list says more than the generic words. */
export interface PageDescriptions {
  items?: string;
  total?: string;
  pageSize?: string;
  pageCount?: string;
}

/**
 * The base class of a GraphQL page type: `@ObjectType('JobPage') class JobPage extends Paginated(Job) {}`
 * gives `items: [Job!]!`, `total`, `page`, `pageSize` and `pageCount`; a subclass adds its own fields
 * (facets, totals).
 */
export function Paginated<T>(itemType: Type<T>, descriptions: PageDescriptions = {}): Type<Page<T>> {
  @ObjectType({ isAbstract: true })
  abstract class PaginatedType implements Page<T> {
    @Field(() => [itemType], { description: descriptions.items ?? 'The items on this page.' })
    items!: T[];

    @Field(() => Int, { description: descriptions.total ?? 'Matching items on all pages.' })
    total!: number;

    @Field(() => Int, { description: 'The page number, from 1.' })
    page!: number;

    @Field(() => Int, { description: descriptions.pageSize ?? 'Items per page.' })
    pageSize!: number;

    @Field(() => Int, { description: descriptions.pageCount ?? 'Number of pages.' })
    pageCount!: number;
  }
  return PaginatedType as Type<Page<T>>;
}

/** Which page of a list to answer: GraphQL checks the types, the services the range (pageRequest). */
export interface PageArgsType {
  page: number;
  pageSize: number;
}

const pageArgsByDefault = new Map<string, Type<PageArgsType>>();

/** The `@ArgsType` of `page` and `pageSize`, `pageSize` defaulting to `defaultPageSize`. */
function pageArgsType(defaultPageSize: number, pageSizeDescription: string): Type<PageArgsType> {
  const key = `${defaultPageSize} ${pageSizeDescription}`;
  const known = pageArgsByDefault.get(key);
  if (known) return known;

  @ArgsType()
  class PageArgs implements PageArgsType {
    @Field(() => Int, { description: 'The page number, from 1.', defaultValue: 1 })
    page!: number;

    @Field(() => Int, { description: pageSizeDescription, defaultValue: defaultPageSize })
    pageSize!: number;
  }
  pageArgsByDefault.set(key, PageArgs);
  return PageArgs;
}

/**
 * The `page` and `pageSize` arguments of a list query, `pageSize` defaulting to the list's own page size
 * (the default is part of the schema, so there is one argument class per default):
 * `@PageArgs(SEARCH_PAGE_SIZE) { page, pageSize }: PageArgsType`. The class is made when the resolver is
 * declared, before the schema is built.
 */
export function PageArgs(
  defaultPageSize: number,
  pageSizeDescription = 'Items per page.',
): ParameterDecorator {
  const type = pageArgsType(defaultPageSize, pageSizeDescription);
  return Args({ type: () => type });
}
