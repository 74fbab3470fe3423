import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

// The schema evolves safely: every breaking change against the last released schema is listed
// under "### Breaking" in the API changelog (docs/api-changelog.md), by path: `Type.field` or `Type.field.argument`.

const ROOT = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The paths the changelog lists as breaking: backticked names in its "### Breaking" sections. */
function listedBreaking(changelog: string): Set<string> {
  const listed = new Set<string>();
  for (const section of changelog.split(/^### /m).filter((s) => s.startsWith('Breaking')))
    for (const [, path] of section.split(/^#{1,3} /m)[0]!.matchAll(/`([A-Za-z_][\w.]*)`/g)) listed.add(path!);
  return listed;
}

/** Breaking changes from `released` to `current` whose path the changelog does not list. */
async function unlistedBreakingChanges(released: string, current: string, changelog: string): Promise<string[]> {
  const listed = listedBreaking(changelog);
  const changes = await diff(buildSchema(released), buildSchema(current));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .filter((change) => !change.path || !listed.has(change.path))
    .map((change) => `${change.path ?? '(schema)'}: ${change.message}`);
}

describe('Schema evolution against the last release', () => {
  const released = read('apps/server/schema.released.gql');
  const current = read('apps/server/schema.gql');
  const changelog = read('docs/api-changelog.md');

  it('lists every breaking change of schema.gql since schema.released.gql in docs/api-changelog.md', async () => {
    expect(await unlistedBreakingChanges(released, current, changelog)).toEqual([]);
  });

  it('fails on a breaking change the changelog does not list', async () => {
    // Synthetic: today's schema with Item.name removed and a required argument added.
    const broken = current
      .replace(/\n {2}"""Name within its folder \(NFC\)\."""\n {2}name: String!\n/, '\n')
      .replace('me: User!', 'me(locale: String!): User!');
    expect(broken).not.toBe(current);
    expect(await unlistedBreakingChanges(released, broken, changelog)).toEqual([
      expect.stringMatching(/^Item\.name: /),
      expect.stringMatching(/^Query\.me\.locale: /),
    ]);
    // Listed, the same changes pass.
    const listing = `${changelog}\n### Breaking\n\n- \`Item.name\`\n- \`Query.me.locale\`\n`;
    expect(await unlistedBreakingChanges(released, broken, listing)).toEqual([]);
  });

  it('finds the breaking changes this release made, each of them listed', async () => {
    const changes = await diff(buildSchema(released), buildSchema(current));
    const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking).map((c) => c.path);
    expect(breaking).toContain('ItemsChangedEvent.reason');
    for (const path of breaking) expect(listedBreaking(changelog).has(path!)).toBe(true);
  });
});
