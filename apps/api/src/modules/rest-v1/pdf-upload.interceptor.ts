import { PDF_MAX_BYTES, SEEKER_MESSAGES } from '@hireloop/schema';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { AppError, BadInputError, ErrorCode } from '../../common/errors';

const upload = multer({
  storage: multer.memoryStorage(),
  // Multer stops reading a file at the limit instead of buffering the whole body.
  limits: { fileSize: PDF_MAX_BYTES, files: 2, fields: 40, fieldSize: 200 * 1024 },
}).fields([
  { name: 'resumeFile', maxCount: 1 },
  { name: 'coverLetterFile', maxCount: 1 },
]);

/** Reads the legacy profile form (multipart) with the spec's messages for too-large files. */
@Injectable()
export class PdfUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError) {
          return reject(
            error.code === 'LIMIT_FILE_SIZE'
              ? new AppError(ErrorCode.PAYLOAD_TOO_LARGE, SEEKER_MESSAGES.pdfTooLarge)
              : new BadInputError(`Upload refused: ${error.message}`),
          );
        }
        reject(error);
      }),
    );
    return next.handle();
  }
}
