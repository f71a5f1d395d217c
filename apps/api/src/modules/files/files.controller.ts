import { FileKind } from '@hireloop/schema';
import { Controller, Get, Param, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Response } from 'express';
import { fromBuffer } from 'file-type';
import { NotFoundError } from '../../common/errors';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { User } from '../users/user.entity';
import { FilesService } from './files.service';
import { StoredFile } from './stored-file.entity';

/**
 * The name a stored file is served under: the uploaded name without its own extension, plus the
 * extension of the type its bytes were detected as (a "cv.html" that is a PDF downloads as "cv.pdf").
 */
export function servedName(originalName: string, ext: string | undefined, kind: FileKind): string {
  const dot = originalName.lastIndexOf('.');
  const base = (dot > 0 ? originalName.slice(0, dot) : originalName).trim() || kind;
  return ext ? `${base}.${ext}` : base;
}

/** Images shown in pages; every other kind is a download. */
const INLINE_KINDS: readonly FileKind[] = [
  FileKind.COMPANY_LOGO,
  FileKind.PROFILE_IMAGE,
  FileKind.PLATFORM_LOGO,
];

/**
 * Writes a stored file with its type, nosniff and the given caching (none for a request that carries
 * credentials, like every answer to one). Documents (resumes, cover letters)
 * are downloads (`attachment`), never rendered in the site's origin; logos are shown inline. The name is
 * sent in both forms of RFC 6266 (an ASCII fallback and the UTF-8 `filename*`).
 */
export async function sendFile(
  res: Response,
  file: StoredFile & { data: Buffer },
  cache: string,
): Promise<void> {
  const detected = await fromBuffer(file.data);
  const name = servedName(file.originalName, detected?.ext, file.kind);
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.data.length));
  res.setHeader(
    'Content-Disposition',
    contentDisposition(name, { type: INLINE_KINDS.includes(file.kind) ? 'inline' : 'attachment' }),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', res.req.headers.authorization ? 'no-store' : cache);
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
    await sendFile(res, await this.files.readDocument(id, user), 'private, no-store');
  }

  /** A company's logo image, or 404 when it has none. */
  @Public()
  @Get('company/logo/:id')
  async logo(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.files.readLogo(id);
    if (!file) throw new NotFoundError('This company has no logo');
    await sendFile(res, file, 'public, max-age=86400');
  }

  /**
   * A seeker's profile photo, or 404. A new photo gets a new id; a browser that was shown one may keep it
   * for a day (not longer: a removed photo should leave the browsers that saw it).
   */
  @Public()
  @Get('photos/:id')
  async photo(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.files.readPhoto(id);
    if (!file) throw new NotFoundError('Photo not found');
    await sendFile(res, file, 'private, max-age=86400');
  }

  /**
   * The platform logo, or 404. Public: it stands in the nav bar, mails and link previews. A new logo gets a
   * new id, so any cache may keep a copy for good.
   */
  @Public()
  @Get('platform/logo/:id')
  async platformLogo(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.files.readPlatformLogo(id);
    if (!file) throw new NotFoundError('Logo not found');
    await sendFile(res, file, 'public, max-age=31536000, immutable');
  }
}
