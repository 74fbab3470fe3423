// Lint for the whole workspace: `npm run lint` (ESLint with --max-warnings 0, then Prettier --check).
// Type-aware typescript-eslint on TypeScript, module boundaries from the Nx project tags, React hooks
// and accessibility rules on the web code, and eslint-config-prettier last so formatting is Prettier's alone.
// The tags and the boundary rules are described in docs/module-boundaries.md.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createProjectGraphAsync } from '@nx/devkit';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundary rule reads Nx's cached project graph and silently skips itself when there is none
// (a clean clone, plain `eslint .`), so compute and cache the graph before any file is linted.
await createProjectGraphAsync({ exitOnError: true });

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const webFiles = ['apps/web/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'];
// Tests and their harness: the only code that may import `type:testing` libraries.
const testFiles = [
  '**/*.spec.{ts,tsx}',
  '**/*.test.{ts,tsx}',
  '**/*.system-test.ts',
  '**/*.e2e-spec.ts',
  '**/*.integration-spec.ts',
  '**/test/**/*.ts',
  'apps/server-faults/**/*.ts',
  'apps/web-e2e/**/*.ts',
  'libs/*/testing/**/*.{ts,tsx}',
  // Render helpers and fixtures kept inside a project for its own tests.
  '**/src/testing/**/*.{ts,tsx}',
];

// Layers, lowest first: util < data-access | ui < feature < app. A layer uses its own kind and the
// ones below it, never one above. Features may use other features, but only through their index.ts.
const layerConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:testing', 'type:ui', 'type:data-access', 'type:util'] },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:testing', 'type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
];
const scopeConstraints = [
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];
// In tests every layer may also use the testing libraries of its scope (the scope rules still hold).
const withTesting = (constraints) =>
  constraints.map((c) =>
    c.sourceTag.startsWith('type:') && !c.onlyDependOnLibsWithTags.includes('type:testing')
      ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing'] }
      : c,
  );
const boundaries = (depConstraints) => [
  'error',
  {
    enforceBuildableLibDependency: true,
    allow: [],
    depConstraints,
  },
];
// The aliases in tsconfig.base.json are the libraries' entry points (each lib's src/index.ts, and any
// extra entry point declared there); anything else under an alias is a deep import.
const entryPoints = Object.keys(
  JSON.parse(readFileSync(new URL('./tsconfig.base.json', import.meta.url), 'utf8')).compilerOptions.paths,
);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const publicApiOnly = [
  'error',
  {
    patterns: [
      {
        regex: `^(?!(?:${entryPoints.map(escapeRegex).join('|')})$)@coffer/[^/]+/`,
        message: "Import a library only through its public index.ts ('@coffer/<lib>').",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/tmp/**',
      'data/**',
      'test-output/**',
      'bench/results/**',
      'bench/.build/**',
      // Generated: GraphQL codegen output and the OpenAPI client types.
      'libs/web/data-access/src/gql/**',
      'apps/server/test/openapi/rest-api.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['**/jest.config.js', '**/jest.*.config.js', 'jest.preset.js', 'libs/web/testing/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['libs/web/testing/src/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },

  // TypeScript, type-aware.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: tsFiles })),
  {
    files: tsFiles,
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.typecheck.json', './apps/web/tsconfig.json', './apps/web-e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `let x; const y = make(() => x); x = …` reads x in a closure before it is assigned: not a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // An async function that fulfils a Promise-returning contract (Apollo plugin hooks, ports, fakes)
      // without awaiting anything is intended; the promise rules that catch real bugs stay on.
      '@typescript-eslint/require-await': 'off',
      // Rethrowing a caught `unknown` (or an error handed over as one) is how errors are passed on.
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Tests assert on untyped payloads (supertest's `body: any`, JSON.parse, GraphQL results); typing each
  // of them only to satisfy these rules would add casts, not safety. Product code keeps them on.
  {
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `expect(mock.method).toHaveBeenCalled…` reads a method without calling it; that is the point.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Module boundaries on every source file; tests may additionally use `type:testing` libraries.
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries([...layerConstraints, ...scopeConstraints]),
      'no-restricted-imports': publicApiOnly,
    },
  },
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': boundaries([...withTesting(layerConstraints), ...scopeConstraints]),
    },
  },
  // Jest configuration is tooling, not a library's code: it loads shared presets and tools/ by path.
  {
    files: ['**/jest.config.js', '**/jest.*.config.js', '**/jest.preset.js'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },

  // The web app and its libraries: hooks and accessibility.
  // The two hooks rules proper. The plugin's React Compiler rules (set-state-in-effect, refs, purity…)
  // judge code for the compiler's optimisations, and this app is not compiled with it.
  {
    files: webFiles,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: webFiles,
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },

  prettier,
);
