import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** `graphql(` followed by one template literal without substitutions: how our libs write operations. */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/**
 * Replaces each `graphql(`...`)` call of the web libs with the document codegen generated for it,
 * at build time. At run time `graphql()` looks documents up in one map that holds every operation
 * of the app, so the first screen would carry all of them; inlined, each document travels with
 * the screen that uses it. A call codegen does not know fails the build (run `npm run codegen`).
 */
export function inlineGraphqlDocuments(gqlDir: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'coffer-inline-graphql-documents',
    apply: 'build',
    // Before the TypeScript transform, while the calls read as written.
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments(gqlDir);
    },
    transform(code, id) {
      if (!/[\\/]libs[\\/]web[\\/].+\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql('))
        return null;
      let replaced = false;
      const out = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const document = documents.get(source);
        if (!document) this.error(`${id}: no generated document for a graphql() call; run npm run codegen`);
        replaced = true;
        return `(${document})`;
      });
      return replaced ? { code: out, map: null } : null;
    },
  };
}

/** The operation source of each `graphql()` call → the generated document, as a JSON literal. */
export function readGeneratedDocuments(gqlDir: string): Map<string, string> {
  const generated = readFileSync(join(gqlDir, 'graphql.ts'), 'utf8');
  const json = new Map<string, string>();
  for (const [, name, literal] of generated.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    json.set(name!, literal!);
  }
  const map = readFileSync(join(gqlDir, 'gql.ts'), 'utf8');
  const start = map.indexOf('const documents');
  const body = map.slice(start, map.indexOf('\n};', start));
  const documents = new Map<string, string>();
  for (const [, key, name] of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const literal = json.get(name!);
    if (!literal) throw new Error(`gql.ts names ${name}, which graphql.ts does not define`);
    documents.set(JSON.parse(key!) as string, literal);
  }
  if (documents.size === 0) throw new Error(`no documents found in ${gqlDir}`);
  return documents;
}
