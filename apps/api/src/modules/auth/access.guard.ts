import { Role } from '@hireloop/schema';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, ErrorCode } from '../../common/errors';
import { UsersService } from '../users/users.service';
import { ROLES } from './auth.decorators';
import { requestOf } from './current-user.decorator';
import { IS_PUBLIC } from './public.decorator';
import { TokenService } from './token.service';

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
    private readonly tokens: TokenService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const req = requestOf(context);
    if (!req) return isPublic;

    const header = req.headers?.authorization ?? '';
    const token = /^Bearer\s+(\S.*)$/i.exec(header)?.[1]?.trim();
    if (token && !req.user) {
      const claims = this.tokens.verify(token);
      const user = claims ? await this.users.findById(claims.sub) : null;
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
