import { RateLimitService } from '../abuse/rate-limit.service';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
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
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fromBuffer } from 'file-type';
import { EntityManager, Repository } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { queryRows } from '../../common/sql';
import type { User } from '../users/user.entity';
import { appliedToRecruiter } from '../applications/applicant-access';
import { reencodeImage } from './images';
import { FileStorages } from './storage/file-storages';
import { storedName } from './file-names';
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

/** A file the server has whole in memory (an image, a generated PDF). */
export interface IncomingFile {
  originalName: string;
  buffer: Buffer;
}

/** An upload as it arrives: its name and its bytes as a stream, never whole in memory. */
export interface IncomingStream {
  originalName: string;
  stream: AsyncIterable<Buffer>;
}

/** What a streamed upload of one kind must be, and the messages when it is not. */
export interface StreamRule {
  kind: FileKind;
  maxBytes: number;
  tooLarge: string;
  /** The types its first bytes may show (file-type's detection). */
  types: readonly string[];
  wrongType: string;
}

/** A resume or cover letter: a PDF by its bytes, at most 10 MB. */
export function pdfRule(kind: FileKind): StreamRule {
  return {
    kind,
    maxBytes: PDF_MAX_BYTES,
    tooLarge: SEEKER_MESSAGES.pdfTooLarge,
    types: ['application/pdf'],
    wrongType: SEEKER_MESSAGES.pdfOnly,
  };
}

/** Incomplete files (an upload never used, a crash mid-way) are removed once this old (one hour). */
export const INCOMPLETE_FILE_KEPT_MS = 60 * 60_000;

/** An upload's type is detected from this many first bytes (what file-type reads). */
const TYPE_HEAD_BYTES = 4100;

/**
 * Reads `stream` until `count` bytes (or its end): the head the type is detected from, and the stream's
 * iterator to go on with.
 */
async function readHead(
  stream: AsyncIterable<Buffer>,
  count: number,
): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const rest = stream[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let size = 0;
  while (size < count) {
    const next = await rest.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    parts.push(chunk);
    size += chunk.length;
  }
  return { head: Buffer.concat(parts, size), rest };
}

/**
 * Keeps uploaded documents and images, checking their type by their bytes, never by their name. The
 * bytes go to the configured storage (FileStorages); each `files` row names the storage that has them.
 */
