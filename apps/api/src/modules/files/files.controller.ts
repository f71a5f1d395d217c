import { FileKind } from '@hireloop/schema';
import { Controller, Get, Param, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { NotFoundError } from '../../common/errors';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { User } from '../users/user.entity';
import { servedName } from './file-names';
import { FilesService } from './files.service';
import { StoredFile } from './stored-file.entity';

/** Images shown in pages; every other kind is a download. */
const INLINE_KINDS: readonly FileKind[] = [
  FileKind.COMPANY_LOGO,
  FileKind.PROFILE_IMAGE,
  FileKind.PLATFORM_LOGO,
];

/** How long a presigned S3 URL for a document stays valid (5 minutes). */
export const PRESIGNED_URL_SECONDS = 300;

/** Whether an If-None-Match header names this ETag (or `*`); weak and strong forms compare alike. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/**
 * Answers with a stored file, after the caller checked who may read it. Its ETag is the sha256 of its
 * bytes, and a request that names it (If-None-Match) gets 304 without them. Type, nosniff and the given
 * caching go with it (none for a request that carries credentials, like every answer to one). Documents
 * (resumes, cover letters) are downloads (`attachment`), never rendered in the site's origin: kept in S3
 * they are a 302 to a URL valid 5 minutes that serves that one object with the same name and type;
 * images (logos, photos) are shown inline and always streamed through the API, so their caching holds.
 * The name is sent in both forms of RFC 6266 (an ASCII fallback and the UTF-8 `filename*`).
 */
export async function sendFile(
  res: Response,
  files: FilesService,
  file: StoredFile,
  cache: string,
): Promise<void> {
  const inline = INLINE_KINDS.includes(file.kind);
  const name = servedName(file.originalName, file.mimeType, file.kind);
  const disposition = contentDisposition(name, { type: inline ? 'inline' : 'attachment' });
  const etag = `"${file.sha256}"`;
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', res.req.headers.authorization ? 'no-store' : cache);
  if (matchesEtag(res.req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const storage = files.storages.of(file.storage);
  if (!inline && storage.presignedUrl) {
    const url = await storage.presignedUrl(file.id, {
      contentDisposition: disposition,
      contentType: file.mimeType,
      expiresInSeconds: PRESIGNED_URL_SECONDS,
    });
    res.redirect(302, url);
    return;
  }
  const body = await files.open(file);
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.sizeBytes));
  res.setHeader('Content-Disposition', disposition);
  try {
    await pipeline(body, res);
  } catch (error) {
    // Once the bytes began, a failure (or the client leaving) can only cut the answer short.
    if (!res.headersSent) throw error;
  }
}

@Controller('api/v1')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Scope('applications:read')
  /** A resume or cover letter: for its owner, recruiters it applied to, and administrators. */
  @Auth()
  @Get('files/:id')
  async document(@Param('id') id: string, @CurrentUser() user: User, @Res() res: Response): Promise<void> {
    await sendFile(res, this.files, await this.files.readDocument(id, user), 'private, no-store');
  }

  /**
   * A company's logo image, or 404 when it has none. The address stays when the logo changes, so caches
   * ask again each time (a 304 while the ETag holds); the sized copies under /images have an address per logo.
   */
  @Public()
  @Get('company/logo/:id')
  async logo(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.files.readLogo(id);
    if (!file) throw new NotFoundError('This company has no logo');
    await sendFile(res, this.files, file, 'public, no-cache');
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
    await sendFile(res, this.files, file, 'private, max-age=86400');
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
    await sendFile(res, this.files, file, 'public, max-age=31536000, immutable');
  }
}
