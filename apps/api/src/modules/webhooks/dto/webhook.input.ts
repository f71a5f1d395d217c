import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX_LENGTH,
  WebhookEventType,
} from '@hireloop/schema';
import { Field, InputType, ObjectType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEnum,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { WebhookSubscription } from '../webhook.entity';

@InputType({ description: 'A webhook subscription: where to POST and which events.' })
export class CreateWebhookInput {
  @Field({ description: 'The receiver: https (http outside production), a public address.' })
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: WEBHOOK_MESSAGES.urlTooLong })
  url!: string;

  @Field(() => [WebhookEventType], { description: 'The events to send (at least one).' })
  @IsArray()
  @ArrayMinSize(1, { message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsEnum(WebhookEventType, { each: true })
  events!: WebhookEventType[];
}

@InputType({ description: 'What to change of a webhook subscription; what is left out stays.' })
export class UpdateWebhookInput {
  @Field(() => String, { nullable: true, description: 'A new receiver URL.' })
  @IsOptional()
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: WEBHOOK_MESSAGES.urlTooLong })
  url?: string | null;

  @Field(() => [WebhookEventType], { nullable: true, description: 'The events to send (at least one).' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, { message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsEnum(WebhookEventType, { each: true })
  events?: WebhookEventType[] | null;
}

@ObjectType({ description: 'A new webhook subscription and its signing secret, shown this once.' })
export class WebhookSubscriptionCreation {
  @Field(() => WebhookSubscription, { description: 'The subscription.' })
  subscription!: WebhookSubscription;

  @Field({
    description:
      'The secret (`whsec_…`) that signs every body (Hireloop-Signature). Keep it: it is never shown again.',
  })
  secret!: string;
}
