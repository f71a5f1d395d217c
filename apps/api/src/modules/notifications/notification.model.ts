import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A notification for the signed-in user.' })
export class NotificationModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field({ description: 'The title.' })
  title!: string;

  @Field({ description: 'The text.' })
  body!: string;

  @Field(() => ID, { description: 'The application it is about, when any.', nullable: true })
  applicationId!: string | null;

  @Field({ description: 'Whether the user has read it.' })
  read!: boolean;

  @Field({ description: 'When it was created.' })
  createdAt!: Date;
}

@ObjectType({ description: "The user's newest notifications." })
export class NotificationPage {
  @Field(() => [NotificationModel], { description: 'Notifications, newest first.' })
  items!: NotificationModel[];

  @Field(() => Int, { description: 'Notifications not read yet.' })
  unreadCount!: number;

  @Field(() => Int, { description: 'Notifications in all.' })
  total!: number;
}
