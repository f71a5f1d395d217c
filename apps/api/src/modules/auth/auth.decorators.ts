import { type ApiKeyScope, Role } from '@hireloop/schema';
import { applyDecorators, SetMetadata } from '@nestjs/common';

export const ROLES = 'hireloop:roles';

/**
 * Who may call a route: `@Auth()` any signed-in user, `@Auth(Role.RECRUITER)` only recruiters.
 * Routes without @Auth or @Public are refused by the global guard.
 */
export const Auth = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES, roles));

export const SCOPE = 'hireloop:apiKeyScope';

/**
 * The scope an API key needs to call a route (on top of @Auth's roles). A route without one is refused
 * to API keys: only a signed-in session may call it.
 */
export const Scope = (scope: ApiKeyScope) => SetMetadata(SCOPE, scope);
