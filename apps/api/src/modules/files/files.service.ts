import { RateLimitService } from '../abuse/rate-limit.service';
import { createHash } from 'node:crypto';
import {
  ErrorCode,
  FileKind,
  IMAGE_TYPES,
  LOGO_MAX_BYTES,
  PDF_MAX_BYTES,
  RECRUITER_MESSAGES,
  Role,
  SEEKER_MESSAGES,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fromBuffer } from 'file-type';
import { EntityManager, Repository } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import type { User } from '../users/user.entity';
import { appliedToRecruiter } from '../applications/applicant-access';
import { reencodeImage } from './images';
import { StoredFile } from './stored-file.entity';

export const FILE_NOT_FOUND = 'File not found';

/** Where a document (resume, cover letter) is served to those who may read it. */
export function documentUrl(fileId: string): string {
  return `/api/v1/files/${fileId}`;
}

/** An applicant's document as the recruiter opens it through the application. */
export type DocumentKind = 'resume' | 'cover-letter';

/** Where the recruiter of an application opens its applicant's resume or cover letter. */
export function applicationDocumentUrl(applicationId: string, kind: DocumentKind): string {
  return `/api/v1/applications/${applicationId}/${kind}`;
}

/** Where a profile photo is served: the path plus the photo's file id. */
export const PHOTO_PATH = '/api/v1/photos/';

export function photoUrl(fileId: string | null | undefined): string | null {
  return fileId ? `${PHOTO_PATH}${fileId}` : null;
}

/** Where the platform logo is served: the path plus the logo's file id (a new logo gets a new address). */
export const PLATFORM_LOGO_PATH = '/api/v1/platform/logo/';

export function platformLogoUrl(fileId: string | null | undefined): string | null {
  return fileId ? `${PLATFORM_LOGO_PATH}${fileId}` : null;
}

/** What an image of one kind must be, and the messages when it is not. */
export interface ImageRule {
  kind: FileKind;
  maxBytes: number;
  tooLarge: string;
  notImage: string;
  manager?: EntityManager;
}

export interface IncomingFile {
  originalName: string;
  buffer: Buffer;
}

