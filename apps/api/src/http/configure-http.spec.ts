import { loadConfig } from '../config/config';
import { contentSecurityPolicy } from './configure-http';

const connectSrc = (env: Record<string, string>) =>
  contentSecurityPolicy(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...env }))['connect-src'];

describe('contentSecurityPolicy connect-src', () => {
  it('allows only this origin with the database storage', () => {
    expect(connectSrc({})).toEqual(["'self'"]);
  });

  it('allows the origin presigned document URLs name with S3', () => {
    const s3 = { S3_BUCKET: 'hireloop', S3_ENDPOINT: 'http://minio:9000' };
    expect(connectSrc({ ...s3, S3_FORCE_PATH_STYLE: 'true' })).toEqual(["'self'", 'http://minio:9000']);
    expect(
      connectSrc({ ...s3, S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_ENDPOINT: 'https://files.example.in/s3' }),
    ).toEqual(["'self'", 'https://files.example.in']);
    expect(connectSrc(s3)).toEqual(["'self'", 'http://hireloop.minio:9000']);
    expect(connectSrc({ S3_BUCKET: 'hireloop' })).toEqual(["'self'", 'https://*.amazonaws.com']);
  });
});
