// CLI entry: `node dist/main.js`. Env: PORT (4010), HOST (127.0.0.1),
// DATA_DIR (<repo>/.data/emulator), EMULATOR_RESET=1 to start from a fresh seed,
// SEED_VOLUME (demo, or operator: an operator's volume) for what a fresh seed holds.
import { createEmulator, DEFAULT_DATA_DIR, seedVolume, type SeedVolume } from './server';

function volumeOrExit(raw: string | undefined): SeedVolume {
  try {
    return seedVolume(raw);
  } catch (error) {
    console.error(`[emulator] ${(error as Error).message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT || 4010);
  const host = process.env.HOST || '127.0.0.1';
  const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
  const volume = volumeOrExit(process.env.SEED_VOLUME);
  const emulator = createEmulator({ dataDir, reset: process.env.EMULATOR_RESET === '1', volume });
  const url = await emulator.listen(port, host);
  console.log(`[emulator] listening on ${url} (data in ${emulator.store.file}, ${emulator.store.volume} volume)`);
  console.log(`[emulator] activation codes appear here as "[outbox] code XXXX for <email>" and at ${url}/_dev/outbox`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    console.log(`[emulator] ${signal}: stopping`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[emulator] failed to stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `[emulator] ${(error as Error).message}: is another emulator running? Set PORT=…` : error);
  process.exit(1);
});
