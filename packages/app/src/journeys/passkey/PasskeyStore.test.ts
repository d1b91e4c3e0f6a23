import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import type { AccountStatusResponse, PasskeyOptionsResponse } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import { paths } from '../../paths.ts';
import { JourneyStore, ProfileStore, SessionStore } from '../../stores/stores.ts';
import { stubApi } from '../../test/stubApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { PasskeyStore, type PasskeyCeremony } from './PasskeyStore.ts';
import { passkeyAutofillOptions } from '../../shell/passkeyAutofillOptions.ts';
import * as log from '../../observability/log.ts';

const OPTIONS: PasskeyOptionsResponse = {
  authentication_options: { challenge: 'Y2hhbGxlbmdl', rpId: 'login.example.org', allowCredentials: [] },
  transaction_id: 'tx-1',
};
const ASSERTION: AuthenticationResponseJSON = {
  id: 'cred',
  rawId: 'cred',
  response: { authenticatorData: 'YQ', clientDataJSON: 'Yg', signature: 'Yw', userHandle: 'dQ' },
  type: 'public-key',
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};
const STATUS: AccountStatusResponse = {
  status: 'CONFIRMED',
  uplift_required: false,
  allow_p5_before_p9: false,
  landline_registration_enabled: false,
  auth_options: OPTIONS,
};

function make(
  api: Partial<IdentityApi>,
  ceremony: PasskeyCeremony = () => Promise.resolve(ASSERTION),
  opts: { enabled?: boolean; supported?: boolean; hostname?: string; minimumDelayMs?: number } = {},
) {
  const journey = new JourneyStore();
  const profile = new ProfileStore();
  const store = new PasskeyStore({
    api: stubApi(api),
    session: new SessionStore(),
    profile,
    journey,
    enabled: opts.enabled ?? true,
    ceremony: vi.fn(ceremony),
    checkSupport: () => Promise.resolve(opts.supported ?? true),
    hostname: opts.hostname ?? 'login.example.org',
    minimumDelayMs: opts.minimumDelayMs ?? 0,
  });
  return { store, journey, profile };
}

describe('PasskeyStore availability (spec 000 §4, §6)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])(
    'before any email (the /login link): flag %s, browser support %s → offered %s',
    async (enabled, supported, offered) => {
      const { store } = make({}, undefined, { enabled, supported });
      expect(store.offeredBeforeEmail).toBe(false);
      await store.checkSupport();
      expect(store.offeredBeforeEmail).toBe(offered);
    },
  );

  it('is available only with the build flag, an account passkey (auth_options) and browser support', async () => {
    expect(await make({}).store.noteAccountStatus(STATUS)).toBe(true);
    expect(await make({}, undefined, { enabled: false }).store.noteAccountStatus(STATUS)).toBe(false);
    expect(await make({}).store.noteAccountStatus({ ...STATUS, auth_options: undefined })).toBe(false);
    const unsupported = make({}, undefined, { supported: false });
    expect(await unsupported.store.noteAccountStatus(STATUS)).toBe(false);
    expect(unsupported.journey.fido2Enabled).toBe(true);
    expect(unsupported.store.unsupported).toBe(true);
    expect(unsupported.store.available).toBe(false);
  });
});

