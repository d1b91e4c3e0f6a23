import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_VECTOR_OF_TRUST_LEVEL,
  type ClientInfo,
  type OidcParams,
  type PasskeyCredentialDescriptor,
  type VectorOfTrustLevel,
} from '@nhsl/contract';
import { texts } from '@nhsl/content';

/**
 * The session: its marker and the relying service's sign-in (OIDC) parameters. Set from the
 * session cookie (SESSION_INFO_COOKIE); a new marker clears every persisted group. spec 000 §3.
 * Never the session id: that is the back end's bearer credential, in an HttpOnly cookie only the
 * app's server reads (issue 24).
 */
export class SessionStore {
  /**
   * The session's opaque marker (a keyed hash of its id; it authorises nothing), or undefined
   * before a journey starts. Tells one session from the next, and rides with the browser's calls
   * so the app's server can tell a call of an older session.
   */
  marker: string | undefined = undefined;
  /** When the persisted session ends (ms since 1970): SESSION_LENGTH_MINUTES after it started, or as extended. */
  expiresAt: number | undefined = undefined;
  /**
   * Whether the back end will extend the session again ("Stay logged in"); false once its absolute
   * limit caps it. Kept with the session (issue 44: every page's data carries it, so the timeout
   * warning says the same on every page and tab).
   */
  extendable = true;
  /** The client's OIDC parameters (client_id, redirect_uri, state, scope, nonce, allow_registration). */
  oidcParams: OidcParams | undefined = undefined;
  /** Account id, when the back end has returned one. */
  accountId: string | undefined = undefined;
  /**
   * The back end has answered the account details in this page's life: the session's sign-in is
   * finished, though the journey's end (issue 28 item 8) forgot the id_token. In memory only, so
   * that the persisted session group stays as the server sealed it (a difference would make the
   * browser render afresh instead of hydrating). Issue 27. See `RootStore.signedIn`.
   */
  signedIn = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** The client id of this session, if any. */
  get clientId(): string | undefined {
    return this.oidcParams?.client_id;
  }

  /**
   * Sets the session from the session cookie's values.
   * @param marker - the session's marker
   * @param params - its sign-in parameters
   * @param expiresAt - when it ends, ms since 1970
   */
  setSession(marker: string, params: OidcParams, expiresAt?: number) {
    this.marker = marker;
    this.oidcParams = params;
    this.expiresAt = expiresAt;
  }

  /** Restores persisted values. */
  assign(
    values: Partial<
      Pick<SessionStore, 'marker' | 'oidcParams' | 'accountId' | 'expiresAt' | 'extendable' | 'signedIn'>
    >,
  ) {
    Object.assign(this, values);
  }

  /** Forgets the session. */
  clear() {
    this.marker = undefined;
    this.expiresAt = undefined;
    this.extendable = true;
    this.oidcParams = undefined;
    this.accountId = undefined;
    this.signedIn = false;
  }
}

/** The account being signed in to. spec 000 §3 "Profile state". Never holds a password or code. */
export class ProfileStore {
  /** The email address entered (trimmed, lower-cased, no spaces). */
  email = '';
  /** Account status from the status check (NOT_FOUND, CONFIRMED, …). */
  status = '';
  /** Whether the account needs identity proofing (uplift). */
  upliftRequired = false;
  /** Masked mobile number, e.g. "*******0123". */
  phoneNumber = '';
  /** Masked landline number, when one is held. */
  landlineNumber = '';
  /** Second-factor methods the account has. */
  authMethods = { mobile: true, landline: false };
  /**
   * The account's passkeys, from the account-status answer's `auth_options` (spec 000 §3
   * "Profile state"; issue 28 item 6): the ceremony offers these when the options call names none.
   */
  allowCredentials: PasskeyCredentialDescriptor[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  /** Restores or sets values. */
  assign(
    values: Partial<
      Pick<
        ProfileStore,
        'email' | 'status' | 'upliftRequired' | 'phoneNumber' | 'landlineNumber' | 'authMethods' | 'allowCredentials'
      >
    >,
  ) {
    Object.assign(this, values);
  }

  /** Forgets the profile. */
  clear() {
    this.assign({
      email: '',
      status: '',
      upliftRequired: false,
      phoneNumber: '',
      landlineNumber: '',
      authMethods: { mobile: true, landline: false },
      allowCredentials: [],
    });
  }
}

/** Journey flags. spec 000 §3 "Journey state". */
export class JourneyStore {
  /** The user has just been matched to their record (P5). */
  hasP5Success = false;
  /** P5 proofing may come before P9. */
  allowP5BeforeP9 = false;
  /** Passkeys (FIDO2) are enabled for this journey. */
  fido2Enabled = false;
  /** Landline registration is enabled. */
  landlineRegistrationEnabled = false;
  /** The account was created in this journey (consent's first progress card). */
  accountCreated = false;
  /** The GP record was checked in this journey (consent's third progress card). */
  gpRecordChecked = false;
  /**
   * A new number waits to be proved by the code sent to it (recovery, issue 15): the code pages
   * say the number changes once the code is entered. Cleared when a code is verified.
   */
  numberChange: '' | 'mobile' | 'landline' = '';
  /**
   * The identity level the client asked for, read by sign-in from the authorization cookie
   * (login state; spec 000 §1, §3; issue 28 item 1). P9 until read.
   */
  vectorOfTrust: VectorOfTrustLevel = DEFAULT_VECTOR_OF_TRUST_LEVEL;

