import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import { Pool } from 'pg';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** The PostgreSQL schema that holds the queue's tables (pg-boss creates and migrates it on start). */
export const QUEUE_SCHEMA = 'pgboss';
/** The time zone of every schedule: digests go out at Indian hours. */
export const SCHEDULE_TIME_ZONE = 'Asia/Kolkata';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often an idle worker looks for due jobs (a job added in this process wakes its worker at once). */
const POLL_SECONDS = 2;
/** How long a stop waits for running jobs before handing them back (they run again after expiry). */
const STOP_TIMEOUT_MS = 15_000;

export interface QueueDefinition<T extends object> {
  /** Letters, digits, `.`, `-` and `_`. */
  name: string;
  /**
   * Runs one job. A throw puts it back to run again after retryDelaySeconds, doubling each time, up to
   * retryLimit times; after that it stays failed (shown to administrators, who may retry or discard it).
   */
  run(data: T): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs a worker takes at once and runs one after the other (default 1). */
  batchSize?: number;
  /** A cron expression in Asia/Kolkata time: the queue gets a job with `{}` at each tick. */
  cron?: string;
  /** A run taking longer is taken for lost and run again (default 15 minutes). */
  expireInSeconds?: number;
}

export interface QueueCounts {
  name: string;
  /** Waiting to run (including those waiting for a retry). */
  queued: number;
  active: number;
  failed: number;
  completed: number;
  cron: string | null;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  error: string | null;
  retries: number;
  createdOn: Date;
  failedOn: Date | null;
}

/** A connection that runs one SQL text with parameters and answers the rows (pg-boss's `db` option). */
type SqlConnection = PgBoss.Db;

