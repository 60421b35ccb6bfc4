import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getOrNullOn401 } from '#lib/api-client.browser.ts';

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
