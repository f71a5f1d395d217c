import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL code generation for the web app.
 *
 * Reads the schema file the API emits (never a running server) and the operations kept in each
 * feature's `graphql/` folder, and writes typed documents to `apps/web/src/gql/` (never edited by hand).
 * Run with `npx nx run web:codegen` (or `npx graphql-codegen --config codegen.ts`).
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'libs/schema/schema.graphql',
  documents: ['apps/web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'apps/web/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Components read the fields they select directly; no useFragment() unmasking step.
        fragmentMasking: false,
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        dedupeFragments: true,
        scalars: { DateTime: 'string' },
        defaultScalarType: 'unknown',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write --single-quote --print-width 110'] },
};

export default config;
