import { ApplicationStatus, BULK_STATUS_MAX, BULK_STATUS_MESSAGES } from '@hireloop/schema';
import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsString, MaxLength } from 'class-validator';

@InputType({ description: 'Several applications to my jobs and the status they all move to.' })
export class SetApplicationStatusesInput {
  @Field(() => [ID], {
    description: `Ids of applications to your jobs: at least 1, at most ${BULK_STATUS_MAX} (repeats count once).`,
  })
  @IsArray()
  @ArrayMinSize(1, { message: BULK_STATUS_MESSAGES.noneChosen })
  @ArrayMaxSize(BULK_STATUS_MAX, { message: BULK_STATUS_MESSAGES.tooMany })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  applicationIds!: string[];

  @Field(() => ApplicationStatus, { description: 'The new status (any but withdrawn).' })
  @IsEnum(ApplicationStatus, {
    message: `status must be one of ${Object.values(ApplicationStatus).join(', ')}`,
  })
  status!: ApplicationStatus;
}
