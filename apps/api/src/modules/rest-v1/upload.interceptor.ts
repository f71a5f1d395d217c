import {
  ErrorCode,
  LOGO_MAX_BYTES,
  PDF_MAX_BYTES,
  RECRUITER_MESSAGES,
  SEEKER_MESSAGES,
} from '@hireloop/schema';
import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { AppError, BadInputError } from '../../common/errors';
import { MULTIPART_MALFORMED } from '../../http/multipart-limit';

/** File names in multipart headers are UTF-8 (as browsers send them), not busboy's default latin1. */
const UPLOAD_NAME_CHARSET = 'utf8';

/**
 * Reads a legacy multipart form with multer into memory. Multer stops reading a file at the size limit
 * instead of buffering the whole body; the refusal carries the spec's message.
 */
function uploadInterceptor(handler: RequestHandler, tooLarge: string): Type<NestInterceptor> {
  @Injectable()
  class UploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        handler(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
          if (!error) return resolve();
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
      return next.handle();
    }
  }
  return mixin(UploadInterceptor);
}

/** The profile form: `resumeFile` and `coverLetterFile`, each a PDF of at most 10 MB. */
export const PdfUploadInterceptor = uploadInterceptor(
  multer({
    storage: multer.memoryStorage(),
    defParamCharset: UPLOAD_NAME_CHARSET,
    limits: { fileSize: PDF_MAX_BYTES, files: 2, fields: 40, fieldSize: 200 * 1024 },
  }).fields([
    { name: 'resumeFile', maxCount: 1 },
    { name: 'coverLetterFile', maxCount: 1 },
  ]),
  SEEKER_MESSAGES.pdfTooLarge,
);

/** The company form: an optional `company_logo_img` of at most 5 MB. */
export const ImageUploadInterceptor = uploadInterceptor(
  multer({
    storage: multer.memoryStorage(),
    defParamCharset: UPLOAD_NAME_CHARSET,
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 30, fieldSize: 100 * 1024 },
  }).single('company_logo_img'),
  RECRUITER_MESSAGES.logoTooLarge,
);
