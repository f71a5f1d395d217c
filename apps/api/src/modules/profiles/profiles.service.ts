import {
  FileKind,
  PHOTO_MAX_BYTES,
  PROFILE_MAX_COLLEGES,
  PROFILE_MAX_EXPERIENCES,
  PROFILE_MAX_SKILLS,
  PROFILE_SKILL_MAX_LENGTH,
  RESUME_PARSING_MESSAGES,
  SEEKER_MESSAGES,
  splitSkills,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BadInputError } from '../../common/errors';
import { documentUrl, FilesService, IncomingFile, photoUrl } from '../files/files.service';
import { StoredFile } from '../files/stored-file.entity';
import { User } from '../users/user.entity';
import { validated } from '../../common/validated';
import { QueueService } from '../queue/queue.service';
import {
  CollegeInput,
  ExperienceInput,
  ProfileDocument,
  ProfileInput,
  SchoolInput,
  SeekerProfile,
} from './dto/profile.types';
import { Profile, ProfileCollege, ProfileExperience } from './profile.entity';
import { queryRow, queryRows } from '../../common/sql';
import { IsArray, IsString, MaxLength } from 'class-validator';
import { RateLimitService } from '../abuse/rate-limit.service';
import { resumeContent, resumeFileName } from './resume/resume-content';
import { ResumeRenderer } from './resume/resume-renderer';

/**
 * New documents for the profile: files received from the upload (FilesService.receivePdf), not yet
 * complete. The change that uses them completes them; a refused change removes them.
 */
export interface ProfileUploads {
  resume?: Pick<StoredFile, 'id'> | null;
  coverLetter?: Pick<StoredFile, 'id'> | null;
}

/** The files a profile names (null where it has none). */
export interface ProfileFileIds {
  resume: string | null;
  coverLetter: string | null;
  photo: string | null;
}

/** The profile form's check of each skill, for skills added one by one. */
class ProfileSkillsCheck {
  @IsArray()
  @IsString({ each: true })
  @MaxLength(PROFILE_SKILL_MAX_LENGTH, { each: true })
  skills!: string[];
}

/** The queue that reads a profile's new resume (resume-parsing module), one job per resume file. */
export const RESUME_PARSE_QUEUE = 'resume.parse';

export interface ResumeParseJob {
  profileId: string;
  fileId: string;
}

/** What reading a profile's resume needs: the current resume file and the skills already listed. */
export interface ProfileResume {
  profileId: string;
  resumeFileId: string | null;
  skills: string[];
}

function toDocument(file: StoredFile | undefined): ProfileDocument | null {
  if (!file) return null;
  return {
    id: file.id,
    name: file.originalName,
    sizeBytes: file.sizeBytes,
    url: documentUrl(file.id),
    uploadedAt: file.createdAt,
  };
}

/** Enough to apply: at least one of bio, skills, resume or work experience. */
export function isComplete(p: Pick<SeekerProfile, 'bio' | 'skills' | 'resume' | 'experiences'>): boolean {
  return (
    !!p.bio.trim() || p.skills.length > 0 || !!p.resume || p.experiences.some((e) => e.company || e.jobTitle)
  );
}

