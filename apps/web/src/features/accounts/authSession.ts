import type { SessionUser } from '../../app/session';
import type { LoginMutation } from '../../gql/graphql';

/** The AuthPayload every sign-in answers with (login, admin and Google sign-in select the same fields). */
export type AuthPayload = LoginMutation['login'];

export interface AuthSession {
  user: SessionUser;
  token: string;
}

/** What the session keeps of a sign-in answer. */
export function toAuthSession(payload: AuthPayload): AuthSession {
  const { user, token } = payload;
  return {
    token,
    user: {
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    },
  };
}
