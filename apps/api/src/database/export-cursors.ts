import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** Rows fetched from a cursor at a time: the most an export holds in memory. */
export const EXPORT_FETCH_ROWS = 1000;

/** Exports one API process streams at once (the connections of their own it keeps for them). */
export const EXPORTS_AT_ONCE = 4;

/**
 * How long an export's transaction may wait for its client to take more rows before PostgreSQL ends it
 * (and the download breaks off), so a stalled client does not hold a connection for ever.
 */
const CLIENT_STALL_MS = 60_000;

/**
 * Server-side cursors for exports: the rows of a statement EXPORT_FETCH_ROWS at a time, so that memory
 * stays flat at any number of rows. On PostgreSQL each export runs on a connection of a small pool of its
 * own (requests never wait behind a slow download) in one read-only transaction, one consistent snapshot.
 * The embedded database has one session shared by every request: there the cursor is declared WITH HOLD
 * and each batch is fetched as a statement of its own, so other requests run between batches; the
 * database keeps the rows until the export ends.
 */
@Injectable()
export class ExportCursors implements OnApplicationShutdown {
  private readonly logger = new Logger('ExportCursors');
  private readonly pool?: Pool;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    if (!config.database.embedded && config.database.url) {
      this.pool = new Pool({
        connectionString: config.database.url,
        max: EXPORTS_AT_ONCE,
        application_name: 'hireloop-exports',
        connectionTimeoutMillis: 10_000,
        ...(config.database.statementTimeoutMs
          ? { statement_timeout: config.database.statementTimeoutMs }
          : {}),
        idle_in_transaction_session_timeout: CLIENT_STALL_MS,
      });
      this.pool.on('error', (error) => this.logger.error(`export connection: ${error.message}`));
    }
  }

  /**
   * The rows of `sql` (a SELECT; `params` as $1…), a batch at a time. The cursor is closed and its
   * connection given back when the rows end, fail, or the consumer stops early (`return()`).
   */
  rows<T>(sql: string, params: unknown[]): AsyncGenerator<T[]> {
    return this.pool ? this.fromPool<T>(this.pool, sql, params) : this.held<T>(sql, params);
  }

  private async *fromPool<T>(pool: Pool, sql: string, params: unknown[]): AsyncGenerator<T[]> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, params);
      for (;;) {
        const { rows } = await client.query(`FETCH ${EXPORT_FETCH_ROWS} FROM export_cursor`);
        if (rows.length) yield rows as T[];
        if (rows.length < EXPORT_FETCH_ROWS) break;
      }
      await client.query('COMMIT');
    } finally {
      // Stopped early or failed: the transaction is rolled back; a connection that cannot is dropped.
      try {
        await client.query('ROLLBACK');
        client.release();
      } catch {
        client.release(true);
      }
    }
  }

  private async *held<T>(sql: string, params: unknown[]): AsyncGenerator<T[]> {
    const cursor = `export_${randomUUID().replace(/-/g, '')}`;
    await this.dataSource.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params);
    try {
      for (;;) {
        const rows = (await this.dataSource.query(`FETCH ${EXPORT_FETCH_ROWS} FROM ${cursor}`)) as T[];
        if (rows.length) yield rows;
        if (rows.length < EXPORT_FETCH_ROWS) break;
      }
    } finally {
      await this.dataSource.query(`CLOSE ${cursor}`).catch(() => undefined);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
  }
}
