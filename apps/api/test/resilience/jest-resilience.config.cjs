/**
 * Resilience tests (`npm run test:resilience`): the built API in processes of its own, stopped with
 * SIGTERM under load, and cut off from a PostgreSQL server the tests start and stop themselves.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api-resilience',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.resilience-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../../tsconfig.jest.json' }] },
  moduleNameMapper: { '^@hireloop/schema$': '<rootDir>/../../../../libs/schema/src/index.ts' },
  testTimeout: 90_000,
};
