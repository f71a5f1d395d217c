import {
  ErrorCode,
  PDF_MAX_BYTES,
  RESUME_PARSING_MESSAGES,
  ResumeProposalKind,
  ResumeProposalStatus,
  ResumeReadingStatus,
} from '@hireloop/schema';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { queryRow, queryRows } from '../../common/sql';
import { FilesService } from '../files/files.service';
import { CollegeInput, ExperienceInput, SchoolInput } from '../profiles/dto/profile.types';
import { ProfilesService, RESUME_PARSE_QUEUE, ResumeParseJob } from '../profiles/profiles.service';
import { QueueService } from '../queue/queue.service';
import type { User } from '../users/user.entity';
import { FoundItem, findInResume } from './resume-extract';
import { ResumeProposal, ResumeReading } from './resume-proposal.types';
import { readPdfText } from './resume-text';

/** A resume with fewer letters and digits than this has no text to read (a scan, a picture). */
const MIN_TEXT_CHARS = 20;

/** A proposal's stored payload, by kind. */
type Payload =
  { skill: string } | { experience: ExperienceInput } | { college: CollegeInput } | { school: SchoolInput };

interface ProposalRow {
  id: string;
  kind: ResumeProposalKind;
  payload: Payload;
  status: ResumeProposalStatus;
  source_file_id: string;
}

function payloadOf(item: FoundItem): Payload {
  switch (item.kind) {
    case 'skill':
      return { skill: item.skill };
    case 'experience':
      return { experience: item.experience };
    case 'education':
      return item.college ? { college: item.college } : { school: item.school! };
  }
}

function toProposal(row: ProposalRow): ResumeProposal {
  const p = row.payload;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    skill: 'skill' in p ? p.skill : null,
    experience: 'experience' in p ? p.experience : null,
    college: 'college' in p ? p.college : null,
    school: 'school' in p ? p.school : null,
  };
}

/** A stream's bytes, or null past `max` bytes (the stream is then closed). */
async function readAtMost(stream: Readable, max: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    parts.push(buffer);
  }
  return Buffer.concat(parts, size);
}

/**
 * Reads a profile's new resume in the background and keeps what it proposes: dictionary skills the
 * profile lacks, positions and education entries (resume-extract.ts). Only the profile's current resume
 * counts: a job for a replaced file does nothing, and a profile's proposals and reading go with their
 * file (deleted with it). The seeker accepts a proposal (written through the profiles module, checked as
 * the profile form is) or dismisses it; either happens once.
 */
