/** Browser journeys: the built app served by the real API, driven in Debian's Chromium. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/support/environment.cjs',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
};