@Injectable()
export class ProfilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesService,
    private readonly limits: RateLimitService,
    private readonly resumes: ResumeRenderer,
    private readonly queue: QueueService,
  ) {}

  /**
   * Erases the seeker's profile with its work experience and colleges (in the caller's transaction). The
   * files it points at are the files module's to erase.
   */
  async eraseOf(userId: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(Profile).delete({ userId });
  }

  /** The seeker's profile (an empty one when none was saved yet). */
  async view(user: User): Promise<SeekerProfile> {
    const profile = await this.dataSource.getRepository(Profile).findOne({
      where: { userId: user.id },
      relations: { experiences: true, colleges: true },
      order: { experiences: { sortOrder: 'ASC' }, colleges: { sortOrder: 'ASC' } },
    });
    const docs = await this.files.metaByIds(
      [profile?.resumeFileId, profile?.coverLetterFileId].filter((id): id is string => !!id),
    );
    const view: SeekerProfile = {
      exists: !!profile,
      complete: false,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      email: user.email,
      contactNo: user.contactNo,
      bio: profile?.bio ?? '',
      skills: profile?.skills ?? [],
      photoUrl: photoUrl(profile?.profileImageFileId),
      resume: toDocument(profile?.resumeFileId ? docs.get(profile.resumeFileId) : undefined),
      coverLetter: toDocument(profile?.coverLetterFileId ? docs.get(profile.coverLetterFileId) : undefined),
      experiences: (profile?.experiences ?? []).map(({ company, jobTitle, duration, description }) => ({
        company,
        jobTitle,
        duration,
        description,
      })),
      school: {
        schoolName: profile?.schoolName ?? '',
        grade: profile?.schoolGrade ?? '',
        percentage: profile?.schoolPercentage ?? '',
        year: profile?.schoolYear ?? '',
      },
      colleges: (profile?.colleges ?? []).map(({ collegeName, degree, year, cgpa }) => ({
        collegeName,
        degree,
        year,
        cgpa,
      })),
      creditPoints: profile?.creditPoints ?? 0,
      updatedAt: profile?.updatedAt ?? null,
    };
    view.complete = view.exists && isComplete(view);
    return view;
  }

  /**
   * The seeker's profile for their data export: what the profile page shows (without addresses of the
   * API), and the ids of its files (resume, cover letter, photo), whose bytes the export adds.
   */
  async exportFor(user: User): Promise<{ profile: Record<string, unknown> | null; fileIds: ProfileFileIds }> {
    const profile = await this.dataSource.getRepository(Profile).findOneBy({ userId: user.id });
    if (!profile) return { profile: null, fileIds: { resume: null, coverLetter: null, photo: null } };
    const view = await this.view(user);
    return {
      profile: {
        bio: view.bio,
        skills: view.skills,
        experiences: view.experiences,
        school: view.school,
        colleges: view.colleges,
        creditPoints: view.creditPoints,
        resume: view.resume && { name: view.resume.name, sizeBytes: view.resume.sizeBytes },
        coverLetter: view.coverLetter && {
          name: view.coverLetter.name,
          sizeBytes: view.coverLetter.sizeBytes,
        },
        hasPhoto: !!profile.profileImageFileId,
        createdAt: profile.createdAt.toISOString(),
        updatedAt: profile.updatedAt.toISOString(),
      },
      fileIds: {
        resume: profile.resumeFileId,
        coverLetter: profile.coverLetterFileId,
        photo: profile.profileImageFileId,
      },
    };
  }

  /**
   * Sets the seeker's profile photo: PNG, JPEG or WebP by its bytes, at most 2 MB, stored as the picture
   * written again (no metadata) and served under a neutral name. The previous photo is deleted with the
   * change; a refused file changes nothing.
   */
  async setPhoto(user: User, file: IncomingFile): Promise<SeekerProfile> {
    const image = await this.files.checkedImage(
      user.id,
      { ...file, originalName: 'photo' },
      {
        kind: FileKind.PROFILE_IMAGE,
        maxBytes: PHOTO_MAX_BYTES,
        tooLarge: SEEKER_MESSAGES.photoTooLarge,
        notImage: SEEKER_MESSAGES.photoNotImage,
      },
    );
    await this.dataSource.transaction(async (m) => {
      const stored = await this.files.save(user.id, FileKind.PROFILE_IMAGE, image.file, image.mimeType, m);
      await this.replaceFile(m, user.id, 'profile_image_file_id', stored.id);
    });
    return this.view(user);
  }

  /** Removes the seeker's profile photo (nothing to do without one). */
  async removePhoto(user: User): Promise<SeekerProfile> {
    await this.dataSource.transaction((m) => this.replaceFile(m, user.id, 'profile_image_file_id', null));
    return this.view(user);
  }

  /**
   * The seeker's profile drawn as a resume: an A4 PDF of at most two pages (resume-pdf.ts), named
   * "{First-Last}-resume.pdf". Counted against the seeker's resume generations.
   */
  async generatedResume(user: User): Promise<{ pdf: Buffer; fileName: string }> {
    await this.limits.consume('resume-pdf:user', user.id);
    const content = resumeContent(await this.view(user));
    return { pdf: await this.resumes.render(content), fileName: resumeFileName(content.name) };
  }

  /**
   * Generates the resume and makes it the profile's resume, as an uploaded one would be: checked and
   * counted as an upload, the previous resume deleted with the change.
   */
  async attachGeneratedResume(user: User): Promise<SeekerProfile> {
    const { pdf, fileName } = await this.generatedResume(user);
    await this.queue.ready();
    await this.dataSource.transaction(async (m) => {
      const stored = await this.files.storePdf(
        user.id,
        FileKind.RESUME,
        { originalName: fileName, buffer: pdf },
        m,
      );
      const profileId = await this.replaceFile(m, user.id, 'resume_file_id', stored.id);
      if (profileId) await this.resumeChanged(m, profileId, stored.id);
    });
    this.queue.wake(RESUME_PARSE_QUEUE);
    return this.view(user);
  }

  /**
   * Points the profile's photo or resume at `fileId` and deletes the file it replaces. The profile row is
   * locked first, so that of two changes at the same moment the second sees (and deletes) the first one's
   * file.
   */
  private async replaceFile(
    m: EntityManager,
    userId: string,
    column: 'profile_image_file_id' | 'resume_file_id',
    fileId: string | null,
  ): Promise<string | null> {
    if (fileId) {
      await m.query(
        `INSERT INTO profiles (user_id, skills, credit_points) VALUES ($1, '{}', 0) ON CONFLICT (user_id) DO NOTHING`,
        [userId],
      );
    }
    const locked = await queryRows<{ id: string; old: string | null }>(
      m,
      `SELECT id, ${column} AS old FROM profiles WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    if (!locked.length) return null;
    await m.query(`UPDATE profiles SET ${column} = $2, updated_at = now() WHERE id = $1`, [
      locked[0].id,
      fileId,
    ]);
    const old = locked[0].old;
    if (old && old !== fileId) await this.files.remove(old, m);
    return locked[0].id;
  }

  /**
   * A profile's resume became `fileId`: its text is read in the background (the job is added in the
   * transaction that set the resume, so it exists exactly when the change does).
   */
  private async resumeChanged(m: EntityManager, profileId: string, fileId: string): Promise<void> {
    await this.queue.send<ResumeParseJob>(RESUME_PARSE_QUEUE, { profileId, fileId }, { manager: m });
  }

  /**
   * Saves every field in one transaction: names and contact on the account; bio, skills, school,
   * experiences and colleges (replaced as a whole) and the documents on the profile. Nothing changes when
   * any part is refused.
   */
  async update(user: User, input: ProfileInput, uploads: ProfileUploads = {}): Promise<SeekerProfile> {
    const received = [uploads.resume?.id, uploads.coverLetter?.id].filter((id): id is string => !!id);
    try {
      if (uploads.resume) await this.queue.ready();
      await this.save(user, input, uploads, received);
    } catch (error) {
      await this.files.discard(received);
      throw error;
    }
    if (uploads.resume) this.queue.wake(RESUME_PARSE_QUEUE);
    const fresh = await this.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    return this.view(fresh);
  }

  private async save(user: User, input: ProfileInput, uploads: ProfileUploads, received: string[]) {
    if (!input.firstName?.trim() || !input.lastName?.trim())
      throw new BadInputError(SEEKER_MESSAGES.profileNamesRequired);
    const blank = (o: object) => Object.values(o).every((v) => !String(v ?? '').trim());
    await this.dataSource.transaction(async (m) => {
      await this.files.complete(received, m);
      await m.getRepository(User).update(user.id, {
        firstName: input.firstName.trim(),
        middleName: input.middleName?.trim() || null,
        lastName: input.lastName.trim(),
        contactNo: input.contactNo?.trim() || null,
      });
      const profiles = m.getRepository(Profile);
      let profile = await profiles.findOneBy({ userId: user.id });
      if (!profile) profile = profiles.create({ userId: user.id, skills: [], creditPoints: 0 });
      const oldFiles: (string | null)[] = [];
      for (const [key, upload, remove] of [
        ['resumeFileId', uploads.resume, input.removeResume],
        ['coverLetterFileId', uploads.coverLetter, input.removeCoverLetter],
      ] as const) {
        if (upload) {
          oldFiles.push(profile[key]);
          profile[key] = upload.id;
        } else if (remove) {
          oldFiles.push(profile[key]);
          profile[key] = null;
        }
      }
      Object.assign(profile, {
        bio: input.bio.trim(),
        skills: splitSkills(input.skills),
        schoolName: input.school?.schoolName.trim() ?? null,
        schoolGrade: input.school?.grade.trim() ?? null,
        schoolPercentage: input.school?.percentage.trim() ?? null,
        schoolYear: input.school?.year.trim() ?? null,
      });
      profile = await profiles.save(profile);
      await m.getRepository(ProfileExperience).delete({ profileId: profile.id });
      await m.getRepository(ProfileCollege).delete({ profileId: profile.id });
      const experiences = input.experiences.filter((e) => !blank(e));
      const colleges = input.colleges.filter((c) => !blank(c));
      if (experiences.length) {
        await m
          .getRepository(ProfileExperience)
          .insert(experiences.map((e, i) => ({ ...trimAll(e), profileId: profile!.id, sortOrder: i })));
      }
      if (colleges.length) {
        await m
          .getRepository(ProfileCollege)
          .insert(colleges.map((c, i) => ({ ...trimAll(c), profileId: profile!.id, sortOrder: i })));
      }
      for (const id of oldFiles) await this.files.remove(id, m);
      if (uploads.resume) await this.resumeChanged(m, profile.id, uploads.resume.id);
    });
  }

  /** A profile's current resume and skills, for reading the resume; null when the profile is gone. */
  async resumeOfProfile(profileId: string): Promise<ProfileResume | null> {
    const row = await queryRow<{ id: string; resume_file_id: string | null; skills: string[] }>(
      this.dataSource.manager,
      `SELECT id, resume_file_id, skills FROM profiles WHERE id = $1`,
      [profileId],
    );
    return row ? { profileId: row.id, resumeFileId: row.resume_file_id, skills: row.skills } : null;
  }

  /** The seeker's profile and current resume; null before a profile was saved. */
  async resumeOfUser(userId: string): Promise<ProfileResume | null> {
    const row = await queryRow<{ id: string; resume_file_id: string | null; skills: string[] }>(
      this.dataSource.manager,
      `SELECT id, resume_file_id, skills FROM profiles WHERE user_id = $1`,
      [userId],
    );
    return row ? { profileId: row.id, resumeFileId: row.resume_file_id, skills: row.skills } : null;
  }

  /**
   * Locks the seeker's profile row in the caller's transaction and answers its id and current resume:
   * changes made from the resume's proposals are checked against the resume the profile has now.
   */
  async lockResumeOf(
    userId: string,
    m: EntityManager,
  ): Promise<{ profileId: string; resumeFileId: string | null } | null> {
    const row = await queryRow<{ id: string; resume_file_id: string | null }>(
      m,
      `SELECT id, resume_file_id FROM profiles WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return row ? { profileId: row.id, resumeFileId: row.resume_file_id } : null;
  }

  /**
   * Adds skills to the seeker's profile in the caller's transaction (after `lockResumeOf`), skipping those
   * it lists already (case-insensitively), with the profile form's limits. Answers the skills added.
   */
  async addSkills(profileId: string, skills: string[], m: EntityManager): Promise<string[]> {
    const [row] = await queryRows<{ skills: string[] }>(m, `SELECT skills FROM profiles WHERE id = $1`, [
      profileId,
    ]);
    const current = row?.skills ?? [];
    const merged = splitSkills([...current, ...skills]);
    const added = merged.slice(current.length);
    if (!added.length) return [];
    await validated(ProfileSkillsCheck, { skills: added });
    if (merged.length > PROFILE_MAX_SKILLS) throw new BadInputError(RESUME_PARSING_MESSAGES.tooManySkills);
    await m.query(`UPDATE profiles SET skills = $2, updated_at = now() WHERE id = $1`, [profileId, merged]);
    return added;
  }

  /** Adds a position after the profile's others, checked as the profile form checks it. */
  async addExperience(profileId: string, entry: ExperienceInput, m: EntityManager): Promise<void> {
    const checked = trimAll(await validated(ExperienceInput, { ...entry }));
    const repo = m.getRepository(ProfileExperience);
    const count = await repo.countBy({ profileId });
    if (count >= PROFILE_MAX_EXPERIENCES) throw new BadInputError(RESUME_PARSING_MESSAGES.tooManyExperiences);
    await repo.insert({ ...checked, profileId, sortOrder: count });
    await m.query(`UPDATE profiles SET updated_at = now() WHERE id = $1`, [profileId]);
  }

  /** Adds a college after the profile's others, checked as the profile form checks it. */
  async addCollege(profileId: string, entry: CollegeInput, m: EntityManager): Promise<void> {
    const checked = trimAll(await validated(CollegeInput, { ...entry }));
    const repo = m.getRepository(ProfileCollege);
    const count = await repo.countBy({ profileId });
    if (count >= PROFILE_MAX_COLLEGES) throw new BadInputError(RESUME_PARSING_MESSAGES.tooManyColleges);
    await repo.insert({ ...checked, profileId, sortOrder: count });
    await m.query(`UPDATE profiles SET updated_at = now() WHERE id = $1`, [profileId]);
  }

  /** Sets the profile's school (it has one), checked as the profile form checks it. */
  async setSchool(profileId: string, entry: SchoolInput, m: EntityManager): Promise<void> {
    const s = trimAll(await validated(SchoolInput, { ...entry }));
    await m.query(
      `UPDATE profiles SET school_name = $2, school_grade = $3, school_percentage = $4, school_year = $5,
              updated_at = now() WHERE id = $1`,
      [profileId, s.schoolName, s.grade, s.percentage, s.year],
    );
  }
}

function trimAll<T extends object>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as T;
}
