import {
  FileKind,
  MESSAGES,
  PLATFORM_LOGO_MAX_BYTES,
  SETTINGS_MESSAGES,
  validateEmail,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BadInputError } from '../../common/errors';
import { FilesService, IncomingFile } from '../files/files.service';
import { PlatformSettings } from './platform-settings.entity';
import { queryRow } from '../../common/sql';

export type SettingsPatch = Partial<
  Pick<
    PlatformSettings,
    | 'platformName'
    | 'contactEmail'
    | 'supportPhone'
    | 'sessionTimeoutMinutes'
    | 'loginAttemptLimit'
    | 'twoFactorRequired'
    | 'notifyNewUsers'
    | 'notifyNewJobs'
    | 'notifyApplications'
  >
>;

/** The spec's options: session timeout 30 minutes, 1 hour, 2 hours or never; login attempts 3, 5 or 10. */
export const SESSION_TIMEOUT_OPTIONS = [30, 60, 120, null] as const;
export const LOGIN_ATTEMPT_OPTIONS = [3, 5, 10] as const;

/**
 * How long `cached()` may answer without reading the table. An update on this process clears the copy at
 * once; another API process sees it within this time.
 */
export const SETTINGS_CACHE_MS = 5_000;

@Injectable()
export class SettingsService {
  private copy?: { settings: Promise<PlatformSettings>; until: number };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesService,
  ) {}

  /** With `manager`, read in that transaction (on the embedded database it holds the one connection). */
  async get(manager?: EntityManager): Promise<PlatformSettings> {
    const repo = (manager ?? this.dataSource.manager).getRepository(PlatformSettings);
    return (await repo.findOneBy({ id: 1 })) ?? repo.create({ id: 1 });
  }

  /**
   * The settings as read at most SETTINGS_CACHE_MS ago: for checks that run on every request (the
   * session timeout), so that they add no query per request.
   */
  cached(manager?: EntityManager): Promise<PlatformSettings> {
    const now = performance.now();
    if (!this.copy || this.copy.until <= now) {
      const settings = this.get(manager);
      this.copy = { settings, until: now + SETTINGS_CACHE_MS };
      // A failed read is not kept.
      settings.catch(() => {
        if (this.copy?.settings === settings) this.copy = undefined;
      });
    }
    return this.copy.settings;
  }

  async update(patch: SettingsPatch, actorId: string): Promise<PlatformSettings> {
    if (patch.platformName !== undefined && !patch.platformName.trim())
      throw new BadInputError(SETTINGS_MESSAGES.platformNameRequired);
    if (patch.contactEmail !== undefined) {
      const problem = validateEmail(patch.contactEmail);
      if (problem)
        throw new BadInputError(problem === MESSAGES.emailTooLong ? problem : MESSAGES.adminEmailInvalid);
    }
    if (
      patch.sessionTimeoutMinutes !== undefined &&
      !(SESSION_TIMEOUT_OPTIONS as readonly (number | null)[]).includes(patch.sessionTimeoutMinutes)
    ) {
      throw new BadInputError('Session timeout must be 30 minutes, 1 hour, 2 hours or never');
    }
    if (
      patch.loginAttemptLimit !== undefined &&
      !(LOGIN_ATTEMPT_OPTIONS as readonly number[]).includes(patch.loginAttemptLimit)
    ) {
      throw new BadInputError('Login attempt limit must be 3, 5 or 10');
    }
    const repo = this.dataSource.getRepository(PlatformSettings);
    const trimmed = Object.fromEntries(
      Object.entries(patch)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    );
    await repo.upsert({ id: 1, ...trimmed, updatedById: actorId, updatedAt: new Date() }, ['id']);
    this.copy = undefined;
    return this.get();
  }

  /**
   * Sets the platform logo: PNG, JPEG or WebP by its bytes, at most 1 MB, stored as the picture written
   * again. The previous logo is deleted with the change; a refused file changes nothing.
   */
  async setLogo(file: IncomingFile, actorId: string): Promise<PlatformSettings> {
    const image = await this.files.checkedImage(actorId, file, {
      kind: FileKind.PLATFORM_LOGO,
      maxBytes: PLATFORM_LOGO_MAX_BYTES,
      tooLarge: SETTINGS_MESSAGES.logoTooLarge,
      notImage: SETTINGS_MESSAGES.logoNotImage,
    });
    await this.dataSource.transaction(async (m) => {
      const stored = await this.files.save(null, FileKind.PLATFORM_LOGO, image.file, image.mimeType, m);
      await this.replaceLogo(m, stored.id, actorId);
    });
    this.copy = undefined;
    return this.get();
  }

  /** Removes the platform logo: the platform name stands alone again. */
  async removeLogo(actorId: string): Promise<PlatformSettings> {
    await this.dataSource.transaction((m) => this.replaceLogo(m, null, actorId));
    this.copy = undefined;
    return this.get();
  }

  /**
   * Points the settings at `fileId` and deletes the logo it replaces; the settings row is locked first, so
   * that of two changes at the same moment the second sees (and deletes) the first one's logo.
   */
  private async replaceLogo(m: EntityManager, fileId: string | null, actorId: string): Promise<void> {
    const repo = m.getRepository(PlatformSettings);
    const locked = await queryRow<{ logo_file_id: string | null }>(
      m,
      `SELECT logo_file_id FROM platform_settings WHERE id = 1 FOR UPDATE`,
    );
    const old = locked?.logo_file_id ?? null;
    await repo.upsert({ id: 1, logoFileId: fileId, updatedById: actorId, updatedAt: new Date() }, ['id']);
    if (old && old !== fileId) await this.files.remove(old, m);
  }
}
