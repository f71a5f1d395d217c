import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { PreparedStatements } from './prepared-statements';
import { ExportCursors } from './export-cursors';

export const EMBEDDED_DB = Symbol('EMBEDDED_DB');

/** Stops the embedded server after the connections to it are closed. */
@Injectable()
class EmbeddedDatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(EMBEDDED_DB) private readonly embedded: EmbeddedPostgres | null,
    private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.embedded) return;
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    if (dataSource.isInitialized) await dataSource.destroy();
    await this.embedded.stop();
  }
}

@Global()
@Module({})
class EmbeddedDatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: EmbeddedDatabaseModule,
      providers: [
        {
          provide: EMBEDDED_DB,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            config.database.embedded ? startEmbeddedPostgres(config.database.embeddedDir) : null,
        },
        EmbeddedDatabaseLifecycle,
      ],
      exports: [EMBEDDED_DB],
    };
  }
}

/**
 * TypeORM on the configured PostgreSQL, or on the embedded one; migrations run on start; cursors for
 * exports; prepared statements for hot ones.
 */
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [ExportCursors, PreparedStatements],
      exports: [ExportCursors, PreparedStatements],
      imports: [
        EmbeddedDatabaseModule.forRoot(),
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG, EMBEDDED_DB],
          useFactory: (config: AppConfig, embedded: EmbeddedPostgres | null) => {
            const url = embedded?.url ?? config.database.url;
            if (!url) throw new Error('No database: set DATABASE_URL or leave it unset for the embedded one');
            return {
              ...dataSourceOptions(url, {
                embedded: !!embedded,
                logSql: config.database.logSql,
                statementTimeoutMs: config.database.statementTimeoutMs,
              }),
              migrationsRun: true,
            };
          },
        }),
      ],
    };
  }
}
