import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { queryRow } from '../../common/sql';
import { LiveEvents } from '../notifications/pubsub.provider';

/** What decides whether a user's sessions still hold: their token version and whether they may sign in. */
export interface SessionState {
  tokenVersion: number;
  active: boolean;
}

/** The live event naming a user whose session state changed (on every API process with Redis). */
const SESSIONS_CHANGED = 'sessions:changed';
/** The users of a transaction whose session state it changed, announced once it commits. */
const CHANGED_IN_TRANSACTION = 'sessionStatesChanged';
/** How long a state read is used without reading it again: the bound for a change made outside the API. */
const KEEP_MS = 30_000;
/** At most this many users' states are kept (the least recently read go first). */
const MAX_KEPT = 50_000;

/**
 * Users' session states for checks made again and again (each notification an open subscription
 * receives), read from a copy kept a short while instead of the database each time. Every change the API
 * makes (a new password, signing out everywhere, deactivation, deletion) is announced through `changed`:
 * once the change commits, this process forgets its copy at once and tells every other process through
 * the live event bus before the request that made the change answers, so a session revoked anywhere
 * receives nothing more. While the bus is down no event is delivered, and when it is back every copy is
 * forgotten (the announcements meanwhile were lost). Whoever holds something a session opened (an open
 * WebSocket) hears of every change through `onChanged`.
 */
@Injectable()
export class SessionStates implements OnModuleInit, EntitySubscriberInterface {
  private readonly kept = new Map<string, { state: SessionState | null; until: number }>();
  /** Moves on with every change announced: a read that began before it is not kept. */
  private generation = 0;
  private readonly listeners: ((userId: string | null) => void)[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
  ) {
    dataSource.subscribers.push(this);
  }

  async onModuleInit(): Promise<void> {
    this.live.onResume(() => this.forgetAll());
    await this.live.listen<string>(SESSIONS_CHANGED, (userId) => this.forget(userId));
  }

  /**
   * Calls `listener` on this process whenever a user's session state may have changed: with the user's
   * id once the change commits (here at once, on the other processes when the live event arrives; a
   * process may hear of one change twice), or with null when every user's may have (the live event bus
   * is back after an outage, the announcements meanwhile lost).
   */
  onChanged(listener: (userId: string | null) => void): void {
    this.listeners.push(listener);
  }

  /** The user's session state, or null when the account no longer exists. */
  async of(userId: string): Promise<SessionState | null> {
    const now = performance.now();
    const hit = this.kept.get(userId);
    if (hit && hit.until > now) return hit.state;
    const generation = this.generation;
    const state =
      (await queryRow<SessionState>(
        this.dataSource,
        `SELECT token_version AS "tokenVersion", deactivated_at IS NULL AS active FROM users WHERE id = $1`,
        [userId],
      )) ?? null;
    if (generation === this.generation) {
      this.kept.delete(userId);
      this.kept.set(userId, { state, until: now + KEEP_MS });
      if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    }
    return state;
  }

  /**
   * Announces that these users' session state changed (token version, deactivation, deletion), right
   * after the statement that changed it: in `manager`'s transaction, once that commits.
   */
  async changed(userIds: string[], manager?: EntityManager): Promise<void> {
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) {
      const pending = (runner.data[CHANGED_IN_TRANSACTION] ??= new Set<string>()) as Set<string>;
      for (const id of userIds) pending.add(id);
      return;
    }
    await this.announce(userIds);
  }

  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    // A savepoint released inside the transaction commits nothing yet.
    if (queryRunner.isTransactionActive) return;
    const pending = queryRunner.data[CHANGED_IN_TRANSACTION] as Set<string> | undefined;
    if (!pending) return;
    delete queryRunner.data[CHANGED_IN_TRANSACTION];
    await this.announce([...pending]);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) delete queryRunner.data[CHANGED_IN_TRANSACTION];
  }

  private async announce(userIds: string[]): Promise<void> {
    for (const id of userIds) {
      this.forget(id);
      await this.live.publish(SESSIONS_CHANGED, id);
    }
  }

  private forget(userId: string): void {
    this.generation++;
    this.kept.delete(userId);
    for (const listener of this.listeners) listener(userId);
  }

  private forgetAll(): void {
    this.generation++;
    this.kept.clear();
    for (const listener of this.listeners) listener(null);
  }
}