describe('PasskeyStore.login (spec 000 §4 "Passkey login", §7)', () => {
  it('sends exactly the spec verify payload and redirects to redirect_uri when verified', async () => {
    const verify = vi.fn(() =>
      Promise.resolve({ verified: true, redirect_uri: 'http://app/authcode', account_id: 'a1' }),
    );
    const { store } = make({
      passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
      passkeyAuthenticationVerify: verify,
    });
    expect(await store.login()).toEqual({ kind: 'redirect', url: 'http://app/authcode' });
    expect(verify).toHaveBeenCalledWith({
      transaction_id: 'tx-1',
      authentication_credential: {
        id: 'cred',
        rawId: 'cred',
        response: { authenticatorData: 'YQ', clientDataJSON: 'Yg', signature: 'Yw', userHandle: 'dQ' },
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    });
  });

  it('forces the relying-party id to localhost on localhost, and keeps the server one elsewhere', async () => {
    for (const [hostname, rpId] of [
      ['localhost', 'localhost'],
      ['login.example.org', 'login.example.org'],
    ]) {
      const ceremony = vi.fn(() => Promise.resolve(ASSERTION));
      const { store } = make(
        {
          passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
          passkeyAuthenticationVerify: () => Promise.resolve({ verified: false }),
        },
        ceremony,
        { hostname },
      );
      await store.login();
      expect(ceremony).toHaveBeenCalledWith(expect.objectContaining({ rpId, challenge: 'Y2hhbGxlbmdl' }));
    }
  });

  it('a second press while a ceremony is in flight starts no second prompt', async () => {
    let release: (a: AuthenticationResponseJSON) => void = () => undefined;
    const ceremony = vi.fn(() => new Promise<AuthenticationResponseJSON>((r) => (release = r)));
    const options = vi.fn(() => Promise.resolve(OPTIONS));
    const { store } = make(
      {
        passkeyAuthenticationOptions: options,
        passkeyAuthenticationVerify: () => Promise.resolve({ verified: false }),
      },
      ceremony,
    );
    const first = store.login();
    expect(await store.login()).toEqual({ kind: 'formError', field: '', code: 'BUSY' });
    await vi.waitFor(() => expect(ceremony).toHaveBeenCalledOnce());
    release(ASSERTION);
    expect(await first).toEqual({ kind: 'navigate', to: paths.passkeyLoginFailed });
    expect(options).toHaveBeenCalledOnce();
    expect(store.busy).toBe(false);
  });

  it('a cancelled prompt goes quietly to passkey-login-failed and never calls verify', async () => {
    const verify = vi.fn();
    const { store } = make(
      { passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS), passkeyAuthenticationVerify: verify },
      () => Promise.reject(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' })),
    );
    expect(await store.login()).toEqual({ kind: 'navigate', to: paths.passkeyLoginFailed });
    expect(verify).not.toHaveBeenCalled();
  });

  it('a 405 fetches the waf token and retries once; a second 405 is an error', async () => {
    const waf = vi.fn(() => Promise.resolve());
    let calls = 0;
    const options = () =>
      calls++ === 0 ? Promise.reject(new ApiError('http', 405, '', '')) : Promise.resolve(OPTIONS);
    const { store } = make({
      passkeyAuthenticationOptions: options,
      wafToken: waf,
      passkeyAuthenticationVerify: () => Promise.resolve({ verified: true, redirect_uri: 'http://app/authcode' }),
    });
    expect(await store.login()).toEqual({ kind: 'redirect', url: 'http://app/authcode' });
    expect(waf).toHaveBeenCalledOnce();

    const always405 = make({
      passkeyAuthenticationOptions: () => Promise.reject(new ApiError('http', 405, '', '')),
      wafToken: waf,
    });
    expect(await always405.store.login()).toEqual({ kind: 'navigate', to: paths.error });
  });

  it("'Passkey login attempts exceeded' from verify → passkey-login-attempts-exceeded", async () => {
    const { store } = make({
      passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
      passkeyAuthenticationVerify: () =>
        Promise.reject(new ApiError('http', 400, '', 'Passkey login attempts exceeded')),
    });
    expect(await store.login()).toEqual({ kind: 'navigate', to: paths.passkeyLoginAttemptsExceeded });
  });
});

describe('PasskeyStore.submitEmail and choices (spec 000 §2)', () => {
  it('an account without a passkey → passkey-enter-email-login-failed, with no prompt', async () => {
    const ceremony = vi.fn();
    const { store } = make(
      { checkAccountStatus: () => Promise.resolve({ ...STATUS, status: 'NOT_FOUND', auth_options: undefined }) },
      ceremony,
    );
    expect(await store.submitEmail(' Someone@Example.com ')).toEqual({
      kind: 'navigate',
      to: paths.passkeyEnterEmailLoginFailed,
    });
    expect(ceremony).not.toHaveBeenCalled();
  });

  it("the server's 'Invalid email address' is the email format form error (EMAIL_FORMAT), with no prompt (spec 000 §5; issue 28 item 16)", async () => {
    const ceremony = vi.fn();
    const { store } = make(
      { checkAccountStatus: () => Promise.reject(new ApiError('http', 400, '', 'Invalid email address')) },
      ceremony,
    );
    expect(await store.submitEmail('a@b.co')).toEqual({ kind: 'formError', field: 'email', code: 'EMAIL_FORMAT' });
    expect(ceremony).not.toHaveBeenCalled();
  });

  it("keeps the account's passkeys from the status answer's auth_options in the profile, and the ceremony offers them (spec 000 §3; issue 28 item 6)", async () => {
    const credential = { id: 'Y3JlZC0x', type: 'public-key' as const, transports: ['internal'] };
    const withCredential: AccountStatusResponse = {
      ...STATUS,
      auth_options: {
        ...OPTIONS,
        authentication_options: { ...OPTIONS.authentication_options, allowCredentials: [credential] },
      },
    };
    const ceremony = vi.fn<PasskeyCeremony>(() => Promise.resolve(ASSERTION));
    const { store, profile } = make(
      {
        checkAccountStatus: () => Promise.resolve(withCredential),
        // The options call names no passkey.
        passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
        passkeyAuthenticationVerify: () => Promise.resolve({ verified: true, redirect_uri: 'http://app/authcode' }),
      },
      ceremony,
    );
    await store.submitEmail('confirmed@example.com');
    expect(profile.allowCredentials).toEqual([credential]);
    expect(ceremony.mock.calls[0]![0].allowCredentials).toEqual([credential]);
  });

  it('an account with a passkey runs the ceremony after the status check', async () => {
    const { store, profile } = make({
      checkAccountStatus: () => Promise.resolve(STATUS),
      passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
      passkeyAuthenticationVerify: () => Promise.resolve({ verified: true, redirect_uri: 'http://app/authcode' }),
    });
    expect(await store.submitEmail('Confirmed@Example.com')).toEqual({ kind: 'redirect', url: 'http://app/authcode' });
    expect(profile.email).toBe('confirmed@example.com');
  });

  describe('the status check takes at least 1 second when a page follows, not when the prompt does (spec 000 §4, §9; docs/DECISIONS.md)', () => {
    afterEach(() => vi.useRealTimers());
    const noPasskey = { ...STATUS, status: 'NOT_FOUND' as const, auth_options: undefined };

    it.each([
      [
        'an account without a passkey',
        () => Promise.resolve(noPasskey),
        { kind: 'navigate', to: '/passkey-enter-email-login-failed' },
      ],
      [
        'a failed status check',
        () => Promise.reject(new ApiError('http', 500, '', 'Internal Server Error')),
        { kind: 'navigate', to: '/error' },
      ],
    ])('%s: the next page after 1 second', async (_, checkAccountStatus, leadsTo) => {
      vi.useFakeTimers();
      const { store } = make({ checkAccountStatus }, undefined, { minimumDelayMs: 1000 });
      let next: unknown;
      const p = store.submitEmail('someone@example.com').then((n) => (next = n));
      await vi.advanceTimersByTimeAsync(999);
      expect(next).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(next).toEqual(leadsTo);
    });

    it('an account with a passkey: the prompt opens as soon as the status is known', async () => {
      vi.useFakeTimers();
      const ceremony = vi.fn(() => Promise.resolve(ASSERTION));
      const { store } = make(
        {
          checkAccountStatus: () => Promise.resolve(STATUS),
          passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
          passkeyAuthenticationVerify: () => Promise.resolve({ verified: true, redirect_uri: 'http://app/authcode' }),
        },
        ceremony,
        { minimumDelayMs: 1000 },
      );
      const p = store.submitEmail('confirmed@example.com');
      await vi.advanceTimersByTimeAsync(0);
      expect(ceremony).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(1000);
      await p;
    });
  });

  it('choices: try again runs a new ceremony; use password goes to log-in-password', async () => {
    const ceremony = vi.fn(() => Promise.resolve(ASSERTION));
    const { store, profile } = make(
      {
        passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS),
        passkeyAuthenticationVerify: () => Promise.resolve({ verified: false }),
      },
      ceremony,
    );
    profile.assign({ email: 'a@example.com' });
    expect(await store.chooseAfterLoginFailed('tryAgain')).toEqual({ kind: 'navigate', to: paths.passkeyLoginFailed });
    expect(ceremony).toHaveBeenCalledOnce();
    expect(await store.chooseAfterLoginFailed('usePassword')).toEqual({ kind: 'navigate', to: paths.logInPassword });
    expect(store.chooseAfterEnterEmailFailed('enterEmail')).toEqual({ kind: 'navigate', to: paths.passkeyEnterEmail });
  });
});

