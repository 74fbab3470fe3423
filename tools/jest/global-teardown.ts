// jest globalTeardown of every project that has no teardown of its own: the run's temporary files go.
import { removeScratchTmpdir } from './scratch-tmpdir';

export default function globalTeardown(): void {
  removeScratchTmpdir();
}
