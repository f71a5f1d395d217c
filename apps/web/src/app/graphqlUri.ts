/**
 * GraphQL lives on the same origin as the web app (the API serves both). A module of its own, so that route
 * chunks sending uploads need not import the Apollo client's module.
 */
export const GRAPHQL_URI = '/graphql';
