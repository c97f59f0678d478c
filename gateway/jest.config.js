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
};
