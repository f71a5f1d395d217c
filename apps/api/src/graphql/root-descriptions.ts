import type { GraphQLSchema } from 'graphql';

/** Descriptions of the three root types, which code-first resolvers cannot declare themselves. */
export const ROOT_DESCRIPTIONS = {
  query:
    'Reads: jobs, job alerts, companies, profiles, applications, notifications, API keys and the admin console.',
  mutation:
    'Writes: accounts, profiles, bookmarks, job alerts, applications, companies, jobs, API keys and admin actions.',
  subscription: 'Live events over graphql-ws (connection parameter `authorization: Bearer <token>`).',
} as const;

/** Gives the root types their descriptions (in place); used by the served and the emitted schema alike. */
export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots = [
    [schema.getQueryType(), ROOT_DESCRIPTIONS.query],
    [schema.getMutationType(), ROOT_DESCRIPTIONS.mutation],
    [schema.getSubscriptionType(), ROOT_DESCRIPTIONS.subscription],
  ] as const;
  for (const [type, description] of roots) if (type) type.description = description;
  return schema;
}
