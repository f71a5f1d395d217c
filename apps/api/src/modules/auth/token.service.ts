import { Role } from '@hireloop/schema';
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
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    const { secret, issuer, audience } = this.config.jwt;
    try {
      const claims = this.jwt.verify<TokenClaims>(token, { secret, issuer, audience, algorithms: ['HS256'] });
      return typeof claims.sub === 'string' ? claims : null;
    } catch {
      return null;
    }
  }
}
