import { Role } from '@hireloop/schema';
import { TokenService } from '../../src/modules/auth/token.service';
import { User } from '../../src/modules/users/user.entity';
import { createUser } from '../factories/user.factory';
import { TestApp } from './test-app';

export interface Session {
  user: User;
  token: string;
  /** Authorization header value. */
  bearer: string;
}

/** A user of a role with a real signed session token (no hard-coded tokens). */
export async function sessionAs(t: TestApp, role: Role, overrides: Partial<User> = {}): Promise<Session> {
  const user = await createUser(t.dataSource, { role, ...overrides });
  const token = t.app.get(TokenService).sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
  return { user, token, bearer: `Bearer ${token}` };
}

/** A new token for the same user, of the account's current token version (after its sessions were ended). */
export async function renewSession(t: TestApp, session: Session): Promise<Session> {
  const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: session.user.id });
  const token = t.app.get(TokenService).sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
  return { user, token, bearer: `Bearer ${token}` };
}
