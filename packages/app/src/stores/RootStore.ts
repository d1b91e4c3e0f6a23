// Must stay the first import: zod is told not to probe for eval before any schema exists (in the
// browser's start-up it is also a step of its own before this one, main.tsx).
import '../lib/zodJitless.ts';
import { reaction } from 'mobx';
import {
  DEFAULT_VECTOR_OF_TRUST_LEVEL,
  ID_TOKEN_COOKIE,
  SESSION_INFO_COOKIE,
  SESSION_LENGTH_MINUTES,
  SIGN_IN_FINISHED_COOKIE,
} from '@nhsl/contract';
import { noBackEnd } from '../api/noBackEnd.ts';
import { withBusySignal } from '../api/busySignal.ts';
import type { RedirectPolicy } from '../lib/navigation.ts';
import { checkIdToken } from '../lib/idToken.ts';
import { deviceCanMakePasskey } from '../shell/passkeyOffer.ts';
import type { IdentityApi } from '../api/IdentityApi.ts';
import { documentCookieJar, type CookieJar } from '../lib/cookieJar.ts';
import { decodeSessionInfo } from '../lib/sessionInfo.ts';
import { ConsentStore } from '../journeys/consent/ConsentStore.ts';
import { CookieConsentStore } from '../journeys/cookies/CookieConsentStore.ts';
import { loadAnalyticsScript } from '../shell/analyticsScript.ts';
import { logCallFailure, setAnalyticsConsent } from '../observability/log.ts';
import { ApiError } from '../api/ApiError.ts';
import { SignInStore } from '../journeys/sign-in/SignInStore.ts';
import { PasskeyStore } from '../journeys/passkey/PasskeyStore.ts';
import { passkeysEnabledByBuild } from '../shell/passkeyAvailability.ts';
import { ProofingState } from './ProofingState.ts';
import { clearPersisted, memoryStorage, persistFields, type KeyValueStorage } from './persistence.ts';
import { ClientStore, JourneyStore, PageStore, ProfileStore, SessionStore } from './stores.ts';
import { groupKey, PERSISTED_GROUPS as GROUPS, RESET_GROUPS } from './journeySchema.ts';

/** Options of {@link RootStore}. */
export interface RootStoreOptions {
  /** This app's origin (default the browser's location); the server gives the request's. */
  appOrigin?: string;
  /** The back end (the server's HTTP client, or a stub; default: none, as in the browser, issue 44). */
  api?: IdentityApi;
  /**
   * Where persisted groups are kept: on the server the sealed journey state's, in the browser the
   * server's last answer's (issue 44; default: an empty one in memory).
   */
  storage?: KeyValueStorage;
  /**
   * Where the journey's personal details (proofing) are kept, apart from the other groups so they
   * can be forgotten on their own (default: `storage`). Never the browser's web storage (issue 44).
   */
  detailsStorage?: KeyValueStorage;
  /** Cookies (default document.cookie). */
  cookies?: CookieJar;
  /** Minimum delay in ms of spec 000 §9 (default 1000; stories and tests may pass 0). */
  minimumDelayMs?: number;
  /** Loads the analytics script once optional cookies are accepted (default: from configuration). */
  loadAnalytics?: () => void;
  /** Passkey store options: prompt, support check, feature flag (default: the browser's, VITE_PASSKEYS_ENABLED). */
  passkey?: Partial<
    Pick<ConstructorParameters<typeof PasskeyStore>[0], 'ceremony' | 'checkSupport' | 'enabled' | 'hostname'>
  >;
  /** Whether to offer a passkey after a sign-in with password and code (default: the device can make one). Issue 27. */
  offerPasskey?: () => Promise<boolean>;
  /**
   * Whether `cookies` shows the HttpOnly credential cookies (id_token): true on the server and in
   * tests (default: true when `cookies` is given). Otherwise (the browser) check-login asks the
   * app's server and forgetting the account is the server's to do (issue 24).
   */
  credentialCookiesReadable?: boolean;
  /** The time now in ms since 1970 (default Date.now; tests pass a clock). */
  now?: () => number;
}

/**
 * Holds every store of the app. The session, profile, journey, client and the journeys' own groups
 * are persisted under the `nhsl:` prefix, cleared when a new session id arrives (spec 000 §3
 * "Persisted state groups"), in the sealed journey state the app's server keeps; the browser's
 * store holds the server's last answer in memory and persists nothing (issue 44).
 */
