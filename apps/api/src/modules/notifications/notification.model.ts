import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class NotificationModel {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  body!: string;

  @Field(() => ID, { nullable: true })
  applicationId!: string | null;

  @Field()
  read!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType()
export class NotificationPage {
  @Field(() => [NotificationModel])
  items!: NotificationModel[];

  @Field(() => Int)
  unreadCount!: number;

  @Field(() => Int)
  total!: number;
}
