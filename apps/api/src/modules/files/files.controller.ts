import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { NotFoundError } from '../../common/errors';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { User } from '../users/user.entity';
import { FilesService } from './files.service';
import { StoredFile } from './stored-file.entity';

/** Writes a stored file with its type, a safe Content-Disposition, nosniff and the given caching. */
export function sendFile(res: Response, file: StoredFile & { data: Buffer }, cache: string): void {
  const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_');
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.data.length));
  res.setHeader(
    'Content-Disposition',
    `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', cache);
  res.setHeader('ETag', `"${file.sha256}"`);
  res.end(file.data);
}

@Controller('api/v1')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  /** A resume or cover letter: for its owner, recruiters it applied to, and administrators. */
  @Auth()
  @Get('files/:id')
  async document(@Param('id') id: string, @CurrentUser() user: User, @Res() res: Response): Promise<void> {
    sendFile(res, await this.files.readDocument(id, user), 'private, no-store');
  }

  /** A company's logo image, or 404 when it has none. */
  @Public()
  @Get('company/logo/:id')
  async logo(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.files.readLogo(id);
    if (!file) throw new NotFoundError('This company has no logo');
    sendFile(res, file, 'public, max-age=86400');
  }
}
