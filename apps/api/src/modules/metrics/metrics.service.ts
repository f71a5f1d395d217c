import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Prometheus metrics of this process: requests by method, route (the matched route pattern, never the
 * raw URL, so ids do not multiply the series) and status, their latency, the database pool's
 * connections, and Node's defaults (CPU, memory, event-loop lag, GC).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'hireloop_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'hireloop_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(@InjectDataSource() dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry, prefix: 'hireloop_' });
    const pool = () =>
      dataSource.isInitialized ? (dataSource.driver as { master?: PgPool }).master : undefined;
    new Gauge({
      name: 'hireloop_db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const p = pool();
        this.set({ state: 'total' }, p?.totalCount ?? 0);
        this.set({ state: 'idle' }, p?.idleCount ?? 0);
        this.set({ state: 'waiting' }, p?.waitingCount ?? 0);
      },
    });
  }

  /** Express middleware timing every request; the route is known once the response has finished. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.latency.startTimer();
      res.once('finish', () => {
        const route = routeLabel(req);
        if (route === '/metrics') return;
        end({ method: req.method, route });
        this.requests.inc({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  }
}

/** The matched route pattern ('/api/v1/job/:id', '/graphql'), 'static' for web app files, or 'unmatched'. */
export function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.originalUrl.startsWith('/graphql')) return '/graphql';
  if (req.method === 'GET' && !req.originalUrl.startsWith('/api/')) return 'static';
  return 'unmatched';
}
