import { makeAutoObservable, runInAction } from 'mobx';
import { ID_TOKEN_COOKIE, RMD_COOKIE, RMD_COOKIE_DAYS, type AccountStatusResponse } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { MINIMUM_DELAY_MS, withMinimumDelay } from '../../lib/delay.ts';
import type { CookieJar } from '../../lib/cookieJar.ts';
import { paths } from '../../paths.ts';
import type { JourneyStore, ProfileStore, SessionStore } from '../../stores/stores.ts';
import { normaliseCode, normaliseEmail } from './schemas.ts';
import {
  afterAccountStatus,
  afterAccountStatusError,
  afterAuthcode,
  afterAuthcodeError,
  afterLogin,
  afterLoginError,
  afterOtpError,
  afterResendError,
  type Next,
} from './transitions.ts';

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
}

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

  constructor(private readonly deps: SignInDeps) {
    makeAutoObservable<SignInStore, 'deps'>(this, { deps: false });
  }

  private get delay() {
    return this.deps.minimumDelayMs ?? MINIMUM_DELAY_MS;
  }

  private async run(work: () => Promise<Next>, onError: (e: ApiError) => Next): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    this.busy = true;
    try {
      return await work();
    } catch (e) {
      return onError(asApiError(e));
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
    return this.run(async () => {
      const res = await withMinimumDelay(this.deps.api.checkAccountStatus(email), this.delay);
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
    }, afterAccountStatusError);
  }

  /**
   * log-in-password: logs in with the stored email and the password (which is sent once and
   * never kept), sending the remember-my-device token when there is one. A token the server
   * calls INVALID is deleted. spec 000 §4 "Login authentication_state", §8.
   * @param password - the password typed
   */
  submitPassword(password: string): Promise<Next> {
    return this.run(async () => {
      const email = this.deps.profile.email;
      if (!email) return { kind: 'navigate', to: paths.enterEmail };
      const rmd = this.deps.cookies.get(RMD_COOKIE);
      const res = await this.deps.api.login(email, password, rmd);
      if (res.rmd_token === 'INVALID') this.deps.cookies.delete(RMD_COOKIE);
      runInAction(() =>
        this.deps.profile.assign({
          phoneNumber: res.phone_number ?? '',
          landlineNumber: res.landline_number ?? '',
          authMethods: res.authentication_methods,
        }),
      );
      return afterLogin(res);
    }, afterLoginError);
  }

  /**
   * enter-mobile-code: submits the code (spaces removed; at least 1 second). On success keeps
   * the id_token cookie (path /, no expiry) and, when the device is remembered, the rmd token
   * cookie for 180 days, then goes to authcode. spec 000 §4 "Security code (mobile)".
   * @param rawCode - what the user typed
   * @param rememberDevice - the remember-device tick box
   */
  submitCode(rawCode: string, rememberDevice: boolean): Promise<Next> {
    return this.run(
      async () => {
        const res = await withMinimumDelay(this.deps.api.verifyOtp(normaliseCode(rawCode), rememberDevice), this.delay);
        this.deps.cookies.set(ID_TOKEN_COOKIE, res.id_token);
        if (res.rmd_token) this.deps.cookies.set(RMD_COOKIE, res.rmd_token, RMD_COOKIE_DAYS);
        runInAction(() => (this.codeResent = false));
        return { kind: 'navigate', to: paths.authcode };
      },
      (e) => afterOtpError(e, 'mobile'),
    );
  }

  /**
   * "Send the security code again": a new text in login mode, then the confirmation sentence.
   * spec 000 §4 "Security code (mobile)".
   */
  resendCode(): Promise<Next> {
    return this.run(async () => {
      await this.deps.api.triggerOtp('mobile');
      runInAction(() => (this.codeResent = true));
      return { kind: 'navigate', to: paths.enterMobileCode };
    }, afterResendError);
  }

  /**
   * authcode: starts the authorisation-code step with the stored sign-in parameters, keeps the
   * id_token, and says where to go. spec 000 §4 "After authcode", §8 "Authcode failures".
   */
  runAuthcode(): Promise<Next> {
    return this.run(async () => {
      const params = this.deps.session.oidcParams;
      if (!params) return { kind: 'navigate', to: paths.noClientInfo };
      const res = await this.deps.api.authcode(params);
      if (res.id_token) this.deps.cookies.set(ID_TOKEN_COOKIE, res.id_token);
      return afterAuthcode(res);
    }, afterAuthcodeError);
  }
}
