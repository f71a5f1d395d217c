import { validated } from '../../../common/validated';
import { ApplicationStatusInput } from '../../applications/dto/application-status.input';
import { Fields, text } from './fields';

/** The legacy status change (`updated_status` or `status`, any case) as ApplicationStatusInput. */
export function legacyStatusInput(body: Fields): Promise<ApplicationStatusInput> {
  return validated(ApplicationStatusInput, {
    status: text(body.updated_status ?? body.status)
      .trim()
      .toLowerCase(),
  });
}
