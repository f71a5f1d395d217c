import { APPLICANT_NOTE_MESSAGES, APPLICANT_NOTES_MAX, ErrorCode } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { queryRows } from '../../common/sql';
import { User } from '../users/user.entity';
import { ApplicantNoteModel, ApplicantRatingModel } from './applicant-note.model';
import {
  deleteNote,
  deleteRating,
  insertNote,
  lockNote,
  noteById,
  noteCount,
  ratingsOf,
  toNoteModel,
  toRatingModel,
  updateNote,
  upsertRating,
} from './applicant-notes.queries';
import { RecruiterApplicantsService } from './recruiter-applicants.service';

/**
 * Private notes and the shared rating of applicants. Only the recruiter who owns the job and
 * administrators reach them (the same rule as the applicant's documents); any other caller is told the
 * application does not exist. Several notes per application, each changed or deleted only by its author;
 * one rating per application, which anyone on the owning side sets or clears.
 */
@Injectable()
export class ApplicantNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applicants: RecruiterApplicantsService,
  ) {}

  async add(user: User, applicationId: string, body: string): Promise<ApplicantNoteModel> {
    const id = await this.dataSource.transaction(async (m) => {
      // Locked: two notes added at once both count against the limit.
      const app = await this.applicants.owned(user, applicationId, m, true);
      if ((await noteCount(m, app.id)) >= APPLICANT_NOTES_MAX) {
        throw new AppError(ErrorCode.CONFLICT, APPLICANT_NOTE_MESSAGES.tooManyNotes);
      }
      return insertNote(m, app.id, user.id, body.trim());
    });
    return toNoteModel((await noteById(this.dataSource, id))!, user.id);
  }

  async update(user: User, noteId: string, body: string): Promise<ApplicantNoteModel> {
    await this.dataSource.transaction(async (m) => {
      await this.ownNote(user, noteId, m);
      await updateNote(m, noteId, body.trim());
    });
    return toNoteModel((await noteById(this.dataSource, noteId))!, user.id);
  }

  async remove(user: User, noteId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.ownNote(user, noteId, m);
      await deleteNote(m, noteId);
    });
  }

  /** Sets (or, with null, clears) the application's rating; answers the rating now held. */
  async rate(user: User, applicationId: string, value: number | null): Promise<ApplicantRatingModel | null> {
    await this.dataSource.transaction(async (m) => {
      const app = await this.applicants.owned(user, applicationId, m);
      if (value === null) await deleteRating(m, app.id);
      else await upsertRating(m, app.id, value, user.id);
    });
    const [row] = await ratingsOf(this.dataSource, [applicationId]);
    return row ? toRatingModel(row) : null;
  }

  /**
   * A note on an application I may see, which I wrote; held until the transaction ends. Someone else's
   * note on my applicant is refused as such; a note I may not see does not exist.
   */
  private async ownNote(user: User, noteId: string, m: DataSource['manager']): Promise<void> {
    const note = isUuid(noteId) ? await lockNote(m, noteId) : undefined;
    if (!note) throw new NotFoundError(APPLICANT_NOTE_MESSAGES.noteNotFound);
    try {
      await this.applicants.owned(user, note.applicationId, m);
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(APPLICANT_NOTE_MESSAGES.noteNotFound);
      throw error;
    }
    if (note.authorId !== user.id) throw new AppError(ErrorCode.FORBIDDEN, APPLICANT_NOTE_MESSAGES.notAuthor);
  }

  /**
   * The notes and ratings a recruiter wrote, for their data export: their text and dates, the applicant
   * shown only as the application's id (who applied belongs to the seeker's own export).
   */
  async exportForAuthor(authorId: string) {
    const notes = await queryRows<{ applicationId: string; body: string; createdAt: Date; updatedAt: Date }>(
      this.dataSource,
      `SELECT application_id AS "applicationId", body, created_at AS "createdAt", updated_at AS "updatedAt"
       FROM applicant_notes WHERE author_id = $1 ORDER BY created_at, id`,
      [authorId],
    );
    const ratings = await queryRows<{ applicationId: string; rating: number; ratedAt: Date }>(
      this.dataSource,
      `SELECT application_id AS "applicationId", rating, rated_at AS "ratedAt"
       FROM applicant_ratings WHERE rated_by_id = $1 ORDER BY rated_at, application_id`,
      [authorId],
    );
    return {
      notes: notes.map((n) => ({
        applicationId: n.applicationId,
        body: n.body,
        createdAt: n.createdAt.toISOString(),
        updatedAt: n.updatedAt.toISOString(),
      })),
      ratings: ratings.map((r) => ({
        applicationId: r.applicationId,
        rating: r.rating,
        ratedAt: r.ratedAt.toISOString(),
      })),
    };
  }
}