describe("PasskeyStore on the app's server: the prompt is page script's (issue 44)", () => {
  function onServer(api: Partial<IdentityApi>, supported = true) {
    const profile = new ProfileStore();
    const session = new SessionStore();
    const store = new PasskeyStore({
      api: stubApi(api),
      session,
      profile,
      journey: new JourneyStore(),
      enabled: true,
      ceremony: 'page',
      checkSupport: () => Promise.resolve(supported),
      hostname: 'localhost',
      minimumDelayMs: 0,
    });
    return { store, session, profile };
  }

  it('answers the options as a ceremony for page script, with the relying party and transaction settled', async () => {
    const { store } = onServer({ passkeyAuthenticationOptions: () => Promise.resolve(OPTIONS) });
    expect(store.ceremonyInPage).toBe(true);
    expect(await store.login()).toEqual({
      kind: 'ceremony',
      ceremony: {
        kind: 'get',
        options: { ...OPTIONS.authentication_options, rpId: 'localhost' },
        transactionId: 'tx-1',
      },
    });
  });

  it('a post without page script (no passkey support said) goes to the password, asking for no options', async () => {
    const options = vi.fn(() => Promise.resolve(OPTIONS));
    const { store, profile } = onServer({ passkeyAuthenticationOptions: options }, false);
    expect(await store.login()).toEqual({ kind: 'navigate', to: paths.enterEmail });
    profile.assign({ email: 'a@example.com' });
    expect(await store.login()).toEqual({ kind: 'navigate', to: paths.logInPassword });
    expect(options).not.toHaveBeenCalled();
  });

  it('verifies the posted assertion with exactly the verify payload, and keeps the account id', async () => {
    const verify = vi.fn(() => Promise.resolve({ verified: true, account_id: 'acc-1' }));
    const { store, session } = onServer({ passkeyAuthenticationVerify: verify } as Partial<IdentityApi>);
    const posted = { ...ASSERTION, extra: 'dropped' } as unknown as Record<string, unknown>;
    const next = await store.finishCeremony({ kind: 'credential', credential: posted, transactionId: 'tx-1' });
    expect(next.kind).toBe('navigate');
    expect(verify).toHaveBeenCalledWith({
      transaction_id: 'tx-1',
      authentication_credential: {
        id: 'cred',
        rawId: 'cred',
        response: { authenticatorData: 'YQ', clientDataJSON: 'Yg', signature: 'Yw', userHandle: 'dQ' },
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    });
    expect(session.accountId).toBe('acc-1');
  });

  it.each([
    [{ name: 'NotAllowedError', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' }, paths.passkeyLoginFailed],
    [{ name: 'AbortError', code: 'ERROR_CEREMONY_ABORTED' }, paths.passkeyLoginFailed],
    [{ name: 'SecurityError', code: 'ERROR_INVALID_RP_ID' }, paths.error],
    [{ name: 'UnknownError' }, paths.error],
    [{ name: '' }, paths.error],
  ])("a browser error posted instead (%o) leads where the prompt's error leads, verifying nothing", async (err, to) => {
    const verify = vi.fn();
    const { store } = onServer({ passkeyAuthenticationVerify: verify } as Partial<IdentityApi>);
    expect(await store.finishCeremony({ kind: 'error', ...err })).toEqual({ kind: 'navigate', to });
    expect(verify).not.toHaveBeenCalled();
  });

  it('a post the server cannot read is logged as its own event and leads to the error page (issue 54)', async () => {
    const verify = vi.fn();
    const failure = vi.spyOn(log, 'logCallFailure').mockResolvedValue(undefined);
    const { store } = onServer({ passkeyAuthenticationVerify: verify } as Partial<IdentityApi>);
    expect(await store.finishCeremony({ kind: 'unreadable', reason: 'too-long' })).toEqual({
      kind: 'navigate',
      to: paths.error,
    });
    expect(failure).toHaveBeenCalledWith(
      'passkey:credential-unreadable',
      expect.objectContaining({ name: 'UnreadableCredential' }),
    );
    expect(verify).not.toHaveBeenCalled();
    failure.mockRestore();
  });

  it('a posted credential that is no assertion is an unknown browser error (the error page), sent nowhere', async () => {
    const verify = vi.fn();
    const { store } = onServer({ passkeyAuthenticationVerify: verify } as Partial<IdentityApi>);
    const next = await store.finishCeremony({ kind: 'credential', credential: { id: 'x' }, transactionId: 't' });
    expect(next).toEqual({ kind: 'navigate', to: paths.error });
    expect(verify).not.toHaveBeenCalled();
  });

  it('autofill options: a conditional ceremony; a failure answers the page with nothing to run', async () => {
    const request = vi.fn(() => Promise.resolve(OPTIONS));
    const ok = onServer({ request } as unknown as Partial<IdentityApi>);
    const root = (api: Partial<IdentityApi>, passkey: PasskeyStore) => ({ api: stubApi(api), passkey });
    expect(
      await passkeyAutofillOptions(root({ request } as unknown as Partial<IdentityApi>, ok.store), paths.enterEmail),
    ).toMatchObject({
      kind: 'ceremony',
      ceremony: { kind: 'get', autofill: true, transactionId: 'tx-1', options: { rpId: 'localhost' } },
    });
    const refusing = {
      request: () => Promise.reject(new ApiError('http', 503, '', 'Service busy')),
    } as unknown as Partial<IdentityApi>;
    expect(await passkeyAutofillOptions(root(refusing, ok.store), paths.enterEmail)).toEqual({
      kind: 'navigate',
      to: paths.enterEmail,
    });
  });
});
