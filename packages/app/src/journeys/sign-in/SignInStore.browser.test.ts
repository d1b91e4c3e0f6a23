import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyStore, ProfileStore, SessionStore } from '../../stores/stores.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { noBackEnd } from '../../api/noBackEnd.ts';
import * as log from '../../observability/log.ts';
import { SignInStore as SignInView } from './SignInStore.browser.ts';
import { SignInStore } from './SignInStore.ts';
import { PasskeyStore as PasskeyView } from '../passkey/PasskeyStore.browser.ts';
import { PasskeyStore } from '../passkey/PasskeyStore.ts';

const deps = () => ({
  api: noBackEnd(),
  session: new SessionStore(),
  profile: new ProfileStore(),
  journey: new JourneyStore(),
  cookies: memoryCookieJar(),
});

/** The public members of a store's prototype chain (methods and getters) and its own fields. */
function members(o: object): string[] {
  const names = new Set(Object.keys(o));
  for (let p = Object.getPrototypeOf(o); p && p !== Object.prototype; p = Object.getPrototypeOf(p))
    for (const n of Object.getOwnPropertyNames(p)) if (n !== 'constructor') names.add(n);
  return [...names].filter((n) => n !== 'deps' && n !== 'supportCheck').sort();
}

afterEach(() => vi.restoreAllMocks());

describe("page script's views of the sign-in and passkey stores (issue 44)", () => {
  it('have every public member of the whole stores, so a page works against either', () => {
    const d = deps();
    const publicOf = (o: object) =>
      members(o).filter(
        (n) =>
          ![
            'run',
            'delay',
            'checkStatus',
            'readLevel',
            'keepLoginResult',
            'keepSignedIn',
            'keepOtpResult',
            'guarded',
            'withWaf',
            'ceremony',
            'verify',
          ].includes(n),
      );
    expect(members(new SignInView(d))).toEqual(publicOf(new SignInStore(d)));
    const p = { ...d, enabled: true };
    expect(members(new PasskeyView(p))).toEqual(publicOf(new PasskeyStore(p)));
  });

  it('answer a step with the error page and log it, never calling the back end', async () => {
    const failure = vi.spyOn(log, 'logCallFailure').mockResolvedValue(undefined);
    const called: PropertyKey[] = [];
    const d = {
      ...deps(),
      // Records any call of the back end.
      api: new Proxy({} as ReturnType<typeof noBackEnd>, {
        get: (_target, name) => () => {
          called.push(name);
          return Promise.reject(new Error('no back end'));
        },
      }),
    };
    const signIn = new SignInView(d);
    expect(await signIn.submitEmail()).toEqual({ kind: 'navigate', to: '/error' });
    expect(await new PasskeyView({ ...d, enabled: true }).login()).toEqual({ kind: 'navigate', to: '/error' });
    expect(failure.mock.calls.map(([call]) => call)).toEqual(['sign-in:enter-email', 'passkey:login']);
    expect(called).toEqual([]);
  });

  it('show what the page data brings: the alerts, and passkeys where the journey and the browser allow', async () => {
    const d = deps();
    const signIn = new SignInView(d);
    signIn.assignAlerts({ codeResent: true });
    expect(signIn.codeResent).toBe(true);
    d.profile.assign({ email: 'a@example.com' });
    signIn.retryAccount();
    expect([signIn.codeResent, d.profile.email]).toEqual([false, '']);
    const passkey = new PasskeyView({ ...d, enabled: true, checkSupport: () => Promise.resolve(true) });
    d.journey.assign({ fido2Enabled: true });
    expect(passkey.available).toBe(false);
    await passkey.checkSupport();
    expect([passkey.available, passkey.offeredBeforeEmail, passkey.unsupported]).toEqual([true, true, false]);
  });
});
