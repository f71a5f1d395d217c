import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../admin/settings.module';
import { FilesModule } from '../files/files.module';
import { MailOutbox } from './mail-outbox.entity';
import { MailService } from './mail.service';

@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox]), SettingsModule, FilesModule],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
