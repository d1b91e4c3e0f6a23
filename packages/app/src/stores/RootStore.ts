import {
  AUTH_COOKIE,
  DEFAULT_VECTOR_OF_TRUST_LEVEL,
  ID_TOKEN_COOKIE,
  authCookieSchema,
  type AuthCookie,
} from '@nhsl/contract';
import { HttpIdentityApi } from '../api/HttpIdentityApi.ts';
import { withBusySignal } from '../api/busySignal.ts';
import type { RedirectPolicy } from '../lib/navigation.ts';
import { deviceCanMakePasskey } from '../shell/passkeyOffer.ts';
import type { IdentityApi } from '../api/IdentityApi.ts';
import { documentCookieJar, type CookieJar } from '../lib/cookieJar.ts';
import { decodeBase64urlJson } from '../lib/base64url.ts';
import { checkIdToken } from '../lib/idToken.ts';
import { ConsentStore } from '../journeys/consent/ConsentStore.ts';
import { CookieConsentStore } from '../journeys/cookies/CookieConsentStore.ts';
import { loadAnalyticsScript } from '../shell/analyticsScript.ts';
import { setAnalyticsConsent } from '../observability/log.ts';
import { SignInStore } from '../journeys/sign-in/SignInStore.ts';
import { PasskeyStore } from '../journeys/passkey/PasskeyStore.ts';
import { passkeysEnabledByBuild } from '../shell/passkeyAvailability.ts';
import { ProofingState, PROOFING_FLAG_FIELDS, PROOFING_PERSONAL_FIELDS } from './ProofingState.ts';
import {
  browserSessionStorage,
  browserStorage,
  clearPersisted,
  dropStoredFields,
  nullStorage,
  persistFields,
  STORAGE_PREFIX,
  type KeyValueStorage,
} from './persistence.ts';
import { ClientStore, JourneyStore, PageStore, ProfileStore, SessionStore } from './stores.ts';

/** The persisted groups the reset action clears (every one but the session). spec 000 §3. */
const RESET_GROUPS = [
  'appBannerState',
  'alertsAppBannerState',
  'profile',
  'page',
  'client',
  'journey',
  'proofing',
  'proofing-details',
  'registration',
  'recovery',
  'account',
] as const;

/** Options of {@link RootStore}. */
export interface RootStoreOptions {
  /** This app's origin (default the browser's location); the server gives the request's. */
  appOrigin?: string;
  /** The back end (default: the HTTP client on this origin). */
  api?: IdentityApi;
  /** Where persisted groups are kept (default localStorage). */
  storage?: KeyValueStorage;
  /** Where this tab's personal details are kept (default sessionStorage; default `storage` when that is given). */
  sessionStorage?: KeyValueStorage;
  /** Cookies (default document.cookie). */
  cookies?: CookieJar;
  /** Minimum delay in ms of spec 000 §9 (default 1000; stories and tests may pass 0). */
  minimumDelayMs?: number;
  /** Loads the analytics script once optional cookies are accepted (default: from configuration). */
  loadAnalytics?: () => void;
  /** Passkey store options: prompt, support check, feature flag (default: the browser's, VITE_PASSKEYS_ENABLED). */
  passkey?: Partial<Pick<ConstructorParameters<typeof PasskeyStore>[0], 'ceremony' | 'checkSupport' | 'enabled'>>;
  /** Whether to offer a passkey after a sign-in with password and code (default: the device can make one). Issue 27. */
  offerPasskey?: () => Promise<boolean>;
}

/**
 * Decodes the authorization cookie (base64url of the UTF-8 JSON of the session id and OIDC
 * parameters; the same decoder as the id_token's, issue 29). Returns undefined when it is missing
 * or malformed.
 * @param raw - the cookie's value
 */
