import {
  ApplicationStatus,
  hasKnockout,
  KnockoutAction,
  passesKnockout,
  ScreeningAnswerShape,
  screeningAnswersProblem,
  ScreeningResult,
  SCREENING_REJECTION_DELAY_MS,
  STATUS_NOTIFICATION_TITLES,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { BadInputError } from '../../common/errors';
import { queryRows } from '../../common/sql';
import type { Job } from '../jobs/job.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { QueueService } from '../queue/queue.service';
import type { StoredScreeningAnswer } from './application.entity';
import { statusNotificationBody } from './recruiter-applicants.service';

/** The queue that tells applicants of their knock-out rejection once the delay has passed. */
export const SCREENING_NOTICE_QUEUE = 'screening-rejection-notice';

export interface Screening {
  answers: StoredScreeningAnswer[];
  result: ScreeningResult;
  /** Whether the application is rejected at once (a failed knock-out on a job that rejects). */
  reject: boolean;
}

/**
 * Screening answers at apply time and the delayed notice of a knock-out rejection: the recruiter sees the
 * rejection at once, the applicant sees the application pending until the notice goes out
 * SCREENING_REJECTION_DELAY_MS later (by the Clock). A status change by the recruiter or a withdrawal
 * meanwhile clears the due notice, so no stale rejection is sent.
 */
@Injectable()
export class ScreeningService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly queue: QueueService,
    private readonly notifications: NotificationsService,
  ) {
    queue.define<{ applicationId: string }>({
      name: SCREENING_NOTICE_QUEUE,
      run: ({ applicationId }) => this.sendNotice(applicationId),
    });
  }

  /**
   * Checks a seeker's answers against the job's questions (BAD_USER_INPUT with the shared message) and
   * evaluates the knock-out rules: each answer keeps the question's text and kind as asked now.
   */
  evaluate(job: Job, answers: readonly ScreeningAnswerShape[]): Screening {
    const questions = job.screeningQuestions ?? [];
    const problem = screeningAnswersProblem(questions, answers);
    if (problem) throw new BadInputError(problem);
    const stored = questions.map((q): StoredScreeningAnswer => {
      const raw = answers.find((a) => a.questionId === q.id)?.value.trim() ?? '';
      const value = raw && q.kind === 'NUMBER' ? String(Number(raw)) : raw;
      return {
        questionId: q.id,
        kind: q.kind,
        question: q.text,
        value,
        passed: hasKnockout(q) && value ? passesKnockout(q, value) : null,
      };
    });
    const result = !questions.some(hasKnockout)
      ? ScreeningResult.NONE
      : stored.some((a) => a.passed === false)
        ? ScreeningResult.FAILED
        : ScreeningResult.PASSED;
    return {
      answers: stored,
      result,
      reject: result === ScreeningResult.FAILED && job.knockoutAction === KnockoutAction.REJECT,
    };
  }

  /** Await before the transaction that schedules a notice (the embedded database has one connection). */
  ready(): Promise<void> {
    return this.queue.ready();
  }

  /** When a knock-out rejection made now is told to its applicant. */
  noticeDueAt(): Date {
    return new Date(this.clock.now().getTime() + SCREENING_REJECTION_DELAY_MS);
  }

  /** Schedules the notice of a knock-out rejection, in the transaction that rejected the application. */
  async scheduleNotice(m: EntityManager, applicationId: string, dueAt: Date): Promise<void> {
    await this.queue.send(SCREENING_NOTICE_QUEUE, { applicationId }, { manager: m, startAfter: dueAt });
  }

  /**
   * Tells the applicant of a knock-out rejection that is still due: the application is still rejected
   * and nobody changed it since (a change clears the due time), and the applicant's account is active (a
   * deactivated one gets neither the notification nor the mail; the notice is then done). Before the due time (by the Clock) the
   * notice is put back until then.
   */
  async sendNotice(applicationId: string): Promise<void> {
    let delivery: (() => Promise<void>) | undefined;
    await this.dataSource.transaction(async (m) => {
      const rows = await queryRows<{
        dueAt: Date;
        applicantId: string;
        email: string;
        deactivated: boolean;
        title: string;
        company: string;
      }>(
        m,
        `SELECT a.rejection_notice_due_at AS "dueAt", a.applicant_id AS "applicantId", u.email,
                u.deactivated_at IS NOT NULL AS deactivated, j.title, c.name AS company
         FROM applications a JOIN users u ON u.id = a.applicant_id
         JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
         WHERE a.id = $1 AND a.status = $2 AND a.rejection_notice_due_at IS NOT NULL
         FOR UPDATE OF a`,
        [applicationId, ApplicationStatus.REJECT],
      );
      const row = rows[0];
      if (!row) return;
      if (row.dueAt.getTime() > this.clock.now().getTime()) {
        await this.queue.send(
          SCREENING_NOTICE_QUEUE,
          { applicationId },
          { manager: m, startAfter: row.dueAt },
        );
        return;
      }
      await m.query(`UPDATE applications SET rejection_notice_due_at = NULL WHERE id = $1`, [applicationId]);
      // A deactivated account is told nothing.
      if (row.deactivated) return;
      const notification = await this.notifications.create(
        {
          userId: row.applicantId,
          title: STATUS_NOTIFICATION_TITLES[ApplicationStatus.REJECT] ?? 'Application Status Update',
          body: statusNotificationBody(ApplicationStatus.REJECT, row.title, row.company),
          applicationId,
        },
        m,
      );
      delivery = () => this.notifications.deliver(notification, row.email);
    });
    await delivery?.();
  }
}
