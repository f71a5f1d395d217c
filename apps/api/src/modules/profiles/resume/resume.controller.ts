import { GENERATED_RESUME_PATH, Role } from '@hireloop/schema';
import { Controller, Get, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Response } from 'express';
import { Auth } from '../../auth/auth.decorators';
import { CurrentUser } from '../../auth/current-user.decorator';
import type { User } from '../../users/user.entity';
import { ProfilesService } from '../profiles.service';

@Controller()
export class ResumeController {
  constructor(private readonly profiles: ProfilesService) {}

  /** The signed-in seeker's profile as a PDF resume (a download, never stored or cached). */
  @Auth(Role.JOB_SEEKER)
  @Get(GENERATED_RESUME_PATH.slice(1))
  async download(@CurrentUser() user: User, @Res() res: Response): Promise<void> {
    const { pdf, fileName } = await this.profiles.generatedResume(user);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Content-Disposition', contentDisposition(fileName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    res.end(pdf);
  }
}
