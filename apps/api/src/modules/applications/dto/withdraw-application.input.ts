import { WITHDRAWAL_MESSAGES, WITHDRAWAL_REASON_MAX_LENGTH } from '@hireloop/schema';
import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPlainText } from '../../../common/names';

/** A seeker withdrawing one of their applications, with an optional reason in plain text. */
@InputType({ description: 'The application to withdraw and, optionally, why.' })
export class WithdrawApplicationInput {
  @Field(() => ID, { description: 'Id of one of your applications.' })
  @IsString()
  @MaxLength(100)
  applicationId!: string;

  @Field(() => String, {
    description: `Why, in plain text (at most ${WITHDRAWAL_REASON_MAX_LENGTH} characters; line breaks allowed); shown to the recruiter.`,
    nullable: true,
  })
  @IsOptional()
  @IsString()
  @MaxLength(WITHDRAWAL_REASON_MAX_LENGTH, { message: WITHDRAWAL_MESSAGES.reasonTooLong })
  @IsPlainText(WITHDRAWAL_MESSAGES.reasonHidden)
  reason?: string | null;
}
