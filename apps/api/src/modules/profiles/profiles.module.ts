import { Module } from '@nestjs/common';
import { ProfilesResolver } from './profiles.resolver';
import { ProfilesService } from './profiles.service';

@Module({ providers: [ProfilesService, ProfilesResolver], exports: [ProfilesService] })
export class ProfilesModule {}
