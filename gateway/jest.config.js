/** Gateway tests. ts-jest only transpiles (types are checked by `typecheck`). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', transpilation: true }],
  },
  // In-process emulator tests run the emulator from its sources, so they
  // need no emulator build.
  moduleNameMapper: {
    '^@backoffice/emulator$': '<rootDir>/../emulator/src/server.ts',
  },
  setupFiles: ['<rootDir>/src/test/env.ts'],
};
