import { ConsentPurpose, ConsentSource } from '@hireloop/schema';
import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

registerEnumType(ConsentPurpose, {
  name: 'ConsentPurpose',
  description: 'What a consent is given to.',
  valuesMap: {
    TERMS_AND_PRIVACY: { description: 'The terms of service and privacy notice, accepted at sign-up.' },
    JOB_ALERT_MAILS: { description: 'Job alert mails.' },
  },
});

registerEnumType(ConsentSource, {
  name: 'ConsentSource',
  description: 'Where a consent was given or withdrawn.',
  valuesMap: {
    SIGNUP: { description: 'Signing up.' },
    SETTINGS: { description: "The user's own settings (e.g. saving or deleting a job alert)." },
    MAIL_LINK: { description: 'A link in a mail (e.g. unsubscribe).' },
  },
});

@ObjectType({ description: 'One grant or withdrawal of consent.' })
export class ConsentEventModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => ConsentPurpose, { description: 'What it is about.' })
  purpose!: ConsentPurpose;

  @Field({ description: 'The version of the notice shown when it happened.' })
  noticeVersion!: string;

  @Field({ description: 'True when consent was given, false when withdrawn.' })
  granted!: boolean;

  @Field(() => ConsentSource, { description: 'Where it happened.' })
  source!: ConsentSource;

  @Field({ description: 'When it happened.' })
  createdAt!: Date;
}
