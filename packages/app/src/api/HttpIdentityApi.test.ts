import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@nhsl/contract';
import { ApiError } from './ApiError.ts';
import { HttpIdentityApi } from './HttpIdentityApi.ts';

function apiAnswering(status: number, body: string, capture?: (url: string, init: RequestInit) => void) {
  return new HttpIdentityApi({
    credential: () => 'sess-1',
    fetchImpl: async (url, init) => {
      capture?.(String(url), init ?? {});
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('HttpIdentityApi', () => {
  it('sends the session as Authorization bearer and session-id, with a JSON body', async () => {
    let seen: RequestInit = {};
    let seenUrl = '';
    const api = apiAnswering(200, JSON.stringify({ status: 'CONFIRMED' }), (u, i) => ((seen = i), (seenUrl = u)));
    const res = await api.checkAccountStatus('a@example.com');
    expect(res.status).toBe('CONFIRMED');
    expect(seenUrl).toBe('/api/auth/account-status');
    const headers = seen.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer sess-1');
    expect(headers['session-id']).toBe('sess-1');
    expect(seen.body).toBe(JSON.stringify({ email: 'a@example.com' }));
  });

  it('in the browser it holds no credential: the session marker, and the CSRF token on every call but a GET (issue 24)', async () => {
    const seen: RequestInit[] = [];
    const api = new HttpIdentityApi({
      sessionMarker: () => 'marker-1',
      csrfToken: () => 'csrf-1',
      fetchImpl: async (_url, init) => {
        seen.push(init ?? {});
        return new Response(JSON.stringify({ status: 'CONFIRMED', client_id: 'c' }), { status: 200 });
      },
    });
    await api.checkAccountStatus('a@example.com');
    await api.getClientInfo('c');
    const [post, get] = seen.map((i) => i.headers as Record<string, string>);
    expect(post).toMatchObject({ 'x-session-marker': 'marker-1', 'x-csrf-token': 'csrf-1' });
    expect(post!.Authorization).toBeUndefined();
    expect(post!['session-id']).toBeUndefined();
    expect(get).toMatchObject({ 'x-session-marker': 'marker-1' });
    expect(get!['x-csrf-token']).toBeUndefined();
  });

  it('refuse posts the reason and answers the provider address; an answer without one is malformed', async () => {
    let seen: RequestInit = {};
    let seenUrl = '';
    const resume = 'http://localhost:5173/authorize/abc';
    const api = apiAnswering(200, JSON.stringify({ Location: resume }), (u, i) => ((seen = i), (seenUrl = u)));
    expect(await api.refuse('ConsentNotGiven')).toBe(resume);
    expect(seenUrl).toBe('/api/auth/refuse');
    expect(seen.body).toBe(JSON.stringify({ reason: 'ConsentNotGiven' }));
    expect((await failure(apiAnswering(200, '{}').refuse('TermsNotAgreed'))).kind).toBe('malformed');
  });

  it('a malformed JSON answer is a malformed ApiError, never a crash', async () => {
    const e = await failure(apiAnswering(200, '{not json').checkAccountStatus('a@example.com'));
    expect(e.kind).toBe('malformed');
  });

  it('an answer of the wrong shape is a malformed ApiError', async () => {
    const e = await failure(apiAnswering(200, JSON.stringify({ state: 42 })).checkAccountStatus('a@example.com'));
    expect(e.kind).toBe('malformed');
  });

  it('an error answer carries status, sanitised errorCode and message', async () => {
    const e = await failure(
      apiAnswering(400, JSON.stringify({ message: 'Account is disabled', errorCode: 'CID2013' })).login('a', 'b'),
    );
    expect([e.kind, e.status, e.errorCode, e.message]).toEqual(['http', 400, 'CID2013', 'Account is disabled']);
    const bad = await failure(
      apiAnswering(400, JSON.stringify({ message: 'x', errorCode: '<b>CID1</b>' })).login('a', 'b'),
    );
    expect(bad.errorCode).toBe('');
  });

  it('a 500 with an HTML body is an http ApiError', async () => {
    const e = await failure(
      apiAnswering(500, '<html>oops</html>').authcode({ client_id: 'c', redirect_uri: 'http://x/cb' }),
    );
    expect([e.kind, e.status]).toEqual(['http', 500]);
  });

  it('a network failure or a timeout is a network ApiError', async () => {
    const down = new HttpIdentityApi({
      credential: () => 's',
      fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect((await failure(down.triggerOtp('mobile'))).kind).toBe('network');
    const slow = new HttpIdentityApi({
      credential: () => 's',
      timeoutMs: 20,
      fetchImpl: (_u, init) =>
        new Promise((_r, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    expect((await failure(slow.triggerOtp('mobile'))).kind).toBe('network');
  });

  it('issue 54 session fixation: an answer that sets the authorization cookie again renews the bearer of the calls after it', async () => {
    let sid = 'sess-before';
    const renewed: string[] = [];
    const bearers: string[] = [];
    const header = `${AUTH_COOKIE}=new-cookie-value; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600`;
    const api = new HttpIdentityApi({
      credential: () => sid,
      renewedSession: (setCookie) => {
        renewed.push(setCookie);
        sid = 'sess-after';
      },
      fetchImpl: async (url, init) => {
        bearers.push((init?.headers as Record<string, string>).Authorization!);
        const headers = new Headers({ 'Content-Type': 'application/json' });
        headers.append('Set-Cookie', 'other=1; Path=/');
        if (String(url).endsWith('/otp/verify')) headers.append('Set-Cookie', header);
        return new Response(JSON.stringify({ status: 'CONFIRMED', id_token: 't' }), { status: 200, headers });
      },
    });
    await api.verifyOtp('123456', false);
    expect(renewed).toEqual([header]);
    await api.checkAccountStatus('a@example.com');
    expect(bearers).toEqual(['Bearer sess-before', 'Bearer sess-after']);
    // A refused call's cookie is not taken (the back end renews only on the sign-in's success).
    const refusing = new HttpIdentityApi({
      credential: () => 's',
      renewedSession: (c) => renewed.push(c),
      fetchImpl: async () =>
        new Response('{"message":"Invalid OTP"}', { status: 400, headers: { 'Set-Cookie': header } }),
    });
    await failure(refusing.verifyOtp('123456', false));
    expect(renewed).toHaveLength(1);
  });
});
