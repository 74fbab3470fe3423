/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

// CI drift gate: src/gql/ must be exactly what `npm run codegen` produces from
// apps/server/schema.gql and the documents in libs/web.
const root = resolve(__dirname, '../../../..');
const gqlDir = join(__dirname, 'gql');

describe('generated GraphQL types (src/gql)', () => {
  it('match apps/server/schema.gql and the documents (run `npm run codegen` when this fails)', async () => {
    const outputs: Array<{ filename: string; content: string }> = await generate(
      { ...config, cwd: root, silent: true },
      false,
    );
    const expected = new Map(outputs.map((o) => [resolve(root, o.filename), o.content]));
    const committed = new Map(
      readdirSync(gqlDir).map((name) => [join(gqlDir, name), readFileSync(join(gqlDir, name), 'utf8')]),
    );

    expect([...committed.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      expect({ file, content: committed.get(file) }).toEqual({ file, content });
    }
  }, 60000);
});
