import { ValidationPipe } from '@nestjs/common';

/** The one validation pipe: AppModule applies it to every GraphQL input and REST body. */
export const INPUT_PIPE = new ValidationPipe({
  whitelist: true,
  transform: true,
  forbidUnknownValues: false,
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
