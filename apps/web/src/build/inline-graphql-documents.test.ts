/**
 * @jest-environment node
 */
import { resolve } from 'node:path';
import { inlineGraphqlDocuments, readGeneratedDocuments } from '../../inline-graphql-documents';

const ROOT = resolve(__dirname, '../../../..');
const GQL = resolve(ROOT, 'libs/web/data-access/src/gql');
const ME = '\n  query Me {\n    me {\n      id\n      email\n      name\n      emailVerified\n    }\n  }\n';

/** Runs the plugin's transform on `code` as if it were the file `id`. */
function transform(code: string, id: string): string | null {
  const plugin = inlineGraphqlDocuments(GQL);
  (plugin.buildStart as () => void)();
  // The one part of the bundler's context the transform uses.
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const result = (plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | null).call(
    context,
    code,
    id,
  );
  return result?.code ?? null;
}

describe(inlineGraphqlDocuments.name, () => {
  it('reads every document codegen made, keyed by the source of its graphql() call', () => {
    const documents = readGeneratedDocuments(GQL);
    expect(JSON.parse(documents.get(ME)!)).toMatchObject({
      kind: 'Document',
      definitions: [{ kind: 'OperationDefinition', name: { value: 'Me' } }],
    });
  });

  it('replaces a call in a web lib with its document, variables and all', () => {
    const code = `import { graphql } from '@coffer/web-data-access';\nexport const ME_QUERY = graphql(\`${ME}\`);\n`;
    const out = transform(code, resolve(ROOT, 'libs/web/auth/src/graphql/session.ts'))!;
    expect(out).not.toContain('graphql(`');
    expect(out).toContain('"kind":"Document"');
    expect(out).toContain('"value":"Me"');
  });

  it('fails the build on a call codegen does not know', () => {
    const code = 'export const X = graphql(`\n  query Unknown($id: ID!) { item(id: $id) { id } }\n`);\n';
    expect(() => transform(code, resolve(ROOT, 'libs/web/files/src/graphql/x.ts'))).toThrow('run npm run codegen');
  });

  it('leaves files outside the web libs alone', () => {
    expect(transform(`graphql(\`${ME}\`)`, resolve(ROOT, 'apps/web/src/main.tsx'))).toBeNull();
  });
});
