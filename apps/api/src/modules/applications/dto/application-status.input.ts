import { ApplicationStatus } from '@hireloop/schema';
import { IsEnum } from 'class-validator';

/** The status a recruiter moves an application to. */
export class ApplicationStatusInput {
  @IsEnum(ApplicationStatus, {
    message: `status must be one of ${Object.values(ApplicationStatus).join(', ')}`,
  })
  status!: ApplicationStatus;
}
