import { Module } from '@nestjs/common';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { FilesModule } from '../files/files.module';
import { QueueModule } from '../queue/queue.module';
import { ProfilesResolver } from './profiles.resolver';
import { ProfilesService } from './profiles.service';
import { ResumeController } from './resume/resume.controller';
import { ResumeRenderer } from './resume/resume-renderer';

@Module({
  imports: [FilesModule, RateLimitModule, QueueModule],
  controllers: [ResumeController],
  providers: [ProfilesService, ProfilesResolver, ResumeRenderer],
  exports: [ProfilesService],
})
export class ProfilesModule {}
