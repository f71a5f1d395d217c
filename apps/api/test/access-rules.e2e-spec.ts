import { appRoutes } from './support/routes';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Every route says who may call it: walks every controller route and every GraphQL root field of the
 * running app and fails on one without @Public() or @Auth(...); the table of who may reach what (and
 * the scope an API key needs) is a snapshot that changes only on purpose (authorization-matrix.e2e-spec
 * checks it by calling each).
 */
describe('access rules of every route', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('declares an access rule on every REST route and GraphQL root field', () => {
    const routes = appRoutes(t.app);
    expect(routes.filter((r) => r.rule === undefined).map((r) => r.label)).toEqual([]);
    expect(
      routes.map((r) => `${r.label}: ${r.rule}${r.scope ? ` (API keys: ${r.scope})` : ''}`).sort(),
    ).toMatchSnapshot();
  });
});
