import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyHttpApi } from './lazyHttpApi.ts';

afterEach(() => vi.unstubAllGlobals());

// Issue 44: the browser's /api client loads on its first call, and answers like the real one.
describe('lazyHttpApi', () => {
  it("offers the client's methods and forwards a call to the real client once loaded", async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      seen.push(url);
      return Promise.resolve(new Response(JSON.stringify({ status: 'CONFIRMED' }), { status: 200 }));
    });
    const api = lazyHttpApi({ baseUrl: 'http://app.test' });
    await expect(api.checkAccountStatus('someone@example.com')).resolves.toMatchObject({ status: 'CONFIRMED' });
    expect(seen).toEqual(['http://app.test/api/auth/account-status']);
  });

  it("has no other journey's methods and is not a promise", () => {
    const api = lazyHttpApi({ baseUrl: 'http://app.test' }) as unknown as Record<string, unknown>;
    expect(typeof api.request).toBe('function');
    expect(api.changeEmail).toBeUndefined();
    expect(api.then).toBeUndefined();
  });
});
