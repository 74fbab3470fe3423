// jest globalSetup for the browser journeys: (a) a fresh database (with DATABASE_URL: a new
// database on that server, as the server tests do; without: the server's own embedded PostgreSQL
// under its temporary DATA_DIR, as `npm start` runs it — a single process whose live events stay
// in memory; the in-memory PGlite the server tests serve on a port does not deliver NOTIFY to
// other connections, so subscriptions would hear nothing), (b) the server and the
// web app built as `npm start` builds them, (c) a real OpenID provider (oidc-provider, in a
// process of its own) the server offers for single sign-on, (d) the server started on a free
// port; the tests read its address from E2E_BASE_URL and the provider from E2E_SSO_PROVIDER.
// Relative imports only (no moduleNameMapper here).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global setup without moduleNameMapper, so no alias here
import setupDatabase from '../../../../libs/server/testing/src/database/global-setup';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { startOidcProvider, type TestOidcProvider } from '../../../../libs/server/testing/src/oidc-provider';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { useScratchTmpdir } from '../../../../tools/jest/scratch-tmpdir';

const root = resolve(__dirname, '../../../..');

export interface E2eServer {
  child: ChildProcess;
  dataDir: string;
  output: string[];
  /** The OpenID provider the server offers for single sign-on, stopped after the server. */
  oidcProvider?: TestOidcProvider;
}

/** The single sign-on provider the server offers (E2E_SSO_PROVIDER holds it as JSON). */
export interface E2eSsoProvider {
  /** Coffer's id for it (/api/auth/sso/<id>/…). */
  id: string;
  /** Its button: 'Sign in with <label>'. */
  label: string;
  /** Its origin, where the browser signs in to it. */
  issuer: string;
}

const SSO_PROVIDER: Pick<E2eSsoProvider, 'id' | 'label'> = { id: 'e2e-id', label: 'Example ID' };

/**
 * A real OpenID provider with Coffer as its one client, and the server's variables that offer it.
 * A provider that cannot start is reported and left out: the journeys that need it fail, saying
 * why, and the others run as before.
 */
async function singleSignOn(
  baseUrl: string,
): Promise<{ provider: TestOidcProvider; env: NodeJS.ProcessEnv; info: E2eSsoProvider } | null> {
  const client = {
    client_id: 'coffer-e2e',
    client_secret: randomBytes(24).toString('base64url'),
    redirect_uris: [`${baseUrl}/api/auth/sso/${SSO_PROVIDER.id}/callback`],
  };
  let provider: TestOidcProvider;
  try {
    provider = await startOidcProvider([client]);
  } catch (error) {
    process.env['E2E_SSO_UNAVAILABLE'] = String(error);
    console.warn(`The OpenID provider for the single sign-on journeys did not start: ${String(error)}`);
    return null;
  }
  const prefix = `SSO_${SSO_PROVIDER.id.toUpperCase().replace(/-/g, '_')}_`;
  return {
    provider,
    info: { ...SSO_PROVIDER, issuer: provider.issuer },
    env: {
      SSO_PROVIDERS: SSO_PROVIDER.id,
      [`${prefix}ISSUER`]: provider.issuer,
      [`${prefix}CLIENT_ID`]: client.client_id,
      [`${prefix}CLIENT_SECRET`]: client.client_secret,
      [`${prefix}LABEL`]: SSO_PROVIDER.label,
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: E2eServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited with ${server.child.exitCode}:\n${server.output.join('')}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${server.output.join('')}`);
}

export default async function globalSetup(): Promise<void> {
  useScratchTmpdir();
  const externalDatabase = !!process.env['DATABASE_URL'];
  if (externalDatabase) await setupDatabase();

  execFileSync(process.execPath, ['tools/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // jest sets NODE_ENV=test, which would make vite bundle development builds of React.
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-e2e-'));
  const sso = await singleSignOn(baseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIR: join(root, 'dist/web'),
    LOG_LEVEL: 'warn',
    // Every journey signs up from this one machine; the per-address sign-up budget is for the internet.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    ...sso?.env,
  };
  const child = spawn(process.execPath, [join(root, 'dist/server/apps/server/src/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: E2eServer = { child, dataDir, output: [], oidcProvider: sso?.provider };
  // Also in DATA_DIR/server.log, where a journey can check what the server wrote.
  const log = createWriteStream(join(dataDir, 'server.log'));
  const record = (chunk: Buffer) => {
    server.output.push(chunk.toString());
    log.write(chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  (globalThis as { __cofferE2eServer?: E2eServer }).__cofferE2eServer = server;

  try {
    await waitForHealth(baseUrl, server, 60000);
  } catch (error) {
    // No teardown follows a failed setup.
    await sso?.provider.close();
    throw error;
  }
  process.env['E2E_BASE_URL'] = baseUrl;
  if (sso) process.env['E2E_SSO_PROVIDER'] = JSON.stringify(sso.info);
  // No SMTP_URL: the server writes its mail to DATA_DIR/outbox, where the journeys read it.
  process.env['E2E_DATA_DIR'] = dataDir;
}
