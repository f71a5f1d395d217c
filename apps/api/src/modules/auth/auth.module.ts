import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { AdminAlertsModule } from '../admin/admin-alerts.module';
import { SettingsModule } from '../admin/settings.module';
import { ConsentsModule } from '../consents/consents.module';
import { MailModule } from '../mail/mail.module';
import { OtpModule } from '../otp/otp.module';
import { UsersModule } from '../users/users.module';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { GoogleTokenVerifier, googleKeysProvider } from './google-token.verifier';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    JwtModule.register({}),
    UsersModule,
    OtpModule,
    RateLimitModule,
    SettingsModule,
    MailModule,
    AdminAlertsModule,
    ConsentsModule,
  ],
  providers: [
    AuthService,
    AuthResolver,
    TokenService,
    SessionsService,
    GoogleTokenVerifier,
    googleKeysProvider,
  ],
  exports: [AuthService, TokenService, SessionsService, UsersModule],
})
export class AuthModule {}
