import { Role } from '@hireloop/schema';
import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { sendFile } from '../files/files.controller';
import { FilesService } from '../files/files.service';
import type { User } from '../users/user.entity';
import { DataExportService } from './data-export.service';

@Controller('api/v1')
export class DataExportController {
  constructor(
    private readonly dataExports: DataExportService,
    private readonly files: FilesService,
  ) {}

  /**
   * The zip of a data export, for the seeker or recruiter who asked for it only (anyone else: 404); 410 once it
   * expired, 409 while it is being prepared.
   */
  @Auth(Role.JOB_SEEKER, Role.RECRUITER)
  @Get('data-exports/:id/download')
  async download(@Param('id') id: string, @CurrentUser() user: User, @Res() res: Response): Promise<void> {
    await sendFile(res, this.files, await this.dataExports.download(user, id), 'private, no-store');
  }
}
