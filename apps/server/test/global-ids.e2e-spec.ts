import { randomUUID } from 'node:crypto';
import { toGlobalId } from '@coffer/server-core';
import { createTestApp, signedInClient, uploadFiles, type TestApp, type TestClient } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.post('/api/graphql').send({ query, variables });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  // Without extensions (the operation budget): the answer about the objects only.
  const { extensions: _budget, ...answer } = res.body;
  return answer;
}

async function data(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
  const body = await gql(client, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const NODE = `query($id: ID!) { node(id: $id) { __typename id databaseId } }`;

describe('Global object identification (node, nodes, databaseId)', () => {
  let t: TestApp;
  let owner: TestClient;
  let other: Awaited<ReturnType<typeof signedInClient>>;
  /** One object of every Node type, owned by `owner`, as its list queries show it. */
  let objects: Array<{ typename: string; id: string; databaseId: string }>;
  let fileId: string;

  beforeAll(async () => {
    // A webhook may target this machine (nothing here delivers to it).
    t = await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    [owner, other] = [await signedInClient(t.server), await signedInClient(t.server)];
    const up = await uploadFiles(owner, [{ name: 'a.txt', content: 'one', relativePath: 'docs/a.txt' }]).expect(201);
    await uploadFiles(owner, [{ name: 'a.txt', content: 'two' }], {
      onConflict: 'replace',
      parentPath: '/docs/',
    }).expect(201);
    await uploadFiles(owner, [{ name: 'gone.txt', content: 'gone' }]).expect(201);
    const listed = await data(
      owner,
      `{ folder(path: "/docs/", first: 5) { edges { node { __typename id databaseId versions(first: 5) { edges { node { __typename id databaseId } } } } } } }`,
    );
    const file = listed.folder.edges[0].node;
    fileId = file.id;
    expect(file.databaseId).toBe(up.body.created[0].id);
    const root = await data(owner, `{ folder(path: "/") { edges { node { __typename id databaseId name } } } }`);
    const folder = root.folder.edges.find((e: { node: { name: string } }) => e.node.name === 'docs').node;
    const gone = root.folder.edges.find((e: { node: { name: string } }) => e.node.name === 'gone.txt').node;
    await data(owner, `mutation($ids: [ID!]!) { deleteItems(ids: $ids) }`, { ids: [gone.id] });
    const link = (
      await data(
        owner,
        `mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { __typename id databaseId } }`,
        {
          i: { fileId },
        },
      )
    ).createShareLink;
    const token = (
      await data(
        owner,
        `mutation { createAccessToken(input: { name: "ci", scopes: [READ] }) { accessToken { __typename id databaseId } } }`,
      )
    ).createAccessToken.accessToken;
    const webhook = (
      await data(
        owner,
        `mutation { createWebhook(input: { url: "http://127.0.0.1:9/hook", eventTypes: ["ITEMS_CHANGED"] }) { webhook { __typename id databaseId } } }`,
      )
    ).createWebhook.webhook;
    const trash = (await data(owner, `{ trash { edges { node { __typename id databaseId } } } }`)).trash.edges[0].node;
    const me = (await data(owner, `{ me { __typename id databaseId } }`)).me;
    objects = [file, folder, file.versions.edges[0].node, link, token, webhook, trash, me].map((o) => ({
      typename: o.__typename,
      id: o.id,
      databaseId: o.databaseId,
    }));
  });
  afterAll(() => t.close());

  it('gives every type an opaque global id (base64url of "Type:uuid") next to its UUID', () => {
    expect(objects.map((o) => o.typename).sort()).toEqual(
      ['AccessToken', 'FileVersion', 'Item', 'Item', 'ShareLink', 'TrashEntry', 'User', 'Webhook'].sort(),
    );
    for (const o of objects) {
      expect(o.databaseId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Buffer.from(o.id, 'base64url').toString()).toBe(`${o.typename}:${o.databaseId}`);
    }
  });

  it('fetches every type again by node(id:), and all of them at once by nodes(ids:) in order', async () => {
    for (const o of objects) {
      const body = await gql(owner, NODE, { id: o.id });
      expect([o.typename, body]).toEqual([o.typename, { data: { node: { __typename: o.typename, ...pick(o) } } }]);
    }
    const missing = toGlobalId('Item', randomUUID());
    const all = await data(owner, `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
      ids: [...objects.map((o) => o.id), missing],
    });
    expect(all.nodes).toEqual([...objects.map((o) => ({ __typename: o.typename, id: o.id })), null]);
  });

  it('answers null, never an error, for malformed, unknown, retyped and foreign ids', async () => {
    const [first] = objects;
    const malformed = [
      '',
      'not-base64!',
      first!.databaseId,
      Buffer.from(`Item:${first!.databaseId}`).toString('base64'), // padded base64, not base64url
      Buffer.from(`Nope:${first!.databaseId}`).toString('base64url'),
      Buffer.from('Item:not-a-uuid').toString('base64url'),
      Buffer.from(`Item:${first!.databaseId}:x`).toString('base64url'),
      Buffer.from(`Item:${first!.databaseId.toUpperCase()}`).toString('base64url'),
      'x'.repeat(5000),
    ];
    for (const id of malformed) expect([id, await gql(owner, NODE, { id })]).toEqual([id, { data: { node: null } }]);
    // The right UUID under another type names nothing.
    const retyped = toGlobalId('ShareLink', objects.find((o) => o.typename === 'Item')!.databaseId);
    expect(await gql(owner, NODE, { id: retyped })).toEqual({ data: { node: null } });
    for (const o of objects)
      expect([o.typename, await gql(other, NODE, { id: o.id })]).toEqual([o.typename, { data: { node: null } }]);
  });

  it('shows a recipient the file shared with them, as Shared with me shows it, and nothing else of the owner', async () => {
    await data(owner, 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }', {
      f: fileId,
      e: [other.email],
    });
    const seen = await data(
      other,
      `query($id: ID!) { node(id: $id) { id ... on Item { name versions { totalCount } } } }`,
      {
        id: fileId,
      },
    ).catch((e: Error) => e.message);
    // A recipient may read the file but not its versions (owner only): the field errors, the node does not.
    expect(String(seen)).toContain('FILE_NOT_FOUND');
    const node = await data(other, `query($id: ID!) { node(id: $id) { id ... on Item { name } } }`, { id: fileId });
    expect(node.node).toEqual({ id: fileId, name: 'a.txt' });
    const shared = await data(other, `{ sharedWithMe { edges { node { item { id } } } } }`);
    expect(shared.sharedWithMe.edges.map((e: { node: { item: { id: string } } }) => e.node.item.id)).toEqual([fileId]);
    const others = objects.filter((o) => o.id !== fileId);
    for (const o of others) expect((await gql(other, NODE, { id: o.id })).data.node).toBeNull();
  });

  it('takes global ids in id arguments, and the bare UUIDs of earlier releases too', async () => {
    const file = objects.find((o) => o.typename === 'Item' && o.id === fileId)!;
    const byGlobal = await data(owner, `query($id: ID!) { item(id: $id) { id name } }`, { id: file.id });
    const byUuid = await data(owner, `query($id: ID!) { item(id: $id) { id name } }`, { id: file.databaseId });
    expect(byGlobal).toEqual(byUuid);
    // Another type's global id is not an item.
    const wrong = await gql(owner, `query($id: ID!) { item(id: $id) { id } }`, {
      id: objects.find((o) => o.typename === 'ShareLink')!.id,
    });
    expect(wrong.errors[0].extensions.code).toBe('FILE_NOT_FOUND');
  });

  it('looks items up by path in your own tree, with their breadcrumbs', async () => {
    await uploadFiles(owner, [{ name: 'deep.txt', content: 'd', relativePath: 'docs/x/y/deep.txt' }]).expect(201);
    const LOOKUP = `query($p: String!) { item(path: $p) { name type fullPath ancestors { name fullPath } } }`;
    expect((await data(owner, LOOKUP, { p: '/docs/x/y/deep.txt' })).item).toEqual({
      name: 'deep.txt',
      type: 'FILE',
      fullPath: null,
      ancestors: [
        { name: 'docs', fullPath: '/docs/' },
        { name: 'x', fullPath: '/docs/x/' },
        { name: 'y', fullPath: '/docs/x/y/' },
      ],
    });
    expect((await data(owner, LOOKUP, { p: '/docs/x/' })).item).toMatchObject({ name: 'x', type: 'FOLDER' });
    // A trailing slash names a folder only; another user's path is looked up in their own tree.
    for (const [client, p] of [
      [owner, '/docs/x/y/deep.txt/'],
      [owner, '/'],
      [owner, '/nope.txt'],
      [other, '/docs/x/y/deep.txt'],
    ] as const)
      expect([p, (await gql(client, LOOKUP, { p })).errors?.[0]?.extensions?.code]).toEqual([p, 'FILE_NOT_FOUND']);
    const both = await gql(owner, `query($id: ID!) { item(id: $id, path: "/docs/") { name } }`, { id: fileId });
    expect(both.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });
});

function pick(o: { id: string; databaseId: string }) {
  return { id: o.id, databaseId: o.databaseId };
}
