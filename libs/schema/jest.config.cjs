/** @type {import('jest').Config} */
module.exports = {
  displayName: 'schema',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node10', types: ['jest', 'node'], ignoreDeprecations: '6.0', isolatedModules: true } }] },
};
