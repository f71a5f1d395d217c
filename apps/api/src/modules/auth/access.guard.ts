import { ErrorCode, Role } from '@hireloop/schema';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../common/errors';
import { ROLES } from './auth.decorators';
import { requestOf } from './current-user.decorator';
import { IS_PUBLIC } from './public.decorator';
import { bearerToken, SessionsService } from './sessions.service';

export const SESSION_EXPIRED = 'Your session has expired. Please login again.';
export const LOGIN_REQUIRED = 'Please login to continue';

/**
 * The global, deny-by-default guard. A route is reachable only when it declares who may call it:
 * `@Public()` (anyone; a valid token still identifies the user) or `@Auth(...roles)`.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const req = requestOf(context);
    if (!req) return isPublic;

    const token = bearerToken(req.headers?.authorization);
    if (token && !req.user) {
      const user = await this.sessions.userOf(token);
      if (user) req.user = user;
      else if (!isPublic) throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
    }
    if (isPublic) return true;
    if (roles === undefined) throw new AppError(ErrorCode.FORBIDDEN, 'This route declares no access rule.');
    if (!req.user) throw new AppError(ErrorCode.UNAUTHENTICATED, LOGIN_REQUIRED);
    if (roles.length && !roles.includes(req.user.role)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'You do not have permission to do this.');
    }
    return true;
  }
}
