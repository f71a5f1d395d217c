import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** A property name as people say it: `jobTitle` and `job_title` are 'Job title'. */
export function fieldInWords(property: string): string {
  const words = property
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The checks of a value's type: when one fails, the field's other checks say nothing useful. */
const TYPE_CHECKS = new Set(['isString', 'isNumber', 'isInt', 'isBoolean', 'isArray', 'isObject', 'isDate']);

/** A field's failed checks: only the type's when the value is of the wrong type, else all of them. */
function failedChecks(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  const typeChecks = Object.keys(constraints).filter((name) => TYPE_CHECKS.has(name));
  return (typeChecks.length ? typeChecks : Object.keys(constraints)).map((name) => constraints[name]);
}

/**
 * The decorators' messages, each naming its field in words ('Job title must be shorter than ...'); a value
 * of the wrong type gets only the type's message ('Email must be a string', not its length's).
 */
function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...failedChecks(error).map((message) =>
      message.startsWith(`${error.property} `)
        ? `${fieldInWords(error.property)}${message.slice(error.property.length)}`
        : message,
    ),
    ...messagesOf(error.children ?? []),
  ]);
}

/** The one validation pipe: AppModule applies it to every GraphQL input and REST body. */
export const INPUT_PIPE = new ValidationPipe({
  whitelist: true,
  transform: true,
  forbidUnknownValues: false,
  exceptionFactory: (errors) => new BadRequestException(messagesOf(errors)),
});

/**
 * The same checks for the REST routes that assemble a GraphQL input class from legacy field names: an
 * over-long or malformed value is refused with 400 and the decorators' messages, never cut to fit.
 */
export async function validated<T extends object>(
  type: new () => T,
  value: Record<string, unknown>,
): Promise<T> {
  return (await INPUT_PIPE.transform(value, { type: 'body', metatype: type })) as T;
}
