import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import { HttpIdentityApi } from './HttpIdentityApi.ts';

/** Records each request and answers with the given status and body. */
function recordingApi(status: number, body: string) {
  const seen: { url: string; init: RequestInit }[] = [];
  const api = new HttpIdentityApi({
    credential: () => 'sess-9',
    fetchImpl: async (url, init) => {
      seen.push({ url: String(url), init: init ?? {} });
      return new Response(body === '' ? null : body, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, seen };
}

const params = { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback', state: 's' };

describe('consent and terms-update calls (spec 000 §6, §7)', () => {
  it('consent posts client-id, consented-claims and oidc-params with the session authorization header', async () => {
    const { api, seen } = recordingApi(200, JSON.stringify({ consented: true }));
    await api.consent('demo-client', ['openid', 'email'], params);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/api/account/consent');
    expect(seen[0]!.init.method).toBe('POST');
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer sess-9');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({
      'client-id': 'demo-client',
      'consented-claims': ['openid', 'email'],
      'oidc-params': params,
    });
  });

  it('terms-update posts no body with the session authorization header', async () => {
    const { api, seen } = recordingApi(204, '');
    await api.termsUpdate();
    expect(seen[0]!.url).toBe('/api/account/terms-update');
    expect(seen[0]!.init.method).toBe('POST');
    expect(seen[0]!.init.body).toBeUndefined();
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer sess-9');
  });

  it.each([
    ['consent', (api: HttpIdentityApi) => api.consent('demo-client', [], params)],
    ['terms-update', (api: HttpIdentityApi) => api.termsUpdate()],
  ])('a 401 Unauthorized answer to %s is an unauthorised session (a session timeout)', async (_, call) => {
    const { api } = recordingApi(401, JSON.stringify({ message: 'Unauthorized' }));
    const e = await call(api).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).kind).toBe('unauthorized');
  });

  it('a 401 carrying a CID reference is not a session timeout', async () => {
    const { api } = recordingApi(401, JSON.stringify({ message: 'Unauthorized', errorCode: 'CID2012' }));
    const e = (await api.termsUpdate().catch((err: unknown) => err)) as ApiError;
    expect([e.kind, e.errorCode]).toEqual(['http', 'CID2012']);
  });
});
