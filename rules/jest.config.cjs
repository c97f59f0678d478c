/** Rule tests: each rule and its spec message, checked once for both the gateway and the web app. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // Sources import each other with the .js specifiers Node needs; ts-jest reads the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true, types: ['jest'] }, transpilation: true }],
  },
};
