import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { GRAPHQL_RESOLVERS } from './resolvers';
import { describeRootTypes } from './root-descriptions';

export const SCHEMA_FILE = join(__dirname, '..', '..', '..', '..', 'libs', 'schema', 'schema.graphql');

const HEADER = `# ------------------------------------------------------
# THIS FILE WAS AUTOMATICALLY GENERATED (DO NOT MODIFY)
# ------------------------------------------------------
`;

/** The SDL text of a schema exactly as it is committed in libs/schema/schema.graphql. */
export function schemaFileText(schema: GraphQLSchema): string {
  return `${HEADER}\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** Builds the code-first schema from the resolver classes alone (no database, no server). */
export async function buildSchema(): Promise<GraphQLSchema> {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const factory = app.get(GraphQLSchemaFactory);
  const schema = await factory.create(GRAPHQL_RESOLVERS);
  await app.close();
  return describeRootTypes(schema);
}

if (require.main === module) {
  buildSchema()
    .then((schema) => {
      writeFileSync(SCHEMA_FILE, schemaFileText(schema));
      console.log(`wrote ${SCHEMA_FILE}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
