import { Role } from '@hireloop/schema';
import { createSecretKey, KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

export interface TokenClaims {
  sub: string;
  role: Role;
}

/** Signs and checks session tokens (HS256, with expiry, issuer and audience). */
@Injectable()
export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries (and fails) to read
   * it as a public key on every verification, which cost ~2 ms of CPU per authenticated request.
   */
  private readonly key: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwt.secret, 'utf8'));
  }

  /** `lifetimeMinutes` (the administrator's session timeout) replaces JWT_EXPIRES_IN when set. */
  sign(claims: TokenClaims, lifetimeMinutes?: number | null): string {
    const { secret, issuer, audience, expiresIn } = this.config.jwt;
    const lifetime = lifetimeMinutes ? `${lifetimeMinutes}m` : expiresIn;
    return this.jwt.sign(claims, {
      secret,
      issuer,
      audience,
      expiresIn: lifetime as `${number}${'s' | 'm' | 'h' | 'd'}`,
      algorithm: 'HS256',
    });
  }

  /** The claims of a valid token, or null for anything else (expired, forged, other issuer). */
  verify(token: string): TokenClaims | null {
    const { issuer, audience } = this.config.jwt;
    // jsonwebtoken accepts a KeyObject; @nestjs/jwt's option type only names strings and buffers.
    const secret = this.key as unknown as string;
    try {
      const claims = this.jwt.verify<TokenClaims>(token, { secret, issuer, audience, algorithms: ['HS256'] });
      return typeof claims.sub === 'string' ? claims : null;
    } catch {
      return null;
    }
  }
}
