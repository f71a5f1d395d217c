import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { NotFoundError } from '../../common/errors';
import { Public } from '../auth/public.decorator';
import { sendFile } from './files.controller';
import { FilesService } from './files.service';
import { isLogoVariantSize, LogoVariantsService } from './logo-variants';

export const IMAGE_NOT_FOUND = 'Image not found';

/** Images whose address names their content: served once, kept by any cache for good. */
@Controller('api/v1/images')
export class ImagesController {
  constructor(
    private readonly variants: LogoVariantsService,
    private readonly files: FilesService,
  ) {}

  /**
   * One square WebP copy of a company logo (`{size}.webp`, 64, 128 or 256 px), public. A new logo has a
   * new file id and so new addresses; the copies of a removed logo answer 404.
   */
  @Public()
  @Get(':logoFileId/:name')
  async logoVariant(
    @Param('logoFileId') logoFileId: string,
    @Param('name') name: string,
    @Res() res: Response,
  ): Promise<void> {
    const size = Number(/^(\d{2,3})\.webp$/.exec(name)?.[1]);
    const file = isLogoVariantSize(size) ? await this.variants.read(logoFileId, size) : null;
    if (!file) throw new NotFoundError(IMAGE_NOT_FOUND);
    await sendFile(res, this.files, file, 'public, max-age=31536000, immutable');
  }
}
