import { Global, Injectable, Module } from '@nestjs/common';

/** The time source of every rule that depends on time (code expiry, resend waits); tests replace it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
