import { Role } from '@hireloop/schema';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { csvFileName, sendCsv } from '../../common/csv-export';
import { BadInputError, NotFoundError } from '../../common/errors';
import { validated } from '../../common/validated';
import { AdminService, AdminTable } from '../admin/admin.service';
import { TableQueryInput } from '../admin/admin.types';
import { Availability, CandidatesService } from '../applications/candidates.service';
import { RecruiterApplicantsService } from '../applications/recruiter-applicants.service';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ADMIN_CSV, APPLICANT_CSV, CANDIDATE_CSV, candidateCsvRows } from './csv-columns';
import { Fields, text } from './dto/fields';

const ADMIN_TABLES: readonly AdminTable[] = ['jobs', 'companies', 'seekers', 'applications'];

/**
 * CSV downloads of the recruiter's and the administrator's tables, streamed from a database cursor
 * (see sendCsv): the same rows, filters and access rules as the pages that show them.
 */
@Controller('api/v1')
export class ExportsController {
  constructor(
    private readonly applicants: RecruiterApplicantsService,
    private readonly candidates: CandidatesService,
    private readonly admin: AdminService,
  ) {}

  /** Every applicant of one of my jobs, with statuses, ratings and notes. */
  @Auth(Role.RECRUITER, Role.ADMIN)
  @Get('recruiter/jobs/:id/applicants.csv')
  async applicantsCsv(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const { job, batches } = await this.applicants.exportForJob(user, id);
    await sendCsv(res, csvFileName('applicants', job.title), APPLICANT_CSV, batches);
  }

  /** Every candidate the search finds (`keyword`, `availability` as in the candidates search). */
  @Auth(Role.RECRUITER, Role.ADMIN)
  @Get('recruiter/candidates.csv')
  async candidatesCsv(
    @CurrentUser() user: User,
    @Query() query: Fields,
    @Res() res: Response,
  ): Promise<void> {
    const keyword = text(query.keyword);
    const availability = text(query.availability).toLowerCase();
    const values = Object.values(Availability) as string[];
    if (availability && !values.includes(availability)) {
      throw new BadInputError(`availability must be one of ${values.join(', ')}`);
    }
    const rows = this.candidates.exportRows(user, keyword, (availability || null) as Availability | null);
    await sendCsv(res, csvFileName('candidates'), CANDIDATE_CSV, async function* () {
      for await (const batch of rows()) yield candidateCsvRows(batch);
    });
  }

  /** Every row of an admin table (jobs, companies, seekers, applications), searched and sorted as the table. */
  @Auth(Role.ADMIN)
  @Get('admin/:table.csv')
  async adminCsv(@Param('table') table: string, @Query() query: Fields, @Res() res: Response): Promise<void> {
    const name = ADMIN_TABLES.find((t) => t === table);
    if (!name) throw new NotFoundError(`No such table; one of ${ADMIN_TABLES.join(', ')}`);
    const input = await validated(TableQueryInput, {
      search: query.search === undefined ? undefined : text(query.search),
      sortBy: query.sortBy === undefined ? undefined : text(query.sortBy),
      sortDir: query.sortDir === undefined ? undefined : text(query.sortDir).toLowerCase(),
    });
    await this.sendAdmin(res, name, input);
  }

  private async sendAdmin<T extends AdminTable>(
    res: Response,
    table: T,
    query: TableQueryInput,
  ): Promise<void> {
    const batches = this.admin.exportRows(table, query);
    await sendCsv(res, csvFileName(table), ADMIN_CSV[table], batches);
  }
}
