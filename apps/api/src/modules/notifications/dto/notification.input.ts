import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainName, IsPlainText } from '../../../common/names';

const REQUIRED = 'title and body are required';

/**
 * A recruiter's own message to one of their applicants. It is plain text: markup in it is kept as
 * written and shown as text (the e-mail escapes it); a title is one line, and neither may hold control,
 * invisible or text-direction characters (the body may hold line breaks).
 */
export class NotificationInput {
  /** The applicant's account id. */
  @IsString()
  userId!: string;

  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200)
  @IsPlainName()
  title!: string;

  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(2000)
  @IsPlainText()
  body!: string;
}
