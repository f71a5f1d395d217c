import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OtpChallenge } from './otp-challenge.entity';
import { OtpService } from './otp.service';

@Module({
  imports: [TypeOrmModule.forFeature([OtpChallenge])],
  providers: [OtpService],
  exports: [OtpService],
})
export class OtpModule {}