  constructor() {
    makeAutoObservable(this);
  }

  /** Restores or sets values. */
  assign(values: Partial<Omit<JourneyStore, 'assign' | 'clear'>>) {
    Object.assign(this, values);
  }

  /** Resets every flag. */
  clear() {
    this.assign({
      vectorOfTrust: DEFAULT_VECTOR_OF_TRUST_LEVEL,
      hasP5Success: false,
      allowP5BeforeP9: false,
      fido2Enabled: false,
      landlineRegistrationEnabled: false,
      accountCreated: false,
      gpRecordChecked: false,
      numberChange: '',
    });
  }
}

/** The relying service's info. spec 000 §3 "Client state". */
export class ClientStore {
  /** Client info, once loaded. */
  client: ClientInfo | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  /** The client's display name, or "the service provider" when unknown. spec 000 §1. */
  get displayName(): string {
    return this.client?.client_display_name || texts.unknownClientName;
  }

  /** Sets or restores the client info. */
  assign(values: { client?: ClientInfo | undefined }) {
    this.client = values.client;
  }

  /** Forgets the client. */
  clear() {
    this.client = undefined;
  }
}

/**
 * Why the page a step led to is not the one the user expected (issue 54 "Bad input"): `codeUsed`, a
 * security code submitted again after it had signed the user in; `otherTab`, a form sent from a
 * page that another tab or window had already moved on from (the shell says these in content
 * `shell.notices` above the page the journey is on); or a cookie banner's choice posted as a form
 * ({@link CookieBannerNotice}).
 */
export type PageNotice = JourneyNotice | CookieBannerNotice | SessionNotice;

/**
 * The session-timeout page's reason (issue 55 item 5): `signedOut`, the user chose "Log out" in the
 * timeout warning, and the page says so (content `texts.signedOutBody`). Left by the session-ending
 * post (journeys/static/actions.ts), as the browser's navigation state said it before. spec 001 §2.
 */
export type SessionNotice = 'signedOut';

/** The notices the shell says in a notification banner above the page (content `shell.notices`). */
export type JourneyNotice = 'codeUsed' | 'otherTab';

/**
 * A cookie banner choice posted as a form (without script, or pressed before the app took the page
 * over): the page the user goes back to shows the banner's confirmation, with its Hide control, as
 * GOV.UK's banner does from the server (issue 54: the choice was saved but the user never told).
 */
export type CookieBannerNotice = 'cookiesAccepted' | 'cookiesRejected';

/**
 * The banner choice a notice tells of, if it is a cookie banner's.
 * @param notice - the notice the page shows
 * @returns 'yes' (accepted), 'no' (rejected), or undefined for any other notice
 */
export function cookieChoiceOf(notice: PageNotice | ''): 'yes' | 'no' | undefined {
  if (notice === 'cookiesAccepted') return 'yes';
  if (notice === 'cookiesRejected') return 'no';
  return undefined;
}

/**
 * Page-level state: loading, back link, form-error flag (for the "Error: " title prefix), and
 * the service status banner. spec 000 §3 "Page state", "Banner states".
 */
export class PageStore {
  /** A page shows its loading state (PageLoading); the shell leaves its footer out meanwhile. */
  loading = false;
  /** A form error is showing; the title gains "Error: ". spec 000 §1. */
  hasFormError = false;
  /** Whether the service status banner shows. */
  showBanner = false;
  /** The service status banner's message. */
  bannerMessage = '';
  /**
   * The CSRF token every journey form posts (hidden field `_csrf`): set by the server for the page
   * it renders and read back by the browser from the page's data block. Never persisted. issue 23.
   */
  csrfToken = '';
  /**
   * Where the page's back link goes: an app path, or `HISTORY_BACK` (shell/backLink.ts) for one
   * step back in history; empty: the page has none. The shell draws the one back link from this
   * and {@link PageStore.backLinkText}; the route declares it (`RouteMeta.backLink`) and the
   * router sets it before the page renders. spec 000 §3, issue 28 item 7.
   */
  backLink = '';
  /** The back link's text (from packages/content). spec 000 §3. */
  backLinkText = '';
  /**
   * The journey's revision the page shows (its data's `revision`), which every journey form posts
   * (`_rev`): the server runs no post from a page the journey has moved on from (issue 44).
   */
  revision = 0;
  /** When a back-end call was last answered 429 or 503 (ms since 1970), until a step's answer takes it (issue 24). */
  busyAt = 0;
  /**
   * A notice a step left for the next page shown (persisted with the page group, so that it
   * survives the redirect of a post); the server hands it to that page ({@link PageStore.showNotice}). Issue 54.
   */
  notice: PageNotice | '' = '';
  /** The notice this page shows (from the server's page data; never persisted). Issue 54. */
  shownNotice: PageNotice | '' = '';

