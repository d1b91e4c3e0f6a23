import { describe, expect, it, vi } from 'vitest';
import { type AccountDetails } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import type { AccountApi } from './AccountApi.ts';
import {
  accountArrival,
  accountPageData,
  changePasswordAction,
  confirmPasswordAction,
  removeLandlineAction,
  stopSharingAction,
} from './actions.ts';

const DETAILS: AccountDetails = {
  email: 'account@example.com',
  mobile: '*******0140',
  landline: '*******0140',
  version: 4,
  recent_proof: true,
  passkey_offer: false,
  passkeys: [],
  services: [{ client_id: 'demo-client', client_name: 'Demo Health Service', consented_at: 0, scopes: ['email'] }],
};

function storeWith(api: Partial<AccountApi>, details: Partial<AccountDetails> = {}) {
  const full = { ...stubApi(), accountDetails: () => Promise.resolve({ ...DETAILS, ...details }), ...api };
  return new RootStore({ api: full as never, cookies: memoryCookieJar(), storage: nullStorage, minimumDelayMs: 0 });
}

const post = (path: string, body: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams({ _csrf: 't', ...body }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

describe('the account forms posted without script (issue 27)', () => {
  it('an invalid password change answers 422 with its errors and never the passwords typed', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    const answer = (await changePasswordAction(
      storeWith({ changePassword }),
      post('/account/change-password', {
        username: 'account@example.com',
        current: 'Password123!',
        password: 'lantern orchard velvet',
        confirm: 'lantern orchard violet',
        version: '4',
      }),
    )) as { data: { errors: unknown[]; values: Record<string, unknown> }; init: { status: number } };
    expect(answer.init.status).toBe(422);
    expect(answer.data.errors).toEqual([{ field: 'confirm', code: 'CONFIRM_MISMATCH' }]);
    expect(JSON.stringify(answer.data.values)).not.toMatch(/Password123|lantern/);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('a change is made from the version its page showed: a stale one answers 409 → changed-elsewhere', async () => {
    const removeLandline = vi.fn((version: number) =>
      version === 4 ? Promise.resolve() : Promise.reject(new ApiError('http', 409, '', 'Changed elsewhere')),
    );
    const res = (await removeLandlineAction(
      storeWith({ removeLandline }),
      post('/account/remove-landline', { version: '3' }),
    )) as Response;
    expect(removeLandline).toHaveBeenCalledWith(3);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/account/changed-elsewhere');
  });

  it('stopping sharing goes home (303) and the home, on the next request, shows the banner once', async () => {
    const stopSharing = vi.fn(() => Promise.resolve());
    const store = storeWith({ stopSharing });
    const res = (await stopSharingAction(
      store,
      post('/account/services/stop-sharing?client=demo-client', { version: '4' }),
    )) as Response;
    expect(stopSharing).toHaveBeenCalledWith('demo-client');
    expect(res.headers.get('Location')).toBe('/account');
    expect((await accountPageData('home', store))?.banner).toBe(
      'You have stopped sharing your NHS login with Demo Health Service.',
    );
    expect((await accountPageData('home', store))?.banner).toBeUndefined();
  });

  it('the password check returns to the account page that asked, never elsewhere', async () => {
    const reauthenticate = vi.fn(() => Promise.resolve());
    for (const [ret, to] of [
      ['/account/change-mobile', '/account/change-mobile'],
      ['https://evil.example/', '/account'],
    ]) {
      const res = (await confirmPasswordAction(
        storeWith({ reauthenticate }),
        post(`/account/confirm-password?return=${encodeURIComponent(ret!)}`, { username: 'x', password: 'pw' }),
      )) as Response;
      expect(res.headers.get('Location')).toBe(to);
    }
  });

  it('a page the browser would leave is redirected on the server: no recent proof, nothing pending, unknown service', async () => {
    const get = (path: string) => new Request(`http://localhost${path}`);
    expect(
      await accountArrival('change-mobile', storeWith({}, { recent_proof: false }), get('/account/change-mobile')),
    ).toEqual({ kind: 'navigate', to: '/account/confirm-password?return=%2Faccount%2Fchange-mobile' });
    expect(await accountArrival('check-email', storeWith({}), get('/account/change-email/check-email'))).toEqual({
      kind: 'navigate',
      to: '/account/change-email',
    });
    expect(
      await accountArrival('stop-sharing', storeWith({}), get('/account/services/stop-sharing?client=other')),
    ).toEqual({ kind: 'navigate', to: '/account' });
    expect(await accountArrival('change-mobile', storeWith({}), get('/account/change-mobile'))).toBeUndefined();
  });
});
