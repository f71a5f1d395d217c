import { DataSourceOptions, MigrationInterface, QueryRunner } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';

/** PostgreSQL's options (the app's only database engine). */
export type PostgresOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

export interface ConnectionSettings {
  embedded: boolean;
  logSql?: boolean;
  statementTimeoutMs?: number;
}

type MigrationClass = new () => MigrationInterface;

/**
 * A migration run without the connection's statement timeout (`SET LOCAL` in its own transaction): building
 * an index or rewriting a table of a million rows takes longer than any request may, and a migration
 * cancelled half way stops the app from starting. Waiting for a lock stays limited to the same time
 * (`lock_timeout`), so a migration blocked by another session still fails instead of hanging the start.
 * The app's own statements keep the timeout.
 */
function withoutStatementTimeout(lockTimeoutMs: number) {
  const unlimited = async (q: QueryRunner) => {
    await q.query('SET LOCAL statement_timeout = 0');
    await q.query(`SET LOCAL lock_timeout = ${Math.trunc(lockTimeoutMs)}`);
  };
  return (Migration: MigrationClass): MigrationClass =>
    class extends Migration {
      override async up(q: QueryRunner): Promise<void> {
        await unlimited(q);
        await super.up(q);
      }

      override async down(q: QueryRunner): Promise<void> {
        await unlimited(q);
        await super.down(q);
      }
    };
}

/**
 * The same connection without the entities, for work that only migrates: loading the entities also loads
 * their GraphQL types, which a process that never serves GraphQL has no use for.
 */
export function migrationOptions(
  url: string,
  opts: ConnectionSettings,
  migrations: MigrationClass[] = MIGRATIONS,
): PostgresOptions {
  const timeout = !opts.embedded && opts.statementTimeoutMs ? opts.statementTimeoutMs : 0;
  return {
    type: 'postgres',
    url,
    migrations: timeout ? migrations.map(withoutStatementTimeout(timeout)) : migrations,
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
      ...(timeout ? { statement_timeout: timeout } : {}),
    },
  };
}
