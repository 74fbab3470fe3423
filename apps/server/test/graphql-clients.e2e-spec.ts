import { randomUUID } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { GraphQLClient } from 'graphql-request';
import { JobQueue, toGlobalId } from '@coffer/server-core';
import {
  createTestApp,
  signedInClient,
  STRONG_PASSWORD,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
} from '@coffer/server-testing';
import { WEBHOOK_JOB, WebhookDispatcher } from '@coffer/server-webhooks';
import { AppModule } from '../src/app.module';

// Real third-party clients against the running server: graphql-request pages every connection
// forward and backward; Apollo Client's normalised cache keeps objects by their global id.

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}
interface Connection {
  edges: Array<{ cursor: string; node: { id: string } }>;
  nodes: Array<{ id: string }>;
  pageInfo: PageInfo;
  totalCount: number;
}

const PAGE = `edges { cursor node { id } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount`;

/**
 * Each connection, reached through its own query; `$first $after $last $before` are the paging
 * variables. `as: 'session'` pages with the owner's session cookie (what needs a session), else
 * with the owner's access token.
 */
const CONNECTIONS: Record<
  string,
  { query: string; pick: (data: Record<string, unknown>) => Connection; as?: 'session' }
> = {
  folder: {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { c: folder(path: "/many/", first: $first, after: $after, last: $last, before: $before, sort: DATE, descending: true) { ${PAGE} } }`,
    pick: (d) => d['c'] as Connection,
  },
  search: {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { c: search(query: "item", first: $first, after: $after, last: $last, before: $before) { ${PAGE} } }`,
    pick: (d) => d['c'] as Connection,
  },
  moveTargets: {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { c: moveTargets(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } }`,
    pick: (d) => d['c'] as Connection,
  },
  trash: {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { c: trash(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } }`,
    pick: (d) => d['c'] as Connection,
  },
  accessTokens: {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { c: accessTokens(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } }`,
    pick: (d) => d['c'] as Connection,
    as: 'session',
  },
  'Item.versions': {
    query: `query($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Item { c: versions(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } } } }`,
    pick: (d) => (d['node'] as { c: Connection }).c,
  },
  'Item.shareLinks': {
    query: `query($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Item { c: shareLinks(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } } } }`,
    pick: (d) => (d['node'] as { c: Connection }).c,
  },
  'User.shareLinks': {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { me { c: shareLinks(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } } }`,
    pick: (d) => (d['me'] as { c: Connection }).c,
  },
  'User.sessions': {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { me { c: sessions(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } } }`,
    pick: (d) => (d['me'] as { c: Connection }).c,
    as: 'session',
  },
  'User.pendingUploads': {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { me { c: pendingUploads(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } } }`,
    pick: (d) => (d['me'] as { c: Connection }).c,
  },
  sharedWithMe: {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { c: sharedWithMe(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { item { id } } } nodes { item { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }`,
    pick: (d) => byItem(d['c'] as SharedConnection),
  },
  webhooks: {
    query: `query($first: Int, $after: String, $last: Int, $before: String) { c: webhooks(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } }`,
    pick: (d) => d['c'] as Connection,
  },
  'Webhook.deliveries': {
    query: `query($hook: ID!, $first: Int, $after: String, $last: Int, $before: String) { webhook(id: $hook) { c: deliveries(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } } }`,
    pick: (d) => (d['webhook'] as { c: Connection }).c,
  },
};

/** A Shared with me page, each shared file named by its item's id. */
interface SharedConnection extends Omit<Connection, 'edges' | 'nodes'> {
  edges: Array<{ cursor: string; node: { item: { id: string } } }>;
  nodes: Array<{ item: { id: string } }>;
}
function byItem(c: SharedConnection): Connection {
  return {
    ...c,
    edges: c.edges.map((e) => ({ cursor: e.cursor, node: { id: e.node.item.id } })),
    nodes: c.nodes.map((n) => ({ id: n.item.id })),
  };
}

/** A payload's userErrors as graphql-request answers them. */
type Answer<K extends string> = Record<K, { userErrors: Array<{ field: string[] | null; code: string }> }>;

describe('GraphQL with third-party clients (graphql-request, Apollo Client)', () => {
  let t: TestApp;
  let client: GraphQLClient;
  let session: GraphQLClient;
  let token: string;
  let owner: SignedInClient;
  let versionedFile: string;
  let webhookId: string;

  beforeAll(async () => {
    // Webhooks may target this machine: their deliveries fail (nothing listens) and are logged.
    t = await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    owner = await signedInClient(t.server);
    session = new GraphQLClient(`${t.url}/api/graphql`, { headers: { Cookie: owner.cookie } });
    const files = Array.from({ length: 14 }, (_, i) => ({
      name: `item-${i}.txt`,
      content: `c${i}`,
      relativePath: `many/item-${i}.txt`,
    }));
    const created = (await uploadFiles(owner, files).expect(201)).body.created as Array<{ id: string }>;
    for (let i = 0; i < 7; i += 1)
      await uploadFiles(owner, [{ name: 'item-0.txt', content: `v${i}` }], {
        onConflict: 'replace',
        parentPath: '/many/',
      }).expect(201);
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g'])
      await owner.post('/api/files/folder').send({ name, path: '/many/' }).expect(201);
    for (const { id } of created.slice(7)) await owner.delete(`/api/files/${id}`).expect(200);
    const res = await owner
      .post('/api/graphql')
      .send({ query: 'mutation { createAccessToken(input: { name: "it", scopes: [READ, WRITE, SHARE] }) { token } }' })
      .expect(200);
    token = res.body.data.createAccessToken.token;
    for (let i = 0; i < 6; i += 1)
      await owner
        .post('/api/graphql')
        .send({ query: 'mutation { createAccessToken(input: { name: "more", scopes: [READ] }) { token } }' })
        .expect(200);
    client = new GraphQLClient(`${t.url}/api/graphql`, { headers: { Authorization: `Bearer ${token}` } });
    versionedFile = (
      await client.request<{ item: { id: string } }>(`query($id: ID!) { item(id: $id) { id } }`, { id: created[0]!.id })
    ).item.id;
    for (const { id } of created.slice(0, 7)) {
      await client.request(`mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id } }`, {
        i: { fileId: id },
      });
      if (id === created[0]!.id)
        for (let i = 0; i < 6; i += 1)
          await client.request(`mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id } }`, {
            i: { fileId: id },
          });
    }
    // Sessions: the owner signs in from seven more devices.
    for (let i = 0; i < 7; i += 1)
      await testClient(t.server)
        .post('/api/auth/login')
        .set('User-Agent', `device-${i}`)
        .send({ email: owner.email, password: STRONG_PASSWORD })
        .expect(200);
    // Unfinished resumable uploads.
    for (let i = 0; i < 8; i += 1)
      await owner
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', '10')
        .set('Upload-Metadata', `filename ${Buffer.from(`pending-${i}.txt`).toString('base64')}`)
        .expect(201);
    // Shared with me: another account shares eight files directly with the owner.
    const sharer = await signedInClient(t.server);
    const gifts = (
      await uploadFiles(
        sharer,
        Array.from({ length: 8 }, (_, i) => ({ name: `gift-${i}.txt`, content: `g${i}` })),
      ).expect(201)
    ).body.created as Array<{ id: string }>;
    for (const { id } of gifts)
      await sharer
        .post('/api/graphql')
        .send({
          query:
            'mutation($i: DirectSharesAddInput!) { directSharesAdd(input: $i) { directShares { email } userErrors { code } } }',
          variables: { i: { fileId: toGlobalId('Item', id), emails: [owner.email] } },
        })
        .expect(200);
    // Webhooks, and eight failed deliveries of the first one's messages.
    const CREATE_WEBHOOK =
      'mutation($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { id } userErrors { code message } } }';
    for (let i = 0; i < 8; i += 1) {
      const made = await client.request<{ createWebhook: { webhook: { id: string } | null } }>(CREATE_WEBHOOK, {
        i: { url: `http://127.0.0.1:9/hook-${i}`, eventTypes: [i === 0 ? 'ITEMS_CHANGED' : 'CREDENTIALS_ENDED'] },
      });
      webhookId ??= made.createWebhook.webhook!.id;
    }
    await t.app.get(WebhookDispatcher).idle();
    for (const name of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'])
      await owner.post('/api/files/folder').send({ name, path: '/' }).expect(201);
    await t.app.get(WebhookDispatcher).idle();
    await t.app.get(JobQueue).runDue(WEBHOOK_JOB);
  });
  afterAll(() => t.close());

  async function pageOf(name: string, variables: Record<string, unknown>): Promise<Connection> {
    const { query, pick, as } = CONNECTIONS[name]!;
    const by = as === 'session' ? session : client;
    return pick(await by.request<Record<string, unknown>>(query, { id: versionedFile, hook: webhookId, ...variables }));
  }

  /** Every edge, walking forward with `first`/`after`, then backward with `last`/`before`. */
  async function walk(name: string, size: number) {
    const forward: Connection[] = [];
    for (let after: string | null = null; ;) {
      const page = await pageOf(name, { first: size, after });
      forward.push(page);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const backward: Connection[] = [];
    for (let before: string | null = null; ;) {
      const page = await pageOf(name, { last: size, before });
      backward.unshift(page);
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    return { forward, backward };
  }

  it.each(Object.keys(CONNECTIONS))(
    'pages %s forward and backward over the same edges with the same cursors',
    async (name) => {
      const { forward, backward } = await walk(name, 3);
      const edges = (pages: Connection[]) => pages.flatMap((p) => p.edges.map((e) => `${e.node.id} ${e.cursor}`));
      const all = edges(forward);
      expect(all.length).toBe(forward[0]!.totalCount);
      expect(all.length).toBeGreaterThanOrEqual(7);
      expect(new Set(all).size).toBe(all.length);
      expect(edges(backward)).toEqual(all);
      for (const page of [...forward, ...backward]) {
        expect(page.nodes).toEqual(page.edges.map((e) => e.node));
        expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
        expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      }
      // Forward pages after the first know a page came before; backward pages before the last know one follows.
      expect(forward.map((p) => p.pageInfo.hasPreviousPage)).toEqual(forward.map((_, i) => i > 0));
      expect(backward.map((p) => p.pageInfo.hasNextPage)).toEqual(backward.map((_, i) => i < backward.length - 1));
      // From any edge's cursor, both directions continue exactly where the list does.
      const middle = forward[1]!.edges[1]!;
      const at = all.indexOf(`${middle.node.id} ${middle.cursor}`);
      const next = await pageOf(name, { first: 2, after: middle.cursor });
      const previous = await pageOf(name, { last: 2, before: middle.cursor });
      expect(edges([next])).toEqual(all.slice(at + 1, at + 3));
      expect(edges([previous])).toEqual(all.slice(Math.max(0, at - 2), at));
    },
  );

  it('normalises objects by global id in Apollo Client: a payload updates the cached listing without a refetch', async () => {
    const requests: string[] = [];
    const apollo = new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({
        uri: `${t.url}/api/graphql`,
        headers: { Authorization: `Bearer ${token}` },
        fetch: (input, init) => {
          requests.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}').operationName);
          return fetch(input, init);
        },
      }),
    });
    const LISTING = gql`
      query Listing {
        folder(path: "/many/", first: 50) {
          nodes {
            id
            name
          }
        }
      }
    `;
    const listed = await apollo.query<{ folder: { nodes: Array<{ id: string; name: string }> } }>({ query: LISTING });
    const target = listed.data!.folder.nodes.find((n) => n.name === 'item-1.txt')!;
    // The cache keys objects by __typename and the global id.
    expect(apollo.cache.identify({ __typename: 'Item', id: target.id })).toBe(`Item:${target.id}`);
    const renamed = await apollo.mutate<{
      itemRename: { item: { id: string; name: string } | null; userErrors: unknown[] };
    }>({
      mutation: gql`
        mutation Rename($input: RenameItemInput!) {
          itemRename(input: $input) {
            item {
              id
              name
            }
            userErrors {
              field
              code
              message
            }
          }
        }
      `,
      variables: { input: { id: target.id, name: 'renamed.txt' } },
    });
    expect(renamed.data!.itemRename).toEqual({
      __typename: 'ItemRenamePayload',
      item: { __typename: 'Item', id: target.id, name: 'renamed.txt' },
      userErrors: [],
    });
    const cached = apollo.readQuery<{ folder: { nodes: Array<{ id: string; name: string }> } }>({ query: LISTING });
    expect(cached!.folder.nodes.find((n) => n.id === target.id)!.name).toBe('renamed.txt');
    expect(requests).toEqual(['Listing', 'Rename']);
  });

  it('answers invalid input with userErrors naming the field, and authorization with a top-level error', async () => {
    const { folder } = await client.request<{ folder: { nodes: Array<{ id: string; name: string }> } }>(
      '{ folder(path: "/many/", first: 50, filter: FILES) { nodes { id name } } }',
    );
    const [file, sibling] = folder.nodes;
    const RENAME =
      'mutation($input: RenameItemInput!) { itemRename(input: $input) { item { id name } userErrors { field code message } } }';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id: file!.id, name: 'a/b' }, 'INVALID_NAME'],
      [{ id: file!.id, name: '   ' }, 'VALIDATION_ERROR'],
      [{ id: file!.id, name: sibling!.name, keepBoth: false }, 'NAME_TAKEN'],
    ];
    for (const [input, code] of cases) {
      const answer = await client.request<{ itemRename: unknown }>(RENAME, { input });
      expect(answer.itemRename).toEqual({
        item: null,
        userErrors: [{ field: ['input', 'name'], code, message: expect.any(String) }],
      });
    }
    const link = await client.request<{ shareLinkCreate: unknown }>(
      'mutation($input: CreateShareLinkInput!) { shareLinkCreate(input: $input) { shareLink { id } userErrors { field code } } }',
      { input: { fileId: file!.id, expiresIn: 5 } },
    );
    expect(link.shareLinkCreate).toEqual({
      shareLink: null,
      userErrors: [{ field: ['input', 'expiresIn'], code: 'VALIDATION_ERROR' }],
    });
    // Tokens are managed from a signed-in session.
    const token = (
      await owner
        .post('/api/graphql')
        .send({
          query:
            'mutation { accessTokenCreate(input: { name: "", scopes: [READ] }) { token accessToken { id } userErrors { field code } } }',
        })
        .expect(200)
    ).body.data;
    expect(token.accessTokenCreate).toEqual({
      token: null,
      accessToken: null,
      userErrors: [{ field: ['input', 'name'], code: 'VALIDATION_ERROR' }],
    });
    // Someone else's (or no) object stays a top-level not-found, never a user error.
    const missing = await client
      .request(RENAME, { input: { id: toGlobalId('Item', randomUUID()), name: 'x.txt' } })
      .catch(
        (e: { response: { errors: Array<{ extensions: { code: string } }> } }) => e.response.errors[0]!.extensions.code,
      );
    expect(missing).toBe('FILE_NOT_FOUND');
  });

  it('answers the payload mutations: results with global ids, userErrors naming the field, not-found top-level', async () => {
    const code = (e: { response: { errors: Array<{ extensions: { code: string } }> } }) =>
      e.response.errors[0]!.extensions.code;
    const { folder } = await client.request<{ folder: { nodes: Array<{ id: string; type: string }> } }>(
      '{ folder(path: "/many/", first: 50) { nodes { id type } } }',
    );
    const aFolder = folder.nodes.find((n) => n.type === 'FOLDER')!.id;
    const versions = await client.request<{ node: { versions: { nodes: Array<{ id: string }> } } }>(
      'query($id: ID!) { node(id: $id) { ... on Item { versions(first: 2) { nodes { id } } } } }',
      { id: versionedFile },
    );
    const [newest, older] = versions.node.versions.nodes;

    // Versions: a folder has none (userErrors on fileId); a version is restored, another deleted.
    for (const name of ['versionRestore', 'versionDelete'] as const) {
      const input = name === 'versionRestore' ? 'VersionRestoreInput' : 'VersionDeleteInput';
      const result = name === 'versionRestore' ? 'item { id }' : 'deletedVersionId';
      const refused = await client.request<Answer<typeof name>>(
        `mutation($i: ${input}!) { ${name}(input: $i) { ${result} userErrors { field code } } }`,
        { i: { fileId: aFolder, versionId: newest!.id } },
      );
      expect(refused[name].userErrors).toEqual([{ field: ['input', 'fileId'], code: 'NOT_A_FILE' }]);
    }
    const restored = await client.request<{ versionRestore: unknown }>(
      'mutation($i: VersionRestoreInput!) { versionRestore(input: $i) { item { id } userErrors { field code } } }',
      { i: { fileId: versionedFile, versionId: newest!.id } },
    );
    expect(restored.versionRestore).toEqual({ item: { id: versionedFile }, userErrors: [] });
    const deleted = await client.request<{ versionDelete: unknown }>(
      'mutation($i: VersionDeleteInput!) { versionDelete(input: $i) { deletedVersionId userErrors { field code } } }',
      { i: { fileId: versionedFile, versionId: older!.id } },
    );
    expect(deleted.versionDelete).toEqual({ deletedVersionId: older!.id, userErrors: [] });

    // Direct shares: no address, or a folder, come back as userErrors on their fields.
    const SHARE =
      'mutation($i: DirectSharesAddInput!) { directSharesAdd(input: $i) { directShares { email } userErrors { field code } } }';
    const noAddress = await client.request<Answer<'directSharesAdd'>>(SHARE, {
      i: { fileId: versionedFile, emails: [] },
    });
    expect(noAddress.directSharesAdd).toEqual({
      directShares: null,
      userErrors: [{ field: ['input', 'emails'], code: 'VALIDATION_ERROR' }],
    });
    const toFolder = await client.request<Answer<'directSharesAdd'>>(SHARE, {
      i: { fileId: aFolder, emails: ['x@example.com'] },
    });
    expect(toFolder.directSharesAdd.userErrors).toEqual([{ field: ['input', 'fileId'], code: 'NOT_A_FILE' }]);
    const removed = await client.request<{ directSharesRemove: unknown }>(
      'mutation($i: DirectSharesRemoveInput!) { directSharesRemove(input: $i) { directShares { email } userErrors { field code } } }',
      { i: { fileId: versionedFile, emails: [' X@Example.com '] } },
    );
    expect(removed.directSharesRemove).toEqual({ directShares: [{ email: 'x@example.com' }], userErrors: [] });

    // Trash: restore and purge name items by global id; an unknown id is a top-level not-found.
    const made = await client.request<{ folderCreate: { item: { id: string } } }>(
      'mutation { folderCreate(input: { name: "bin-me", path: "/" }) { item { id } } }',
    );
    const binned = made.folderCreate.item.id;
    await client.request('mutation($i: ItemsTrashInput!) { itemsTrash(input: $i) { items { id } } }', {
      i: { ids: [binned] },
    });
    const back = await client.request<{ itemsRestore: unknown }>(
      'mutation($i: ItemsRestoreInput!) { itemsRestore(input: $i) { items { id name } userErrors { field code } } }',
      { i: { ids: [binned] } },
    );
    expect(back.itemsRestore).toEqual({ items: [{ id: binned, name: 'bin-me' }], userErrors: [] });
    await client.request('mutation($i: ItemsTrashInput!) { itemsTrash(input: $i) { items { id } } }', {
      i: { ids: [binned] },
    });
    const purged = await client.request<{ itemsPurge: unknown }>(
      'mutation($i: ItemsPurgeInput!) { itemsPurge(input: $i) { deletedItemIds userErrors { field code } } }',
      { i: { ids: [binned] } },
    );
    expect(purged.itemsPurge).toEqual({ deletedItemIds: [binned], userErrors: [] });
    const unknown = toGlobalId('Item', randomUUID());
    expect(
      await client
        .request('mutation($i: ItemsRestoreInput!) { itemsRestore(input: $i) { items { id } } }', {
          i: { ids: [unknown] },
        })
        .catch(code),
    ).toBe('FILE_NOT_FOUND');
    const emptied = await client.request<{ trashEmpty: { deletedFileCount: number; userErrors: unknown[] } }>(
      'mutation { trashEmpty { deletedFileCount userErrors { field code } } }',
    );
    expect(emptied.trashEmpty).toEqual({ deletedFileCount: expect.any(Number), userErrors: [] });

    // Uploads and sessions: someone else's or no id is a top-level not-found.
    expect(
      await client
        .request(
          'mutation { uploadCancel(input: { id: "00000000-0000-4000-8000-000000000000" }) { cancelledUploadId } }',
        )
        .catch(code),
    ).toBe('NOT_FOUND');
    const { me } = await client.request<{ me: { pendingUploads: { nodes: Array<{ id: string }> } } }>(
      '{ me { pendingUploads(first: 1) { nodes { id } } } }',
    );
    const cancelled = await client.request<{ uploadCancel: unknown }>(
      'mutation($i: UploadCancelInput!) { uploadCancel(input: $i) { cancelledUploadId userErrors { field code } } }',
      { i: { id: me.pendingUploads.nodes[0]!.id } },
    );
    expect(cancelled.uploadCancel).toEqual({ cancelledUploadId: me.pendingUploads.nodes[0]!.id, userErrors: [] });
    expect(
      await session
        .request('mutation { sessionEnd(input: { id: "00000000-0000-4000-8000-000000000000" }) { endedSessionId } }')
        .catch(code),
    ).toBe('NOT_FOUND');
    // Sessions are the account's business: an access token may not end them.
    expect(await client.request('mutation { sessionsEndOthers { endedSessionCount } }').catch(code)).toBe('FORBIDDEN');
  });

  it('names referenced objects by global id next to their database ids', async () => {
    const { me } = await client.request<{
      me: { shareLinks: { nodes: Array<{ fileId: string; fileGlobalId: string }> } };
    }>('{ me { shareLinks(first: 1) { nodes { fileId fileGlobalId } } } }');
    const link = me.shareLinks.nodes[0]!;
    expect(link.fileGlobalId).toBe(toGlobalId('Item', link.fileId));
    const { sharedWithMe } = await client.request<{
      sharedWithMe: { nodes: Array<{ owner: { id: string; globalId: string } }> };
    }>('{ sharedWithMe(first: 1) { nodes { owner { id globalId } } } }');
    const sharer = sharedWithMe.nodes[0]!.owner;
    expect(sharer.globalId).toBe(toGlobalId('User', sharer.id));
    // Someone else's account is not yours to fetch.
    expect(await client.request('query($id: ID!) { node(id: $id) { id } }', { id: sharer.globalId })).toEqual({
      node: null,
    });
  });

  it('refuses a page size out of range for last as for first, with the code', async () => {
    const error = await client
      .request(CONNECTIONS['folder']!.query, { last: 0 })
      .catch(
        (e: { response: { errors: Array<{ extensions: { code: string } }> } }) => e.response.errors[0]!.extensions.code,
      );
    expect(error).toBe('VALIDATION_ERROR');
  });
});