/** Keeps uploaded documents in PostgreSQL, checking their type by their bytes, never by their name. */
@Injectable()
export class FilesService {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly limits: RateLimitService,
  ) {}

  /** A resume or cover letter: a PDF by its bytes, at most 10 MB. */
  async storePdf(
    ownerId: string,
    kind: FileKind,
    file: IncomingFile,
    manager?: EntityManager,
  ): Promise<StoredFile> {
    await this.limits.consume('upload:user', ownerId);
    if (file.buffer.length > PDF_MAX_BYTES)
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, SEEKER_MESSAGES.pdfTooLarge);
    const type = await fromBuffer(file.buffer);
    if (type?.mime !== 'application/pdf')
      throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, SEEKER_MESSAGES.pdfOnly);
    return this.save(ownerId, kind, file, type.mime, manager);
  }

  /** A company logo: PNG, JPEG or WebP by its bytes, at most 5 MB. */
  storeImage(ownerId: string, file: IncomingFile, manager?: EntityManager): Promise<StoredFile> {
    return this.storeImageOf(ownerId, file, {
      kind: FileKind.COMPANY_LOGO,
      maxBytes: LOGO_MAX_BYTES,
      tooLarge: RECRUITER_MESSAGES.logoTooLarge,
      notImage: RECRUITER_MESSAGES.logoNotImage,
      manager,
    });
  }

  /** An image of the given kind, checked and cleaned by `checkedImage`, stored. */
  async storeImageOf(ownerId: string, file: IncomingFile, rule: ImageRule): Promise<StoredFile> {
    const image = await this.checkedImage(ownerId, file, rule);
    return this.save(ownerId, rule.kind, image.file, image.mimeType, rule.manager);
  }

  /**
   * An upload that may become an image of `rule.kind`: counted against the user's uploads, at most
   * `maxBytes`, PNG, JPEG or WebP by its bytes and decoding in full as that image; what is kept is the
   * picture written again (reencodeImage), never the bytes as sent. Touches no table, so it runs before
   * the transaction that stores the image.
   */
  async checkedImage(
    ownerId: string,
    file: IncomingFile,
    rule: Omit<ImageRule, 'manager'>,
  ): Promise<{ file: IncomingFile; mimeType: string }> {
    await this.limits.consume('upload:user', ownerId);
    if (file.buffer.length > rule.maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, rule.tooLarge);
    const type = await fromBuffer(file.buffer);
    const clean =
      type && IMAGE_TYPES.includes(type.mime) ? await reencodeImage(file.buffer, type.mime) : null;
    if (!type || !clean) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, rule.notImage);
    return { file: { ...file, buffer: clean }, mimeType: type.mime };
  }

  async save(
    ownerId: string | null,
    kind: FileKind,
    file: IncomingFile,
    mimeType: string,
    manager?: EntityManager,
  ): Promise<StoredFile> {
    const repo = manager ? manager.getRepository(StoredFile) : this.files;
    const name = (file.originalName || `${kind}.pdf`).replace(/[\r\n"\\/]+/g, '_').slice(0, 200);
    const saved = await repo.save(
      repo.create({
        ownerId,
        kind,
        originalName: name,
        mimeType,
        sizeBytes: file.buffer.length,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        data: file.buffer,
      }),
    );
    delete (saved as Partial<StoredFile>).data;
    return saved;
  }

  /** Removes every file a user owns (in the caller's transaction). */
  async removeAllOf(ownerId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM files WHERE owner_id = $1`, [ownerId]);
  }

  async remove(id: string | null, manager?: EntityManager): Promise<void> {
    if (!id) return;
    await (manager ? manager.getRepository(StoredFile) : this.files).delete(id);
  }

  /** Metadata of several files in one statement. */
  async metaByIds(ids: string[]): Promise<Map<string, StoredFile>> {
    if (!ids.length) return new Map();
    const rows = await this.files
      .createQueryBuilder('f')
      .where('f.id IN (:...ids)', { ids: [...new Set(ids)] })
      .getMany();
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * A document with its bytes, for a reader allowed to see it: its owner, an administrator, or a
   * recruiter owning a job its owner applied to. Anyone else gets not-found, never the data.
   */
  async readDocument(id: string, reader: User): Promise<StoredFile & { data: Buffer }> {
    if (!isUuid(id)) throw new NotFoundError(FILE_NOT_FOUND);
    const file = await this.files
      .createQueryBuilder('f')
      .addSelect('f.data')
      .where('f.id = :id', { id })
      .getOne();
    if (!file || !(await this.mayRead(file, reader))) throw new NotFoundError(FILE_NOT_FOUND);
    return file as StoredFile & { data: Buffer };
  }

  /** Company logos are public. */
  async readLogo(companyId: string): Promise<(StoredFile & { data: Buffer }) | null> {
    if (!isUuid(companyId)) return null;
    const file = await this.files
      .createQueryBuilder('f')
      .addSelect('f.data')
      .innerJoin('companies', 'c', 'c.logo_file_id = f.id')
      .where('c.id = :companyId', { companyId })
      .getOne();
    return (file as (StoredFile & { data: Buffer }) | null) ?? null;
  }

  /**
   * A seeker's profile photo by its file id. The id is a random UUID that only those allowed to see the
   * seeker's profile are given (the seeker, administrators, recruiters the seeker applied to), so an image
   * tag can show it without credentials.
   */
  async readPhoto(fileId: string): Promise<(StoredFile & { data: Buffer }) | null> {
    if (!isUuid(fileId)) return null;
    const file = await this.files
      .createQueryBuilder('f')
      .addSelect('f.data')
      .where('f.id = :fileId AND f.kind = :kind', { fileId, kind: FileKind.PROFILE_IMAGE })
      .getOne();
    return (file as (StoredFile & { data: Buffer }) | null) ?? null;
  }

  /** The platform logo by its file id: public, like company logos. */
  async readPlatformLogo(fileId: string): Promise<(StoredFile & { data: Buffer }) | null> {
    if (!isUuid(fileId)) return null;
    const file = await this.files
      .createQueryBuilder('f')
      .addSelect('f.data')
      .where('f.id = :fileId AND f.kind = :kind', { fileId, kind: FileKind.PLATFORM_LOGO })
      .getOne();
    return (file as (StoredFile & { data: Buffer }) | null) ?? null;
  }

  private async mayRead(file: StoredFile, reader: User): Promise<boolean> {
    if (file.kind === FileKind.COMPANY_LOGO || file.kind === FileKind.PLATFORM_LOGO) return true;
    if (reader.role === Role.ADMIN || file.ownerId === reader.id) return true;
    if (reader.role !== Role.RECRUITER || !file.ownerId) return false;
    return appliedToRecruiter(this.files.manager, file.ownerId, reader.id);
  }
}
