import { API_KEY_MESSAGES, ErrorCode } from '@hireloop/schema';
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../common/errors';
import { RateLimitService } from '../abuse/rate-limit.service';
import { bearerToken } from '../auth/sessions.service';
import { ApiKeysService, AuthenticatedKey, isApiKeyToken } from './api-keys.service';

export type RequestWithApiKey = Request & { apiKey?: AuthenticatedKey };

/**
 * Authenticates `Authorization: Bearer hl_…` once per HTTP request, on REST and GraphQL alike: an
 * unknown, revoked or expired key (or one whose owner was deactivated or changed role) is refused with
 * 401 on every route, public ones included; a valid key is metered per key and the allowance reported in
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds), with 429 once it is used up.
 * What the key may then call is decided by the access guard (its owner's roles, narrowed by its scopes).
 */
@Injectable()
export class ApiKeyMiddleware implements NestMiddleware {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly limits: RateLimitService,
  ) {}

  async use(req: RequestWithApiKey, res: Response, next: NextFunction): Promise<void> {
    const token = bearerToken(req.headers.authorization);
    if (!token || !isApiKeyToken(token)) return next();
    const found = await this.keys.authenticate(token);
    if (!found) throw new AppError(ErrorCode.UNAUTHENTICATED, API_KEY_MESSAGES.invalid);
    const state = await this.limits.meter('api-key', found.key.id);
    res.setHeader('RateLimit-Limit', String(state.limit));
    res.setHeader('RateLimit-Remaining', String(state.remaining));
    res.setHeader('RateLimit-Reset', String(state.resetSeconds));
    if (!state.allowed) {
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        `This API key made too many requests. Please try again in ${state.resetSeconds} second${state.resetSeconds === 1 ? '' : 's'}.`,
        state.resetSeconds,
      );
    }
    req.apiKey = found;
    next();
  }
}
