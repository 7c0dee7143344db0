/**
 * The methods a path answers to, read from the app's own route table, so that a request with the
 * wrong method gets 405 and an `Allow` header (RFC 9110) instead of a misleading 404.
 */

/** One entry of Hono's `app.routes`. */
export interface RouteEntry {
  method: string;
  path: string;
}

function pattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Methods of the routes (not middleware) whose path matches `path`, sorted; GET implies HEAD.
 * @example allowedMethods([{ method: 'POST', path: '/v1/verify' }], '/v1/verify') // ['POST']
 */
export function allowedMethods(routes: readonly RouteEntry[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || !pattern(route.path).test(path)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  return [...methods].sort();
}
