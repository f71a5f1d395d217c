import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { UsersModule } from '../users/users.module';
import { ApiKey } from './api-key.entity';
import { ApiKeyMiddleware } from './api-key.middleware';
import { ApiKeysResolver } from './api-keys.resolver';
import { ApiKeysService } from './api-keys.service';

/** Recruiters' and administrators' API keys, and the authentication of requests made with them. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), UsersModule, RateLimitModule],
  providers: [ApiKeysService, ApiKeysResolver, ApiKeyMiddleware],
  exports: [ApiKeysService, ApiKeyMiddleware, RateLimitModule],
})
export class ApiKeysModule {}
