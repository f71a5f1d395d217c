import { FileKind } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../common/paging';
import { FilesService } from './files.service';
import { IMAGE_MAX_PIXELS, imageLimiter } from './images';
import { StoredFile } from './stored-file.entity';

/** Edge lengths, in pixels, of the square WebP copies made of every company logo. */
export const LOGO_VARIANT_SIZES = [64, 128, 256] as const;
export type LogoVariantSize = (typeof LOGO_VARIANT_SIZES)[number];

/** Where logo copies are served: the path, the logo's file id, then `{size}.webp`. */
export const IMAGES_PATH = '/api/v1/images/';

/**
 * The address of one copy of a logo. It names the logo's file id, which a new logo never reuses, so the
 * bytes behind an address never change and any cache may keep them for good.
 */
export function logoVariantUrl(logoFileId: string, size: LogoVariantSize): string {
  return `${IMAGES_PATH}${logoFileId}/${size}.webp`;
}

export function isLogoVariantSize(size: number): size is LogoVariantSize {
  return (LOGO_VARIANT_SIZES as readonly number[]).includes(size);
}

/**
 * A logo as a `size` × `size` WebP: the whole picture scaled to fit (up or down) and centred, the
 * rest of the square transparent, so every copy has exactly the size a page reserves for it. Null when
 * the bytes do not decode as an image.
 */
export async function logoVariantBytes(logo: Buffer, size: LogoVariantSize): Promise<Buffer | null> {
  try {
    return await imageLimiter.run(() =>
      sharp(logo, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .webp({ quality: 85 })
        .toBuffer(),
    );
  } catch {
    return null;
  }
}

/** The smaller copies of company logos: made when a logo is stored, removed with it (the foreign key). */
@Injectable()
export class LogoVariantsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesService,
  ) {}

  /** Makes every copy of a company logo just stored (its cleaned bytes), in the caller's transaction. */
  async create(logo: StoredFile, bytes: Buffer, manager: EntityManager): Promise<void> {
    for (const size of LOGO_VARIANT_SIZES) await this.store(logo, bytes, size, manager);
  }

  /**
   * One copy of a company logo; null when there is no such logo. A logo stored before
   * copies were made gets the copy now (two requests at once keep one: the index is unique).
   */
  async read(logoFileId: string, size: LogoVariantSize): Promise<StoredFile | null> {
    if (!isUuid(logoFileId)) return null;
    const found = await this.variant(logoFileId, size);
    if (found) return found;
    const logo = await this.logo(logoFileId, this.dataSource.manager);
    if (!logo) return null;
    // The logo's bytes are read before the transaction: on the embedded database it holds the only connection.
    const logoBytes = await this.files.bytesOf(logo);
    try {
      await this.dataSource.transaction((m) => this.store(logo, logoBytes, size, m));
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
    }
    return this.variant(logoFileId, size);
  }

  private async store(
    logo: StoredFile,
    logoBytes: Buffer,
    size: LogoVariantSize,
    manager: EntityManager,
  ): Promise<void> {
    const bytes = await logoVariantBytes(logoBytes, size);
    if (!bytes) return;
    const dot = logo.originalName.lastIndexOf('.');
    const base = dot > 0 ? logo.originalName.slice(0, dot) : logo.originalName;
    const saved = await this.files.save(
      logo.ownerId,
      FileKind.COMPANY_LOGO,
      { originalName: `${base}-${size}.webp`, buffer: bytes },
      'image/webp',
      manager,
    );
    await manager.query(`UPDATE files SET variant_of = $1, variant_size = $2 WHERE id = $3`, [
      logo.id,
      size,
      saved.id,
    ]);
  }

  /** A company logo as uploaded (cleaned), never one of its copies. */
  private async logo(id: string, manager: EntityManager): Promise<StoredFile | null> {
    const file = await manager
      .getRepository(StoredFile)
      .createQueryBuilder('f')
      .where('f.id = :id AND f.kind = :kind AND f.complete AND "f"."variant_of" IS NULL', {
        id,
        kind: FileKind.COMPANY_LOGO,
      })
      .getOne();
    return (file as StoredFile | null) ?? null;
  }

  private async variant(logoFileId: string, size: LogoVariantSize): Promise<StoredFile | null> {
    const file = await this.dataSource
      .getRepository(StoredFile)
      .createQueryBuilder('f')
      .where('"f"."variant_of" = :logoFileId AND "f"."variant_size" = :size', { logoFileId, size })
      .getOne();
    return (file as StoredFile | null) ?? null;
  }
}
