import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LiveEventsModule } from '../notifications/live-events.module';
import { SessionStates } from './session-states.service';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), LiveEventsModule],
  providers: [UsersService, UsersResolver, SessionStates],
  exports: [UsersService, SessionStates],
})
export class UsersModule {}
