import { ErrorCode } from '@hireloop/schema';
import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, JWTVerifyGetKey, jwtVerify } from 'jose';
import { AppError } from '../../common/errors';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** Where Google's signing keys come from; tests provide a local key set. */
export const GOOGLE_KEYS = Symbol('GOOGLE_KEYS');
export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const googleKeysProvider = {
  provide: GOOGLE_KEYS,
  useFactory: (): JWTVerifyGetKey => createRemoteJWKSet(new URL(GOOGLE_CERTS_URL)),
};

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const GOOGLE_FAILED = 'Google Sign-In failed. Please try again.';

/** Checks a Google ID token: signature against Google's keys, issuer, audience (our client id), expiry. */
@Injectable()
export class GoogleTokenVerifier {
  constructor(
    @Inject(GOOGLE_KEYS) private readonly keys: JWTVerifyGetKey,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.config.googleClientId) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'Google Sign-In is not available on this server.');
    }
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: this.config.googleClientId,
      });
      const email = typeof payload.email === 'string' ? payload.email : '';
      if (!payload.sub || !email || payload.email_verified !== true) throw new Error('unverified e-mail');
      return {
        subject: payload.sub,
        email,
        firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
        lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
      };
    } catch {
      throw new AppError(ErrorCode.UNAUTHENTICATED, GOOGLE_FAILED);
    }
  }
}
