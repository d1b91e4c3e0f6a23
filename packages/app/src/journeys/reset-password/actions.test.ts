import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import { linkExpiredData, resetPasswordAction } from './actions.ts';

const post = (query: Record<string, string>, body: Record<string, string>) =>
  new Request(`http://localhost/reset-password?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

function makeStore(confirmChangePassword = () => Promise.resolve()) {
  return new RootStore({
    api: stubApi({ confirmChangePassword }),
    cookies: memoryCookieJar(),
    minimumDelayMs: 0,
    storage: nullStorage,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the reset form\'s step on the server and link-expired\'s data (issue 44, spec 001 §4 "Link guard")', () => {
  it('a link found expired on submit goes to link-expired, whose data starts a new link with its address', async () => {
    const store = makeStore();
    const query = { username: 'Someone@Example.com', code: '123456', expiry: String(Date.now() - 1_000) };
    const res = (await resetPasswordAction(
      store,
      post(query, { _csrf: 't', password: 'a new passphrase' }),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/reset/link-expired');
    expect(linkExpiredData(store)).toEqual({ email: 'someone@example.com' });
  });

  it("the back end's 'Expired code' after the expiry does the same", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const expiry = Date.now() + 1_000;
    const store = makeStore(() => {
      vi.setSystemTime(expiry + 1_000);
      return Promise.reject(new ApiError('http', 400, '', 'Expired code'));
    });
    const query = { username: 'someone@example.com', code: '123456', expiry: String(expiry) };
    const res = (await resetPasswordAction(
      store,
      post(query, { _csrf: 't', password: 'a new passphrase' }),
    )) as Response;
    expect(res.headers.get('Location')).toBe('/reset/link-expired');
    expect(linkExpiredData(store)).toEqual({ email: 'someone@example.com' });
  });

  it("an account id username, a success or another page's request gives no address", async () => {
    const expired = makeStore();
    const id = '3f2b8c1e-9a4d-4c7b-a1e2-0f9d8c7b6a54';
    await resetPasswordAction(
      expired,
      post(
        { username: id, code: '123456', expiry: String(Date.now() - 1_000) },
        { _csrf: 't', password: 'x'.repeat(9) },
      ),
    );
    expect(linkExpiredData(expired)).toBeNull();

    const done = makeStore();
    const query = { username: 'someone@example.com', code: '123456', expiry: String(Date.now() + 60_000) };
    const res = (await resetPasswordAction(
      done,
      post(query, { _csrf: 't', password: 'a new passphrase' }),
    )) as Response;
    expect(res.headers.get('Location')).toBe('/reset/success');
    expect(linkExpiredData(done)).toBeNull();
    expect(linkExpiredData(makeStore())).toBeNull();
  });
});
