// The two test tiers, each run in full and timed against its budget so drift shows:
//   npm test             (contributor: after every change) unit, server e2e and web unit tests
//   npm run test:system  browser journeys, fault injection, slow statistical tests and the bundle budget
// Arguments after `--` go to every Nx run (for example `--skip-nx-cache`).
import { spawnSync } from 'node:child_process';

const NX_STREAM = ['--outputStyle=stream', '--parallel=1'];
const SYSTEM_PROJECTS = ['web-e2e', 'server-faults'];

const TIERS = {
  contributor: {
    command: 'npm test',
    budgetMinutes: 8,
    runs: (extra) => [
      ['nx', ['run-many', '-t', 'test', `--exclude=${SYSTEM_PROJECTS.join(',')}`, ...NX_STREAM, ...extra]],
    ],
  },
  system: {
    command: 'npm run test:system',
    budgetMinutes: 15,
    runs: (extra) => [
      ['nx', ['run-many', '-t', 'test', `--projects=${SYSTEM_PROJECTS.join(',')}`, ...NX_STREAM, ...extra]],
      ['jest', ['-c', 'apps/server/jest.system.config.js', '--passWithNoTests']],
      ['jest', ['-c', 'apps/web/jest.system.config.js', '--passWithNoTests']],
    ],
  },
};

const [tierName, ...extra] = process.argv.slice(2);
const tier = TIERS[tierName];
if (!tier) {
  process.stderr.write(`usage: node tools/test-tier.mjs ${Object.keys(TIERS).join('|')} [nx arguments]\n`);
  process.exit(2);
}

const started = Date.now();
let status = 0;
for (const [bin, args] of tier.runs(extra)) {
  // Every run goes ahead even when one failed: the end of the output names every failure.
  const run = spawnSync('npx', ['--no-install', bin, ...args], { stdio: 'inherit' });
  if (run.status !== 0) status = run.status ?? 1;
}
const seconds = Math.round((Date.now() - started) / 1000);
const within = seconds <= tier.budgetMinutes * 60 ? 'within' : 'OVER';
process.stdout.write(
  `\n${tier.command}: ${Math.floor(seconds / 60)} min ${seconds % 60} s (${within} its budget of ${tier.budgetMinutes} min)\n`,
);
process.exit(status);
