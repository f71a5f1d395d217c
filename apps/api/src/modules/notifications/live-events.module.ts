import { Module } from '@nestjs/common';
import { LiveEvents } from './pubsub.provider';

/** The live event bus, one per process: notifications and session changes travel on it. */
@Module({ providers: [LiveEvents], exports: [LiveEvents] })
export class LiveEventsModule {}
