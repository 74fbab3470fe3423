import { rmSync } from 'node:fs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global setup without moduleNameMapper, so no alias here
import teardownDatabase from '../../../../libs/server/testing/src/database/global-teardown';
import type { E2eServer } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __cofferE2eServer?: E2eServer }).__cofferE2eServer;
  if (server) {
    if (server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10000)))]);
      clearTimeout(timer);
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    rmSync(server.dataDir, { recursive: true, force: true });
    await server.oidcProvider?.close();
  }
  await teardownDatabase();
}
