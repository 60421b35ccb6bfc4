import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * lib/vike-page-context.client.ts re-exports two functions from a file inside Vike's dist/ (decision 070), which
 * no semver range protects. vike and vike-react are pinned exactly; these tests say what to check when an upgrade
 * moves that file.
 */
const INTERNAL = 'node_modules/vike/dist/shared-server-client/hooks/execHook.js';
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe('the Vike internals the client build reaches into', () => {
  it('pins vike and vike-react to exact versions', () => {
    for (const name of ['vike', 'vike-react']) {
      expect(manifest.dependencies[name], `${name} must be pinned exactly (no ^ or ~): lib/vike-page-context.client.ts depends on its dist/ layout`).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('finds the file lib/vike-page-context.client.ts re-exports, with both functions', async () => {
    expect(
      existsSync(INTERNAL),
      `${INTERNAL} is gone: this Vike version moved getPageContext_sync/providePageContext. Find their new file and update lib/vike-page-context.client.ts (decision 070).`,
    ).toBe(true);
    const internal = (await import(`../../${INTERNAL}`)) as Record<string, unknown>;
    for (const name of ['getPageContext_sync', 'providePageContext']) {
      expect(typeof internal[name], `${INTERNAL} no longer exports ${name}: update lib/vike-page-context.client.ts (decision 070).`).toBe('function');
    }
  });

  it('installs the version package.json pins', () => {
    for (const name of ['vike', 'vike-react']) {
      const installed = (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
      expect(installed, `node_modules/${name} is not the pinned version: run npm ci`).toBe(manifest.dependencies[name]);
    }
  });
});
