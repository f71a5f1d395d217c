import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig, StorageConfig } from '../config/config';

const GOOGLE = 'https://accounts.google.com';

/** sha256 sources of the inline scripts of the built index.html (the colour-mode script), for script-src. */
export function inlineScriptHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Where browsers fetch presigned document URLs from, when files are kept in S3: the public endpoint's (else
 * the endpoint's) origin, with the bucket as a subdomain unless path-style; AWS's S3 hosts without an
 * endpoint. None for the database storage.
 */
export function storageOrigins(storage: StorageConfig): string[] {
  if (storage.driver !== 's3') return [];
  const endpoint = storage.publicEndpoint ?? storage.endpoint;
  if (!endpoint) return ['https://*.amazonaws.com'];
  const url = new URL(endpoint);
  return [storage.forcePathStyle ? url.origin : `${url.protocol}//${storage.bucket}.${url.host}`];
}

/**
 * The Content-Security-Policy of the web app: scripts only from this origin (plus the hashes of
 * index.html's inline colour-mode script, and Google's sign-in script when Google sign-in is on),
 * styles from this origin and inline (MUI injects its styles at run time), no plugins, no framing;
 * connections to this origin, Google's sign-in and the S3 bucket documents are downloaded from.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const google = config.googleClientId ? [GOOGLE] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(config.webDist), ...google],
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...google, ...storageOrigins(config.storage)],
    'frame-src': [...(google.length ? google : ["'none'"])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * HTTP-level settings shared by the server (main.ts) and the e2e test app: gzip, the proxy trust that
 * gives rate limits the real client address, security headers (helmet with the CSP above; Swagger UI at
 * /api/docs gets a policy that allows its inline code), and CORS for the configured origins only.
 */
export function configureHttp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  express.set('trust proxy', config.trustProxy);
  // gzip for the web app's files and the API's JSON when the client accepts it (1 kB and more).
  express.use(compression({ threshold: 1024 }));

  const strict = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Documents (resumes, logos) are opened from other tabs of the same site.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15552000 } : false,
  });
  const docs = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  express.use((req: Request, res: Response, next: NextFunction) =>
    (req.path === '/api/docs' || req.path.startsWith('/api/docs/') ? docs : strict)(req, res, next),
  );

  // Answers to a signed-in request (REST or GraphQL) are that user's data: no browser or proxy may keep
  // them. Routes that serve their own caching (documents, logos, static files) set it afterwards.
  express.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization) res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const allowed = new Set(config.corsOrigins);
  express.enableCors({
    // Same-origin requests carry no Origin (or our own); others must be listed in CORS_ORIGINS.
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Apollo-Require-Preflight', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
