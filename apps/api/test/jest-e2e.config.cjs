/**
 * API end-to-end tests: the real Nest app against a real PostgreSQL (DATABASE_URL, each test file in a
 * database of its own) or, without it, the embedded one.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.jest.json' }] },
  moduleNameMapper: { '^@hireloop/schema$': '<rootDir>/../../../libs/schema/src/index.ts' },
  globalSetup: '<rootDir>/support/global-setup.ts',
  testTimeout: 60_000,
};
