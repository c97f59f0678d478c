// Web unit tests: jsdom + Testing Library, TypeScript through ts-jest (compiled
// to CommonJS for Jest). Mantine, React Router and Testing Library all ship
// CommonJS builds, so nothing in node_modules needs transforming.
/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  // build/: the build's own plugins.
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    // The shared rules from their sources (their own .js specifiers are Node's, for the build).
    '^@backoffice/rules/(.*)$': '<rootDir>/../rules/src/$1/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^virtual:gql-hash/': '<rootDir>/src/test/gql-hash.ts',
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node10',
          // CommonJS output for Jest implies node10 resolution, deprecated in TS 6.
          ignoreDeprecations: '6.0',
          esModuleInterop: true,
          isolatedModules: true,
          types: ['jest', '@testing-library/jest-dom'],
        },
      },
    ],
  },
};