@Injectable()
export class ResumeParsingService {
  private readonly logger = new Logger('ResumeParsing');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
    private readonly files: FilesService,
    private readonly queue: QueueService,
  ) {
    queue.define<ResumeParseJob>({
      name: RESUME_PARSE_QUEUE,
      run: (job) => this.parse(job),
      retryLimit: 3,
      // A reading is given up well before this (resume-text.ts); a lost run is tried again.
      expireInSeconds: 5 * 60,
    });
  }

  /** Reads one resume file of a profile, once; a file no longer the profile's resume is skipped. */
  async parse({ profileId, fileId }: ResumeParseJob): Promise<void> {
    const profile = await this.profiles.resumeOfProfile(profileId);
    if (!profile || profile.resumeFileId !== fileId) return;
    const read = await queryRow<{ status: string }>(
      this.dataSource.manager,
      `SELECT status FROM resume_parses WHERE profile_id = $1 AND file_id = $2 AND status <> 'pending'`,
      [profileId, fileId],
    );
    if (read) return;
    const file = (await this.files.metaByIds([fileId])).get(fileId);
    if (!file) return;
    const bytes = await readAtMost(await this.files.open(file), PDF_MAX_BYTES);
    const result = bytes
      ? await readPdfText(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      : ({ ok: false, reason: 'larger than an upload may be' } as const);
    let status: ResumeReadingStatus;
    let items: FoundItem[] = [];
    let pages = 0;
    if (!result.ok) {
      this.logger.warn(`resume ${fileId} of profile ${profileId} not read: ${result.reason}`);
      status = ResumeReadingStatus.FAILED;
    } else if (result.text.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_TEXT_CHARS) {
      status = ResumeReadingStatus.NO_TEXT;
      pages = result.pages;
    } else {
      status = ResumeReadingStatus.DONE;
      pages = result.pages;
      items = findInResume(result.text, profile.skills);
    }
    try {
      await this.dataSource.transaction(async (m) => {
        // The reading's row first: a second run of the same file waits here for this one, then replaces it.
        await m.query(
          `INSERT INTO resume_parses (profile_id, file_id, status, pages, parsed_at) VALUES ($1, $2, $3, $4, now())
           ON CONFLICT (profile_id) DO UPDATE
             SET file_id = EXCLUDED.file_id, status = EXCLUDED.status, pages = EXCLUDED.pages, parsed_at = now()`,
          [profileId, fileId, status, pages],
        );
        await m.query(`DELETE FROM resume_proposals WHERE profile_id = $1`, [profileId]);
        if (!items.length) return;
        await m.query(
          `INSERT INTO resume_proposals (profile_id, source_file_id, kind, payload, sort_order)
           SELECT $1, $2, kind, payload, ord - 1
           FROM unnest($3::text[], $4::jsonb[]) WITH ORDINALITY AS t(kind, payload, ord)`,
          [profileId, fileId, items.map((i) => i.kind), items.map((i) => JSON.stringify(payloadOf(i)))],
        );
      });
    } catch (error) {
      // The file was replaced (and deleted) while it was read: the newer resume's job reads that one.
      if ((error as { code?: string }).code === '23503') return;
      throw error;
    }
  }

  /** What was read from the seeker's current resume. */
  async reading(user: User): Promise<ResumeReading> {
    const profile = await this.profiles.resumeOfUser(user.id);
    if (!profile?.resumeFileId) return { status: ResumeReadingStatus.NONE, resumeId: null, proposals: [] };
    const read = await queryRow<{ status: ResumeReadingStatus }>(
      this.dataSource.manager,
      `SELECT status FROM resume_parses WHERE profile_id = $1 AND file_id = $2`,
      [profile.profileId, profile.resumeFileId],
    );
    if (!read) await this.queueUnread(profile.profileId, profile.resumeFileId);
    if (!read || read.status === ResumeReadingStatus.PENDING)
      return { status: ResumeReadingStatus.PENDING, resumeId: profile.resumeFileId, proposals: [] };
    const rows = await queryRows<ProposalRow>(
      this.dataSource.manager,
      `SELECT id, kind, payload, status, source_file_id FROM resume_proposals
        WHERE profile_id = $1 AND source_file_id = $2 ORDER BY sort_order`,
      [profile.profileId, profile.resumeFileId],
    );
    return { status: read.status, resumeId: profile.resumeFileId, proposals: rows.map(toProposal) };
  }

  /**
   * A resume no job was queued for (one set before resumes were read, the demo data's): marked pending and
   * queued once, in one transaction; the mark keeps later asks from queueing it again.
   */
  private async queueUnread(profileId: string, fileId: string): Promise<void> {
    await this.queue.ready();
    try {
      await this.dataSource.transaction(async (m) => {
        const marked = await queryRows<{ profile_id: string }>(
          m,
          `INSERT INTO resume_parses (profile_id, file_id, status) VALUES ($1, $2, 'pending')
           ON CONFLICT (profile_id) DO UPDATE SET file_id = EXCLUDED.file_id, status = 'pending', pages = 0,
             parsed_at = now()
           WHERE resume_parses.file_id <> EXCLUDED.file_id
           RETURNING profile_id`,
          [profileId, fileId],
        );
        if (marked.length)
          await this.queue.send<ResumeParseJob>(RESUME_PARSE_QUEUE, { profileId, fileId }, { manager: m });
      });
    } catch (error) {
      // The resume changed meanwhile (its file deleted): the new one's own job reads it.
      if ((error as { code?: string }).code === '23503') return;
      throw error;
    }
    this.queue.wake(RESUME_PARSE_QUEUE);
  }

  /** Adds a pending proposal to the seeker's profile (checked as the profile form checks it). */
  async accept(user: User, id: string): Promise<ResumeReading> {
    await this.dataSource.transaction(async (m) => {
      const { profileId, row } = await this.pending(user, [id], m).then(({ profileId, rows }) => ({
        profileId,
        row: rows[0],
      }));
      const p = row.payload;
      if ('skill' in p) await this.profiles.addSkills(profileId, [p.skill], m);
      else if ('experience' in p) await this.profiles.addExperience(profileId, p.experience, m);
      else if ('college' in p) await this.profiles.addCollege(profileId, p.college, m);
      else await this.profiles.setSchool(profileId, p.school, m);
      await this.decide(m, [row.id], ResumeProposalStatus.ACCEPTED);
    });
    return this.reading(user);
  }

  /** Adds every pending skill proposal at once (all or none, within the profile's skill limit). */
  async acceptAllSkills(user: User): Promise<ResumeReading> {
    await this.dataSource.transaction(async (m) => {
      const profile = await this.profiles.lockResumeOf(user.id, m);
      if (!profile?.resumeFileId) return;
      const rows = await queryRows<ProposalRow>(
        m,
        `SELECT id, kind, payload, status, source_file_id FROM resume_proposals
          WHERE profile_id = $1 AND source_file_id = $2 AND kind = 'skill' AND status = 'pending'
          ORDER BY sort_order FOR UPDATE`,
        [profile.profileId, profile.resumeFileId],
      );
      if (!rows.length) return;
      const skills = rows.flatMap((r) => ('skill' in r.payload ? [r.payload.skill] : []));
      await this.profiles.addSkills(profile.profileId, skills, m);
      await this.decide(
        m,
        rows.map((r) => r.id),
        ResumeProposalStatus.ACCEPTED,
      );
    });
    return this.reading(user);
  }

  /** Dismisses a pending proposal: the profile does not change. */
  async dismiss(user: User, id: string): Promise<ResumeReading> {
    await this.dataSource.transaction(async (m) => {
      const { rows } = await this.pending(user, [id], m);
      await this.decide(m, [rows[0].id], ResumeProposalStatus.DISMISSED);
    });
    return this.reading(user);
  }

  /**
   * The seeker's pending proposals with these ids, locked with the profile: another seeker's, or an
   * unknown id, is not found; one already decided, or from a replaced resume, is refused.
   */
  private async pending(
    user: User,
    ids: string[],
    m: EntityManager,
  ): Promise<{ profileId: string; rows: ProposalRow[] }> {
    const notFound = () => new NotFoundError(RESUME_PARSING_MESSAGES.notFound);
    if (!ids.every(isUuid)) throw notFound();
    const profile = await this.profiles.lockResumeOf(user.id, m);
    if (!profile) throw notFound();
    const rows = await queryRows<ProposalRow>(
      m,
      `SELECT id, kind, payload, status, source_file_id FROM resume_proposals
        WHERE id = ANY($1::uuid[]) AND profile_id = $2 FOR UPDATE`,
      [ids, profile.profileId],
    );
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows) {
      if (row.source_file_id !== profile.resumeFileId)
        throw new AppError(ErrorCode.CONFLICT, RESUME_PARSING_MESSAGES.superseded);
      if (row.status !== ResumeProposalStatus.PENDING)
        throw new AppError(ErrorCode.CONFLICT, RESUME_PARSING_MESSAGES.alreadyDecided);
    }
    return { profileId: profile.profileId, rows };
  }

  private async decide(m: EntityManager, ids: string[], status: ResumeProposalStatus): Promise<void> {
    await m.query(`UPDATE resume_proposals SET status = $2, updated_at = now() WHERE id = ANY($1::uuid[])`, [
      ids,
      status,
    ]);
  }
}
