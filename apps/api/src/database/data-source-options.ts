import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';

/** Options shared by the app, the CLI scripts (migrate, seed) and the tests. The schema comes only from migrations. */
export function dataSourceOptions(
  url: string,
  opts: { embedded: boolean; logSql?: boolean; statementTimeoutMs?: number },
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
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
