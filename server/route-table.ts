import type { Express } from 'express';

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: { name: string } }[] };
  handle: { stack?: Layer[] };
}

/** One route as Express has it: "METHOD /full/path/:param", and the names of its handlers in order. */
export interface ExpressRoute {
  route: string;
  handlers: string[];
}

/**
 * Every route the app has, read from Express 5's own router: nested routers' mount paths included, so `/:id`
 * on a router mounted at `/api/admin/inquiries` is `GET /api/admin/inquiries/:id`. With its handlers' names,
 * so a test can see the policy lib/api-routes.ts's entry put in front of it (server/api/register-api.ts).
 */
export function expressRoutes(app: Express): ExpressRoute[] {
  const found: ExpressRoute[] = [];
  const walk = (stack: Layer[], prefixes: string[]) => {
    for (const layer of stack) {
      const paths = (own: string | string[] | undefined) => (own === undefined ? [''] : [own].flat()).flatMap((p) => prefixes.map((prefix) => prefix + (p === '/' ? '' : p)));
      if (layer.route) {
        const handlers = layer.route.stack.map((inner) => inner.handle.name);
        for (const path of paths(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods)) if (method !== '_all') found.push({ route: `${method.toUpperCase()} ${path}`, handlers });
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, paths(layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, ['']);
  return found;
}

/** Every route the app has, as "METHOD /full/path/:param"; the integration tests list routes with it. */
export function routeTable(app: Express): string[] {
  return [...new Set(expressRoutes(app).map((r) => r.route))];
}
