import { InitialSchema1763769600000 } from './1763769600000-InitialSchema';

/** Every migration, in order. New migrations are appended here. */
export const MIGRATIONS = [InitialSchema1763769600000];
