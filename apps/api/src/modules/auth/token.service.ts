import { Role } from '@hireloop/schema';
import { createSecretKey, KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's token version when the token was issued; a raised version revokes the token. */
  ver: number;
}

/** The claims of a verified token, with the time it was issued (seconds since the epoch). */
export interface VerifiedClaims extends TokenClaims {
  iat: number;
  /** When the token expires (seconds since the epoch). */
  exp?: number;
}

/** Signs and checks session tokens (HS256, with expiry, issuer and audience). */
@Injectable()
export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries (and fails) to read
   * it as a public key on every verification, which cost ~2 ms of CPU per authenticated request.
   */
  private readonly key: KeyObject;

  /**
   * Tokens that verified, with their claims: a signature checked once stays good for the same text, so
   * a session's next requests only check its expiry. Only valid tokens are kept (the 10,000 most recent).
   */
  private readonly verified = new LRUCache<string, VerifiedClaims>({ max: 10_000 });

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwt.secret, 'utf8'));
  }

  /** `lifetimeMinutes` (the administrator's session timeout) replaces JWT_EXPIRES_IN when set. */
  sign(claims: TokenClaims, lifetimeMinutes?: number | null): string {
    const { secret, issuer, audience, expiresIn } = this.config.jwt;
    const lifetime = lifetimeMinutes ? `${lifetimeMinutes}m` : expiresIn;
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return this.jwt.sign(
      { sub: claims.sub, role: claims.role, ver: claims.ver, iat },
      {
        secret,
        issuer,
        audience,
        expiresIn: lifetime as `${number}${'s' | 'm' | 'h' | 'd'}`,
        algorithm: 'HS256',
      },
    );
  }

  /**
   * The claims of a valid token, or null for anything else (expired, forged, other issuer, or without a
   * token version or issue time).
   */
  verify(token: string): VerifiedClaims | null {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const kept = this.verified.get(token);
    if (kept) {
      if (kept.exp === undefined || now < kept.exp) return kept;
      this.verified.delete(token);
      return null;
    }
    const { issuer, audience } = this.config.jwt;
    // jsonwebtoken accepts a KeyObject; @nestjs/jwt's option type only names strings and buffers.
    const secret = this.key as unknown as string;
    try {
      const claims = this.jwt.verify<VerifiedClaims>(token, {
        secret,
        issuer,
        audience,
        algorithms: ['HS256'],
        clockTimestamp: now,
      });
      const valid =
        typeof claims.sub === 'string' && Number.isInteger(claims.ver) && Number.isInteger(claims.iat);
      if (!valid) return null;
      this.verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
