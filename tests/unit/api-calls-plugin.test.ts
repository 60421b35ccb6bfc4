import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '#lib/api-routes.ts';

/**
 * The plugin's hooks run as Vite runs them, in plain Node (it loads the table with Node's own import, which
 * Vitest's module runner would intercept): each id's module text, or the build error it raises.
 */
function load(ids: string[]): Record<string, string> {
  const script = `
    import { apiCallsPlugin } from './lib/api-calls.vite.ts';
    const plugin = apiCallsPlugin();
    const context = { addWatchFile() {}, error(message) { throw new Error(message); } };
    const out = {};
    for (const id of ${JSON.stringify(ids)}) {
      const resolved = plugin.resolveId(id);
      try { out[id] = resolved ? await plugin.load.call(context, resolved) : 'unresolved'; } catch (error) { out[id] = 'error: ' + error.message; }
    }
    console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as Record<string, string>;
}

const callsOf = (code: string) => JSON.parse(code.replace(/^export const API_CALLS = /, '').replace(/;\n$/, '')) as Record<string, Record<string, unknown>>;

// Decision 157: the browser's calls are the route table less its schemas, made at build time.
describe('virtual:api-calls (lib/api-calls.vite.ts)', () => {
  const loaded = load(['virtual:api-calls', 'virtual:api-calls/travelPack', 'virtual:api-calls/nope', 'virtual:api-callsX']);

  it('is every group of the table, each route as its method, path and whether it takes a body', () => {
    const calls = callsOf(loaded['virtual:api-calls']!);
    expect(Object.keys(calls)).toEqual(Object.keys(API_ROUTES));
    expect(calls.inquiries!.update).toEqual(['PATCH', '/admin/inquiries/:id', true]);
    expect(calls.proposals!.decline).toEqual(['POST', '/proposals/:token/decline', false]);
  });

  it('gives one group alone, and fails the build for a group the table does not have', () => {
    expect(callsOf(loaded['virtual:api-calls/travelPack']!)).toEqual({ travelPack: { saveGuests: ['PUT', '/trips/:token/guests', true] } });
    expect(loaded['virtual:api-calls/nope']).toBe('error: virtual:api-calls/nope: lib/api-routes.ts has no group "nope"');
    expect(loaded['virtual:api-callsX']).toBe('unresolved');
  });
});
