import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'hireloop:isPublic';

/** Marks a route or resolver as reachable without a session. Everything else is denied by default. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
