import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ShareAccessLog, type ShareAccessEntry } from '@coffer/server-sharing';
import {
  createTestApp,
  signedInClient,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const DAY_MS = 86_400_000;
const ENTRY_FIELDS = 'at action files { id databaseId name } visitorEmail clientAddress userAgent';

interface Link {
  id: string;
  globalId: string;
  token: string;
  fileId: string;
  fileName: string;
}

describe('The access log of a share link', () => {
  let t: TestApp;
  let log: ShareAccessLog;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    log = t.app.get(ShareAccessLog);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  async function linkOf(owner: SignedInClient): Promise<Link> {
    const fileName = `report-${randomBytes(4).toString('hex')}.txt`;
    const fileId = (await uploadFiles(owner, [{ name: fileName, content: fileName }]).expect(201)).body.created[0]
      .id as string;
    const created = await gql(
      owner,
      'mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id databaseId token } }',
      { i: { fileId, scope: 'PUBLIC' } },
    );
    const link = created.data.createShareLink as { id: string; databaseId: string; token: string };
    return { id: link.databaseId, globalId: link.id, token: link.token, fileId, fileName };
  }

  /** Records one entry a second after the one before, so that newest first is one order. */
  function record(entry: Partial<ShareAccessEntry> & { linkId: string }): void {
    t.clock.advance(1000);
    log.record({
      action: 'open',
      files: [],
      visitorEmail: null,
      clientAddress: '203.0.113.77',
      userAgent: 'TestBrowser/1.0',
      ...entry,
    });
  }

  async function accessLog(client: TestClient, globalId: string, args = '') {
    return gql(
      client,
      `query($id: ID!) { node(id: $id) { ... on ShareLink { accessLog${args} {
        totalCount edges { cursor node { ${ENTRY_FIELDS} } } pageInfo { hasNextPage endCursor }
      } } } }`,
      { id: globalId },
    );
  }

  it('shows the owner every opening, download and zip, newest first, over REST and GraphQL', async () => {
    const owner = await signedInClient(t.server);
    const link = await linkOf(owner);
    record({ linkId: link.id });
    record({
      linkId: link.id,
      action: 'download',
      files: [{ id: link.fileId, name: link.fileName }],
      visitorEmail: 'ann@example.com',
      clientAddress: '2001:db8:abcd:12::1',
      userAgent: `Agent/${'x'.repeat(400)}`,
    });
    record({
      linkId: link.id,
      action: 'zip',
      files: [
        { id: link.fileId, name: link.fileName },
        { id: link.fileId, name: 'second.txt' },
      ],
      clientAddress: '::ffff:198.51.100.9',
      userAgent: undefined,
    });
    // No flush: the owner's read writes what this replica holds of the link first.
    const rest = (await owner.get(`/api/share/${link.token}/log`).expect(200)).body;
    expect(rest).toEqual({
      entries: [
        {
          at: expect.any(String),
          action: 'zip',
          files: [
            { id: link.fileId, name: link.fileName },
            { id: link.fileId, name: 'second.txt' },
          ],
          visitor: null,
          clientAddress: '198.51.100.0',
          userAgent: null,
        },
        {
          at: expect.any(String),
          action: 'download',
          files: [{ id: link.fileId, name: link.fileName }],
          visitor: 'ann@example.com',
          clientAddress: '2001:db8:abcd::/48',
          userAgent: `Agent/${'x'.repeat(250)}`,
        },
        {
          at: expect.any(String),
          action: 'open',
          files: [],
          visitor: null,
          clientAddress: '203.0.113.0',
          userAgent: 'TestBrowser/1.0',
        },
      ],
      nextCursor: null,
    });
    const times = rest.entries.map((e: { at: string }) => Date.parse(e.at));
    expect(times[0] - times[1]).toBeGreaterThanOrEqual(1000);
    expect(times[1] - times[2]).toBeGreaterThanOrEqual(1000);

    const answer = await accessLog(owner, link.globalId);
    expect(answer.errors).toBeUndefined();
    const connection = answer.data.node.accessLog;
    expect(connection.totalCount).toBe(3);
    expect(connection.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        at: rest.entries[0].at,
        action: 'ZIP',
        files: [
          { id: expect.any(String), databaseId: link.fileId, name: link.fileName },
          { id: expect.any(String), databaseId: link.fileId, name: 'second.txt' },
        ],
        visitorEmail: null,
        clientAddress: '198.51.100.0',
        userAgent: null,
      },
      expect.objectContaining({ action: 'DOWNLOAD', visitorEmail: 'ann@example.com' }),
      expect.objectContaining({ action: 'OPEN', files: [] }),
    ]);
    // The file's global id is the one its Item has.
    const item = await gql(owner, 'query($id: ID!) { item(id: $id) { id } }', { id: link.fileId });
    expect(connection.edges[0].node.files[0].id).toBe(item.data.item.id);
  });

  it('pages forward with first and after (REST) or the connection cursors (GraphQL), and checks both', async () => {
    const owner = await signedInClient(t.server);
    const link = await linkOf(owner);
    for (let i = 0; i < 5; i++) record({ linkId: link.id, userAgent: `UA ${i}` });
    const first = (await owner.get(`/api/share/${link.token}/log`).query({ first: 2 }).expect(200)).body;
    expect(first.entries.map((e: { userAgent: string }) => e.userAgent)).toEqual(['UA 4', 'UA 3']);
    const second = (
      await owner.get(`/api/share/${link.token}/log`).query({ first: 2, after: first.nextCursor }).expect(200)
    ).body;
    expect(second.entries.map((e: { userAgent: string }) => e.userAgent)).toEqual(['UA 2', 'UA 1']);
    const last = (await owner.get(`/api/share/${link.token}/log`).query({ after: second.nextCursor }).expect(200)).body;
    expect(last).toEqual({ entries: [expect.objectContaining({ userAgent: 'UA 0' })], nextCursor: null });

    for (const query of [{ first: 0 }, { first: 201 }, { first: 'ten' }, { after: 'not-a-cursor' }]) {
      const bad = await owner.get(`/api/share/${link.token}/log`).query(query).expect(400);
      expect(bad.body.code).toBe('VALIDATION_ERROR');
    }

    const answer1 = await accessLog(owner, link.globalId, '(first: 3)');
    expect(answer1.errors).toBeUndefined();
    const page1 = answer1.data.node.accessLog;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await accessLog(owner, link.globalId, `(first: 3, after: "${page1.pageInfo.endCursor}")`)).data.node
      .accessLog;
    expect([...page1.edges, ...page2.edges].map((e: { node: { userAgent: string } }) => e.node.userAgent)).toEqual([
      'UA 4',
      'UA 3',
      'UA 2',
      'UA 1',
      'UA 0',
    ]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const tooMany = await accessLog(owner, link.globalId, '(first: 500)');
    expect(tooMany.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('answers anyone but the owner exactly as for a link that does not exist, and as changing the link does', async () => {
    const owner = await signedInClient(t.server);
    const other = await signedInClient(t.server);
    const link = await linkOf(owner);
    record({ linkId: link.id, visitorEmail: 'secret-visitor@example.com' });
    await log.flush();

    const theirs = await other.get(`/api/share/${link.token}/log`).expect(404);
    const unknown = await other.get(`/api/share/${randomBytes(24).toString('base64url')}/log`).expect(404);
    const change = await other.patch(`/api/share/${link.token}`).send({ maxAccess: 3 }).expect(404);
    expect(theirs.body.code).toBe('SHARE_NOT_FOUND');
    const shape = (body: Record<string, unknown>) => ({ ...body, correlationId: undefined });
    expect(shape(theirs.body)).toEqual(shape(unknown.body));
    expect(shape(theirs.body)).toEqual(shape(change.body));
    expect(JSON.stringify(theirs.body)).not.toContain('secret-visitor');
    await testClient(t.server).get(`/api/share/${link.token}/log`).expect(401);

    // GraphQL: someone else's link is no node of theirs.
    const node = await accessLog(other, link.globalId);
    expect(node.errors).toBeUndefined();
    expect(node.data.node).toBeNull();
  });

  it('needs the SHARE scope of an access token, like every other look at a link', async () => {
    const owner = await signedInClient(t.server);
    const link = await linkOf(owner);
    record({ linkId: link.id });
    const mint = async (scope: string) =>
      (await gql(owner, `mutation { createAccessToken(input: { name: "${scope}", scopes: [${scope}] }) { token } }`))
        .data.createAccessToken.token as string;
    const withToken = (token: string) =>
      testClient(t.server).get(`/api/share/${link.token}/log`).set('Authorization', `Bearer ${token}`);
    const refused = await withToken(await mint('READ')).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const allowed = await withToken(await mint('SHARE')).expect(200);
    expect(allowed.body.entries).toHaveLength(1);
  });

  it('keeps the log of a revoked link for its owner', async () => {
    const owner = await signedInClient(t.server);
    const link = await linkOf(owner);
    record({ linkId: link.id });
    await owner.delete(`/api/share/${link.token}`).expect(200);
    const body = (await owner.get(`/api/share/${link.token}/log`).expect(200)).body;
    expect(body.entries).toHaveLength(1);
  });

  it('writes a batch even when one of its links was deleted meanwhile, whose entries go with it', async () => {
    const owner = await signedInClient(t.server);
    const [kept, gone] = [await linkOf(owner), await linkOf(owner)];
    record({ linkId: gone.id });
    record({ linkId: kept.id });
    await db.query('DELETE FROM share_link WHERE id = $1', [gone.id]);
    await log.flush();
    const rows: Array<{ link_id: string }> = await db.query(
      'SELECT link_id FROM share_access_log WHERE link_id = ANY($1::uuid[])',
      [[kept.id, gone.id]],
    );
    expect(rows).toEqual([{ link_id: kept.id }]);
    // Deleting a link deletes its log.
    await db.query('DELETE FROM share_link WHERE id = $1', [kept.id]);
    expect(await db.query('SELECT 1 FROM share_access_log WHERE link_id = $1', [kept.id])).toEqual([]);
  });

  it('forgets entries older than SHARE_ACCESS_LOG_DAYS (90) when pruned, and keeps younger ones', async () => {
    const owner = await signedInClient(t.server);
    const link = await linkOf(owner);
    // Entries from the past: the clock goes back, not forward, so that no other suite's entries
    // in the shared test database are old enough to go.
    t.clock.advance(-91 * DAY_MS);
    record({ linkId: link.id, userAgent: '91 days ago' });
    t.clock.advance(2 * DAY_MS);
    record({ linkId: link.id, userAgent: '89 days ago' });
    t.clock.advance(89 * DAY_MS - 2000);
    await log.flush();
    const before = (await owner.get(`/api/share/${link.token}/log`).expect(200)).body.entries;
    expect(before.map((e: { userAgent: string }) => e.userAgent)).toEqual(['89 days ago', '91 days ago']);
    expect(await log.prune()).toBeGreaterThanOrEqual(1);
    const after = (await owner.get(`/api/share/${link.token}/log`).expect(200)).body.entries;
    expect(after.map((e: { userAgent: string }) => e.userAgent)).toEqual(['89 days ago']);
  });
});
