import { timingSafeEqual } from 'node:crypto';
import {
  Controller,
  Get,
  Header,
  Headers,
  Inject,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { Public } from '../auth/public.decorator';
import { MetricsService } from './metrics.service';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Prometheus text format (see README, "Logs and metrics"). With METRICS_TOKEN set, only
   * `Authorization: Bearer <METRICS_TOKEN>` may scrape. Without it the metrics are open in development
   * and tests, and do not exist in production (404): nobody reads them anonymously there.
   */
  @Public()
  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(@Headers('authorization') authorization?: string): Promise<string> {
    const token = this.config.metricsToken;
    if (!token && this.config.env === 'production') throw new NotFoundException();
    if (token && !sameSecret(authorization ?? '', `Bearer ${token}`)) {
      throw new UnauthorizedException('A metrics token is required');
    }
    return this.metrics.registry.metrics();
  }
}
