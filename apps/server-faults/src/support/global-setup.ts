import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The fault tests drive the production build as real processes.
export default function globalSetup(): void {
  execFileSync(process.execPath, [join(__dirname, '../../../../tools/build-server.mjs')], { stdio: 'inherit' });
}