export function decodeAuthCookie(raw: string | undefined): AuthCookie | undefined {
  if (!raw) return undefined;
  const parsed = authCookieSchema.safeParse(decodeBase64urlJson(raw));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Holds every store of the app. The session, profile, journey and client groups are persisted in
 * localStorage under the `nhsl:` prefix and cleared when a new session id arrives.
 * spec 000 §3 "Persisted state groups".
 */
export class RootStore {
  readonly api: IdentityApi;
  /** This app's origin: the browser's, or on the server the request's. */
  readonly appOrigin: string;
  readonly storage: KeyValueStorage;
  /** This tab's storage: the proofing personal details (issue 16 "Personal data only as long as needed"). */
  readonly sessionStorage: KeyValueStorage;
  readonly cookies: CookieJar;
  readonly session = new SessionStore();
  readonly profile = new ProfileStore();
  readonly journey = new JourneyStore();
  readonly client = new ClientStore();
  readonly page = new PageStore();
  readonly signIn: SignInStore;
  /** Passkey sign-in. spec 000 §4 "Passkey login". */
  readonly passkey: PasskeyStore;
  readonly consent: ConsentStore;
  readonly cookieConsent: CookieConsentStore;
  /** Proofing state (personal details for the journey only). spec 001 §3. */
  readonly proofingState = new ProofingState();
  /** Minimum delay in ms of spec 000 §9 for the journey stores built later (undefined: the default). */
  readonly minimumDelayMs?: number;
  /** Journey stores built on first use, by their factory (see {@link journeyStore}). */
  private readonly journeyStores = new Map<(root: RootStore) => unknown, unknown>();
  private readonly stopPersisting: (() => void)[] = [];
  private readonly resetHooks: (() => void)[] = [];

  constructor(options: RootStoreOptions = {}) {
    this.storage = options.storage ?? browserStorage();
    this.sessionStorage = options.sessionStorage ?? (options.storage ? nullStorage : browserSessionStorage());
    this.cookies = options.cookies ?? documentCookieJar;
    // A 429 or 503 answer turns the step's error page into service-busy (issue 24, `checkedNext`).
    this.api = withBusySignal(options.api ?? new HttpIdentityApi({ sessionId: () => this.session.sessionId }), () =>
      this.page.noteBusy(),
    );
    this.appOrigin = options.appOrigin ?? (typeof location === 'undefined' ? '' : location.origin);
    this.minimumDelayMs = options.minimumDelayMs;
    this.passkey = new PasskeyStore({
      api: this.api,
      session: this.session,
      profile: this.profile,
      journey: this.journey,
      enabled: passkeysEnabledByBuild(import.meta.env.VITE_PASSKEYS_ENABLED as string | undefined),
      minimumDelayMs: options.minimumDelayMs,
      ...options.passkey,
    });
    this.signIn = new SignInStore({
      api: this.api,
      session: this.session,
      profile: this.profile,
      journey: this.journey,
      cookies: this.cookies,
      minimumDelayMs: options.minimumDelayMs,
      passkeyAvailable: (res) => this.passkey.noteAccountStatus(res),
      restartSession: () => this.adoptNewerSession(),
      offerPasskey:
        options.offerPasskey ??
        (() =>
          passkeysEnabledByBuild(import.meta.env.VITE_PASSKEYS_ENABLED as string | undefined)
            ? deviceCanMakePasskey()
            : Promise.resolve(false)),
      onJourneyEnd: () => this.reset(),
      appOrigin: options.appOrigin,
      readVectorOfTrust: () => decodeAuthCookie(this.cookies.get(AUTH_COOKIE))?.vtr ?? DEFAULT_VECTOR_OF_TRUST_LEVEL,
    });
    this.consent = new ConsentStore({
      api: this.api,
      session: this.session,
      client: this.client,
      onJourneyEnd: () => this.reset(),
    });
    this.cookieConsent = new CookieConsentStore({
      cookies: this.cookies,
      loadAnalytics: options.loadAnalytics ?? (() => loadAnalyticsScript()),
      onConsent: setAnalyticsConsent,
    });
  }

  /**
   * Where the browser may be sent out of a journey (issue 24): this app's origin, and the
   * registered redirect URIs of the session's client as client-info gave them (none while the
   * client's info is not held).
   */
  get redirectPolicy(): RedirectPolicy {
    const held = this.client.client;
    const registered = held && held.client_id === this.session.clientId ? (held.redirect_uris ?? []) : [];
    return { appOrigin: this.appOrigin, registered };
  }

  /**
   * A journey store, built by `create` on first use and the same one afterwards. The proofing,
   * duplicate-account and reset-password stores are built this way (through `proofingStoreOf`,
   * `duplicateAccountStoreOf` and `resetPasswordStoreOf`), so their code loads with their
   * journeys' pages rather than with the first page (issue 9 "Performance"). Their state lives in
   * the stores passed to them (session, profile, journey, proofingState), which exist from the
   * start, so building them late changes nothing a user sees.
   * @param create - builds the store from this root; also the key it is kept under
   */
  journeyStore<T>(create: (root: RootStore) => T): T {
    if (!this.journeyStores.has(create)) this.journeyStores.set(create, create(this));
    return this.journeyStores.get(create) as T;
  }

  /**
   * Whether this session's sign-in is finished: an id_token cookie for this session's client that
   * has not expired (set when the second factor, a passkey or a registration is done; check-login's
   * test, issue 28 item 10), or the back end has answered the account details (`session.signedIn`:
   * the journey's end forgets the token, but the back end's session stays signed in for the
   * account pages). The header then links to the account pages (issue 27). The cookie is read on
   * the server as in the browser (not observable: the shell reads it again at each navigation);
   * the details only in the browser, after hydration, so the header gains the link then.
   * @param nowMs - the time now, in ms since the epoch
   */
  signedIn(nowMs: number = Date.now()): boolean {
    if (!this.session.sessionId) return false;
    return (
      this.session.signedIn ||
      checkIdToken(this.cookies.get(ID_TOKEN_COOKIE), { clientId: this.session.clientId, nowMs }) === 'valid'
    );
  }

  /**
   * Loads the passkey autofill ceremony (the passkey journey's autofill.ts) on demand: enter-email's
   * field offers saved passkeys with it (issue 27), without the sign-in journey importing another.
   */
  loadPasskeyAutofill() {
    return import('../journeys/passkey/autofill.ts');
  }

  /**
   * Loads the persisted groups and starts saving them. Call once at start-up (not in stories).
   */
  hydrate(): void {
    const s = this.storage;
    this.stopPersisting.push(
      persistFields(s, 'session', this.session, ['sessionId', 'oidcParams', 'accountId'], (v) =>
        this.session.assign(v),
      ),
      persistFields(
        s,
        'profile',
        this.profile,
        ['email', 'status', 'upliftRequired', 'phoneNumber', 'landlineNumber', 'authMethods', 'allowCredentials'],
        (v) => this.profile.assign(v),
      ),
      persistFields(
        s,
        'journey',
        this.journey,
        [
          'hasP5Success',
          'allowP5BeforeP9',
          'fido2Enabled',
          'landlineRegistrationEnabled',
          'accountCreated',
          'gpRecordChecked',
          'vectorOfTrust',
        ],
        (v) => this.journey.assign(v),
      ),
      // A number change under way (recovery, issue 15). spec 000 §3 "Persisted state groups"; issue 28 item 8.
      persistFields(s, 'recovery', this.journey, ['numberChange'], (v) => this.journey.assign(v)),
      persistFields(s, 'client', this.client, ['client'], (v) => this.client.assign(v)),
      // The service status banner, and the sign-in alerts ("You have been sent a new security code").
      persistFields(s, 'appBannerState', this.page, ['showBanner', 'bannerMessage'], (v) => this.page.assign(v)),
      persistFields(s, 'alertsAppBannerState', this.signIn, ['codeResent', 'callRepeated'], (v) =>
        this.signIn.assignAlerts(v),
      ),
      // The flags; the personal details are kept for this tab only, for reloads (issue 16), and
      // cleared after a successful uplift, on try-login, on a new session and on session timeout.
      persistFields(s, 'proofing', this.proofingState, PROOFING_FLAG_FIELDS, (v) => this.proofingState.assign(v)),
      persistFields(this.sessionStorage, 'proofing-details', this.proofingState, PROOFING_PERSONAL_FIELDS, (v) =>
        this.proofingState.assign(v),
      ),
    );
    // An older version kept the personal details in localStorage: they go now.
    dropStoredFields(s, 'proofing', PROOFING_PERSONAL_FIELDS);
    // …and the banner under `page`, and the number change under `journey`.
    s.removeItem(`${STORAGE_PREFIX}page`);
    dropStoredFields(s, 'journey', ['numberChange']);
  }

  /**
   * Registers what a journey store built later (registration) clears on {@link reset}.
   * @param clear - clears that store's state
   */
  onReset(clear: () => void): void {
    this.resetHooks.push(clear);
  }

  /**
   * The reset action (spec 000 §3 "Persisted state groups"; issue 28 item 8): signing out
   * (duplicate-account try-login) and each journey's end (the browser sent back to the client)
   * call it. Forgets the account signed in to (id_token cookie, account id) and clears every
   * persisted group — appBannerState, alertsAppBannerState, profile, page, client, journey,
   * proofing (with the tab-only personal details), registration, recovery, account — in memory and in
   * storage. The session with the service (session id, sign-in parameters) and a remembered
   * device stay.
   */
  reset(): void {
    this.signIn.retryAccount();
    this.session.assign({ signedIn: false });
    this.client.clear();
    this.proofingState.clear();
    this.page.setBanner('');
    for (const clear of this.resetHooks) clear();
    for (const group of RESET_GROUPS) {
      this.storage.removeItem(STORAGE_PREFIX + group);
      this.sessionStorage.removeItem(STORAGE_PREFIX + group);
    }
  }

  /**
   * Reads the authorization cookie. A session id different from the stored one starts a new
   * session: every persisted group is cleared first, and the old id_token cookie removed.
   */
  startFromCookie(): void {
    const auth = decodeAuthCookie(this.cookies.get(AUTH_COOKIE));
    if (!auth) return;
    if (auth.session_id !== this.session.sessionId) {
      this.clearAll();
      this.cookies.delete(ID_TOKEN_COOKIE);
      const { session_id, vtr: _level, ...params } = auth;
      this.session.setSession(session_id, params);
    }
  }

  /**
   * The session-timeout handler's restart (signin-2fa): when the authorization cookie now carries
   * a session id other than the stored one (the user started again from the client), that
   * session is adopted — every group cleared, the id_token cookie removed, the stored email
   * kept so check-account-status can retry with it. spec 000 §4 "Session restart and loading".
   * @returns whether a newer session was adopted
   */
  adoptNewerSession(): boolean {
    const auth = decodeAuthCookie(this.cookies.get(AUTH_COOKIE));
    if (!auth || auth.session_id === this.session.sessionId) return false;
    const email = this.profile.email;
    this.clearAll();
    this.cookies.delete(ID_TOKEN_COOKIE);
    const { session_id, vtr: _level, ...params } = auth;
    this.session.setSession(session_id, params);
    this.profile.assign({ email });
    return true;
  }

  /** Stops saving the persisted groups (the server's store, once its request is handled). */
  dispose(): void {
    for (const stop of this.stopPersisting.splice(0)) stop();
  }

  /** Clears every persisted group and in-memory store (new session or reset). */
  clearAll(): void {
    this.session.clear();
    this.profile.clear();
    this.journey.clear();
    this.client.clear();
    this.proofingState.clear();
    clearPersisted(this.storage);
    clearPersisted(this.sessionStorage);
  }

  /**
   * Session timeout: forgets the proofing personal details (the session they were for is over).
   * issue 16 "Personal data only as long as needed".
   */
  forgetPersonalDetails(): void {
    this.proofingState.clearPersonalDetails();
  }
}
