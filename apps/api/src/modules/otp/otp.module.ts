import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { SettingsModule } from '../admin/settings.module';
import { MailModule } from '../mail/mail.module';
import { OtpChallenge } from './otp-challenge.entity';
import { OtpService } from './otp.service';

@Module({
  imports: [TypeOrmModule.forFeature([OtpChallenge]), MailModule, RateLimitModule, SettingsModule],
  providers: [OtpService],
  exports: [OtpService],
})
export class OtpModule {}
