import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every `graphql(...)` call under src/. The output in src/gql/ is committed and never
// edited by hand: run `npm run codegen -w @kipu/web` after changing an operation or the schema. SCHEMA points
// at another printed schema (a contract the server does not serve yet, say).
const config: CodegenConfig = {
  schema: process.env.SCHEMA ?? '../../schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        dedupeFragments: true,
      },
    },
  },
};

export default config;
