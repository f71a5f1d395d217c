import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { SettingsService } from '../admin/settings.service';
import { SessionStates } from '../users/session-states.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { TokenService, VerifiedClaims } from './token.service';

/** The token of an `Authorization: Bearer <token>` value, or null. */
export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S.*)$/i.exec(header ?? '')?.[1]?.trim() || null;
}

/** When a session ends by time alone, in milliseconds since the epoch: its token's expiry, and its sign-in. */
export interface SessionLifetime {
  issuedAt: number;
  expiresAt: number;
}

/** Decides whether a session token is still valid, for every transport (REST, GraphQL, WebSocket). */
@Injectable()
export class SessionsService {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly states: SessionStates,
  ) {}

  /**
   * The account of a token that is still valid: signed by us and not expired, of the account's current
   * token version (a password change or "sign out of all devices" raises it), of an account that still
   * exists and is not deactivated, and not older than the administrator's session timeout (which applies to tokens already
   * issued; read from a copy at most a few seconds old, see SettingsService.cached).
   */
  async userOf(token: string): Promise<User | null> {
    const claims = this.tokens.verify(token);
    if (!claims || (await this.outlivedTimeout(claims))) return null;
    const user = await this.users.findById(claims.sub);
    return user && !user.deactivatedAt && user.tokenVersion === claims.ver ? user : null;
  }

  /**
   * Whether a token is still valid for this user by the same rules as `userOf`, the account's token
   * version and deactivation taken from SessionStates' short-lived copy (changes the API makes reach it
   * at once): for the checks an open subscription makes on every event it receives.
   */
  async stillValid(token: string, userId: string): Promise<boolean> {
    const claims = this.tokens.verify(token);
    if (!claims || claims.sub !== userId || (await this.outlivedTimeout(claims))) return false;
    const state = await this.states.of(userId);
    return !!state && state.active && state.tokenVersion === claims.ver;
  }

  /**
   * Calls `listener` whenever a user's sessions may have stopped holding (see SessionStates.onChanged):
   * with the user's id, or null for every user. Whoever keeps something a token opened checks it again
   * with `stillValid`.
   */
  onSessionsChanged(listener: (userId: string | null) => void): void {
    this.states.onChanged(listener);
  }

  /** The lifetime of a valid token (see SessionLifetime), or null for an invalid one. */
  lifetimeOf(token: string): SessionLifetime | null {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    return { issuedAt: claims.iat * 1000, expiresAt: claims.exp ? claims.exp * 1000 : Infinity };
  }

  /**
   * A test of whether sessions have ended by time alone, by now: their token has expired, or they have
   * outlived the administrator's session timeout as it is set now. Made once for many sessions (an open
   * connection keeps its token's lifetime and is tested on a timer, without verifying the token again).
   */
  async endedByTime(): Promise<(life: SessionLifetime) => boolean> {
    const { sessionTimeoutMinutes } = await this.settings.cached();
    const now = this.clock.now().getTime();
    return (life) =>
      now >= life.expiresAt ||
      (!!sessionTimeoutMinutes && now - life.issuedAt > sessionTimeoutMinutes * 60_000);
  }

  private async outlivedTimeout(claims: VerifiedClaims): Promise<boolean> {
    const { sessionTimeoutMinutes } = await this.settings.cached();
    if (!sessionTimeoutMinutes) return false;
    return this.clock.now().getTime() - claims.iat * 1000 > sessionTimeoutMinutes * 60_000;
  }
}
