// jest globalSetup of every project that has no setup of its own: its temporary files in a directory of the run's own.
import { useScratchTmpdir } from './scratch-tmpdir';

export default function globalSetup(): void {
  useScratchTmpdir();
}
