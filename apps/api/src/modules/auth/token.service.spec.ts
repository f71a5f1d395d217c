import { Role } from '@hireloop/schema';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../../common/clock';
import type { AppConfig } from '../../config/config';
import { TokenService } from './token.service';

class MovingClock extends Clock {
  offsetMs = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

const jwtConfig = { secret: 's'.repeat(64), expiresIn: '1h', issuer: 'hireloop', audience: 'hireloop-web' };

function tokens(clock = new MovingClock(), secret = jwtConfig.secret) {
  const config = { jwt: { ...jwtConfig, secret } } as AppConfig;
  return new TokenService(new JwtService({}), config, clock);
}

const CLAIMS = { sub: '2f1c6a4e-7d1b-4c59-9a43-5f0e0b1d2c3a', role: Role.JOB_SEEKER, ver: 0 };

describe('TokenService.verify', () => {
  it('answers the claims of a valid token, again and again, and refuses it once it has expired', () => {
    const clock = new MovingClock();
    const service = tokens(clock);
    const token = service.sign(CLAIMS);
    for (let i = 0; i < 3; i++) expect(service.verify(token)).toMatchObject(CLAIMS);
    clock.offsetMs = 59 * 60_000;
    expect(service.verify(token)).toMatchObject(CLAIMS);
    clock.offsetMs = 60 * 60_000 + 1000;
    expect(service.verify(token)).toBeNull();
    expect(service.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, or altered, even after the genuine one verified', () => {
    const service = tokens();
    const token = service.sign(CLAIMS);
    expect(service.verify(token)).not.toBeNull();
    expect(service.verify(tokens(new MovingClock(), 'o'.repeat(64)).sign(CLAIMS))).toBeNull();
    const [header, , signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ ...CLAIMS, role: Role.ADMIN, iat: 1 })).toString('base64url');
    expect(service.verify(`${header}.${admin}.${signature}`)).toBeNull();
    expect(service.verify(`${token}x`)).toBeNull();
  });
});
