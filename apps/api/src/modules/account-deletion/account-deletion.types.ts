import { ArgsType, Field, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';

/** Longest code as typed (the codes have 6 digits; spaces around them are allowed). */
const CODE_MAX_LENGTH = 20;

@ObjectType({ description: 'A code that confirms the deletion of my account has been e-mailed to me.' })
export class AccountDeletionCode {
  @Field({ description: "The account's e-mail address, where the code went." })
  sentTo!: string;

  @Field({ description: 'The code stops working at this time.' })
  expiresAt!: Date;

  @Field({ description: 'A new code may be requested from this time.' })
  resendAvailableAt!: Date;
}

@ArgsType()
export class ConfirmAccountDeletionArgs {
  @Field({ description: 'The 6-digit code from the mail sent by requestAccountDeletion.' })
  @IsString()
  @MaxLength(CODE_MAX_LENGTH)
  code!: string;
}
