import type { DataSource } from 'typeorm';
import type { StorageConfig } from '../../../config/config';
import type { StorageDriver } from '../stored-file.entity';
import { DbFileStorage } from './db-storage';
import type { FileStorage } from './file-storage';
import { S3FileStorage } from './s3-storage';

/**
 * The storages files may be kept in: the database always, S3 when configured. New files go to `write`
 * (S3 when S3_BUCKET is set); a file is read from the storage its row names, so rows of both coexist while
 * `files:migrate` moves them.
 */
export class FileStorages {
  readonly write: FileStorage;
  private readonly all = new Map<StorageDriver, FileStorage>();

  constructor(dataSource: DataSource, config: StorageConfig) {
    this.all.set('db', new DbFileStorage(dataSource));
    if (config.driver === 's3') this.all.set('s3', new S3FileStorage(config));
    this.write = this.of(config.driver);
  }

  has(driver: StorageDriver): boolean {
    return this.all.has(driver);
  }

  /** Closes the S3 client's connections (Nest calls this when the app closes). */
  onModuleDestroy(): void {
    const s3 = this.all.get('s3');
    if (s3 instanceof S3FileStorage) s3.destroy();
  }

  of(driver: StorageDriver): FileStorage {
    const storage = this.all.get(driver);
    if (!storage) throw new Error(`files kept in ${driver} need S3_BUCKET (and its settings) configured`);
    return storage;
  }
}
