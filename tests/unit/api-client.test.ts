import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CALLS as PACK_CALLS } from 'virtual:api-calls/travelPack';
import { api, ApiError, apiOf, apiRequest, getOrNullOn401 } from '#lib/api-client.browser.ts';
import { API_ROUTE_LIST } from '#lib/api-routes.ts';

function respondWith(status: number, body: string, statusText = '') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body || null, { status, statusText })));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (SPEC §8 error format)', () => {
  it('throws "<status>: <body>" for a non-ok response', async () => {
    respondWith(400, '{"message":"Package name is required"}');
    const error = await apiRequest('POST', '/api/admin/packages', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Package name is required"}');
    expect((error as ApiError).userMessage).toBe('Package name is required');
  });

  it('uses the status text when the body is empty', async () => {
    respondWith(502, '', 'Bad Gateway');
    await expect(apiRequest('GET', '/api/packages')).rejects.toThrow('502: Bad Gateway');
  });

  it('sends JSON with cookies and parses JSON back', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/inquiries', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/inquiries', expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"a":1}' }));
  });

  it('turns a 401 into null only when asked to', async () => {
    respondWith(401, '{"message":"Please sign in"}');
    await expect(getOrNullOn401('/api/admin/me')).resolves.toBeNull();
    await expect(apiRequest('GET', '/api/admin/me')).rejects.toThrow('401: ');
  });
});

describe('api: the client functions of lib/api-routes.ts', () => {
  const calls = () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('fills the path’s parameters, escaped, and sends the body with the entry’s method', async () => {
    const fetchMock = calls();
    await api.inquiries.update({ id: 'abc' }, { status: 'contacted' });
    await api.inquiries.removeAddress({ id: 'abc', email: 'a/b@example.com' });
    await api.proposals.decline({ token: 'x?y' });
    expect(fetchMock.mock.calls.map(([url, init]) => [init.method, url, init.body])).toEqual([
      ['PATCH', '/api/admin/inquiries/abc', '{"status":"contacted"}'],
      ['DELETE', '/api/admin/inquiries/abc/addresses/a%2Fb%40example.com', undefined],
      ['POST', '/api/proposals/x%3Fy/decline', undefined],
    ]);
  });

  it('puts a query’s given values in the URL, and a header where asked', async () => {
    const fetchMock = calls();
    await api.savedReplies.list({ query: { q: '', offset: 20 } });
    await api.inquiries.create({ firstName: 'A' } as Parameters<typeof api.inquiries.create>[0], { headers: { 'Idempotency-Key': 'k1' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/saved-replies?q=&offset=20');
    expect(fetchMock.mock.calls[1]![1].headers).toMatchObject({ 'Idempotency-Key': 'k1', 'Content-Type': 'application/json' });
  });

  it('gives a route’s URL for links and uploads', () => {
    expect(api.inquiries.export.url({ status: 'pending', q: undefined })).toBe('/api/admin/inquiries/export?status=pending');
    expect(api.inquiries.attachment.url({ id: 'i1', attachmentId: 'f2' })).toBe('/api/admin/inquiries/i1/attachments/f2');
    expect(api.gallery.uploadImage.url()).toBe('/api/admin/images');
  });

  // Decision 157: the browser's calls come from the table less its schemas (lib/api-calls.vite.ts).
  it('has a call for every entry of the table, with its method and path, and a body exactly where it has a schema', async () => {
    const fetchMock = calls();
    for (const entry of API_ROUTE_LIST) {
      const [group, name] = entry.key.split('.') as [string, string];
      const call = (api as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>)[group]![name]!;
      const params = Object.fromEntries([...entry.path.matchAll(/:(\w+)/g)].map(([, p]) => [p!, 'p']));
      await call(...(entry.path.includes(':') ? [params] : []), ...(entry.input ? [{ sent: true }] : []));
      const [url, init] = fetchMock.mock.calls.at(-1)!;
      expect([init.method, url, init.body], entry.key).toEqual([entry.method, `/api${entry.path.replace(/:\w+/g, 'p')}`, entry.input ? '{"sent":true}' : undefined]);
    }
  });

  it('gives a public page one group alone, and refuses a group it was not given', async () => {
    const fetchMock = calls();
    const pack = apiOf(PACK_CALLS, 'travelPack');
    await pack.travelPack.saveGuests({ token: 't1' }, { guests: [] });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/trips/t1/guests');
    expect(Object.keys(PACK_CALLS)).toEqual(['travelPack']);
    expect(() => apiOf(PACK_CALLS, 'site')).toThrow('No calls for the API group "site"');
  });
});
