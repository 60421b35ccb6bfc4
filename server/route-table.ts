import type { Express } from 'express';

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/**
 * Every route the app has, as "METHOD /full/path/:param", read from Express 5's own router: nested
 * routers' mount paths included, so `/:id` on the router mounted at `/api/admin/inquiries` is
 * `GET /api/admin/inquiries/:id`. The integration tests and the soak's fuzz both list routes with it.
 */
export function routeTable(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefixes: string[]) => {
    for (const layer of stack) {
      const paths = (own: string | string[] | undefined) => (own === undefined ? [''] : [own].flat()).flatMap((p) => prefixes.map((prefix) => prefix + (p === '/' ? '' : p)));
      if (layer.route) {
        for (const path of paths(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods)) if (method !== '_all') found.push(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, paths(layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, ['']);
  return [...new Set(found)];
}
