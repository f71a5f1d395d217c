import { Role } from '@hireloop/schema';
import { applyDecorators, SetMetadata } from '@nestjs/common';

export const ROLES = 'hireloop:roles';

/**
 * Who may call a route: `@Auth()` any signed-in user, `@Auth(Role.RECRUITER)` only recruiters.
 * Routes without @Auth or @Public are refused by the global guard.
 */
export const Auth = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES, roles));
