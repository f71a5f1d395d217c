import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters, hasHiddenCharactersInText } from '@hireloop/schema';
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

/**
 * Free text of several lines (a message someone writes to another) without control, invisible or
 * text-direction characters: line breaks are allowed, nothing else that hides or reorders what it says.
 * `message` replaces the default "<property> may not contain …".
 */
export function IsPlainText(message?: string): PropertyDecorator {
  return ValidateBy({
    name: 'isPlainText',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharactersInText(value),
      defaultMessage: () => message ?? `$property ${HIDDEN_CHARACTERS_MESSAGE}`,
    },
  });
}
