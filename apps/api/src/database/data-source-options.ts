import { ENTITIES } from './entities';
import { ConnectionSettings, migrationOptions, PostgresOptions } from './migration-options';

/** Options shared by the app, the CLI scripts (migrate, seed) and the tests. The schema comes only from migrations. */
export function dataSourceOptions(url: string, opts: ConnectionSettings): PostgresOptions {
  return { ...migrationOptions(url, opts), entities: ENTITIES };
}
