import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../admin/settings.module';
import { FilesModule } from '../files/files.module';
import { QueueModule } from '../queue/queue.module';
import { MailOutbox } from './mail-outbox.entity';
import { MailService } from './mail.service';

@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox]), SettingsModule, FilesModule, QueueModule],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
