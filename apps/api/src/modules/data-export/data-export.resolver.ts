import { Role } from '@hireloop/schema';
import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { DataExportModel } from './data-export.model';
import { DataExportService } from './data-export.service';

@Resolver()
export class DataExportResolver {
  constructor(private readonly dataExports: DataExportService) {}

  @Auth(Role.JOB_SEEKER, Role.RECRUITER)
  @Mutation(() => DataExportModel, {
    description:
      'Asks for a zip of everything held about the signed-in seeker or recruiter (a recruiter: account, companies, their jobs with application counts, notes written, API keys and webhooks without secrets), built in the background and mailed as a link valid 7 days. At most one at a time and 3 in 24 hours.',
  })
  requestDataExport(@CurrentUser() user: User): Promise<DataExportModel> {
    return this.dataExports.request(user);
  }

  @Auth(Role.JOB_SEEKER, Role.RECRUITER)
  @Query(() => [DataExportModel], {
    description: "The signed-in seeker's or recruiter's data exports, newest first.",
  })
  myDataExports(@CurrentUser() user: User): Promise<DataExportModel[]> {
    return this.dataExports.list(user);
  }
}
