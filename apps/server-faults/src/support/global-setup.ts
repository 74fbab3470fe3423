import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global setup without moduleNameMapper, so no alias here
import { useScratchTmpdir } from '../../../../tools/jest/scratch-tmpdir';

// The fault tests drive the production build as real processes. The preset's teardown removes the
// run's temporary directory (the servers' data directories and embedded databases).
export default function globalSetup(): void {
  useScratchTmpdir();
  execFileSync(process.execPath, [join(__dirname, '../../../../tools/build-server.mjs')], { stdio: 'inherit' });
}
