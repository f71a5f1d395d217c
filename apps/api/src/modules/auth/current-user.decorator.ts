import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { User } from '../users/user.entity';

export type RequestWithUser = Request & { user?: User };

export function requestOf(context: ExecutionContext): RequestWithUser {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: RequestWithUser }>().req;
  }
  return context.switchToHttp().getRequest<RequestWithUser>();
}

/** The signed-in user of the request (undefined on a public route called anonymously). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext) => requestOf(context).user,
);
