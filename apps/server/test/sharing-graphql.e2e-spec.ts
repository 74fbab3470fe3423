import {
  createTestApp,
  findLeakedSecrets,
  PNG_BYTES,
  registerUser,
  testClient,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const LINK_FIELDS =
  'id fileId token url scope expiresAt maxAccess accessCount hasPassword allowedEmails revoked createdAt';

describe('Sharing over GraphQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  async function user() {
    const client = testClient(t.server);
    const u = await registerUser(client);
    return Object.assign(client, { userId: u.id, email: u.email });
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  it('creates, lists, updates and revokes links with the same rules as REST', async () => {
    const owner = await user();
    const fileId = (await uploadFiles(owner, [{ name: 'pic.png', content: PNG_BYTES }]).expect(201)).body.created[0].id;
    const created = await gql(
      owner,
      `mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { ${LINK_FIELDS} } }`,
      {
        i: { fileId, scope: 'RESTRICTED', emails: ['  Friend@Example.com '], expiresIn: 86400, maxAccess: 5 },
      },
    );
    expect(created.errors).toBeUndefined();
    const link = created.data.createShareLink;
    expect(link).toMatchObject({
      fileId,
      scope: 'RESTRICTED',
      allowedEmails: ['friend@example.com'],
      maxAccess: 5,
      accessCount: 0,
      hasPassword: false,
      revoked: false,
    });
    expect(link.url).toBe(`${t.config.publicUrl}/share/${link.token}`);
    const bad = await gql(owner, `mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id } }`, {
      i: { fileId, scope: 'PUBLIC', expiresIn: 5 },
    });
    expect(bad.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', statusCode: 400 });
    const updated = await gql(
      owner,
      `mutation($i: UpdateShareLinkInput!) { updateShareLink(input: $i) { ${LINK_FIELDS} } }`,
      {
        i: { id: link.id, password: 'new-secret', expiresIn: null, scope: 'PUBLIC' },
      },
    );
    expect(updated.data.updateShareLink).toMatchObject({
      hasPassword: true,
      expiresAt: null,
      scope: 'PUBLIC',
      allowedEmails: [],
    });
    const listed = await gql(owner, `query($f: ID!) { shareLinks(fileId: $f) { id revoked } }`, { f: fileId });
    expect(listed.data.shareLinks).toEqual([{ id: link.id, revoked: false }]);
    const anonymous = testClient(t.server);
    const locked = await gql(anonymous, 'mutation($t: String!) { shareAccess(token: $t) { downloadUrl } }', {
      t: link.token,
    });
    expect(locked.errors[0].extensions).toMatchObject({ code: 'PASSWORD_REQUIRED', statusCode: 401 });
    const opened = await gql(
      anonymous,
      'mutation($t: String!, $p: String) { shareAccess(token: $t, password: $p) { downloadUrl originalName mimeType size ownerEmail } }',
      {
        t: link.token,
        p: 'new-secret',
      },
    );
    // Anonymous visitors learn the owner's name, not the address.
    expect(opened.data.shareAccess).toMatchObject({
      originalName: 'pic.png',
      mimeType: 'image/png',
      size: PNG_BYTES.length,
      ownerEmail: null,
    });
    expect(
      (await gql(owner, 'mutation($id: ID!) { revokeShareLink(id: $id) }', { id: link.id })).data.revokeShareLink,
    ).toBe(true);
    const gone = await gql(
      anonymous,
      'mutation($t: String!, $p: String) { shareAccess(token: $t, password: $p) { downloadUrl } }',
      { t: link.token, p: 'new-secret' },
    );
    expect(gone.errors[0].extensions.code).toBe('SHARE_NOT_FOUND');
  });

  it('calls a file shared by one rule in listings and the dashboard count: a live link or direct recipients', async () => {
    const owner = await user();
    const friend = await user();
    const names = [
      'public.txt',
      'restricted.txt',
      'password.txt',
      'direct.txt',
      'expiring.txt',
      'revoked.txt',
      'private.txt',
    ];
    const up = await uploadFiles(
      owner,
      names.map((name) => ({ name, content: `${name} ${Math.random()}` })),
    ).expect(201);
    const id = Object.fromEntries(up.body.created.map((c: { id: string; name: string }) => [c.name, c.id]));
    const link = async (fileId: string, extra: Record<string, unknown>) => {
      const r = await gql(owner, 'mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id } }', {
        i: { fileId, scope: 'PUBLIC', ...extra },
      });
      expect(r.errors).toBeUndefined();
      return r.data.createShareLink.id as string;
    };
    await link(id['public.txt'], {});
    await link(id['restricted.txt'], { scope: 'RESTRICTED', emails: ['someone@example.com'] });
    await link(id['password.txt'], { password: 'correct horse' });
    await link(id['expiring.txt'], { expiresIn: 86400 });
    const revoked = await link(id['revoked.txt'], {});
    await gql(owner, 'mutation($id: ID!) { revokeShareLink(id: $id) }', { id: revoked });
    await gql(owner, 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }', {
      f: id['direct.txt'],
      e: [friend.email],
    });

    const read = async () => {
      const folder = await gql(
        owner,
        '{ folder(path: "/") { edges { node { name liveLinkScope liveLinkUrl sharedWithCount hasShareLink requiresPassword } } } }',
      );
      const dash = await gql(owner, '{ dashboard { sharedFiles } }');
      const byName = Object.fromEntries(
        folder.data.folder.edges.map((e: { node: { name: string } }) => [e.node.name, e.node]),
      );
      const shared = names.filter((n) => byName[n].liveLinkScope !== null || byName[n].sharedWithCount > 0);
      return { byName, shared, count: dash.data.dashboard.sharedFiles };
    };
    const before = await read();
    expect(before.byName['public.txt']).toMatchObject({
      liveLinkScope: 'PUBLIC',
      requiresPassword: false,
      liveLinkUrl: expect.stringMatching(`^${t.config.publicUrl}/share/`),
    });
    expect(before.byName['restricted.txt']).toMatchObject({ liveLinkScope: 'RESTRICTED' });
    expect(before.byName['password.txt']).toMatchObject({ liveLinkScope: 'PUBLIC', requiresPassword: true });
    expect(before.byName['direct.txt']).toMatchObject({ liveLinkScope: null, sharedWithCount: 1 });
    expect(before.byName['revoked.txt']).toMatchObject({ liveLinkScope: null, hasShareLink: false });
    expect(before.shared).toEqual(['public.txt', 'restricted.txt', 'password.txt', 'direct.txt', 'expiring.txt']);
    expect(before.count).toBe(before.shared.length);

    t.clock.advance(86_401_000);
    try {
      const after = await read();
      // Expired: still a link (hasShareLink keeps the REST meaning) but it shares nothing.
      expect(after.byName['expiring.txt']).toMatchObject({
        liveLinkScope: null,
        liveLinkUrl: null,
        hasShareLink: true,
      });
      expect(after.shared).toEqual(['public.txt', 'restricted.txt', 'password.txt', 'direct.txt']);
      expect(after.count).toBe(after.shared.length);
    } finally {
      t.clock.advance(-86_401_000);
    }
  });

  it('shares with users, lists shared files with the New flag, and adds one to my files', async () => {
    const owner = await user();
    const me = await user();
    const fileId = (await uploadFiles(owner, [{ name: 'shared.txt', content: `s ${Math.random()}` }]).expect(201)).body
      .created[0].id;
    const shared = await gql(
      owner,
      'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }',
      { f: fileId, e: [me.email] },
    );
    expect(shared.data.shareWithUsers).toEqual([{ email: me.email }]);
    const unseen = await gql(
      me,
      '{ unseenShares { count files { isNew item { id: databaseId name } owner { email } } } }',
    );
    expect(unseen.data.unseenShares).toEqual({
      count: 1,
      files: [{ isNew: true, item: { id: fileId, name: 'shared.txt' }, owner: { email: owner.email } }],
    });
    const page = await gql(
      me,
      '{ sharedWithMe(first: 10) { totalCount pageInfo { hasNextPage } edges { node { isNew shareToken requiresPassword item { id: databaseId hasShareLink shareUrl downloadUrl } } } } }',
    );
    expect(page.data.sharedWithMe).toMatchObject({ totalCount: 1, pageInfo: { hasNextPage: false } });
    expect(page.data.sharedWithMe.edges[0].node).toMatchObject({
      isNew: true,
      shareToken: null,
      requiresPassword: false,
      item: { id: fileId, hasShareLink: false, shareUrl: null },
    });
    await me.get(new URL(page.data.sharedWithMe.edges[0].node.item.downloadUrl).pathname).expect(200);
    expect((await gql(me, '{ unseenShares { count } }')).data.unseenShares.count).toBe(0);
    const link = (
      await gql(owner, `mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { token } }`, {
        i: { fileId, scope: 'PUBLIC' },
      })
    ).data.createShareLink;
    const ADD =
      'mutation($t: String!) { addSharedFileToMyFiles(token: $t) { alreadyAdded item { id: databaseId name path size } } }';
    const added = await gql(me, ADD, { t: link.token });
    expect(added.data.addSharedFileToMyFiles).toMatchObject({
      alreadyAdded: false,
      item: { name: 'shared.txt', path: '/' },
    });
    // Once only: a repeat answers the copy, also after it was renamed and moved.
    const copyId = added.data.addSharedFileToMyFiles.item.id;
    const folderId = (
      await gql(me, 'mutation($i: CreateFolderInput!) { createFolder(input: $i) { id } }', { i: { name: 'Kept' } })
    ).data.createFolder.id;
    await gql(me, 'mutation($i: RenameItemInput!) { renameItem(input: $i) { id } }', {
      i: { id: copyId, name: 'mine.txt' },
    });
    await gql(me, 'mutation($i: MoveItemInput!) { moveItem(input: $i) { id } }', {
      i: { id: copyId, targetFolderId: folderId },
    });
    const again = await gql(me, ADD, { t: link.token });
    expect(again.errors).toBeUndefined();
    expect(again.data.addSharedFileToMyFiles).toMatchObject({
      alreadyAdded: true,
      item: { id: copyId, name: 'mine.txt', path: '/Kept/' },
    });
    const all = await gql(me, '{ dashboard { totalFiles } }');
    expect(all.data.dashboard.totalFiles).toBe(1);
    // Deleting the copy lets it be added again.
    await gql(me, 'mutation($ids: [ID!]!) { deleteItems(ids: $ids) }', { ids: [copyId] });
    const fresh = await gql(me, ADD, { t: link.token });
    expect(fresh.data.addSharedFileToMyFiles).toMatchObject({
      alreadyAdded: false,
      item: { name: 'shared.txt', path: '/' },
    });
    const anon = await gql(
      testClient(t.server),
      'mutation($t: String!) { addSharedFileToMyFiles(token: $t) { alreadyAdded } }',
      { t: link.token },
    );
    expect(anon.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('pages Shared with me in the database: every file once, direct shares first, newest first; a recipient sees only themselves', async () => {
    const owner = await user();
    const other = await user();
    const me = await user();
    const names = ['one.txt', 'two.txt', 'three.txt', 'four.txt', 'five.txt'];
    const ids: string[] = [];
    for (const name of names) {
      const id = (await uploadFiles(owner, [{ name, content: `${name} ${Math.random()}` }]).expect(201)).body.created[0]
        .id as string;
      ids.push(id);
      await gql(owner, 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }', {
        f: id,
        e: [me.email, other.email],
      });
    }
    const PAGE =
      'query($after: String) { sharedWithMe(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { item { id: databaseId sharedWithCount hasShareLink } } } } }';
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const page: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: Array<{ node: { item: { id: string; sharedWithCount: number } } }>;
      } = (await gql(me, PAGE, { after })).data.sharedWithMe;
      expect(page.totalCount).toBe(5);
      // Shared with two people, but this recipient sees only themselves.
      for (const edge of page.edges) expect(edge.node.item).toMatchObject({ sharedWithCount: 1, hasShareLink: false });
      seen.push(...page.edges.map((e) => e.node.item.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const rest = await me.get('/api/files/shared-with-me').expect(200);
    expect(rest.body.map((i: { _id: string }) => i._id)).toEqual([...ids].reverse());
    for (const item of rest.body) expect(item.sharedWith).toEqual([me.userId]);
    const bad = await gql(me, '{ sharedWithMe(first: 2, after: "not-a-cursor") { totalCount } }');
    expect(bad.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('never leaks secrets in GraphQL answers either', async () => {
    expect(await findLeakedSecrets(t)).toEqual([]);
  });
});
