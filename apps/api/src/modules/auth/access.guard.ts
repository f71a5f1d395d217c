import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, ErrorCode } from '../../common/errors';
import { IS_PUBLIC } from './public.decorator';

/**
 * The global, deny-by-default guard: a route is reachable only when it says who may call it.
 * Routes marked @Public() pass; the accounts module adds sessions and roles for the rest.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    throw new AppError(ErrorCode.UNAUTHENTICATED, 'Please login to continue');
  }
}
