import { makeAutoObservable, runInAction } from 'mobx';
import { PASSKEY_OFFER_AFTER_SIGN_IN } from '../../shell/passkeyOffer.ts';
import {
  ID_TOKEN_COOKIE,
  RMD_COOKIE,
  RMD_COOKIE_DAYS,
  type AccountStatusResponse,
  type LoginResponse,
  type VectorOfTrustLevel,
  type VerifyOtpResponse,
} from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { MINIMUM_DELAY_MS, withMinimumDelay } from '../../lib/delay.ts';
import type { CookieJar } from '../../lib/cookieJar.ts';
import { paths, proofingPaths } from '../../paths.ts';
import type { JourneyStore, ProfileStore, SessionStore } from '../../stores/stores.ts';
import { normaliseCode, normaliseEmail } from '../../shell/formSchemas.ts';
import { checkIdToken, idTokenSubject, type IdTokenCheck } from '../../lib/idToken.ts';
import { logCallFailure } from '../../observability/log.ts';
import {
  afterAccountStatus,
  afterAuthcode,
  afterAuthcodeError,
  afterLogin,
  afterLoginError,
  afterSignInError,
  isJourneyEnd,
  proofingFollows,
  afterOtpError,
  afterResendError,
  afterCheckLogin,
  afterCodeChoice,
  afterTriggerError,
  codeSessionSpent,
  type CodeChoice,
  type MethodChoice,
} from './transitions.ts';
import { afterAccountStatusError, afterSessionTimeout, type Next } from '../../shell/next.ts';

/** What the sign-in store needs from the rest of the app. */
export interface SignInDeps {
  api: IdentityApi;
  session: SessionStore;
  profile: ProfileStore;
  journey: JourneyStore;
  cookies: CookieJar;
  /** Minimum delay in ms for the status check and code submission (spec 000 §9); tests pass 0. */
  minimumDelayMs?: number;
  /**
   * Records the passkey flag of an account-status answer and says whether passkey login is
   * available (flag on and the browser supports it). spec 000 §4. Default: never available.
   */
  passkeyAvailable?: (res: AccountStatusResponse) => Promise<boolean>;
  /**
   * The session-timeout handler's restart: adopts a newer session of this browser (a new
   * authorization cookie), keeping the stored email, and says whether it did. spec 000 §4
   * "Session restart and loading". Default: never.
   */
  restartSession?: () => boolean;
  /**
   * Whether to offer a passkey after a sign-in with password and code (issue 27): the device can
   * make one. The offer page then asks the back end (no passkey held, no recent "Not now").
   * Default: never.
   */
  offerPasskey?: () => Promise<boolean>;
  /**
   * The reset action, called at the journey's end: when the authorisation-code step sends the
   * browser back to the client (spec 000 §3 "Persisted state groups"; issue 28 item 8).
   */
  onJourneyEnd?: () => void;
  /**
   * Reads the identity level the client asked for from the cookie set with the journey (the
   * authorization cookie; P9 when it carries none). spec 000 §1, §3; issue 28 item 1.
   */
  readVectorOfTrust?: () => VectorOfTrustLevel;
  /**
   * check-login's question (spec 001 §3; issue 28 item 10): is there an id_token for this
   * session's client, and has it not expired? The browser cannot read the HttpOnly cookie, so
   * there it asks the app's server (issue 24). Default: checks the id_token cookie of `cookies`.
   */
  checkIdToken?: () => Promise<IdTokenCheck>;
  /**
   * Forgets the account signed in to: deletes the HttpOnly id_token cookie (the server's to do
   * in the browser, issue 24). Default: deletes it from `cookies`.
   */
  forgetAccount?: () => void;
  /**
   * This app's origin, to tell the authorisation-code step's Location back to the client (the
   * journey's end) from one of the app's own pages (default: the browser's location; the server
   * gives the request's origin). issue 28 item 8.
   */
  appOrigin?: string;
}

/** Where a step restarts after its session timed out and a newer one was adopted. */
type RestartAt = typeof paths.checkAccountStatus | typeof paths.checkLogin;

function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
}

/**
 * The sign-in journey: email, password, security code (mobile) and the authorisation-code step.
 * Each action calls the back end once and returns where to go next ({@link Next}); the routing
 * decisions are the pure functions of `transitions.ts`. Never keeps a password or a code.
 * spec 000 §4.
 */
