import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';

/** PostgreSQL's options (the app's only database engine). */
export type PostgresOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

export interface ConnectionSettings {
  embedded: boolean;
  logSql?: boolean;
  statementTimeoutMs?: number;
}

/**
 * The same connection without the entities, for work that only migrates: loading the entities also loads
 * their GraphQL types, which a process that never serves GraphQL has no use for.
 */
export function migrationOptions(url: string, opts: ConnectionSettings): PostgresOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // The migrations create what the schema needs; ids default to PostgreSQL's built-in gen_random_uuid().
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    namingStrategy: new SnakeNamingStrategy(),
    logging: opts.logSql ? 'all' : ['error', 'warn'],
    // The embedded PGlite runs one statement at a time, and its wire server mixes up the extended-protocol
    // messages of connections used at once ("unnamed prepared statement does not exist" under 50
    // parallel requests): one connection, requests queue for it.
    extra: {
      max: opts.embedded ? 1 : 20,
      connectionTimeoutMillis: 10_000,
      // A statement that waits (a lock, a hanging server process) or runs longer is cancelled by
      // PostgreSQL (SQLSTATE 57014) and the request answers 503. Set per connection at start-up; the
      // embedded PGlite has no timer to cancel with, so it gets none.
      ...(!opts.embedded && opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    },
  };
}
