import { ConsentPurpose, ConsentSource, PRIVACY_NOTICE_VERSION } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
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

/** The most consent events a history answers (the newest); a data export has them all. */
const HISTORY_LIMIT = 500;

/**
 * The record of consents: every grant and withdrawal, appended and never changed, so what a user agreed
 * to and when can always be shown (to them, in their data export).
 */
@Injectable()
export class ConsentsService {
  constructor(@InjectRepository(ConsentEvent) private readonly events: Repository<ConsentEvent>) {}

  /** Appends consent events of a user (in the caller's transaction when given). */
  async record(userId: string, records: ConsentRecord[], manager?: EntityManager): Promise<void> {
    if (!records.length) return;
    await (manager ?? this.events.manager).insert(
      ConsentEvent,
      records.map((r) => ({
        userId,
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

  /** A user's consent events, newest first. */
  history(userId: string): Promise<ConsentEvent[]> {
    return this.events.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: HISTORY_LIMIT,
    });
  }

  /** Every consent event of a user, oldest first, for their data export. */
  async exportFor(userId: string): Promise<ExportedConsent[]> {
    const rows = await this.events.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((r) => ({
      purpose: r.purpose,
      noticeVersion: r.noticeVersion,
      granted: r.granted,
      source: r.source,
      at: r.createdAt.toISOString(),
    }));
  }
}
