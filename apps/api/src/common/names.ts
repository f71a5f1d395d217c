import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from '@hireloop/schema';
import { ValidateBy } from 'class-validator';

/**
 * A one-line name (a person's, a company's, a job title, the platform's) without control, invisible or
 * text-direction characters: such a name could show as other letters or look like another's.
 */
export function IsPlainName(): PropertyDecorator {
  return ValidateBy({
    name: 'isPlainName',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharacters(value),
      defaultMessage: () => `$property ${HIDDEN_CHARACTERS_MESSAGE}`,
    },
  });
}
