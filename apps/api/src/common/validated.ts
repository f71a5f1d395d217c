import { ValidationPipe } from '@nestjs/common';

/**
 * The checks GraphQL applies to its input types (the global ValidationPipe of AppModule), for the REST
 * routes that assemble the same input class from legacy field names: an over-long or malformed value is
 * refused with 400 and the decorators' messages, never cut to fit.
 */
const pipe = new ValidationPipe({ whitelist: true, transform: true, forbidUnknownValues: false });

export async function validated<T extends object>(
  type: new () => T,
  value: Record<string, unknown>,
): Promise<T> {
  return (await pipe.transform(value, { type: 'body', metatype: type })) as T;
}
