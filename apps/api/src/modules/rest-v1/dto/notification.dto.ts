import { validated } from '../../../common/validated';
import { NotificationInput } from '../../notifications/dto/notification.input';
import { Fields, text } from './fields';

/** The legacy message to an applicant (`user_Id` or `userId`, `title`, `body`) as NotificationInput. */
export function legacyNotificationInput(body: Fields): Promise<NotificationInput> {
  return validated(NotificationInput, {
    userId: text(body.user_Id ?? body.userId).trim(),
    title: text(body.title).trim(),
    body: text(body.body).trim(),
  });
}
