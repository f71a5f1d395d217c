import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { JobAlertsService } from './job-alerts.service';

/**
 * The one-click unsubscribe of alert mails (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to
 * the List-Unsubscribe address, `/alerts/unsubscribe?token=…`. No session and no CSRF token: the signed
 * token is the only credential and unsubscribing is all it can do. A GET of the same address is the web
 * page, which unsubscribes and says so.
 */
@ApiExcludeController()
@Controller('alerts')
export class UnsubscribeController {
  constructor(private readonly alerts: JobAlertsService) {}

  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query('token') token: string): Promise<{ success: true }> {
    await this.alerts.unsubscribe(typeof token === 'string' ? token : '');
    return { success: true };
  }
}