export class SignInStore {
  /** A request is in flight (buttons show busy; one request per click). */
  busy = false;
  /** A new code was sent: enter-mobile-code shows "You have been sent a new security code." */
  codeResent = false;
  /** The landline was called again: enter-landline-code shows its confirmation. */
  callRepeated = false;

  constructor(private readonly deps: SignInDeps) {
    makeAutoObservable<SignInStore, 'deps'>(this, { deps: false });
  }

  private get delay() {
    return this.deps.minimumDelayMs ?? MINIMUM_DELAY_MS;
  }

  /**
   * One call per click: `busy` while it runs; a failure is logged under `call` (issue 16), then
   * routed by `onError` or, after a session timeout, restarted at `restartAt`.
   */
  private async run(
    call: string,
    work: () => Promise<Next>,
    onError: (e: ApiError) => Next,
    restartAt?: RestartAt,
  ): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    this.busy = true;
    try {
      return await work();
    } catch (e) {
      const err = asApiError(e);
      void logCallFailure(call, err);
      const restart =
        restartAt &&
        afterSessionTimeout(err, err.kind === 'unauthorized' && (this.deps.restartSession?.() ?? false), restartAt);
      return restart ?? onError(err);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * enter-email: normalises the address, checks the account status (at least 1 second), keeps the
   * email (even when the call fails, so it is still there after going back) and status, and says
   * where to go. spec 000 §4 "Account status after email entry".
   * @param rawEmail - what the user typed
   */
  submitEmail(rawEmail: string): Promise<Next> {
    const email = normaliseEmail(rawEmail);
    // Kept before the call, so that a user who comes back from an error page finds it typed.
    this.deps.profile.assign({ email });
    return this.checkStatus(email);
  }

  /** The account-status check of {@link submitEmail} and {@link checkAccountStatus}. */
  private checkStatus(email: string): Promise<Next> {
    return this.run(
      'sign-in:account-status',
      async () => {
        const res = await withMinimumDelay(this.deps.api.checkAccountStatus(email), this.delay);
        this.readLevel();
        runInAction(() => {
          this.deps.profile.assign({ email, status: res.status, upliftRequired: res.uplift_required });
          this.deps.journey.assign({
            allowP5BeforeP9: res.allow_p5_before_p9,
            landlineRegistrationEnabled: res.landline_registration_enabled,
          });
        });
        return afterAccountStatus(res.status, {
          allowRegistration: this.deps.session.oidcParams?.allow_registration,
          passkeyAvailable: (await this.deps.passkeyAvailable?.(res)) ?? false,
        });
      },
      afterAccountStatusError,
      paths.checkAccountStatus,
    );
  }

  /**
   * Reads the level the client asked for (the vector of trust of the cookie set with the journey)
   * into login state. Every sign-in path reads it: account-status (enter-email, passkey-enter-email)
   * and the authorisation-code step, where every path ends (/login and passkey autofill ask for
   * no account status). spec 000 §1, §3; issue 45 item 1.
   */
  private readLevel(): void {
    const read = this.deps.readVectorOfTrust;
    if (read) runInAction(() => this.deps.journey.assign({ vectorOfTrust: read() }));
  }

  /**
   * log-in-password: logs in with the stored email and the password (which is sent once and
   * never kept), sending the remember-my-device token when there is one. A token the server
   * calls INVALID is deleted. spec 000 §4 "Login authentication_state", §8.
   * @param password - the password typed
   */
  submitPassword(password: string): Promise<Next> {
    return this.run(
      'sign-in:login',
      async () => {
        const email = this.deps.profile.email;
        if (!email) return { kind: 'navigate', to: paths.enterEmail };
        const rmd = this.deps.cookies.get(RMD_COOKIE);
        const res = await this.deps.api.login(email, password, rmd);
        this.keepLoginResult(res);
        return afterLogin(res);
      },
      afterLoginError,
      paths.checkLogin,
    );
  }

  /**
   * login (the email-and-password page): keeps the normalised email, signs in with it and the
   * password (sent once, never kept) and the remember-my-device token. A VERIFIED account with a
   * mobile only has a code texted first (trigger OTP, mobile), then enter-mobile-code; a failure
   * to trigger it → error (lockouts → their pages). 'Invalid email address' → the email format
   * form error. spec 000 §4 "Login authentication_state", §5; issue 28 items 3 and 4.
   * @param rawEmail - the email typed
   * @param password - the password typed
   */
  submitEmailAndPassword(rawEmail: string, password: string): Promise<Next> {
    const email = normaliseEmail(rawEmail);
    this.deps.profile.assign({ email });
    return this.run(
      'sign-in:sign-in',
      async () => {
        const rmd = this.deps.cookies.get(RMD_COOKIE);
        const res = await this.deps.api.signIn(email, password, rmd);
        this.keepLoginResult(res);
        const next = afterLogin(res);
        if (next.kind === 'navigate' && next.to === paths.enterMobileCode) {
          await this.deps.api.triggerOtp('mobile');
          runInAction(() => (this.codeResent = false));
        }
        return next;
      },
      afterSignInError,
      paths.checkLogin,
    );
  }

  /** Keeps what a login answers: the numbers and methods; an INVALID rmd token is deleted. */
  private keepLoginResult(res: LoginResponse): void {
    if (res.rmd_token === 'INVALID') this.deps.cookies.delete(RMD_COOKIE);
    runInAction(() =>
      this.deps.profile.assign({
        phoneNumber: res.phone_number ?? '',
        landlineNumber: res.landline_number ?? '',
        authMethods: res.authentication_methods,
      }),
    );
  }

  /**
   * enter-mobile-code: submits the code (spaces removed; at least 1 second). On success keeps
   * the id_token cookie (path /, no expiry) and, when the device is remembered, the rmd token
   * cookie for 180 days, then goes to authcode. spec 000 §4 "Security code (mobile)".
   * @param rawCode - what the user typed
   * @param rememberDevice - the remember-device tick box
   */
  submitCode(rawCode: string, rememberDevice: boolean): Promise<Next> {
    let spent = false;
    return this.run(
      'second-factor:verify-text-code',
      async () => {
        const res = await withMinimumDelay(this.deps.api.verifyOtp(normaliseCode(rawCode), rememberDevice), this.delay);
        return this.keepOtpResult(res);
      },
      (e) => ((spent = codeSessionSpent(e)), afterOtpError(e, 'mobile')),
      paths.checkLogin,
    ).then((next) => (spent ? afterCodeUsed(next, () => this.checkLogin()) : next));
  }

  /**
   * Keeps an answer that signs the session in to an account: the id_token cookie (path /, no
   * expiry) and the account id (the id_token's subject) for later calls that name the account.
   * In the browser the app's server has already taken the id_token into its HttpOnly cookie and
   * left its subject as `account_id` (issue 24); on the server the store gets the token itself
   * and the server sends the cookie HttpOnly.
   */
  private keepSignedIn(res: { id_token?: string; account_id?: string }): void {
    if (res.id_token) this.deps.cookies.set(ID_TOKEN_COOKIE, res.id_token);
    const accountId = res.account_id ?? (res.id_token ? idTokenSubject(res.id_token) : undefined);
    if (accountId) runInAction(() => this.deps.session.assign({ accountId }));
  }

  /**
   * Keeps what a correct code answers: the id_token cookie (path /, no expiry) and, when the
   * device is to be remembered, the rmd token cookie for 180 days (RMD_COOKIE_DAYS); both set
   * HttpOnly by the app's server (in the browser's calls it takes them out of the answer before
   * script sees it, issue 24). spec 000 §4 "Cookies".
   */
  private async keepOtpResult(res: VerifyOtpResponse): Promise<Next> {
    this.keepSignedIn(res);
    if (res.rmd_token && res.rmd_token !== 'INVALID') this.deps.cookies.set(RMD_COOKIE, res.rmd_token, RMD_COOKIE_DAYS);
    runInAction(() => {
      this.codeResent = false;
      this.callRepeated = false;
      // A new number (recovery) is proved by this code: the account holds it now.
      this.deps.journey.assign({ numberChange: '' });
    });
    if (await (this.deps.offerPasskey?.() ?? false)) return { kind: 'navigate', to: PASSKEY_OFFER_AFTER_SIGN_IN };
    return { kind: 'navigate', to: paths.authcode };
  }

  /**
   * "Send the security code again": a new text in login mode, then the confirmation sentence.
   * spec 000 §4 "Security code (mobile)".
   */
  resendCode(): Promise<Next> {
    return this.sendText(true);
  }

  // ---- second factor and session restart (signin-2fa) ----

  /**
   * Texts a security code (login mode) and goes to enter-mobile-code; a failure to trigger a
   * text → error (lockout texts → their pages). spec 000 §4 "Security code (landline)".
   * @param resent - a repeat: enter-mobile-code then shows "You have been sent a new security code."
   */
  sendText(resent: boolean): Promise<Next> {
    return this.run(
      'second-factor:send-text',
      async () => {
        await this.deps.api.triggerOtp('mobile');
        runInAction(() => (this.codeResent = resent));
        return { kind: 'navigate', to: paths.enterMobileCode };
      },
      afterResendError,
      paths.checkLogin,
    );
  }

  /**
   * choose-authentication-method: mobile texts a code then enter-mobile-code; landline goes to
   * get-call-landline (where the user asks for the call). spec 000 §2, §4.
   * @param choice - the radio chosen
   */
  chooseMethod(choice: MethodChoice): Promise<Next> {
    if (choice === 'mobile') return this.sendText(false);
    return Promise.resolve({ kind: 'navigate', to: paths.getCallLandline });
  }

  /**
   * get-call-landline "Call my landline now" and enter-landline-code "Call my landline again":
   * asks for a call with a code, then enter-landline-code. A failure to trigger the call →
   * call-failed. spec 000 §4 "Security code (landline)".
   * @param again - a repeat: enter-landline-code then shows its confirmation
   */
  callLandline(again = false): Promise<Next> {
    return this.run(
      'second-factor:call-landline',
      async () => {
        await this.deps.api.triggerOtp('landline');
        runInAction(() => (this.callRepeated = again));
        return { kind: 'navigate', to: paths.enterLandlineCode };
      },
      (e) => afterTriggerError(e, 'landline'),
      paths.checkLogin,
    );
  }

  /**
   * enter-landline-code: submits the code with method landline (spaces removed; at least 1
   * second). Success → authcode, keeping the id_token and rmd cookies as for a text code.
   * 'Invalid OTP' stays with the wrong-code message; 'OTP has expired' or 'Invalid OTP Session'
   * → landline-code-expired; 'OTP attempts exceeded' → otp-attempts-exceeded; else error.
   * spec 000 §4 "Security code (landline)".
   * @param rawCode - what the user typed
   * @param rememberDevice - the remember-device tick box
   */
  submitLandlineCode(rawCode: string, rememberDevice: boolean): Promise<Next> {
    let spent = false;
    return this.run(
      'second-factor:verify-call-code',
      async () => {
        const res = await withMinimumDelay(
          this.deps.api.verifyOtp(normaliseCode(rawCode), rememberDevice, 'landline'),
          this.delay,
        );
        return this.keepOtpResult(res);
      },
      (e) => ((spent = codeSessionSpent(e)), afterOtpError(e, 'landline')),
      paths.checkLogin,
    ).then((next) => (spent ? afterCodeUsed(next, () => this.checkLogin()) : next));
  }

  /**
   * mobile-code-expired, landline-code-expired and call-failed: follows the radio chosen (a new
   * text, the landline call page, or passkey login). spec 000 §2, §4.
   * @param choice - the radio chosen
   */
  chooseAfterCodeProblem(choice: CodeChoice): Promise<Next> {
    const next = afterCodeChoice(choice);
    return next === 'sendText' ? this.sendText(true) : Promise.resolve(next);
  }

  /**
   * check-account-status: retries the account check with the stored email (at least 1 second);
   * with none stored, enter-email. spec 000 §2 "check-account-status".
   */
  checkAccountStatus(): Promise<Next> {
    const email = this.deps.profile.email;
    if (!email) return Promise.resolve({ kind: 'navigate', to: paths.enterEmail });
    return this.checkStatus(email);
  }

  /**
   * check-login (session-restart target): authcode when this session's second factor is done
   * (an id_token cookie whose `aud` is this session's client and which has not expired; an
   * expired one is a timed-out session), log-in-password when an email is stored, else
   * enter-email. The id_token check runs where the HttpOnly cookie can be read ({@link
   * SignInDeps.checkIdToken}). spec 000 §2, spec 001 §3; issue 28 item 10, issue 24.
   */
  async checkLogin(): Promise<Next> {
    const idToken = this.deps.checkIdToken
      ? await this.deps.checkIdToken()
      : checkIdToken(this.deps.cookies.get(ID_TOKEN_COOKIE), {
          clientId: this.deps.session.oidcParams?.client_id,
          nowMs: Date.now(),
        });
    return afterCheckLogin({ idToken, email: this.deps.profile.email });
  }
  // ---- end second factor ----

  /**
   * Whether identity proofing follows the sign-in: the account needs uplift (upliftRequired) and
   * the client asked for a level above P0 (the vector of trust of login state). spec 000 §3,
   * shared spec DECISIONS; issue 28 item 1.
   */
  get proofingFollows(): boolean {
    return proofingFollows(this.deps.journey.vectorOfTrust, this.deps.profile.upliftRequired);
  }

  /**
   * Restores or sets the sign-in alerts (the persisted group alertsAppBannerState).
   * @param values - codeResent, callRepeated
   */
  assignAlerts(values: Partial<Pick<SignInStore, 'codeResent' | 'callRepeated'>>): void {
    Object.assign(this, values);
  }

  /**
   * The account retry (duplicate-account try-login, spec 001 §4): forgets the account signed in
   * to in this session — the id_token cookie, the account id, the profile and the journey flags,
   * and the code confirmations — so a restart (check-login, check-account-status) begins again at
   * enter-email instead of finishing the sign-in of that account. The session with the service
   * (session id, sign-in parameters) and a remembered device stay, so the user can log in to the
   * existing account for the same service. docs/decisions/0026-duplicate-accounts.md.
   * @param options - `forgetOnServer: false` when the server clears the cookie itself (the journey's end)
   */
  retryAccount({ forgetOnServer = true }: { forgetOnServer?: boolean } = {}): void {
    if (forgetOnServer) {
      if (this.deps.forgetAccount) this.deps.forgetAccount();
      else this.deps.cookies.delete(ID_TOKEN_COOKIE);
    }
    this.deps.session.assign({ accountId: undefined });
    this.deps.profile.clear();
    this.deps.journey.clear();
    this.codeResent = false;
    this.callRepeated = false;
  }

  /**
   * authcode: starts the authorisation-code step with the stored sign-in parameters, keeps the
   * id_token, and says where to go: proofing when the account needs uplift (the answer's
   * `uplift_required`, else account-status's) and the level asked for is above P0 ({@link
   * proofingFollows}); otherwise terms, consent or the client. spec 000 §3, §4 "After authcode",
   * §8 "Authcode failures"; issue 45 item 1.
   */
  runAuthcode(): Promise<Next> {
    return this.run(
      'sign-in:authcode',
      async () => {
        const params = this.deps.session.oidcParams;
        if (!params) return { kind: 'navigate', to: paths.noClientInfo };
        const res = await this.deps.api.authcode(params);
        this.keepSignedIn(res);
        // The level asked for, with whether the account needs uplift, decides whether proofing
        // follows, on every sign-in path (issue 45 item 1): before terms and consent, as the back
        // end checks the level first.
        this.readLevel();
        if (res.uplift_required !== undefined)
          runInAction(() => this.deps.profile.assign({ upliftRequired: res.uplift_required }));
        if (this.proofingFollows) return { kind: 'navigate', to: proofingPaths.root };
        const next = afterAuthcode(res);
        if (next.kind === 'redirect' && isJourneyEnd(next.url, this.deps.appOrigin ?? globalThis.location?.origin))
          this.deps.onJourneyEnd?.();
        return next;
      },
      afterAuthcodeError,
      paths.checkLogin,
    );
  }
}

/**
 * A code submitted again once it has signed the user in (Back from the next page, then Continue;
 * issue 54 "Bad input"): the back end answers 'Invalid OTP Session', the session's codes being
 * spent. When this session's second factor is done (check-login finds its id_token), the journey
 * goes on from where it is (authcode, then consent or the client) saying that the code has been
 * used, never "This security code has expired"; otherwise the step's own answer stands.
 * @param next - where the step's error mapping led (the expired page)
 * @param checkLogin - check-login's question: where a finished second factor goes
 */
async function afterCodeUsed(next: Next, checkLogin: () => Promise<Next>): Promise<Next> {
  const where = await checkLogin();
  return where.kind === 'navigate' && where.to === paths.authcode ? { ...where, notice: 'codeUsed' } : next;
}
