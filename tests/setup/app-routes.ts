import type { Express } from 'express';

/** Any id: route checks come before a record is looked for. */
export const SOME_ID = '00000000-0000-4000-8000-000000000000';

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/**
 * Every route the app has ("METHOD /path", parameters filled with SOME_ID), read from Express's own router,
 * so a test over them covers tomorrow's routes too. The app is the server's request listener.
 */
export function routesOf(app: Express): string[] {
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
  return [...new Set(found.map((route) => route.replace(/:\w+/g, SOME_ID).replace(/\{\*\w+\}/g, 'x')))];
}
