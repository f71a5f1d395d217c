import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL code generation for the web app.
 *
 * Reads the schema file the API emits (never a running server) and the operations kept in each
 * feature's `graphql/` folder, and writes typed documents to `apps/web/src/gql/` (never edited by hand).
 * Run with `npx nx run web:codegen` (or `npx graphql-codegen --config codegen.ts`).
 */
/** CODEGEN_OUT lets the staleness test generate into a temporary folder and compare. */
const out = process.env.CODEGEN_OUT ?? 'apps/web/src/gql/';

const config: CodegenConfig = {
  overwrite: true,
  schema: 'libs/schema/schema.graphql',
  documents: ['apps/web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [out]: {
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
};

export default config;
