import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const REQUIRED = 'title and body are required';

/** A recruiter's own message to one of their applicants. */
export class NotificationInput {
  /** The applicant's account id. */
  @IsString()
  userId!: string;

  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200)
  title!: string;

  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(2000)
  body!: string;
}
