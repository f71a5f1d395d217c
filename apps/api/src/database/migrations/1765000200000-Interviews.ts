import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Interviews of applications: the proposal (length, meeting link or address, message), the slots offered
 * in each round of proposing (the current round's are pickable), the time picked, the calendar
 * sequence and the history shown on the applicant's timeline; at most one interview under way per
 * application. The mail outbox keeps a calendar invite (iCalendar text and its METHOD) with a mail.
 */
export class Interviews1765000200000 implements MigrationInterface {
  name = 'Interviews1765000200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE interviews (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
         organizer_id uuid REFERENCES users (id) ON DELETE SET NULL,
         status text NOT NULL CHECK (status IN ('proposed', 'scheduled', 'reschedule_requested', 'cancelled')),
         duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240),
         meeting_url text,
         address text,
         message text,
         round integer NOT NULL DEFAULT 1,
         starts_at timestamptz,
         sequence integer NOT NULL DEFAULT 0,
         reminded_sequence integer,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT interviews_place_check CHECK ((meeting_url IS NULL) <> (address IS NULL)),
         CONSTRAINT interviews_scheduled_time_check CHECK (status <> 'scheduled' OR starts_at IS NOT NULL)
       )`,
    );
    await q.query(
      `CREATE UNIQUE INDEX interviews_open_per_application ON interviews (application_id)
       WHERE status IN ('proposed', 'scheduled', 'reschedule_requested')`,
    );
    await q.query(`CREATE INDEX interviews_application_idx ON interviews (application_id, created_at)`);
    await q.query(`CREATE INDEX interviews_organizer_idx ON interviews (organizer_id)`);
    await q.query(
      `CREATE TABLE interview_slots (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         interview_id uuid NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
         round integer NOT NULL,
         starts_at timestamptz NOT NULL,
         picked_at timestamptz
       )`,
    );
    await q.query(
      `CREATE INDEX interview_slots_interview_idx ON interview_slots (interview_id, round, starts_at)`,
    );
    await q.query(
      `CREATE TABLE interview_events (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         interview_id uuid NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
         kind text NOT NULL CHECK (kind IN ('proposed', 'scheduled', 'reschedule_requested', 'rescheduled', 'cancelled')),
         by_applicant boolean NOT NULL,
         starts_at timestamptz,
         note text,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await q.query(
      `CREATE INDEX interview_events_interview_idx ON interview_events (interview_id, created_at)`,
    );
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN calendar text, ADD COLUMN calendar_method text`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN calendar_method, DROP COLUMN calendar`);
    await q.query(`DROP TABLE interview_events`);
    await q.query(`DROP TABLE interview_slots`);
    await q.query(`DROP TABLE interviews`);
  }
}
