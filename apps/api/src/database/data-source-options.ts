import { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { ENTITIES } from './entities';
import { ConnectionSettings, migrationOptions } from './migration-options';

/** Options shared by the app, the CLI scripts (migrate, seed) and the tests. The schema comes only from migrations. */
export function dataSourceOptions(url: string, opts: ConnectionSettings): PostgresConnectionOptions {
  return { ...migrationOptions(url, opts), entities: ENTITIES };
}
