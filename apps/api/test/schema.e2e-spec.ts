import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  buildSchema as buildGraphQLSchema,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { buildSchema, SCHEMA_FILE, schemaFileText } from '../src/graphql/emit-schema';
import { createTestApp, TestApp } from './support/test-app';

/** Types, fields, arguments, input fields and enum values of a schema that carry no description. */
function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!type.description) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        const args = 'args' in field ? field.args : [];
        for (const arg of args) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type))
      for (const value of type.getValues())
        if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

const ROOT = join(__dirname, '..', '..', '..');
const GENERATED = join(ROOT, 'apps', 'web', 'src', 'gql');

/** The codegen guard: the committed schema and generated web code must match the API as it is. */
describe('GraphQL schema artifact and generated web code', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('libs/schema/schema.graphql is the schema the running API serves (run `npm run schema`)', () => {
    const served = schemaFileText(t.app.get(GraphQLSchemaHost).schema);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(served);
  });

  it('the schema emitted without a database equals the served one (every resolver is listed)', async () => {
    const served = schemaFileText(t.app.get(GraphQLSchemaHost).schema);
    expect(schemaFileText(await buildSchema())).toBe(served);
  });

  it('describes every type, field, argument, input field and enum value (integrators read them)', () => {
    const missing = undocumented(t.app.get(GraphQLSchemaHost).schema);
    expect(missing).toEqual([]);
  });

  it('the description check finds what is missing', () => {
    const bare = buildGraphQLSchema('type Query { a(b: Int): E } enum E { X }');
    expect(undocumented(bare).sort()).toEqual(['E.X', 'Query.a', 'Query.a(b)', 'type E', 'type Query']);
  });

  it('apps/web/src/gql is what codegen generates from the committed schema (run `npm run codegen`)', () => {
    const out = mkdtempSync(join(tmpdir(), 'hireloop-codegen-'));
    try {
      const run = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules', '.bin', 'graphql-codegen'), '--config', 'codegen.ts'],
        {
          cwd: ROOT,
          env: { ...process.env, CODEGEN_OUT: `${out}/` },
          encoding: 'utf8',
        },
      );
      expect(run.stderr + run.stdout).not.toMatch(/error/i);
      expect(run.status).toBe(0);
      const files = readdirSync(out).sort();
      expect(readdirSync(GENERATED).sort()).toEqual(files);
      for (const file of files) {
        expect(`${file}:\n${readFileSync(join(GENERATED, file), 'utf8')}`).toBe(
          `${file}:\n${readFileSync(join(out, file), 'utf8')}`,
        );
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
