import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { bearerToken, SessionsService } from '../auth/sessions.service';
import { User } from '../users/user.entity';
import { NotificationModel, NotificationPage } from './notification.model';
import { notificationTrigger, NotificationsService } from './notifications.service';
import { LiveEvents } from './pubsub.provider';

@Resolver()
export class NotificationsResolver {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly live: LiveEvents,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Whether an open subscription's session is still valid when an event arrives: a token revoked (new
   * password, "sign out of all devices", account deleted) or past the session timeout after the
   * subscription started receives nothing more.
   */
  async sessionStillValid(ctx: GqlContext): Promise<boolean> {
    const token = bearerToken(ctx.req.headers.authorization);
    const userId = ctx.req.user?.id;
    return !!token && !!userId && this.sessions.stillValid(token, userId);
  }

  @Auth()
  @Query(() => NotificationPage, { description: 'My notifications, newest first, with the unread count.' })
  myNotifications(
    @CurrentUser() user: User,
    @Args('limit', { description: 'At most this many notifications.', type: () => Int, defaultValue: 20 })
    limit: number,
  ) {
    return this.notifications.list(user, limit);
  }

  @Auth()
  @Mutation(() => NotificationModel, { description: 'Marks one of your notifications read.' })
  markNotificationRead(
    @CurrentUser() user: User,
    @Args('id', { description: 'Id of the notification.', type: () => ID }) id: string,
  ) {
    return this.notifications.markRead(user, id);
  }

  @Auth()
  @Mutation(() => Int, { description: 'Marks every notification read; answers how many changed.' })
  markAllNotificationsRead(@CurrentUser() user: User) {
    return this.notifications.markAllRead(user);
  }

  /** Live over graphql-ws; pass `{ authorization: 'Bearer <token>' }` as connection params. */
  @Auth()
  @Subscription(() => NotificationModel, {
    description: 'My new notifications as they happen.',
    filter(this: NotificationsResolver, _payload: unknown, _variables: unknown, ctx: GqlContext) {
      return this.sessionStillValid(ctx);
    },
    // An event from another process crossed Redis as JSON: its date is text again, made a Date here.
    resolve: (payload: { notificationAdded: NotificationModel }) => ({
      ...payload.notificationAdded,
      createdAt: new Date(payload.notificationAdded.createdAt),
    }),
  })
  notificationAdded(@CurrentUser() user: User) {
    return this.live.subscribe(notificationTrigger(user.id));
  }
}
