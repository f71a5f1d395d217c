import { ConsentPurpose, ConsentSource, PRIVACY_NOTICE_VERSION } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import { ConsentEvent } from './consent-event.entity';

export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  /** The notice version it was given under (the current one when left out). */
  noticeVersion?: string;
}

/** Consent as it appears in a data export. */
export interface ExportedConsent {
  purpose: ConsentPurpose;
  noticeVersion: string;
  granted: boolean;
  source: ConsentSource;
  at: string;
}

/** Whose consent history: an account, and the events its address gave before it had the account. */
export interface ConsentHolder {
  id: string;
  email: string;
}

/** The most consent events a history answers (the newest); a data export has them all. */
const HISTORY_LIMIT = 500;

/**
 * The record of consents: every grant and withdrawal, appended and never changed, so what a user agreed
 * to and when can always be shown (to them, in their data export). A visitor's consent (a job alert or
 * newsletter by e-mail) is held by the address; the account later made with that address (compared
 * case-insensitively) sees it in its history, and erasing the account erases it too.
 */
@Injectable()
export class ConsentsService {
  constructor(@InjectRepository(ConsentEvent) private readonly events: Repository<ConsentEvent>) {}

  /** Appends consent events of a user (in the caller's transaction when given). */
  async record(userId: string, records: ConsentRecord[], manager?: EntityManager): Promise<void> {
    await this.insert({ userId, email: null }, records, manager);
  }

  /** Appends consent events of an e-mail address without an account (in the caller's transaction). */
  async recordForEmail(email: string, records: ConsentRecord[], manager?: EntityManager): Promise<void> {
    await this.insert({ userId: null, email: email.trim() }, records, manager);
  }

  private async insert(
    holder: { userId: string | null; email: string | null },
    records: ConsentRecord[],
    manager?: EntityManager,
  ): Promise<void> {
    if (!records.length) return;
    await (manager ?? this.events.manager).insert(
      ConsentEvent,
      records.map((r) => ({
        ...holder,
        purpose: r.purpose,
        granted: r.granted,
        source: r.source,
        noticeVersion: r.noticeVersion ?? PRIVACY_NOTICE_VERSION,
      })),
    );
  }

  /** What signing up records: acceptance of the terms and privacy notice of the current version. */
  recordSignup(userId: string, manager?: EntityManager): Promise<void> {
    return this.record(
      userId,
      [{ purpose: ConsentPurpose.TERMS_AND_PRIVACY, granted: true, source: ConsentSource.SIGNUP }],
      manager,
    );
  }

  /** A user's consent events (their address's included), newest first. */
  history(user: ConsentHolder): Promise<ConsentEvent[]> {
    return this.eventsOf(user, 'DESC').take(HISTORY_LIMIT).getMany();
  }

  /** Every consent event of a user (their address's included), oldest first, for their data export. */
  async exportFor(user: ConsentHolder): Promise<ExportedConsent[]> {
    const rows = await this.eventsOf(user, 'ASC').getMany();
    return rows.map((r) => ({
      purpose: r.purpose,
      noticeVersion: r.noticeVersion,
      granted: r.granted,
      source: r.source,
      at: r.createdAt.toISOString(),
    }));
  }

  /** Erases a user's consent events and those their address gave without an account. */
  async eraseOf(user: ConsentHolder, manager: EntityManager): Promise<void> {
    await manager.query(
      `DELETE FROM consent_events WHERE user_id = $1 OR (user_id IS NULL AND lower(email) = lower($2))`,
      [user.id, user.email.trim()],
    );
  }

  private eventsOf(user: ConsentHolder, order: 'ASC' | 'DESC') {
    return this.events
      .createQueryBuilder('c')
      .where(
        new Brackets((w) =>
          w
            .where('c.userId = :id', { id: user.id })
            .orWhere('(c.userId IS NULL AND lower(c.email) = lower(:email))', { email: user.email.trim() }),
        ),
      )
      .orderBy('c.createdAt', order)
      .addOrderBy('c.id', order);
  }
}
