import { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ROLES, SCOPE } from '../../src/modules/auth/auth.decorators';
import { IS_PUBLIC } from '../../src/modules/auth/public.decorator';

const RESOLVER_TYPE = 'graphql:resolver_type';
const RESOLVER_NAME = 'graphql:resolver_name';
export const VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'];

export interface RouteInfo {
  /** `GET /api/v1/job/:id` or `Query job`. */
  label: string;
  kind: 'rest' | 'graphql';
  /** REST: the verb; GraphQL: Query, Mutation or Subscription. */
  verb: string;
  /** REST: the path; GraphQL: the root field. */
  path: string;
  /** 'public', 'signed-in', the roles joined by '|', or undefined when the route declares nothing. */
  rule?: string;
  /** The scope an API key needs (@Scope); undefined: keys are refused. */
  scope?: string;
  /** The method and the class declaring the route, for reading more of their metadata. */
  handler: object;
  owner: object;
  /** The method's name on its class. */
  method: string;
}

/** Every REST route and GraphQL root field of the running app, read from its own metadata. */
export function appRoutes(app: INestApplication): RouteInfo[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const controllers = discovery.getControllers();
  const routes: RouteInfo[] = [];
  const meta = <T>(key: string, handler: object, cls: object): T | undefined =>
    Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, cls);
  const rule = (handler: object, cls: object) => {
    if (meta<boolean>(IS_PUBLIC, handler, cls)) return 'public';
    const roles = meta<string[]>(ROLES, handler, cls);
    if (roles === undefined) return undefined;
    return roles.length ? roles.join('|') : 'signed-in';
  };
  for (const wrapper of [...controllers, ...discovery.getProviders()]) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype || typeof instance !== 'object') continue;
    const proto = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      const method = Reflect.getMetadata(METHOD_METADATA, handler);
      const gqlType = Reflect.getMetadata(RESOLVER_TYPE, handler);
      if (path !== undefined && method !== undefined && controllers.includes(wrapper)) {
        const base = Reflect.getMetadata(PATH_METADATA, metatype) ?? '';
        const verb = VERBS[method] ?? String(method);
        const full = `/${[base, path].filter((p: string) => p && p !== '/').join('/')}`;
        routes.push({
          label: `${verb} ${full}`,
          kind: 'rest',
          verb,
          path: full,
          rule: rule(handler, metatype),
          scope: meta<string>(SCOPE, handler, metatype),
          handler,
          owner: metatype,
          method: name,
        });
      } else if (['Query', 'Mutation', 'Subscription'].includes(gqlType)) {
        const field = Reflect.getMetadata(RESOLVER_NAME, handler) ?? name;
        routes.push({
          label: `${gqlType} ${field}`,
          kind: 'graphql',
          verb: gqlType,
          path: field,
          rule: rule(handler, metatype),
          scope: meta<string>(SCOPE, handler, metatype),
          handler,
          owner: metatype,
          method: name,
        });
      }
    }
  }
  return routes.sort((a, b) => a.label.localeCompare(b.label));
}
