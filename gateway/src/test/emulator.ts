// The emulator package (devDependency), run in process from its sources: jest
// maps `@backoffice/emulator` to emulator/src/server.ts. Loaded with require
// and typed here so the gateway's typecheck does not need an emulator build.

export interface InProcessEmulator {
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export function createInProcessEmulator(): InProcessEmulator {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: typed here, no emulator build needed
  const { createEmulator } = require('@backoffice/emulator') as {
    createEmulator(options: { inMemory?: boolean; quiet?: boolean }): InProcessEmulator;
  };
  return createEmulator({ inMemory: true, quiet: true });
}
