import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ImagesController } from './images.controller';
import { LogoVariantsService } from './logo-variants';
import { StoredFile } from './stored-file.entity';

@Module({
  imports: [TypeOrmModule.forFeature([StoredFile]), RateLimitModule],
  controllers: [FilesController, ImagesController],
  providers: [FilesService, LogoVariantsService],
  exports: [FilesService, LogoVariantsService],
})
export class FilesModule {}
