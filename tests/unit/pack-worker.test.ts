import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePackWorker } from '#lib/service-worker/pack-worker.vite.ts';

const ORIGIN = 'https://safari.test';
const A = 'A'.repeat(43);
const B = 'B'.repeat(43);

// The worker as it is served: bundled from lib/service-worker/pack.sw.ts the way the production build bundles it.
let workerSource = '';
beforeAll(async () => {
  workerSource = await bundlePackWorker();
});

/**
 * The pack's service worker run against a Cache Storage and a network of the test's own: `network` answers a URL,
 * or throws when the phone has no signal.
 */
function phone() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    return {
      put: async (url: string, response: Response) => void entries.set(url, response.clone()),
      match: async (url: string) => entries.get(url)?.clone(),
      delete: async (url: string) => entries.delete(url),
    };
  };
  const caches = { open: async (name: string) => cacheOf(name), delete: async (name: string) => stores.delete(name) };
  const state = { online: true, pages: new Map<string, Response>(), fetched: [] as string[] };
  const fetch = async (url: string | { url: string }) => {
    const href = typeof url === 'string' ? url : url.url;
    state.fetched.push(href);
    if (!state.online) throw new TypeError('Failed to fetch');
    return state.pages.get(href)?.clone() ?? new Response('Not found', { status: 404 });
  };
  const handlers: Record<string, (event: unknown) => void> = {};
  const self = { location: { origin: ORIGIN }, addEventListener: (type: string, fn: (event: unknown) => void) => (handlers[type] = fn), skipWaiting() {}, clients: { claim: async () => {} } };
  new Function('self', 'caches', 'fetch', workerSource)(self, caches, fetch);

  const open = async (path: string): Promise<Response | undefined> => {
    let answered: Promise<Response> | undefined;
    handlers.fetch!({ request: { method: 'GET', url: ORIGIN + path, mode: 'navigate' }, respondWith: (p: Promise<Response>) => (answered = p) });
    return answered;
  };
  const save = async (from: string, urls: string[]) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.message!({ data: { type: 'save', urls }, source: { url: ORIGIN + from }, ports: [{ postMessage() {} }], waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  const page = (path: string, html: string) => state.pages.set(ORIGIN + path, new Response(html, { headers: { 'Content-Type': 'text/html' } }));
  return { state, stores, open, save, page };
}

describe("the traveller's pack offline (issue 30)", () => {
  it('is one classic script: a worker registered without type "module" cannot import', () => {
    expect(workerSource).toContain('pack-v1:');
    expect(workerSource).not.toMatch(/^\s*(import|export)\b/m);
  });

  it("never answers one token's address from another token's copy", async () => {
    const p = phone();
    p.page(`/trips/${A}`, '<html><body>Pack of booking AST-AAAA</body></html>');
    expect(await (await p.open(`/trips/${A}`))!.text()).toContain('AST-AAAA');
    p.state.online = false;
    expect(await (await p.open(`/trips/${A}`))!.text()).toMatch(/Saved for offline use on .*AST-AAAA/s);
    const other = (await p.open(`/trips/${B}`))!;
    expect(other.status).toBe(503);
    expect(await other.text()).not.toContain('AST-AAAA');
  });

  it("keeps only the asking page's own token's addresses when the page asks to be saved", async () => {
    const p = phone();
    p.page(`/trips/${B}`, '<html><body>Pack of booking AST-BBBB</body></html>');
    await p.save(`/trips/${A}`, [`/trips/${B}`, `/trips/${B}/vouchers/00000000-0000-4000-8000-000000000000.pdf`]);
    expect(p.state.fetched).toEqual([]);
    expect([...p.stores.keys()]).toEqual([]);
  });

  it('clears the stored copy when the server says the link is gone (revoked, expired, cancelled)', async () => {
    const p = phone();
    p.page(`/trips/${A}`, '<html><body>Pack of booking AST-AAAA</body></html>');
    await p.open(`/trips/${A}`);
    p.state.pages.delete(`${ORIGIN}/trips/${A}`);
    expect((await p.open(`/trips/${A}`))!.status).toBe(404);
    p.state.online = false;
    expect((await p.open(`/trips/${A}`))!.status).toBe(503);
  });

  it('serves the saved copy when the server or a lodge proxy fails with a 5xx, as without signal', async () => {
    const p = phone();
    p.page(`/trips/${A}`, '<html><body>Pack of booking AST-AAAA</body></html>');
    await p.open(`/trips/${A}`);
    p.state.pages.set(`${ORIGIN}/trips/${A}`, new Response('Bad gateway', { status: 502 }));
    const answered = (await p.open(`/trips/${A}`))!;
    expect(answered.status).toBe(200);
    expect(await answered.text()).toMatch(/Saved for offline use on .*AST-AAAA/s);
  });
});
