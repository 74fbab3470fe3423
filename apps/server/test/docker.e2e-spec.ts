import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

// No Docker engine here: validate what can be validated without one.
const ROOT = join(__dirname, '..', '..', '..');
const run = promisify(execFile);

describe('docker/ deployment files', () => {
  const dockerfile = readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8');

  it('builds in a separate stage and runs as a non-root user with a health check', () => {
    expect(dockerfile.match(/^FROM .+ AS (\w+)$/gm)).toEqual([
      'FROM node:26-slim AS build',
      'FROM node:26-slim AS runtime',
    ]);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/npm install --omit=dev/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(runtime).toMatch(/^CMD \["node", "dist\/server\/apps\/server\/src\/main.js"\]$/m);
    // The operator's command line (backup, restore, fsck) as `coffer` inside the container.
    expect(runtime).toMatch(
      /exec node \/app\/dist\/server\/apps\/server\/src\/cli\.js "\$@".*> \/usr\/local\/bin\/coffer/,
    );
  });

  it("runs the build stage's server build command as plain shell", async () => {
    const build = /^RUN (node tools\/build-server\.mjs) &&/m.exec(dockerfile)![1]!;
    await run('sh', ['-c', build], { cwd: ROOT });
    expect(existsSync(join(ROOT, 'dist/server/apps/server/src/main.js'))).toBe(true);
    expect(existsSync(join(ROOT, 'dist/server/apps/server/src/cli.js'))).toBe(true);
  });

  it('composes two stateless replicas on PostgreSQL and MinIO behind a proxy', () => {
    const compose = parse(readFileSync(join(ROOT, 'docker/compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<
        string,
        { environment?: Record<string, string>; image?: string; depends_on?: Record<string, unknown> }
      >;
    };
    expect(Object.keys(compose.services).sort()).toEqual([
      'coffer-1',
      'coffer-2',
      'minio',
      'minio-setup',
      'postgres',
      'proxy',
    ]);
    for (const name of ['coffer-1', 'coffer-2']) {
      const env = compose.services[name]!.environment!;
      expect(env['STORAGE_DRIVER']).toBe('s3');
      expect(env['DATABASE_URL']).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env['APP_SECRET']).toMatch(/COFFER_APP_SECRET:\?/);
      expect(env['S3_FORCE_PATH_STYLE']).toBe('true');
      expect(Object.keys(compose.services[name]!.depends_on!)).toEqual(['postgres', 'minio-setup']);
    }
    expect(compose.services['postgres']!.image).toMatch(/^postgres:15/);
  });
});
