import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { ApplicationsResolver } from './applications.resolver';
import { ApplicationsService } from './applications.service';

@Module({
  imports: [ProfilesModule],
  providers: [ApplicationsService, ApplicationsResolver],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
