// The module-boundary rules of eslint.config.mjs, checked the way `npm run lint` checks code: ESLint
// with the repository's config, on source text placed at real paths inside the libraries (the text
// replaces the file's content for this run only; nothing is written).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

interface Fixture {
  name: string;
  filePath: string;
  code: string;
}
interface Finding {
  ruleId: string | null;
  message: string;
}

// ESLint loads its config with import(), which jest's module runtime does not offer: lint in a child.
// The boundary rules read imports and the Nx project graph, never types: the repository's config
// runs without type information here (typescript-eslint's disableTypeChecked), which spares building
// a TypeScript program for each tsconfig (most of the run) and changes none of these findings.
const LINT_TEXTS = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const fixtures = JSON.parse(process.argv[1]);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], ...tseslint.configs.disableTypeChecked }],
});
const out = {};
for (const f of fixtures) {
  const [result] = await eslint.lintText(f.code, { filePath: f.filePath });
  out[f.name] = result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}
process.stdout.write(JSON.stringify(out));
`;

const BOUNDARY_RULES = new Set(['@nx/enforce-module-boundaries', 'no-restricted-imports']);

const fixtures: Fixture[] = [
  {
    name: 'web feature imports a server lib',
    filePath: 'libs/web/files/src/index.ts',
    code: "export { FilesModule } from '@coffer/server-files';\n",
  },
  {
    name: 'server feature imports a web lib',
    filePath: 'libs/server/files/src/index.ts',
    code: "export { theme } from '@coffer/web-ui';\n",
  },
  // Every lib depends on shared-contracts, so an import from there would be refused as a cycle first;
  // this project is scope:shared too and nothing depends on it.
  {
    name: 'shared imports a server lib',
    filePath: 'tools/lint/src/module-boundaries.spec.ts',
    code: "export { DomainError } from '@coffer/server-core';\n",
  },
  {
    name: "relative deep import into another feature's internals",
    filePath: 'libs/web/files/src/index.ts',
    code: "export { useSessionRevalidation } from '../../auth/src/hooks/useSessionRevalidation';\n",
  },
  {
    name: "workspace-path deep import into another feature's internals",
    filePath: 'libs/web/files/src/index.ts',
    code: "export { useSessionRevalidation } from 'libs/web/auth/src/hooks/useSessionRevalidation';\n",
  },
  {
    name: 'deep import under a lib alias',
    filePath: 'libs/web/files/src/index.ts',
    code: "export { useSessionRevalidation } from '@coffer/web-auth/src/hooks/useSessionRevalidation';\n",
  },
  {
    name: 'data-access imports a feature',
    filePath: 'libs/server/storage/src/index.ts',
    code: "export { AuthService } from '@coffer/server-auth';\n",
  },
  {
    name: 'ui imports data-access',
    filePath: 'libs/web/ui/src/index.ts',
    code: "export * from '@coffer/web-data-access';\n",
  },
  {
    name: 'a lib imports a lib that depends on it',
    filePath: 'libs/web/ui/src/index.ts',
    code: "export { ROOT_PATH } from '@coffer/web-files';\n",
  },
  {
    name: 'data-access imports ui',
    filePath: 'libs/web/data-access/src/index.ts',
    code: "export { theme } from '@coffer/web-ui';\n",
  },
  {
    name: 'production code imports a testing lib',
    filePath: 'libs/web/files/src/index.ts',
    code: "export { render } from '@coffer/web-testing';\n",
  },
  {
    name: 'allowed: a feature uses ui, data-access, shared and another feature through its index',
    filePath: 'libs/web/files/src/index.ts',
    code: "export { theme } from '@coffer/web-ui';\nexport { useAuthStore } from '@coffer/web-auth';\nexport { ERROR_CODES } from '@coffer/shared-contracts';\nexport * from '@coffer/web-data-access';\n",
  },
  {
    name: 'allowed: a test uses the testing lib',
    filePath: 'libs/web/files/src/domain/actions.test.ts',
    code: "export { render } from '@coffer/web-testing';\n",
  },
  {
    name: 'allowed: a server feature uses core, data-access and shared',
    filePath: 'libs/server/sharing/src/index.ts',
    code: "export { DomainError } from '@coffer/server-core';\nexport { MailService } from '@coffer/server-mail';\nexport { ERROR_CODES } from '@coffer/shared-contracts';\nexport { FilesService } from '@coffer/server-files';\n",
  },
];

let findings: Record<string, Finding[]>;

beforeAll(() => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_TEXTS, JSON.stringify(fixtures)], {
    cwd: root,
    encoding: 'utf8',
    // As on a developer's machine: outside any Nx task and not as CI. (Under CI=true Nx's boundary
    // rule passes over text given to lintText at an existing path, while it still checks files on
    // disk, which is what `npm run lint` lints in CI.)
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_') && name !== 'CI')),
      NX_DAEMON: 'false',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  findings = JSON.parse(out) as Record<string, Finding[]>;
});

function boundaryErrors(name: string): Finding[] {
  const all = findings[name];
  if (!all) throw new Error(`no lint result for "${name}"`);
  return all.filter((f) => f.ruleId !== null && BOUNDARY_RULES.has(f.ruleId));
}

describe('module boundaries', () => {
  it.each([
    [
      'web feature imports a server lib',
      /tagged with "scope:web" can only depend on libs tagged with "scope:web", "scope:shared"/,
    ],
    [
      'server feature imports a web lib',
      /tagged with "scope:server" can only depend on libs tagged with "scope:server", "scope:shared"/,
    ],
    ['shared imports a server lib', /tagged with "scope:shared" can only depend on libs tagged with "scope:shared"/],
    [
      'data-access imports a feature',
      /tagged with "type:data-access" can only depend on libs tagged with "type:data-access", "type:util"/,
    ],
    ['ui imports data-access', /tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util"/],
    ['a lib imports a lib that depends on it', /Circular dependency between "web-ui" and "web-files"/],
    [
      'data-access imports ui',
      /tagged with "type:data-access" can only depend on libs tagged with "type:data-access", "type:util"/,
    ],
    ['production code imports a testing lib', /tagged with "type:feature" can only depend on libs tagged with/],
  ])('refuses: %s', (name, message) => {
    const errors = boundaryErrors(name);
    expect(errors.map((e) => e.ruleId)).toContain('@nx/enforce-module-boundaries');
    expect(errors.map((e) => e.message).join('\n')).toMatch(message);
  });

  it.each([
    "relative deep import into another feature's internals",
    "workspace-path deep import into another feature's internals",
  ])('refuses: %s', (name) => {
    expect(boundaryErrors(name)).toEqual([
      {
        ruleId: '@nx/enforce-module-boundaries',
        message: expect.stringMatching(/cannot be imported by a relative or absolute path/),
      },
    ]);
  });

  it('refuses: deep import under a lib alias', () => {
    expect(boundaryErrors('deep import under a lib alias')).toContainEqual({
      ruleId: 'no-restricted-imports',
      message: expect.stringContaining('Import a library only through its public index.ts'),
    });
  });

  it.each([
    'allowed: a feature uses ui, data-access, shared and another feature through its index',
    'allowed: a test uses the testing lib',
    'allowed: a server feature uses core, data-access and shared',
  ])('%s', (name) => {
    expect(boundaryErrors(name)).toEqual([]);
  });
});