/**
 * The durable job queue (pg-boss, in the application's PostgreSQL): each job runs once across all
 * processes (`SELECT … FOR UPDATE SKIP LOCKED`), failed runs are retried with exponential backoff and
 * then kept as failed, and schedules are the queue's cron (one process sends each tick).
 *
 * Modules define their queues in their constructors (`define`); this process runs them only when
 * WORKERS is on (the default); `node apps/api/dist/worker.js` runs them without serving HTTP. On the
 * embedded database, whose wire server takes one connection at a time, the queue shares TypeORM's one
 * connection instead of opening its own; on PostgreSQL it has a pool of 3.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, QueueDefinition<object>>();
  private readonly workerIds = new Map<string, string>();
  private starting?: Promise<void>;
  private stopped = false;
  /** On PostgreSQL: the queue's own connections (none on the embedded database). */
  private readonly pool?: Pool;
  /** The queue's statements and jobs under way, awaited before the database may close. */
  private readonly running = new Set<Promise<unknown>>();
  /**
   * Set once the queue has stopped: a statement asked for after that (a worker loop cut off at the stop's
   * time limit) never runs and never answers, so nothing touches the closed database.
   */
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    if (!config.database.embedded) {
      this.pool = new Pool({
        connectionString: config.database.url,
        max: 3,
        application_name: 'hireloop-queue',
      });
      this.pool.on('error', (error) => this.logger.error(`queue connection: ${error.message}`));
    }
    this.boss = new PgBoss({
      // Every statement through `connection()`, so that a stop can wait for the ones under way: pg-boss's
      // stop does not wait for a worker's poll in flight.
      db: this.connection(),
      schema: QUEUE_SCHEMA,
      // Only processes that run jobs keep the queue's maintenance and send the schedules' ticks.
      supervise: config.workers,
      schedule: config.workers,
      // Finished jobs are kept a week, then deleted by the queue's own maintenance.
      deleteAfterDays: 7,
      archiveCompletedAfterSeconds: 60 * 60,
      archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
    });
    this.boss.on('error', (error) => this.logger.error(`queue: ${error.message}`));
  }

  /** Declares a queue and what runs its jobs; call it from a provider's constructor. */
  define<T extends object>(definition: QueueDefinition<T>): void {
    if (this.starting) throw new Error(`queue ${definition.name} defined after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`queue ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition as unknown as QueueDefinition<object>);
  }

  /**
   * Adds a job. With `manager` (a transaction's) the job is added in that transaction: it exists exactly
   * when what the transaction wrote does; await `ready()` before opening the transaction (on the embedded
   * database, starting the queue needs the one connection the transaction holds).
   */
  async send<T extends object>(
    name: string,
    data: T,
    options: { manager?: EntityManager; startAfter?: Date; singletonKey?: string } = {},
  ): Promise<string | null> {
    await this.ready();
    const { manager, ...rest } = options;
    const id = await this.boss.send(name, data, {
      ...rest,
      ...(manager ? { db: this.connection(manager) } : {}),
    });
    // The job is visible once the transaction commits; a worker woken before that finds it on its next poll.
    if (!manager) this.wake(name);
    return id;
  }

  /**
   * Adds many jobs in one statement (the queue's own retry and expiry settings), in the transaction of
   * `manager` when given; wake the queue after its commit.
   */
  async sendMany<T extends object>(name: string, data: T[], options: { manager?: EntityManager } = {}) {
    if (!data.length) return;
    await this.ready();
    await this.boss.insert(
      data.map((d) => ({ name, data: d })),
      options.manager ? { db: this.connection(options.manager) } : {},
    );
  }

  /** Wakes this process's worker of a queue (after the transaction that added its job committed). */
  wake(name: string): void {
    const worker = this.workerIds.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ready();
    if (!this.config.workers) return;
    for (const definition of this.definitions.values()) {
      const id = await this.boss.work<object>(
        definition.name,
        { batchSize: definition.batchSize ?? 1, pollingIntervalSeconds: POLL_SECONDS },
        async (jobs) => {
          const run = (async () => {
            for (const job of jobs) await definition.run(job.data);
          })();
          this.running.add(run);
          try {
            await run;
          } catch (error) {
            // The queue retries the job later (or keeps it as failed): say why it failed now.
            this.logger.warn(`a ${definition.name} job failed: ${(error as Error)?.stack ?? String(error)}`);
            throw error;
          } finally {
            this.running.delete(run);
          }
        },
      );
      this.workerIds.set(definition.name, id);
    }
  }

  /** Starts the queue once: installs or migrates its schema, creates the queues and their schedules. */
  ready(): Promise<void> {
    this.starting ??= this.start();
    return this.starting;
  }

  private async start(): Promise<void> {
    const workers = this.config.workers;
    await this.boss.start();
    for (const d of this.definitions.values()) {
      const options: PgBoss.Queue = {
        name: d.name,
        retryLimit: d.retryLimit ?? 5,
        retryDelay: d.retryDelaySeconds ?? 10,
        retryBackoff: true,
        expireInSeconds: d.expireInSeconds ?? 15 * 60,
      };
      if (await this.boss.getQueue(d.name)) await this.boss.updateQueue(d.name, options);
      else await this.boss.createQueue(d.name, options);
      if (workers) {
        if (d.cron) await this.boss.schedule(d.name, d.cron, {}, { tz: SCHEDULE_TIME_ZONE });
        else await this.boss.unschedule(d.name);
      }
    }
  }

  /** Finishes the jobs under way (or, past the timeout, leaves them to run again) before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.starting || this.stopped) return;
    this.stopped = true;
    await this.starting.catch(() => undefined);
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
    // pg-boss's stop does not wait for a worker's poll in flight, nor for the jobs that poll returns: wait
    // until no statement and no job of the queue has been under way for a few turns of the event loop.
    for (let idle = 0; idle < 3 && Date.now() < deadline;) {
      if (this.running.size) {
        idle = 0;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...this.running]),
          new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
        ]);
        clearTimeout(timer);
      } else {
        idle++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    this.closed = true;
    await this.pool?.end();
  }

  /** Resolves once no job of the queue is due or running (jobs waiting for a later retry don't count). */
  async settled(name: string, timeoutMs = 30_000): Promise<void> {
    await this.ready();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job
          WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [name],
      );
      if (!row?.n) return;
      if (Date.now() > deadline) throw new Error(`queue ${name} still has ${row.n} jobs due or running`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Each defined queue's jobs by state. */
  async counts(): Promise<QueueCounts[]> {
    await this.ready();
    const rows = await this.dataSource.query<{ name: string; state: string; n: number }[]>(
      `SELECT name, state::text AS state, count(*)::int AS n FROM ${QUEUE_SCHEMA}.job GROUP BY name, state`,
    );
    return [...this.definitions.values()]
      .map((d) => {
        const of = (...states: string[]) =>
          rows.filter((r) => r.name === d.name && states.includes(r.state)).reduce((n, r) => n + r.n, 0);
        return {
          name: d.name,
          queued: of('created', 'retry'),
          active: of('active'),
          failed: of('failed'),
          completed: of('completed'),
          cron: d.cron ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The failed jobs, newest first. */
  async failed(limit = 50): Promise<FailedJob[]> {
    await this.ready();
    const rows = await this.dataSource.query<
      {
        id: string;
        name: string;
        data: unknown;
        output: { message?: string } | null;
        retry_count: number;
        created_on: Date;
        completed_on: Date | null;
      }[]
    >(
      `SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${QUEUE_SCHEMA}.job
        WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      queue: r.name,
      data: r.data,
      error: typeof r.output?.message === 'string' ? r.output.message : null,
      retries: r.retry_count,
      createdOn: r.created_on,
      failedOn: r.completed_on,
    }));
  }

  /** Runs a failed job again; false when no failed job of that queue has this id. */
  async retry(name: string, id: string): Promise<boolean> {
    if (!(await this.isFailed(name, id))) return false;
    await this.boss.retry(name, id);
    this.wake(name);
    return true;
  }

  /** Deletes a failed job; false when no failed job of that queue has this id. */
  async discard(name: string, id: string): Promise<boolean> {
    if (!(await this.isFailed(name, id))) return false;
    await this.boss.deleteJob(name, id);
    return true;
  }

  private async isFailed(name: string, id: string): Promise<boolean> {
    await this.ready();
    if (!this.definitions.has(name) || !UUID.test(id)) return false;
    const job = await this.boss.getJobById(name, id);
    return job?.state === 'failed';
  }

  /**
   * The queue's SQL: in a caller's transaction (`manager`), else on the queue's own pool (PostgreSQL) or
   * over TypeORM's one connection (the embedded database).
   */
  private connection(manager?: EntityManager): SqlConnection {
    return {
      executeSql: async (text: string, values?: unknown[]) => {
        if (manager) return { rows: await this.query(manager.queryRunner, text, values) };
        if (this.closed) return new Promise<never>(() => undefined);
        const run = this.pool
          ? this.pool.query(text, values).then((result) => result.rows as unknown[])
          : this.query(undefined, text, values);
        this.running.add(run);
        try {
          return { rows: await run };
        } finally {
          this.running.delete(run);
        }
      },
    };
  }

  private async query(runner: QueryRunner | undefined, text: string, values?: unknown[]): Promise<unknown[]> {
    const own = runner ?? this.dataSource.createQueryRunner();
    try {
      const result = await own.query(text, values, true);
      return (result.records ?? []) as unknown[];
    } finally {
      if (!runner) await own.release();
    }
  }
}