@Injectable()
export class FilesService {
  private readonly logger = new Logger('Files');

  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly limits: RateLimitService,
    readonly storages: FileStorages,
  ) {}

  /** A resume or cover letter the server has in memory (the generated resume): a PDF by its bytes, at most 10 MB. */
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

  /**
   * Receives an uploaded resume or cover letter as it streams in (receive, with the PDF rule). The file is
   * not complete until `complete` runs in the transaction that uses it.
   */
  receivePdf(ownerId: string, kind: FileKind, upload: IncomingStream): Promise<StoredFile> {
    return this.receive(ownerId, upload, pdfRule(kind));
  }

  /**
   * Streams an upload to the storage: counted against the user's uploads before any byte is kept, its type
   * detected from its first bytes (refused before anything is stored), its size checked while it streams
   * (refused at the first byte over, with what was written removed), its sha256 computed on the way. The
   * row stays incomplete (invisible to every reader) until `complete` runs with the change that uses it;
   * `discard` removes it when that change fails, and the housekeeping when the process dies first.
   */
  async receive(ownerId: string, upload: IncomingStream, rule: StreamRule): Promise<StoredFile> {
    await this.limits.consume('upload:user', ownerId);
    const { head, rest } = await readHead(upload.stream, TYPE_HEAD_BYTES);
    // Every way out closes the upload's stream, read to its end or not.
    const close = async () => {
      await rest.return?.().catch(() => undefined);
    };
    if (head.length > rule.maxBytes) {
      await close();
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, rule.tooLarge);
    }
    const type = await fromBuffer(head);
    if (!type || !rule.types.includes(type.mime)) {
      await close();
      throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, rule.wrongType);
    }
    const storage = this.storages.write;
    const id = randomUUID();
    await this.files.insert({
      id,
      ownerId,
      kind: rule.kind,
      originalName: storedName(upload.originalName, type.mime, rule.kind),
      mimeType: type.mime,
      sizeBytes: 0,
      sha256: '',
      storage: storage.driver,
      complete: false,
    });
    const hash = createHash('sha256');
    let size = 0;
    async function* checked(): AsyncIterable<Buffer> {
      try {
        let chunk: Buffer | undefined = head;
        while (chunk) {
          size += chunk.length;
          if (size > rule.maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, rule.tooLarge);
          hash.update(chunk);
          yield chunk;
          const next = await rest.next();
          chunk = next.done ? undefined : Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        }
      } finally {
        await close();
      }
    }
    try {
      await storage.put(id, checked(), { contentType: type.mime });
      await this.files.update(id, { sizeBytes: size, sha256: hash.digest('hex') });
    } catch (error) {
      await this.discard([id]);
      throw error;
    }
    return this.files.findOneByOrFail({ id });
  }

  /**
   * Stores a file the server makes as a stream (a data export's zip), never whole in memory: its size
   * checked while it streams (past `maxBytes` the write fails and what was written is removed), its
   * sha256 computed on the way. The row is complete once every byte is written; until then no reader sees
   * it, and the housekeeping removes it when the process dies first.
   */
  async storeStream(
    ownerId: string,
    kind: FileKind,
    file: { originalName: string; mimeType: string; stream: AsyncIterable<Buffer>; maxBytes: number },
  ): Promise<StoredFile> {
    const storage = this.storages.write;
    const id = randomUUID();
    await this.files.insert({
      id,
      ownerId,
      kind,
      originalName: storedName(file.originalName, file.mimeType, kind),
      mimeType: file.mimeType,
      sizeBytes: 0,
      sha256: '',
      storage: storage.driver,
      complete: false,
    });
    const hash = createHash('sha256');
    let size = 0;
    async function* counted(): AsyncIterable<Buffer> {
      for await (const part of file.stream) {
        const chunk = Buffer.isBuffer(part) ? part : Buffer.from(part);
        size += chunk.length;
        if (size > file.maxBytes) throw new Error(`the ${kind} file grew past ${file.maxBytes} bytes`);
        hash.update(chunk);
        yield chunk;
      }
    }
    try {
      await storage.put(id, counted(), { contentType: file.mimeType });
      await this.files.update(id, { sizeBytes: size, sha256: hash.digest('hex'), complete: true });
    } catch (error) {
      await this.discard([id]);
      throw error;
    }
    return this.files.findOneByOrFail({ id });
  }

  /**
   * Makes received files complete, in the transaction of the change that uses them: readers see them
   * from its commit on. Fails when one of them is gone (discarded, or removed by the housekeeping).
   */
  async complete(ids: string[], manager: EntityManager): Promise<void> {
    if (!ids.length) return;
    const result = (await manager.query(
      `UPDATE files SET complete = true WHERE id = ANY($1::uuid[]) AND NOT complete RETURNING id`,
      [ids],
    )) as [unknown[], number];
    if (result[1] !== ids.length) throw new Error('an uploaded file is no longer there: upload it again');
  }

  /** Removes received files that never completed, with their bytes (a refused or failed change). */
  async discard(ids: (string | null | undefined)[]): Promise<void> {
    for (const id of ids) {
      if (!id) continue;
      try {
        const rows = (await this.files.query(
          `DELETE FROM files WHERE id = $1 AND NOT complete RETURNING storage`,
          [id],
        )) as [{ storage: StoredFile['storage'] }[], number];
        const storage = rows[0][0]?.storage;
        if (storage === 's3') await this.storages.of('s3').delete(id);
      } catch (error) {
        // The housekeeping removes it later.
        this.logger.warn(`could not remove the incomplete file ${id}: ${String(error)}`);
      }
    }
  }

  /**
   * A company logo: PNG, JPEG or WebP by its bytes, at most 5 MB, cleaned (`checkedImage`) and stored; with
   * the cleaned bytes, for the smaller copies made from them in the same transaction.
   */
  async storeImage(
    ownerId: string,
    file: IncomingFile,
    manager?: EntityManager,
  ): Promise<{ stored: StoredFile; bytes: Buffer }> {
    const rule = {
      kind: FileKind.COMPANY_LOGO,
      maxBytes: LOGO_MAX_BYTES,
      tooLarge: RECRUITER_MESSAGES.logoTooLarge,
      notImage: RECRUITER_MESSAGES.logoNotImage,
    };
    const image = await this.checkedImage(ownerId, file, rule);
    const stored = await this.save(ownerId, rule.kind, image.file, image.mimeType, manager);
    return { stored, bytes: image.file.buffer };
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

  /**
   * Stores a file the server has whole in memory, complete at once (in `manager`'s transaction when given).
   * In the database storage the row and its chunks are written together; in S3 the object is written
   * first, so a row never names missing bytes (an object whose transaction rolls back is removed by the
   * housekeeping).
   */
  async save(
    ownerId: string | null,
    kind: FileKind,
    file: IncomingFile,
    mimeType: string,
    manager?: EntityManager,
  ): Promise<StoredFile> {
    const storage = this.storages.write;
    const id = randomUUID();
    const row = {
      id,
      ownerId,
      kind,
      originalName: storedName(file.originalName, mimeType, kind),
      mimeType,
      sizeBytes: file.buffer.length,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
      storage: storage.driver,
      complete: true,
    };
    const db = manager ?? this.files.manager;
    if (storage.driver === 'db') {
      const write = async (m: EntityManager) => {
        await m.insert(StoredFile, row);
        await storage.put(id, file.buffer, { contentType: mimeType, manager: m });
      };
      await (manager ? write(manager) : this.files.manager.transaction(write));
    } else {
      await storage.put(id, file.buffer, { contentType: mimeType });
      try {
        await db.insert(StoredFile, row);
      } catch (error) {
        await storage.delete(id).catch(() => undefined);
        throw error;
      }
    }
    return db.findOneByOrFail(StoredFile, { id });
  }

  /** The bytes of a stored file, streamed from the storage its row names. */
  open(file: StoredFile): Promise<Readable> {
    return this.storages.of(file.storage).get(file.id);
  }

  /** The bytes of a small stored file in memory (the platform logo for a mail). */
  async bytesOf(file: StoredFile): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const chunk of await this.open(file)) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }

  /**
   * Erases every file a user owns, bytes in the database included (in the caller's transaction); answers
   * the ids of those kept in S3, whose objects `dropObjects` deletes once the transaction committed (the
   * housekeeping's sweep deletes any it misses).
   */
  async eraseAllOf(ownerId: string, manager: EntityManager): Promise<string[]> {
    const rows = await queryRows<{ id: string; storage: StoredFile['storage'] }>(
      manager,
      `DELETE FROM files WHERE owner_id = $1 RETURNING id, storage`,
      [ownerId],
    );
    return rows.filter((r) => r.storage === 's3').map((r) => r.id);
  }

  /** Deletes S3 objects whose rows are gone; one that fails is left to the housekeeping's sweep. */
  async dropObjects(ids: string[]): Promise<void> {
    if (!ids.length || !this.storages.has('s3')) return;
    const s3 = this.storages.of('s3');
    for (const id of ids) {
      await s3.delete(id).catch((error: unknown) => {
        this.logger.warn(
          `S3 object ${id} left for the sweep: ${error instanceof Error ? error.message : error}`,
        );
      });
    }
  }

  /** Removes every file a user owns (in the caller's transaction). */
  async removeAllOf(ownerId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM files WHERE owner_id = $1`, [ownerId]);
  }

  /**
   * Removes a file. Its bytes in the database go with the row; an S3 object goes at once when there is no
   * transaction, else (the transaction may still roll back) with the housekeeping's next sweep.
   */
  async remove(id: string | null, manager?: EntityManager): Promise<void> {
    if (!id) return;
    if (manager) {
      await manager.getRepository(StoredFile).delete(id);
      return;
    }
    const rows = (await this.files.query(`DELETE FROM files WHERE id = $1 RETURNING storage`, [id])) as [
      { storage: StoredFile['storage'] }[],
      number,
    ];
    if (rows[0][0]?.storage === 's3') await this.storages.of('s3').delete(id);
  }

  /** Metadata of several complete files in one statement. */
  async metaByIds(ids: string[]): Promise<Map<string, StoredFile>> {
    if (!ids.length) return new Map();
    const rows = await this.files
      .createQueryBuilder('f')
      .where('f.id IN (:...ids) AND f.complete', { ids: [...new Set(ids)] })
      .getMany();
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * A document, for a reader allowed to see it: its owner, an administrator, or a recruiter owning a job
   * its owner applied to. Anyone else gets not-found, never the data.
   */
  async readDocument(id: string, reader: User): Promise<StoredFile> {
    if (!isUuid(id)) throw new NotFoundError(FILE_NOT_FOUND);
    const file = await this.files.findOneBy({ id, complete: true });
    // A data export is served only through its own route, to its owner, while it has not expired.
    if (!file || file.kind === FileKind.DATA_EXPORT || !(await this.mayRead(file, reader))) {
      throw new NotFoundError(FILE_NOT_FOUND);
    }
    return file;
  }

  /** Company logos are public. */
  async readLogo(companyId: string): Promise<StoredFile | null> {
    if (!isUuid(companyId)) return null;
    return this.files
      .createQueryBuilder('f')
      .innerJoin('companies', 'c', 'c.logo_file_id = f.id')
      .where('c.id = :companyId AND f.complete', { companyId })
      .getOne();
  }

  /**
   * A seeker's profile photo by its file id. The id is a random UUID that only those allowed to see the
   * seeker's profile are given (the seeker, administrators, recruiters the seeker applied to), so an image
   * tag can show it without credentials.
   */
  readPhoto(fileId: string): Promise<StoredFile | null> {
    if (!isUuid(fileId)) return Promise.resolve(null);
    return this.files.findOneBy({ id: fileId, kind: FileKind.PROFILE_IMAGE, complete: true });
  }

  /** The platform logo by its file id: public, like company logos. */
  readPlatformLogo(fileId: string): Promise<StoredFile | null> {
    if (!isUuid(fileId)) return Promise.resolve(null);
    return this.files.findOneBy({ id: fileId, kind: FileKind.PLATFORM_LOGO, complete: true });
  }

  /**
   * Removes what uploads left behind: rows never completed (with their bytes) created before `before`,
   * and S3 objects last written before `before` that no row in S3 names (a rolled-back change, a removed
   * file, a move between storages cut short). Returns how many of each went.
   */
  async purgeLeftovers(before: Date): Promise<{ rows: number; objects: number }> {
    let rows = 0;
    for (;;) {
      const batch = (await this.files.query(
        `SELECT id, storage FROM files WHERE NOT complete AND created_at < $1 ORDER BY created_at LIMIT 100`,
        [before],
      )) as { id: string; storage: StoredFile['storage'] }[];
      if (!batch.length) break;
      await this.discard(batch.map((r) => r.id));
      rows += batch.length;
      if (batch.length < 100) break;
    }
    let objects = 0;
    const s3 = this.storages.has('s3') ? this.storages.of('s3') : null;
    if (s3?.listOlderThan) {
      for await (const ids of s3.listOlderThan(before)) {
        const kept = (await this.files.query(
          `SELECT id FROM files WHERE id = ANY($1::uuid[]) AND storage = 's3'`,
          [ids],
        )) as { id: string }[];
        const keep = new Set(kept.map((r) => r.id));
        for (const id of ids.filter((i) => !keep.has(i))) {
          await s3.delete(id);
          objects++;
        }
      }
    }
    return { rows, objects };
  }

  private async mayRead(file: StoredFile, reader: User): Promise<boolean> {
    if (file.kind === FileKind.COMPANY_LOGO || file.kind === FileKind.PLATFORM_LOGO) return true;
    if (reader.role === Role.ADMIN || file.ownerId === reader.id) return true;
    if (reader.role !== Role.RECRUITER || !file.ownerId) return false;
    return appliedToRecruiter(this.files.manager, file.ownerId, reader.id);
  }
}
