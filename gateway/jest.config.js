/** Gateway tests. ts-jest only transpiles (types are checked by `typecheck`). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // CommonJS for every file, the rules package's ES modules included (with nodenext, TypeScript
    // would keep those as ES modules, which Jest cannot require). One entry: ts-jest shares one
    // compiler configuration between entries of a project.
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          target: 'ES2023',
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          esModuleInterop: true,
          isolatedModules: true,
        },
        transpilation: true,
      },
    ],
  },
  // In-process emulator tests run the emulator from its sources, so they
  // need no emulator build.
  moduleNameMapper: {
    '^@backoffice/emulator$': '<rootDir>/../emulator/src/server.ts',
    // The shared rules from their sources too (their own .js specifiers are Node's, for the build).
    '^@backoffice/rules/(.*)$': '<rootDir>/../rules/src/$1/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['<rootDir>/src/test/env.ts'],
  // Many files start a whole stack (an emulator, one or two gateways, Redis): on two cores beside
  // the browser suites a start took more than jest's 5 s. A bound against a hang, not a speed check.
  testTimeout: 30_000,
  // A hook that failed mid-start leaves what it had started (servers, Redis connections) open, and
  // jest then waits on them for ever after the run: CI reached its 90 min that way, silent. The
  // failure is reported either way; the run ends with it.
  forceExit: true,
  globalSetup: '<rootDir>/src/test/global-setup.js',
  globalTeardown: '<rootDir>/src/test/global-teardown.js',
};
