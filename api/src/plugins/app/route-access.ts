import type { RouteOptions } from 'fastify';
import type { PermissionRule } from './permissions';

/** Who may call a route, as its config declares it (the permission plugin, the docs and tests). */
export type RouteAccess =
  | { kind: 'outside-api' }
  | { kind: 'public' }
  | { kind: 'engineer-app' }
  | { kind: 'self-service'; note?: string }
  | { kind: 'permission'; rule: PermissionRule }
  | { kind: 'by-body'; summary: string }
  | { kind: 'undeclared' };

/** The web assets and the OpenAPI document live outside the API's access rules. */
const outsideApi = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs');

export function routeAccess(route: Pick<RouteOptions, 'url' | 'config'>): RouteAccess {
  if (outsideApi(route.url)) return { kind: 'outside-api' };
  const config = route.config ?? {};
  if (config.permission) return { kind: 'permission', rule: config.permission };
  if (config.permissionByInput)
    return { kind: 'by-body', summary: config.permissionByInput.summary };
  if (config.public) return { kind: 'public' };
  if (config.engineerApp) return { kind: 'engineer-app' };
  if (typeof config.selfService === 'string')
    return { kind: 'self-service', note: config.selfService };
  if (config.selfService) return { kind: 'self-service' };
  return { kind: 'undeclared' };
}
