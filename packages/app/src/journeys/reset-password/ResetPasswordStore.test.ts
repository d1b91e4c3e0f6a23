import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { stubApi } from '../../test/stubApi.ts';
import { ResetPasswordStore } from './ResetPasswordStore.ts';

const NOW = 1_800_000_000_000;
const link = { username: 'person@example.com', code: '123456', expiry: NOW + 1000 };

describe('ResetPasswordStore', () => {
  it('requests a link for the normalised address and goes to reset/check-email', async () => {
    const forgotPassword = vi.fn(() => Promise.resolve());
    const store = new ResetPasswordStore({ api: stubApi({ forgotPassword }) });
    expect(await store.requestResetLink('  Person@Example.com ')).toEqual({
      kind: 'navigate',
      to: '/reset/check-email',
    });
    expect(forgotPassword).toHaveBeenCalledWith('person@example.com');
    expect(store.emailForNewLink).toBe('person@example.com');
  });

  it('sends username, code and new password once; success → reset/success', async () => {
    const confirmChangePassword = vi.fn(() => Promise.resolve());
    const store = new ResetPasswordStore({ api: stubApi({ confirmChangePassword }), now: () => NOW });
    expect(await store.confirmNewPassword(link, 'a new password')).toEqual({ kind: 'navigate', to: '/reset/success' });
    expect(confirmChangePassword).toHaveBeenCalledWith('person@example.com', '123456', 'a new password');
    expect(JSON.stringify(store)).not.toContain('123456');
    expect(JSON.stringify(store)).not.toContain('a new password');
  });

  it('judges Expired code by the link expiry against its clock', async () => {
    const confirmChangePassword = () => Promise.reject(new ApiError('http', 400, '', 'Expired code'));
    let now = NOW;
    const store = new ResetPasswordStore({ api: stubApi({ confirmChangePassword }), now: () => now });
    expect(await store.confirmNewPassword(link, 'a new password')).toEqual({
      kind: 'navigate',
      to: '/reset/link-used',
    });
    now = NOW + 2000;
    expect(await store.confirmNewPassword(link, 'a new password')).toEqual({
      kind: 'navigate',
      to: '/reset/link-expired',
    });
  });

  it('one request per click: a second press while busy does nothing', async () => {
    const confirmChangePassword = vi.fn(() => new Promise<void>(() => undefined));
    const store = new ResetPasswordStore({ api: stubApi({ confirmChangePassword }) });
    void store.confirmNewPassword(link, 'a new password');
    expect(await store.confirmNewPassword(link, 'a new password')).toMatchObject({ code: 'BUSY' });
    expect(confirmChangePassword).toHaveBeenCalledTimes(1);
  });

  it('an expired link username that is an email becomes the address for a new link', () => {
    const store = new ResetPasswordStore({ api: stubApi() });
    store.rememberExpiredUsername('3f2b8c1e-9a4d-4c7b-a1e2-0f9d8c7b6a54');
    expect(store.emailForNewLink).toBe('');
    store.rememberExpiredUsername('Person@Example.com');
    expect(store.emailForNewLink).toBe('person@example.com');
  });
});