export class RootStore {
  readonly api: IdentityApi;
  /** This app's origin: the browser's, or on the server the request's. */
  readonly appOrigin: string;
  readonly storage: KeyValueStorage;
  /** Where the proofing personal details are kept (issue 16 "Personal data only as long as needed"): see the option. */
  readonly detailsStorage: KeyValueStorage;
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
  /** The journey ended here (the browser sent back to the client): the server clears its state too. */
  journeyEnded = false;
  /**
   * Where a repeat of the step that ended the journey goes (issue 45: a refusal posted twice, by a
   * double click, must act once): the client's redirect_uri with the same answer, built here.
   */
  journeyEndReplay: string | undefined = undefined;
  /**
   * The session ended here ("Log out", or the session-timeout page; issue 44): the server ends the
   * journey as at the hand-off and deletes the session's credential too.
   */
  sessionEnded = false;
  private readonly now: () => number;
  private readonly credentialCookiesReadable: boolean;
  /** Journey stores built on first use, by their factory (see {@link journeyStore}). */
  private readonly journeyStores = new Map<(root: RootStore) => unknown, unknown>();
  private readonly stopPersisting: (() => void)[] = [];
  private readonly resetHooks: (() => void)[] = [];

  constructor(options: RootStoreOptions = {}) {
    this.storage = options.storage ?? memoryStorage();
    this.detailsStorage = options.detailsStorage ?? this.storage;
    this.cookies = options.cookies ?? documentCookieJar;
    this.now = options.now ?? Date.now;
    this.credentialCookiesReadable = options.credentialCookiesReadable ?? options.cookies !== undefined;
    // The app's server gives its back end; the browser has none (issue 44: page script's steps go
    // to the server's actions). A 429 or 503 answer turns the step's error page into service-busy
    // (issue 24, `checkedNext`).
    this.api = withBusySignal(options.api ?? noBackEnd(), () => this.page.noteBusy());
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
      onJourneyEnd: () => this.endJourney(),
      appOrigin: options.appOrigin,
      readVectorOfTrust: () =>
        decodeSessionInfo(this.cookies.get(SESSION_INFO_COOKIE))?.vtr ?? DEFAULT_VECTOR_OF_TRUST_LEVEL,
      // Only the server's store runs these (issue 44): it reads the HttpOnly id_token.
      checkIdToken: () =>
        Promise.resolve(
          checkIdToken(this.cookies.get(ID_TOKEN_COOKIE), {
            clientId: this.session.oidcParams?.client_id,
            nowMs: this.now(),
          }),
        ),
    });
    this.consent = new ConsentStore({
      api: this.api,
      session: this.session,
      client: this.client,
      onJourneyEnd: (replay) => this.endJourney(replay),
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
   * account pages). The header then links to the account pages (issue 27). The id_token is
   * HttpOnly (issue 24), so only the server's store reads it; the page's data tells the browser
   * (`ServerPageData.signedIn`), which keeps it as `session.signedIn`.
   * @param nowMs - the time now, in ms since the epoch
   */
  signedIn(nowMs: number = this.now()): boolean {
    if (!this.session.marker) return false;
    if (this.session.signedIn) return true;
    return (
      this.credentialCookiesReadable &&
      checkIdToken(this.cookies.get(ID_TOKEN_COOKIE), { clientId: this.session.clientId, nowMs }) === 'valid'
    );
  }

  /**
   * Loads the persisted groups and starts saving them. Call once at start-up (not in stories).
   */
  hydrate(): void {
    const s = this.storage;
    this.stopPersisting.push(
      // Each group's fields are declared once, in journeySchema.ts (issue 55 item 6).
      persistFields(s, 'session', this.session, GROUPS.session.fields, (v) => this.session.assign(v)),
      persistFields(s, 'profile', this.profile, GROUPS.profile.fields, (v) => this.profile.assign(v)),
      persistFields(s, 'journey', this.journey, GROUPS.journey.fields, (v) => this.journey.assign(v)),
      persistFields(s, 'recovery', this.journey, GROUPS.recovery.fields, (v) => this.journey.assign(v)),
      persistFields(s, 'client', this.client, GROUPS.client.fields, (v) => this.client.assign(v)),
      // The router sets the back link of each route before its page renders, so a kept one never
      // shows on another page.
      persistFields(s, 'page', this.page, GROUPS.page.fields, (v) => this.page.assign(v)),
      persistFields(s, 'appBannerState', this.page, GROUPS.appBannerState.fields, (v) => this.page.assign(v)),
      persistFields(s, 'alertsAppBannerState', this.signIn, GROUPS.alertsAppBannerState.fields, (v) =>
        this.signIn.assignAlerts(v),
      ),
      persistFields(s, 'proofing', this.proofingState, GROUPS.proofing.fields, (v) => this.proofingState.assign(v)),
      persistFields(
        this.detailsStorage,
        'proofing-details',
        this.proofingState,
        GROUPS['proofing-details'].fields,
        (v) => this.proofingState.assign(v),
      ),
    );
    // Persisted groups last as long as the session (issue 24): an ended one's go now.
    this.expireIfDue();
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
  reset({ forgetOnServer = true }: { forgetOnServer?: boolean } = {}): void {
    this.signIn.retryAccount({ forgetOnServer });
    this.session.assign({ signedIn: false });
    this.client.clear();
    this.proofingState.clear();
    this.page.setBanner('');
    for (const clear of this.resetHooks) clear();
    for (const group of RESET_GROUPS) {
      this.storage.removeItem(groupKey(group));
      this.detailsStorage.removeItem(groupKey(group));
    }
  }

  /**
   * Reads the session cookie (SESSION_INFO_COOKIE, set by the app's server from the HttpOnly
   * authorization cookie). A marker other than the stored one starts a new session: every
   * persisted group is cleared first, and the old id_token cookie removed (where this store can;
   * in the browser the server removed it when the new session began). A cookie that cannot be
   * read counts as absent (issue 24).
   */
  startFromCookie(): void {
    const raw = this.cookies.get(SESSION_INFO_COOKIE);
    const info = decodeSessionInfo(raw);
    // The browser logs one it cannot read (the server logs every unreadable cookie it receives).
    if (raw !== undefined && !info && !this.credentialCookiesReadable)
      void logCallFailure('session:read-cookie', new ApiError('malformed', 0, '', 'Unreadable session cookie'));
    if (!info) return;
    if (info.marker !== this.session.marker) this.beginSession(info);
  }

  /**
   * The session-timeout handler's restart (signin-2fa): when the session cookie now carries a
   * marker other than the stored one (the user started again from the client), that session is
   * adopted — every group cleared, the id_token cookie removed, the stored email kept so
   * check-account-status can retry with it. spec 000 §4 "Session restart and loading".
   * @returns whether a newer session was adopted
   */
  adoptNewerSession(): boolean {
    const info = decodeSessionInfo(this.cookies.get(SESSION_INFO_COOKIE));
    if (!info || info.marker === this.session.marker) return false;
    const email = this.profile.email;
    this.beginSession(info);
    this.profile.assign({ email });
    return true;
  }

  /** A new session: every group cleared, then the session's marker and parameters kept for its length. */
  private beginSession(info: NonNullable<ReturnType<typeof decodeSessionInfo>>): void {
    this.clearAll();
    if (this.credentialCookiesReadable) this.cookies.delete(ID_TOKEN_COOKIE);
    const { marker, vtr: _level, ...params } = info;
    this.session.setSession(marker, params, this.now() + SESSION_LENGTH_MINUTES * 60_000);
  }

  /**
   * Clears every persisted group once the session they belong to has ended
   * (SESSION_LENGTH_MINUTES after it began; issue 24 "state outlives the journey").
   * @returns whether they were cleared
   */
  expireIfDue(): boolean {
    const at = this.session.expiresAt;
    if (at === undefined || at > this.now()) return false;
    this.clearAll();
    return true;
  }

  /**
   * When the session ends with the page still open (browser only), its persisted groups go from
   * storage and nothing more is saved; the page on screen keeps what it shows (the session-timeout
   * page still names the client), and the next page load starts from nothing.
   * @returns a function that stops the timer
   */
  expireWithSession(): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expire = () => {
      const at = this.session.expiresAt;
      if (at === undefined || at > this.now()) return arm();
      this.dispose();
      clearPersisted(this.storage);
      clearPersisted(this.detailsStorage);
    };
    const arm = () => {
      clearTimeout(timer);
      const at = this.session.expiresAt;
      // setTimeout's longest wait is about 24.8 days; a session is an hour.
      if (at !== undefined) timer = setTimeout(expire, Math.max(0, at - this.now()));
    };
    arm();
    const stop = reaction(
      () => this.session.expiresAt,
      () => arm(),
    );
    return () => {
      stop();
      clearTimeout(timer);
    };
  }

  /**
   * The journey's end (the browser goes back to the client, spec 000 §3; issue 24): the reset
   * action, then the session's own groups too (marker, sign-in parameters, state and nonce), and
   * {@link journeyEnded} set so the server clears its sealed state and the session's cookies. The
   * session is marked finished (SIGN_IN_FINISHED_COOKIE, issue 54).
   * @param replay - where a repeat of the ending step goes ({@link journeyEndReplay}), if it can be repeated
   */
  endJourney(replay?: string): void {
    // Back to a consent page of this session then says the sign-in is finished, not CID1004 (issue 54).
    const marker = this.session.marker;
    if (marker && this.credentialCookiesReadable) this.cookies.set(SIGN_IN_FINISHED_COOKIE, marker);
    this.reset({ forgetOnServer: false });
    this.clearAll();
    this.journeyEnded = true;
    this.journeyEndReplay = replay;
  }

  /**
   * "Log out" and the session-timeout page (spec 001 §2; issue 44 "Ending"): the session is over.
   * The page still shows what it needs (the client's name) from memory; {@link sessionEnded} tells
   * the server to delete the journey's sealed state, the id_token and the session's credential.
   */
  endSession(): void {
    this.session.assign({ signedIn: false });
    this.forgetPersonalDetails();
    this.sessionEnded = true;
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
    clearPersisted(this.detailsStorage);
  }

  /**
   * Session timeout: forgets the proofing personal details (the session they were for is over).
   * issue 16 "Personal data only as long as needed".
   */
  forgetPersonalDetails(): void {
    this.proofingState.clearPersonalDetails();
  }
}
