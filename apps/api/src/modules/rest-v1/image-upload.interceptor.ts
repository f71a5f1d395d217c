import { LOGO_MAX_BYTES, RECRUITER_MESSAGES } from '@hireloop/schema';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { AppError, BadInputError, ErrorCode } from '../../common/errors';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 30, fieldSize: 100 * 1024 },
}).single('company_logo_img');

/** Reads the legacy company form (multipart, optional `company_logo_img`) with the spec's messages. */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError) {
          return reject(
            error.code === 'LIMIT_FILE_SIZE'
              ? new AppError(ErrorCode.PAYLOAD_TOO_LARGE, RECRUITER_MESSAGES.logoTooLarge)
              : new BadInputError(`Upload refused: ${error.message}`),
          );
        }
        reject(error);
      }),
    );
    return next.handle();
  }
}
