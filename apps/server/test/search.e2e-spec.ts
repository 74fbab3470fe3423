import {
  createTestApp,
  signedInClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

// Name search over a whole account: anywhere in the tree, ignoring case and accents, best
// matches first, a page at a time, over REST and GraphQL alike, and never another account's items.
describe('Search by name', () => {
  let t: TestApp;
  let me: SignedInClient;
  let other: SignedInClient;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    me = await signedInClient(t.server);
    other = await signedInClient(t.server);
    await uploadFiles(me, [
      { name: 'a.txt', content: 'résumé 1', relativePath: 'Work/Clients/Acme/Résumé Final.txt' },
      { name: 'b.txt', content: 'resume 2', relativePath: 'resume.txt' },
      { name: 'c.txt', content: 'resumes 3', relativePath: 'Archive/RESUMES old.txt' },
      { name: 'd.txt', content: 'notes 4', relativePath: 'Work/notes 100%_done.txt' },
      { name: 'e.txt', content: 'notes 5', relativePath: 'Work/notes 100 done.txt' },
    ]).expect(201);
    await me.post('/api/files/folder').send({ name: 'Resume drafts', path: '/Work/' }).expect(201);
    await uploadFiles(other, [
      { name: 'x.txt', content: 'theirs', relativePath: 'Private/resume of someone else.txt' },
    ]).expect(201);
  });
  afterAll(() => t.close());

  const rest = async (client: TestClient, q: string, extra: Record<string, string> = {}) =>
    (
      await client
        .get('/api/files/search')
        .query({ q, ...extra })
        .expect(200)
    ).body as { items: Array<{ name: string; path: string; type: string }>; nextCursor: string | null };
  const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

  it('finds files and folders anywhere in the tree, ignoring case and accents, whole names first, then prefixes', async () => {
    expect(names((await rest(me, 'Resume drafts')).items)).toEqual(['Resume drafts']);
    expect(names((await rest(me, 'resumes')).items)).toEqual(['RESUMES old.txt']);
    expect(names((await rest(me, 'old.txt')).items)).toEqual(['RESUMES old.txt']);
    const { items, nextCursor } = await rest(me, 'RESUME');
    expect(names(items)).toEqual(['Resume drafts', 'Résumé Final.txt', 'resume.txt', 'RESUMES old.txt']);
    expect(items.map((i) => i.path)).toEqual(['/Work/', '/Work/Clients/Acme/', '/', '/Archive/']);
    expect(items[0]!.type).toBe('folder');
    expect(names((await rest(me, 'resume.TXT')).items)).toEqual(['resume.txt']);
    expect(names((await rest(me, 'final.txt')).items)).toEqual(['Résumé Final.txt']);
    expect(names((await rest(me, 'clients')).items)).toEqual(['Clients']);
    expect(nextCursor).toBeNull();
    expect(names((await rest(me, 'acme final')).items)).toEqual([]);
    expect(names((await rest(me, 'sumé fi')).items)).toEqual(['Résumé Final.txt']);
  });

  it('treats % and _ as themselves', async () => {
    expect(names((await rest(me, '100%_')).items)).toEqual(['notes 100%_done.txt']);
    expect(names((await rest(me, '100 d')).items)).toEqual(['notes 100 done.txt']);
    expect(names((await rest(me, '100')).items)).toEqual(['notes 100 done.txt', 'notes 100%_done.txt']);
  });

  it('pages with cursors through every hit once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Array<{ name: string }>; nextCursor: string | null } = await rest(me, 'e', {
        first: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(page.items));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(names((await rest(me, 'e', { first: '200' })).items));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(9);
  });

  it('answers the same over GraphQL, with cursors', async () => {
    const query =
      'query($q: String!, $after: String) { search(query: $q, first: 3, after: $after) { edges { cursor node { name path type } } pageInfo { hasNextPage endCursor } } }';
    const first = (
      await me
        .post('/api/graphql')
        .send({ query, variables: { q: 'résumé' } })
        .expect(200)
    ).body.data.search;
    expect(first.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Resume drafts',
      'Résumé Final.txt',
      'resume.txt',
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (
      await me
        .post('/api/graphql')
        .send({ query, variables: { q: 'résumé', after: first.pageInfo.endCursor } })
        .expect(200)
    ).body.data.search;
    expect(second.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['RESUMES old.txt']);
    expect(second.pageInfo).toEqual({ hasNextPage: false, endCursor: second.edges[0].cursor });
  });

  it("never shows another account's items", async () => {
    expect(names((await rest(other, 'resume')).items)).toEqual(['resume of someone else.txt']);
    expect(names((await rest(me, 'someone')).items)).toEqual([]);
  });

  it('refuses empty or overlong text and bad cursors with a clear error', async () => {
    for (const query of [
      { q: '   ' },
      { q: 'x'.repeat(256) },
      { q: 'a', cursor: 'not-a-cursor' },
      { q: 'a', first: '0' },
      { q: 'a', first: 'ten' },
    ]) {
      const res = await me.get('/api/files/search').query(query).expect(400);
      expect([query, res.body.code, typeof res.body.message]).toEqual([query, 'VALIDATION_ERROR', 'string']);
    }
    expect((await me.get('/api/files/search').expect(400)).body.code).toBe('VALIDATION_ERROR');
  });
});
