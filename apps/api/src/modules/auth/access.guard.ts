import { API_KEY_MESSAGES, ApiKeyAccess, type ApiKeyScope, ErrorCode, Role } from '@hireloop/schema';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { AppError } from '../../common/errors';
import type { RequestWithApiKey } from '../api-keys/api-key.middleware';
import { isApiKeyToken } from '../api-keys/api-keys.service';
import { ROLES, SCOPE } from './auth.decorators';
import { requestOf, RequestWithUser } from './current-user.decorator';
import { IS_PUBLIC } from './public.decorator';
import { bearerToken, SessionsService } from './sessions.service';

export const SESSION_EXPIRED = 'Your session has expired. Please login again.';
export const LOGIN_REQUIRED = 'Please login to continue';
export const NO_PERMISSION = 'You do not have permission to do this.';

/** Whether the call may change something: a GraphQL mutation or a REST call other than GET and HEAD. */
function changes(context: ExecutionContext, req: RequestWithUser): boolean {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>().parentType.name !== 'Query';
  }
  return !['GET', 'HEAD'].includes(req.method);
}

/**
 * The global, deny-by-default guard. A route is reachable only when it declares who may call it:
 * `@Public()` (anyone; a valid token still identifies the user) or `@Auth(...roles)`. An API key
 * (authenticated by ApiKeyMiddleware) acts as its owner, but only on routes that declare a `@Scope(...)`
 * the key holds, and an administrator's read-only key never on a call that changes something; on public
 * routes a key's request is anonymous.
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
    const req = requestOf(context) as RequestWithApiKey & RequestWithUser;
    if (!req) return isPublic;

    const apiKey = req.apiKey;
    if (apiKey) {
      if (isPublic) return true;
      if (roles === undefined) throw new AppError(ErrorCode.FORBIDDEN, 'This route declares no access rule.');
      if (roles.length && !roles.includes(apiKey.owner.role)) {
        throw new AppError(ErrorCode.FORBIDDEN, NO_PERMISSION);
      }
      const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(SCOPE, targets);
      if (!scope) throw new AppError(ErrorCode.FORBIDDEN, API_KEY_MESSAGES.noScopeDeclared);
      if (!apiKey.key.scopes.includes(scope)) {
        throw new AppError(ErrorCode.FORBIDDEN, API_KEY_MESSAGES.missingScope(scope));
      }
      if (apiKey.key.access === ApiKeyAccess.READ_ONLY && changes(context, req)) {
        throw new AppError(ErrorCode.FORBIDDEN, API_KEY_MESSAGES.readOnly);
      }
      req.user = apiKey.owner;
      return true;
    }

    const token = bearerToken(req.headers?.authorization);
    // A key reaches here unauthenticated only where ApiKeyMiddleware does not run: WebSocket subscriptions.
    if (token && isApiKeyToken(token))
      throw new AppError(ErrorCode.UNAUTHENTICATED, API_KEY_MESSAGES.httpOnly);
    if (token && !req.user) {
      const user = await this.sessions.userOf(token);
      if (user) req.user = user;
      else if (!isPublic) throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
    }
    if (isPublic) return true;
    if (roles === undefined) throw new AppError(ErrorCode.FORBIDDEN, 'This route declares no access rule.');
    if (!req.user) throw new AppError(ErrorCode.UNAUTHENTICATED, LOGIN_REQUIRED);
    if (roles.length && !roles.includes(req.user.role)) {
      throw new AppError(ErrorCode.FORBIDDEN, NO_PERMISSION);
    }
    return true;
  }
}
