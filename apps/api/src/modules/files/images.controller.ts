import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { NotFoundError } from '../../common/errors';
import { Public } from '../auth/public.decorator';
import { isLogoVariantSize, LogoVariantsService } from './logo-variants';

export const IMAGE_NOT_FOUND = 'Image not found';

/** Whether an If-None-Match header names the entity tag (or any: `*`), weak or strong. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Images whose address names their content: served once, kept by any cache for good. */
@Controller('api/v1/images')
export class ImagesController {
  constructor(private readonly variants: LogoVariantsService) {}

  /**
   * One square WebP copy of a company logo (`{size}.webp`, 64, 128 or 256 px), public. A new logo has a
   * new file id and so new addresses; the copies of a removed logo answer 404.
   */
  @Public()
  @Get(':logoFileId/:name')
  async logoVariant(
    @Param('logoFileId') logoFileId: string,
    @Param('name') name: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const size = Number(/^(\d{2,3})\.webp$/.exec(name)?.[1]);
    const file = isLogoVariantSize(size) ? await this.variants.read(logoFileId, size) : null;
    if (!file) throw new NotFoundError(IMAGE_NOT_FOUND);
    const etag = `"${file.sha256}"`;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(file.data.length));
    res.end(file.data);
  }
}