  constructor() {
    makeAutoObservable(this);
  }

  /**
   * Notes that the service answered a call 429 or 503 (too many requests, overloaded), so that the
   * step's error page becomes service-busy (see `checkedNext`). The API wrapper calls it.
   * @param now - the time, ms since 1970 (default now)
   */
  noteBusy(now: number = Date.now()) {
    this.busyAt = now;
  }

  /**
   * Whether a call was answered busy in the last 30 seconds, and forgets it: a later, unrelated
   * failure is an error again.
   * @param now - the time, ms since 1970 (default now)
   */
  takeBusy(now: number = Date.now()): boolean {
    const busy = this.busyAt > 0 && now - this.busyAt <= 30_000;
    this.busyAt = 0;
    return busy;
  }

  /** Marks whether a form error shows. */
  setFormError(value: boolean) {
    this.hasFormError = value;
  }

  /** Marks whether a page shows its loading state (set by PageLoading). */
  setLoading(value: boolean) {
    this.loading = value;
  }

  /** Shows a service status message (empty hides the banner). */
  setBanner(message: string) {
    this.bannerMessage = message;
    this.showBanner = message.length > 0;
  }

  /**
   * Sets the page's back link, or clears it.
   * @param state - `backLink` (target) and `backLinkText`; undefined: no back link
   */
  setBackLink(state: { backLink: string; backLinkText: string } | undefined) {
    this.backLink = state?.backLink ?? '';
    this.backLinkText = state?.backLinkText ?? '';
  }

  /**
   * Leaves a notice for the next page shown. Issue 54.
   * @param notice - why that page is not the one the user expected
   */
  setNotice(notice: PageNotice) {
    this.notice = notice;
  }

  /** The page about to be shown takes the pending notice: it shows it, and no later page does. Issue 54. */
  showNotice() {
    this.shownNotice = this.notice;
    this.notice = '';
  }

  /**
   * Sets the notice this page shows (the browser, from the server's page data). Issue 54.
   * @param notice - the notice, or '' for none
   */
  setShownNotice(notice: PageNotice | '') {
    this.shownNotice = notice;
  }

  /** Sets the journey revision the forms carry. */
  setRevision(revision: number) {
    this.revision = revision;
  }

  /** Sets the CSRF token the forms carry. */
  setCsrfToken(token: string) {
    this.csrfToken = token;
  }

  /** Restores or sets values (the appBannerState and page groups, spec 000 §3). */
  assign(
    values: Partial<
      Pick<PageStore, 'showBanner' | 'bannerMessage' | 'loading' | 'backLink' | 'backLinkText' | 'notice'>
    >,
  ) {
    Object.assign(this, values);
  }
}
