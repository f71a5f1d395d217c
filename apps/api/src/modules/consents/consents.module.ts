import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentEvent } from './consent-event.entity';
import { ConsentsResolver } from './consents.resolver';
import { ConsentsService } from './consents.service';

/** The record of users' consents, and the history each user sees of their own. */
@Module({
  imports: [TypeOrmModule.forFeature([ConsentEvent])],
  providers: [ConsentsService, ConsentsResolver],
  exports: [ConsentsService],
})
export class ConsentsModule {}
