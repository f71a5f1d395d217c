import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { RateLimitService } from '../abuse/rate-limit.service';
import { OtpModule } from '../otp/otp.module';
import { UsersModule } from '../users/users.module';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { GoogleTokenVerifier, googleKeysProvider } from './google-token.verifier';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [JwtModule.register({}), UsersModule, OtpModule],
  providers: [
    AuthService,
    AuthResolver,
    TokenService,
    SessionsService,
    RateLimitService,
    GoogleTokenVerifier,
    googleKeysProvider,
  ],
  exports: [AuthService, TokenService, SessionsService, UsersModule, RateLimitService],
})
export class AuthModule {}
