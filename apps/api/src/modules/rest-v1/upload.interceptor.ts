import {
  ErrorCode,
  FileKind,
  LOGO_MAX_BYTES,
  PDF_MAX_BYTES,
  RECRUITER_MESSAGES,
  SEEKER_MESSAGES,
} from '@hireloop/schema';
import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { AppError, BadInputError } from '../../common/errors';
import { MULTIPART_MALFORMED } from '../../http/multipart-limit';
import type { RequestWithUser } from '../auth/current-user.decorator';
import { FilesService } from '../files/files.service';

/** File names in multipart headers are UTF-8 (as browsers send them), not busboy's default latin1. */
const UPLOAD_NAME_CHARSET = 'utf8';

/** What the streaming storage adds to a multer file: the id of its (still incomplete) files row. */
export interface ReceivedUpload {
  fileId: string;
  size: number;
}

/**
 * A multer storage engine that streams each document from the request to the file storage as it arrives
 * (FilesService.receivePdf: counted, typed by its first bytes, size-checked while it streams). Multer
 * calls `_removeFile` for what it stored when the request fails part-way.
 */
class StreamingPdfStorage implements multer.StorageEngine {
  constructor(
    private readonly files: FilesService,
    private readonly kinds: Record<string, FileKind>,
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    cb: (error?: unknown, info?: Partial<Express.Multer.File> & ReceivedUpload) => void,
  ): void {
    const user = (req as RequestWithUser).user;
    const kind = this.kinds[file.fieldname];
    if (!user || !kind) {
      file.stream.resume();
      return cb(new BadInputError(`Upload refused: unexpected file field ${file.fieldname}`));
    }
    this.files
      .receivePdf(user.id, kind, { originalName: file.originalname, stream: file.stream })
      .then((stored) => cb(null, { fileId: stored.id, size: stored.sizeBytes }), cb);
  }

  _removeFile(
    _req: Request,
    file: Express.Multer.File & Partial<ReceivedUpload>,
    cb: (error: Error | null) => void,
  ): void {
    this.files.discard([file.fileId]).then(() => cb(null), cb);
  }
}

/** The files a request's multer stored, by field. */
function receivedIds(req: Request): string[] {
  const files = req.files as Record<string, (Express.Multer.File & Partial<ReceivedUpload>)[]> | undefined;
  return Object.values(files ?? {})
    .flat()
    .map((f) => f.fileId)
    .filter((id): id is string => !!id);
}

/**
 * Reads a legacy multipart form with multer. Multer stops reading a file at the size limit instead of
 * reading the whole body; the refusal carries the spec's message. Files the handler does not complete
 * (it failed) are removed.
 */
function uploadInterceptor(
  handler: (files: FilesService) => RequestHandler,
  tooLarge: string,
  fileFields: readonly string[],
): Type<NestInterceptor> {
  @Injectable()
  class UploadInterceptor implements NestInterceptor {
    private readonly handler: RequestHandler;

    constructor(private readonly files: FilesService) {
      this.handler = handler(files);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      await new Promise<void>((resolve, reject) =>
        this.handler(req, http.getResponse<Response>(), (error: unknown) => {
          if (!error) return resolve();
          if (error instanceof AppError) return reject(error);
          if (error instanceof multer.MulterError) {
            return reject(
              error.code === 'LIMIT_FILE_SIZE'
                ? new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge)
                : new BadInputError(`Upload refused: ${error.message}`),
            );
          }
          // busboy: a cut or malformed multipart body ("Unexpected end of form", "Malformed part header").
          reject(
            new BadInputError(
              `${MULTIPART_MALFORMED} (${error instanceof Error ? error.message : 'unreadable'})`,
            ),
          );
        }),
      );
      // A file field that arrived as text (its part's header named no readable file name, e.g. one broken
      // by a line break) would otherwise be dropped while the change reports success.
      const body = (req.body ?? {}) as Record<string, unknown>;
      const notFile = fileFields.find((field) => typeof body[field] === 'string' && body[field] !== '');
      if (notFile) {
        await this.files.discard(receivedIds(req));
        throw new BadInputError(`${notFile} must be sent as a file, with a file name in its part's header`);
      }
      return next
        .handle()
        .pipe(
          catchError((error: unknown) =>
            from(this.files.discard(receivedIds(req))).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
    }
  }
  return mixin(UploadInterceptor);
}

/** The profile form: `resumeFile` and `coverLetterFile`, each a PDF of at most 10 MB, streamed to storage. */
export const PdfUploadInterceptor = uploadInterceptor(
  (files) =>
    multer({
      storage: new StreamingPdfStorage(files, {
        resumeFile: FileKind.RESUME,
        coverLetterFile: FileKind.COVER_LETTER,
      }),
      defParamCharset: UPLOAD_NAME_CHARSET,
      limits: { fileSize: PDF_MAX_BYTES, files: 2, fields: 40, fieldSize: 200 * 1024 },
    }).fields([
      { name: 'resumeFile', maxCount: 1 },
      { name: 'coverLetterFile', maxCount: 1 },
    ]),
  SEEKER_MESSAGES.pdfTooLarge,
  ['resumeFile', 'coverLetterFile'],
);

/** The company form: an optional `company_logo_img` of at most 5 MB, read into memory (it is re-encoded). */
export const ImageUploadInterceptor = uploadInterceptor(
  () =>
    multer({
      storage: multer.memoryStorage(),
      defParamCharset: UPLOAD_NAME_CHARSET,
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 30, fieldSize: 100 * 1024 },
    }).single('company_logo_img'),
  RECRUITER_MESSAGES.logoTooLarge,
  ['company_logo_img'],
);
