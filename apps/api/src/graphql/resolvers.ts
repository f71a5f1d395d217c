import { CompaniesResolver } from '../modules/companies/companies.resolver';
import { JobsResolver } from '../modules/jobs/jobs.resolver';

/**
 * Every resolver class, for emitting the schema without a database. A test compares the emitted file
 * with the schema of the running app, so a resolver missing here fails the build.
 */
export const GRAPHQL_RESOLVERS = [JobsResolver, CompaniesResolver];
