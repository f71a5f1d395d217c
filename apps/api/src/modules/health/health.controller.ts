import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';

const DB_TIMEOUT_MS = 2000;

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Liveness: the process answers (restart it when it does not). No database check. */
  @Public()
  @Get('live')
  live(): { status: 'ok'; uptime: number } {
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  }

  /** Readiness: 200 when the database answers, 503 when it does not (send no traffic meanwhile). */
  @Public()
  @Get('ready')
  ready(@Res() res: Response): Promise<void> {
    return this.health(res);
  }

  /** 200 when the database answers, 503 when it does not. */
  @Public()
  @Get()
  async health(@Res() res: Response): Promise<void> {
    const database = await this.databaseUp();
    res.status(database ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({
      status: database ? 'ok' : 'error',
      database: database ? 'up' : 'down',
      uptime: Math.round(process.uptime()),
    });
  }

  private async databaseUp(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS);
      });
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
