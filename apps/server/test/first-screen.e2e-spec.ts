import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_SCREEN_MODULE } from '@coffer/server-core';
import { createTestApp, signedInClient, testClient, uploadFiles, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const INDEX = '<!doctype html><title>Coffer</title><div id="root"></div><script type="module" src="/a.js"></script>';

/**
 * A stand-in for the web build's server module: it runs the operations it is given as the
 * request and writes down what it was asked and answered, so the test sees what a render can
 * reach. The real module is exercised by the browser tests.
 */
const STAND_IN = `
const { appendFileSync } = require('node:fs');
const log = (entry) => appendFileSync(${JSON.stringify('LOG')}, JSON.stringify(entry) + '\\n');
exports.renderFirstScreen = async (url, execute) => {
  const path = new URL(url).pathname;
  if (path === '/dashboard/trash') throw new Error('a render that fails');
  if (path === '/dashboard/shared') return new Promise((resolve) => setTimeout(resolve, 5000, '<main>late</main>').unref());
  const me = await execute('query { me { email } }', {});
  const folder = await execute('query ($path: String!) { folder(path: $path, first: 50) { edges { node { name } } } }', { path: '/' });
  log({ url, me, folder });
  if (me.errors || folder.errors) return null;
  return '<main data-user="' + me.data.me.email + '">' + folder.data.folder.edges.map((e) => e.node.name).join(',') + '</main>';
};
`;

describe('Pages rendered on the server (the first screen)', () => {
  let t: TestApp;
  const webDir = mkdtempSync(join(tmpdir(), 'coffer-first-screen-'));
  const log = join(webDir, 'renders.log');
  const renders = () =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { url: string; me: { data?: unknown; errors?: unknown[] } });

  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(log, '');
    mkdirSync(join(webDir, '.server'));
    writeFileSync(join(webDir, FIRST_SCREEN_MODULE), STAND_IN.replace('"LOG"', JSON.stringify(log)));
    t = await createTestApp(AppModule, { WEB_DIR: webDir });
  });
  afterAll(() => t.close());

  it("puts the signed-in user's own screen into the page, which no cache may keep", async () => {
    const owner = await signedInClient(t.server);
    await uploadFiles(owner, [{ name: 'mine.txt', content: 'a' }]).expect(201);
    const other = await signedInClient(t.server);
    await uploadFiles(other, [{ name: 'theirs.txt', content: 'b' }]).expect(201);

    const res = await owner.get('/dashboard/my-files').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Uncompressed whatever the client accepts: the page holds secrets next to the address.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(
      INDEX.replace('<div id="root"></div>', `<div id="root"><main data-user="${owner.email}">mine.txt</main></div>`),
    );
  });

  it('renders nothing for a visitor without a session cookie, nor for one whose session is not valid', async () => {
    writeFileSync(log, '');
    const anonymous = await testClient(t.server).get('/dashboard/my-files').expect(200);
    expect(anonymous.text).toBe(INDEX);
    expect(renders()).toEqual([]);

    const forged = await testClient(t.server)
      .get('/dashboard/my-files')
      .set('Cookie', 'coffer_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
      .expect(200);
    expect(forged.text).toBe(INDEX);
    // The operations ran, as the request, and were refused as they are over HTTP.
    const [render] = renders();
    expect(render?.me.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHORIZED' }) }),
    ]);
  });

  it('sends the page as built when the render fails or is slow, and renders no page that is not an app route', async () => {
    const owner = await signedInClient(t.server);
    expect((await owner.get('/dashboard/trash').expect(200)).text).toBe(INDEX);
    const started = Date.now();
    expect((await owner.get('/dashboard/shared').expect(200)).text).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(4_000);
    writeFileSync(log, '');
    expect((await owner.get('/no-such-page').expect(404)).text).toBe(INDEX);
    expect((await owner.head('/dashboard/my-files').expect(200)).text).toBeUndefined();
    expect(renders()).toEqual([]);
  });
});
