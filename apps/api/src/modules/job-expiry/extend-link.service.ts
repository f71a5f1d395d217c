import { createSecretKey, KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** What an extend link's token says: which job, and the closing date the mail was about. */
export interface ExtendClaims {
  jobId: string;
  validThrough: Date;
}

const PURPOSE = 'job-extend';
/** How long an extend link works: past the closing date too, so an expired job can be brought back from the mail. */
const LINK_LIFETIME = '30d';

/**
 * The signed "Extend 30 days" links of the expiry warning. The token names one job, its purpose and the
 * closing date it was sent for, and expires: it is signed with the session secret but for its own
 * audience, so it is never a session token (and a session token is never an extend token). The link opens
 * My Jobs, /recruiter/jobs?extend={token}, which asks the recruiter to sign in when needed and then calls
 * `extendJobByLink`: only the job's own recruiter can use it.
 */
@Injectable()
export class ExtendLinkService {
  private readonly key: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwt.secret, 'utf8'));
  }

  private get audience(): string {
    return `${this.config.jwt.audience}:${PURPOSE}`;
  }

  token(claims: ExtendClaims): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return this.jwt.sign(
      { sub: claims.jobId, purpose: PURPOSE, vt: claims.validThrough.getTime(), iat },
      {
        secret: this.key as unknown as string,
        issuer: this.config.jwt.issuer,
        audience: this.audience,
        expiresIn: LINK_LIFETIME,
        algorithm: 'HS256',
      },
    );
  }

  /** The absolute link of the mail; null when the site has no public address (PUBLIC_URL). */
  link(claims: ExtendClaims): string | null {
    if (!this.config.publicUrl) return null;
    return `${this.config.publicUrl}/recruiter/jobs?extend=${encodeURIComponent(this.token(claims))}`;
  }

  /** The claims of a valid extend token, or null for anything else (expired, forged, another purpose). */
  verify(token: string): ExtendClaims | null {
    try {
      const claims = this.jwt.verify<{ sub?: unknown; purpose?: unknown; vt?: unknown }>(token, {
        secret: this.key as unknown as string,
        issuer: this.config.jwt.issuer,
        audience: this.audience,
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
      if (claims.purpose !== PURPOSE || typeof claims.sub !== 'string' || typeof claims.vt !== 'number') {
        return null;
      }
      return { jobId: claims.sub, validThrough: new Date(claims.vt) };
    } catch {
      return null;
    }
  }
}
