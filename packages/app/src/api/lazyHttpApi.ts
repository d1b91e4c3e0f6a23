import type { HttpIdentityApi, HttpIdentityApiOptions } from './HttpIdentityApi.ts';

/**
 * The client's methods: only these are offered, so that code asking whether the client has another
 * journey's methods (the journeys' API adapters do) is answered as the real client would answer it.
 */
const METHODS: ReadonlySet<PropertyKey> = new Set<keyof HttpIdentityApi>([
  'request',
  'getClientInfo',
  'checkAccountStatus',
  'login',
  'signIn',
  'triggerOtp',
  'verifyOtp',
  'authcode',
  'consent',
  'termsUpdate',
  'refuse',
  'passkeyAuthenticationOptions',
  'passkeyAuthenticationVerify',
  'wafToken',
  'upliftNhsKnown',
  'upliftDemogTrace',
  'sendDuplicateReminder',
  'sendAnotherDuplicateReminder',
  'accountMigration',
  'forgotPassword',
  'confirmChangePassword',
]);

/**
 * The browser's client of the back end's `/api`, loaded on its first call (issue 44): the journey's
 * steps run on the app's server, so page script calls `/api` only for what needs the browser (the
 * passkey ceremony, the session's extension), and the client with its response schemas stays out of
 * the first page's JavaScript. Every method returns a promise of the real client's answer; its
 * errors are the client's (`ApiError`).
 * @param options - the client's options (the session marker and the CSRF token, read at each call)
 */
export function lazyHttpApi(options: HttpIdentityApiOptions): HttpIdentityApi {
  let client: Promise<HttpIdentityApi> | undefined;
  const load = () => (client ??= import('./HttpIdentityApi.ts').then((m) => new m.HttpIdentityApi(options)));
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy({} as HttpIdentityApi, {
    get(_target, key) {
      // Not a promise itself (no `then`), and none of another journey's methods.
      if (!METHODS.has(key)) return undefined;
      if (!methods.has(key))
        methods.set(key, (...args: unknown[]) =>
          load().then((api) => (api[key as keyof HttpIdentityApi] as (...a: unknown[]) => unknown).apply(api, args)),
        );
      return methods.get(key);
    },
  });
}
