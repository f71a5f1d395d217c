import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { QueueModule } from '../queue/queue.module';
import { ResumeParsingResolver } from './resume-parsing.resolver';
import { ResumeParsingService } from './resume-parsing.service';

/** Reading uploaded resumes in the background and the proposals the seeker accepts or dismisses. */
@Module({
  imports: [ProfilesModule, FilesModule, QueueModule],
  providers: [ResumeParsingService, ResumeParsingResolver],
})
export class ResumeParsingModule {}
