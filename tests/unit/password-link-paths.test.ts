import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { withoutTokens } from '#lib/domain/links/private-paths.ts';
import { requestLabel } from '#server/request-label.ts';

// A password link's token chooses the account's password: like a traveller's, it never reaches a log line.
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHh5enp5MTIzNDU2Nzg5MGFi';

describe('a password link’s path', () => {
  it.each([
    [`/admin/reset/${TOKEN}`, '/admin/reset/:token'],
    [`//Admin//reset/${TOKEN}?x=1`, '//Admin//reset/:token?x=1'],
    [`https://safari.example/admin/reset/${TOKEN}`, 'https://safari.example/admin/reset/:token'],
  ])('replaces the token of %s', (path, expected) => {
    expect(withoutTokens(path)).toBe(expected);
  });

  it.each(['/admin/reset', '/admin/inquiries/1', '/admin/settings'])('leaves %s as it is', (path) => {
    expect(withoutTokens(path)).toBe(path);
  });

  it('is named without its token when a request for it is logged', () => {
    const req = { method: 'GET', originalUrl: `/admin/reset/${TOKEN}?utm=mail` } as Request;
    expect(requestLabel(req)).toBe('GET /admin/reset/:token');
  });
});
