import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents for the web app (`npm run codegen`), read from the committed server
 * schema, never a live server. Paths are relative to the workspace root. A test fails while
 * src/gql/ differs from what this produces.
 */
const config: CodegenConfig = {
  schema: 'apps/server/schema.gql',
  documents: ['libs/web/*/src/**/*.{ts,tsx}', '!libs/web/data-access/src/gql/**', '!libs/web/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'libs/web/data-access/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Date-times travel as ISO-8601 strings; uploads are browser File objects.
        scalars: { ID: 'string', DateTime: 'string', Upload: 'File' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
