import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ImagesController } from './images.controller';
import { LogoVariantsService } from './logo-variants';
import { FileStorages } from './storage/file-storages';
import { StoredFile } from './stored-file.entity';

@Module({
  imports: [TypeOrmModule.forFeature([StoredFile]), RateLimitModule],
  controllers: [FilesController, ImagesController],
  providers: [
    FilesService,
    LogoVariantsService,
    {
      provide: FileStorages,
      inject: [getDataSourceToken(), APP_CONFIG],
      useFactory: (dataSource: DataSource, config: AppConfig) => new FileStorages(dataSource, config.storage),
    },
  ],
  exports: [FilesService, LogoVariantsService],
})
export class FilesModule {}
