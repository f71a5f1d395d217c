import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** A client's X-Request-Id is kept when it looks like an id; otherwise the server makes one. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY = /([?&](?:token|code|password|otp)=)[^&]*/gi;

/**
 * Structured logs (pino): one JSON line per request ("request completed", with method, path, status,
 * time and the request id, which is also the X-Request-Id response header) and every application log
 * line carrying the id of the request it belongs to. Authorization and cookies are never logged, nor
 * bodies (passwords, codes, documents).
 */
export function loggingModule() {
  return LoggerModule.forRootAsync({
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      pinoHttp: {
        level: config.logLevel,
        genReqId: requestId,
        redact: {
          paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          censor: '[hidden]',
        },
        serializers: {
          req: (req: { id: string; method: string; url: string; headers: Record<string, unknown> }) => ({
            id: req.id,
            method: req.method,
            url: req.url.replace(SECRET_QUERY, '$1[hidden]'),
            userAgent: req.headers['user-agent'],
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
        customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
          error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        // Health probes and metric scrapes would drown the log.
        autoLogging: { ignore: (req: IncomingMessage) => /^\/(?:health|metrics)\b/.test(req.url ?? '') },
      },
    }),
  });
}
