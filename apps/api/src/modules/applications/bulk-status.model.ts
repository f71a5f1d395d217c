import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'An application a bulk status change left as it was, and why.' })
export class BulkStatusFailure {
  @Field(() => ID, { description: 'The id as it was sent.' })
  applicationId!: string;

  @Field({ description: 'NOT_FOUND (not an application to one of your jobs) or CONFLICT (withdrawn).' })
  code!: string;

  @Field({ description: 'Why it was left as it was.' })
  message!: string;
}

@ObjectType({
  description:
    'The outcome of a bulk status change: every application that could move did, in one transaction; the others are listed with the reason.',
})
export class BulkStatusResult {
  @Field(() => [ID], { description: 'Applications moved to the status (their applicants were notified).' })
  changed!: string[];

  @Field(() => [ID], { description: 'Applications that already had the status (nothing sent).' })
  unchanged!: string[];

  @Field(() => [BulkStatusFailure], { description: 'Applications left as they were, with the reason.' })
  failures!: BulkStatusFailure[];
}
