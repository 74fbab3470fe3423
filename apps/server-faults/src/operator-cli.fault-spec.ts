import { generate } from 'otplib';
import { runCli, startServerProcess, type ServerProcess } from '@coffer/server-testing';
import { api, replicaEnvironment } from './support/harness';

const PASSWORD = 'Operat0r!pass';

/** The operator's account commands (`npm run coffer -- …`) against a running server on PostgreSQL. */
describe('operator command line: accounts', () => {
  let server: ServerProcess;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await replicaEnvironment();
    drop = db.drop;
    server = await startServerProcess(db.env);
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await drop?.();
  });

  const cli = (args: string[], input = '') => runCli(server.env, args, input);

  async function signIn(email: string, password: string) {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('coffer_sid='))
        ?.split(';')[0] ?? '';
    return { status: res.status, cookie, body: (await res.json()) as Record<string, unknown> };
  }

  it('creates a verified account with a password read from standard input, and refuses what sign-up refuses', async () => {
    const email = `cli-${Date.now()}@example.test`;
    const made = await cli(['create-user', email, 'Ada', 'Lovelace'], `${PASSWORD}\n`);
    expect([made.code, made.stderr]).toEqual([0, '']);
    expect(made.stdout).toContain(`create-user: ${email}`);
    const session = await signIn(email, PASSWORD);
    expect(session.status).toBe(200);
    const me = await api(server.url, session.cookie, '/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ me { name emailVerified } }' }),
    });
    expect(me.body['data']).toEqual({ me: { name: 'Ada Lovelace', emailVerified: true } });

    const again = await cli(['create-user', email, 'Ada'], `${PASSWORD}\n`);
    expect([again.code, again.stderr.trim()]).toEqual([2, 'create-user failed: USER_EXISTS: User already exists.']);
    const weak = await cli(['create-user', `weak-${email}`, 'Weak'], 'short\n');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('WEAK_PASSWORD');
    const unknown = await cli(['set-password', 'nobody@example.test'], `${PASSWORD}\n`);
    expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringContaining('USER_NOT_FOUND')]);
  });

  it('sets a quota and a password, and takes second factors away', async () => {
    const email = `quota-${Date.now()}@example.test`;
    expect((await cli(['create-user', email, 'Quota'], `${PASSWORD}\n`)).code).toBe(0);
    let session = await signIn(email, PASSWORD);

    expect((await cli(['set-quota', email, '1MB'])).code).toBe(0);
    expect((await api(server.url, session.cookie, '/api/files/storage')).body).toMatchObject({ total: 1_000_000 });
    const form = new FormData();
    form.append('files', new Blob([Buffer.alloc(1_500_000, 'a')], { type: 'text/plain' }), 'big.txt');
    const refused = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      body: form,
      headers: { Cookie: session.cookie },
    });
    expect(refused.status).toBe(413);
    expect((await cli(['set-quota', email, '2GiB'])).code).toBe(0);
    expect((await api(server.url, session.cookie, '/api/files/storage')).body).toMatchObject({ total: 2 * 1024 ** 3 });
    expect((await cli(['set-quota', email, 'lots'])).stderr).toContain('is not a size');
    expect((await cli(['set-quota', email, 'default'])).code).toBe(0);

    // Two-step verification on, then lost: the operator takes it away.
    const setup = await api(server.url, session.cookie, '/api/auth/two-factor/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const enable = await api(server.url, session.cookie, '/api/auth/two-factor/enable', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: await generate({ secret: setup.body['secret'] as string }) }),
    });
    expect(enable.status).toBe(200);
    expect((await signIn(email, PASSWORD)).body['code']).toBe('SECOND_FACTOR_REQUIRED');
    expect((await cli(['reset-second-factors', email])).code).toBe(0);
    expect((await signIn(email, PASSWORD)).status).toBe(200);

    // A new password ends every session.
    const changed = await cli(['set-password', email], 'N3w!operator-pass\n');
    expect(changed.code).toBe(0);
    expect((await api(server.url, session.cookie, '/api/auth/me')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    session = await signIn(email, 'N3w!operator-pass');
    expect(session.status).toBe(200);
  });
});
