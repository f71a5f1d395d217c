import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ROLES } from '../src/modules/auth/auth.decorators';
import { IS_PUBLIC } from '../src/modules/auth/public.decorator';
import { createTestApp, TestApp } from './support/test-app';

const RESOLVER_TYPE = 'graphql:resolver_type';
const RESOLVER_NAME = 'graphql:resolver_name';

/**
 * Every route says who may call it: walks every controller route and every GraphQL root field of the
 * running app and fails on one without @Public() or @Auth(...); the table of who may reach what is a
 * snapshot that changes only on purpose.
 */
describe('access rules of every route', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('declares an access rule on every REST route and GraphQL root field', () => {
    const discovery = new DiscoveryService(t.app.get(ModulesContainer));
    const scanner = new MetadataScanner();
    const table: string[] = [];
    const undeclared: string[] = [];
    const meta = <T>(key: string, handler: object, cls: object): T | undefined =>
      Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, cls);
    const rule = (handler: object, cls: object) => {
      if (meta<boolean>(IS_PUBLIC, handler, cls)) return 'public';
      const roles = meta<string[]>(ROLES, handler, cls);
      if (roles === undefined) return undefined;
      return roles.length ? roles.join('|') : 'signed-in';
    };
    for (const wrapper of [...discovery.getControllers(), ...discovery.getProviders()]) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance);
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name];
        const path = Reflect.getMetadata(PATH_METADATA, handler);
        const method = Reflect.getMetadata(METHOD_METADATA, handler);
        const gqlType = Reflect.getMetadata(RESOLVER_TYPE, handler);
        let label: string | undefined;
        if (path !== undefined && method !== undefined && discovery.getControllers().includes(wrapper)) {
          const base = Reflect.getMetadata(PATH_METADATA, metatype) ?? '';
          const verb =
            ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'][method] ?? String(method);
          label = `${verb} /${[base, path].filter((p: string) => p && p !== '/').join('/')}`;
        } else if (['Query', 'Mutation', 'Subscription'].includes(gqlType)) {
          label = `${gqlType} ${Reflect.getMetadata(RESOLVER_NAME, handler) ?? name}`;
        }
        if (!label) continue;
        const r = rule(handler, metatype);
        if (r === undefined) undeclared.push(label);
        else table.push(`${label}: ${r}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(table.sort()).toMatchSnapshot();
  });
});
