// What the route modules share: the store, the fault switches and the console.
import type { Faults } from './faults';
import type { Store } from './store';

export interface EmulatorDeps {
  store: Store;
  faults: Faults;
  /** Console output (outbox codes, warnings); silent when the emulator is quiet. */
  log: (line: string) => void;
}
