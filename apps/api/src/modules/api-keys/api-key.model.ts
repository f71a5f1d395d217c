import { ApiKeyAccess, API_KEY_NAME_MAX_LENGTH } from '@hireloop/schema';
import { Field, GraphQLISODateTime, InputType, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsDate, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiKey } from './api-key.entity';

@InputType({ description: 'A new API key.' })
export class ApiKeyInput {
  @Field({ description: `A name to recognise the key by (at most ${API_KEY_NAME_MAX_LENGTH} characters).` })
  @IsString()
  @MaxLength(1000)
  name!: string;

  @Field(() => [String], {
    description:
      'What the key may do: jobs:read, jobs:write, applications:read, applications:write, companies:read.',
  })
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  scopes!: string[];

  @Field(() => ApiKeyAccess, {
    nullable: true,
    description: "Administrators only, and required for them: read-only or full. Recruiters' keys have none.",
  })
  @IsOptional()
  @IsEnum(ApiKeyAccess)
  access?: ApiKeyAccess | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the key stops working (at most a year ahead); null: never.',
  })
  @IsOptional()
  @IsDate({ message: 'The expiry must be a date and time' })
  expiresAt?: Date | null;
}

@ObjectType({ description: 'A created key and its secret, shown this once.' })
export class ApiKeyCreation {
  @Field(() => ApiKey, { description: 'The key as listed.' })
  key!: ApiKey;

  @Field({
    description:
      'The whole key (hl_<prefix>_<secret>), to send as `Authorization: Bearer …`. Not shown again.',
  })
  secret!: string;
}
