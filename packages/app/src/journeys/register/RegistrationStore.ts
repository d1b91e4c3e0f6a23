import { makeAutoObservable, runInAction } from 'mobx';
import { ID_TOKEN_COOKIE } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import type { CookieJar } from '../../lib/cookieJar.ts';
import { MINIMUM_DELAY_MS, withMinimumDelay } from '../../lib/delay.ts';
import { idTokenSubject } from '../../lib/idToken.ts';
import { paths } from '../../paths.ts';
import { persistFields, type KeyValueStorage } from '../../stores/persistence.ts';
import { PERSISTED_GROUPS } from '../../stores/journeySchema.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { JourneyStore, ProfileStore, SessionStore } from '../../stores/stores.ts';
import { normaliseCode, normaliseEmail } from '../../shell/formSchemas.ts';
import type { Next } from '../../shell/next.ts';
import { registrationApiOf, type RegistrationApi } from './RegistrationApi.ts';
import { afterRegistrationError, registrationSteps, type RegistrationCall } from './transitions.ts';
import { logCallFailure } from '../../observability/log.ts';

/** What the registration store needs. */
export interface RegistrationDeps {
  api: RegistrationApi;
  session: SessionStore;
  profile: ProfileStore;
  journey: JourneyStore;
  cookies: CookieJar;
  /** Where the `registration` group is kept (none: not persisted, as in stories). */
  storage?: KeyValueStorage;
  /** Registers the store's clear with the reset action (spec 000 §3; issue 28 item 8). */
  onReset?: (clear: () => void) => void;
  /** Minimum delay in ms of the code submissions (spec 000 §9; default 1000, tests pass 0). */
  minimumDelayMs?: number;
  /**
   * Told of every failed call before it is routed (issue 15: the client log sink is wired here).
   * Gets the call's name and the error's kind and status only: never what was typed.
   */
  onFailure?: (call: RegistrationCall, err: ApiError) => void;
}

/**
 * The `registration` persisted group: the journey's non-secret state (no password, no code).
 * spec 000 §3. Declared in stores/journeySchema.ts (issue 55 item 6).
 */
export const REGISTRATION_PERSISTED_FIELDS = PERSISTED_GROUPS.registration.fields;

function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
}

/**
 * Registration (issue 15): the email (validated by the back end), the terms of use, the emailed
 * code, the password, the mobile number and its texted code, after which the account exists and
 * the session is signed in to it (the id_token cookie kept, "You have created an account" set
 * for consent's progress card) and the journey goes on at authcode as after a sign-in. Also
 * finishes an UNCONFIRMED account (from check-email) and an UNREGISTERED one (from enter-mobile).
 * Each action calls the back end once and returns where to go ({@link Next}); routing is the pure
 * functions of `transitions.ts`; every failure goes through {@link fail}. Keeps only the
 * `registration` group's non-secret fields: never the password nor a code. spec 000 §2, §3, §4.
 */
export class RegistrationStore {
  /** A request is in flight (buttons show busy; one request per click). */
  busy = false;
  /** The address being registered (normalised). */
  email = '';
  /** The terms of use were agreed. */
  termsAgreed = false;
  /** The password was created (enter-mobile then belongs to a new account, not an UNREGISTERED one). */
  passwordCreated = false;
  /** The masked mobile number the code went to, e.g. `*******0123`. */
  maskedMobile = '';
  /** A new email code was sent: check-email says so. */
  emailCodeResent = false;
  /** A new text code was sent: the code page says so. */
  mobileCodeResent = false;
  /**
   * The emailed code was accepted in this registration: check-email reached again with Back goes
   * on to create-password, as the back end has spent the code. Persisted with the group (a flag,
   * no personal data), so the server's per-request store knows it too when the form is posted
   * without script. Issue 28 "Going back".
   */
  emailConfirmed = false;

  constructor(private readonly deps: RegistrationDeps) {
    makeAutoObservable<RegistrationStore, 'deps'>(this, { deps: false });
    if (deps.storage) {
      persistFields(deps.storage, 'registration', this, REGISTRATION_PERSISTED_FIELDS, (v) => this.assign(v));
    }
    deps.onReset?.(() => this.clear());
  }

  /** Forgets the registration under way (the reset action, issue 28 item 8). */
  clear(): void {
    this.assign({
      email: '',
      termsAgreed: false,
      passwordCreated: false,
      maskedMobile: '',
      emailCodeResent: false,
      mobileCodeResent: false,
      emailConfirmed: false,
    });
  }

  /** Restores or sets the persisted fields. */
  assign(values: Partial<Pick<RegistrationStore, (typeof REGISTRATION_PERSISTED_FIELDS)[number]>>): void {
    Object.assign(this, values);
  }

  private get delay() {
    return this.deps.minimumDelayMs ?? MINIMUM_DELAY_MS;
  }

  /** The address the email page starts with: the one being registered, else the one entered at sign-in. */
  get startingEmail(): string {
    return this.email || this.deps.profile.email;
  }

  /** The address check-email names: the one being registered, else the UNCONFIRMED one entered at sign-in. */
  get emailSentTo(): string {
    return this.email || this.deps.profile.email;
  }

  /** check-email was reached from an UNCONFIRMED account (not from a registration started here). */
  get finishingUnconfirmed(): boolean {
    return !this.termsAgreed && this.deps.profile.status === 'UNCONFIRMED';
  }

  /** enter-mobile was reached from a login answering UNREGISTERED (no password created here). */
  get finishingUnregistered(): boolean {
    return !this.passwordCreated;
  }

  /**
   * The one place every failed call goes (issue 15): tells {@link RegistrationDeps.onFailure}
   * (the client log sink, wired at merge) and routes by {@link afterRegistrationError}.
   * @param call - which call failed
   * @param err - its error
   */
  fail(call: RegistrationCall, err: ApiError): Next {
    this.deps.onFailure?.(call, err);
    return afterRegistrationError(call, err);
  }

  private async run(call: RegistrationCall, work: () => Promise<Next>): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    this.busy = true;
    try {
      return await work();
    } catch (e) {
      return this.fail(call, asApiError(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * register/create-account: validates the address with the back end (spec 000 §7 "validate
   * email"), keeps it (even when the call fails, so it is still typed after an error page) and
   * goes to the terms of use.
   * @param rawEmail - what the user typed
   */
  submitEmail(rawEmail: string): Promise<Next> {
    const email = normaliseEmail(rawEmail);
    this.assign({ email, termsAgreed: false, passwordCreated: false, maskedMobile: '' });
    this.emailConfirmed = false;
    this.deps.profile.assign({ email });
    return this.run('validateEmail', async () => {
      await this.deps.api.validateEmail(email);
      return { kind: 'navigate', to: registrationSteps.emailValidated };
    });
  }

  /** register/terms-of-use: the terms agreed; the back end emails a code; then check-email. */
  agreeToTerms(): Promise<Next> {
    return this.run('start', async () => {
      if (!this.email) return { kind: 'navigate', to: paths.registerEmail };
      await this.deps.api.startRegistration(this.email);
      runInAction(() => {
        this.assign({ termsAgreed: true, emailCodeResent: false });
        this.emailConfirmed = false;
      });
      return { kind: 'navigate', to: registrationSteps.termsAgreed };
    });
  }

  /** check-email "Send a new code": a new email, then the confirmation banner. */
  resendEmailCode(): Promise<Next> {
    return this.run('resend', async () => {
      await this.deps.api.resendEmailCode();
      runInAction(() => (this.emailCodeResent = true));
      return { kind: 'navigate', to: registrationSteps.termsAgreed };
    });
  }

  /**
   * check-email: the emailed code (spaces removed; at least 1 second); right → create-password.
   * Once the address is confirmed, check-email again (Back) goes straight on to create-password:
   * the back end has spent the code and would answer 'Invalid OTP Session' (issue 28 "Going back").
   * @param rawCode - what the user typed or pasted
   */
  submitEmailCode(rawCode: string): Promise<Next> {
    return this.run('emailCode', async () => {
      if (this.emailConfirmed) return { kind: 'navigate', to: registrationSteps.emailConfirmed };
      await withMinimumDelay(this.deps.api.verifyEmailCode(normaliseCode(rawCode)), this.delay);
      runInAction(() => {
        this.emailCodeResent = false;
        this.emailConfirmed = true;
      });
      return { kind: 'navigate', to: registrationSteps.emailConfirmed };
    });
  }

  /**
   * create-password: the password (already checked against the rules; sent once, never kept);
   * the back end refuses common ones. Then enter-mobile.
   * @param password - the password typed
   */
  submitPassword(password: string): Promise<Next> {
    return this.run('password', async () => {
      await this.deps.api.createPassword(password);
      runInAction(() => (this.passwordCreated = true));
      return { kind: 'navigate', to: registrationSteps.passwordCreated };
    });
  }

  /**
   * enter-mobile: the number (the back end normalises it); a code is texted; then the code page.
   * @param mobile - the number as typed
   */
  submitMobile(mobile: string): Promise<Next> {
    return this.run('mobile', async () => {
      const res = await this.deps.api.enterMobile(mobile.trim());
      runInAction(() => this.assign({ maskedMobile: res.phone_number, mobileCodeResent: false }));
      this.deps.profile.assign({ phoneNumber: res.phone_number });
      return { kind: 'navigate', to: registrationSteps.mobileEntered };
    });
  }

  /** The code page's "Send a new code": a new text, then the confirmation banner. */
  resendMobileCode(): Promise<Next> {
    return this.run('resend', async () => {
      await this.deps.api.resendMobileCode();
      runInAction(() => (this.mobileCodeResent = true));
      return { kind: 'navigate', to: registrationSteps.mobileEntered };
    });
  }

  /**
   * The texted code (spaces removed; at least 1 second): the account is created and signed in.
   * Keeps the id_token cookie and account id as a sign-in does, sets "You have created an
   * account" (journey.accountCreated) and goes to authcode; the group is cleared.
   * @param rawCode - what the user typed or pasted
   */
  submitMobileCode(rawCode: string): Promise<Next> {
    return this.run('mobileCode', async () => {
      const res = await withMinimumDelay(this.deps.api.verifyMobileCode(normaliseCode(rawCode)), this.delay);
      // In the browser the app's server took the id_token into its HttpOnly cookie and left the
      // account id (issue 24); on the server the token comes here and goes out HttpOnly.
      if (res.id_token) this.deps.cookies.set(ID_TOKEN_COOKIE, res.id_token);
      const accountId = res.account_id ?? (res.id_token ? idTokenSubject(res.id_token) : undefined);
      runInAction(() => {
        if (accountId) this.deps.session.assign({ accountId });
        this.deps.journey.assign({ accountCreated: true });
        this.deps.profile.assign({ status: 'CONFIRMED', authMethods: { mobile: true, landline: false } });
        this.assign({
          email: '',
          termsAgreed: false,
          passwordCreated: false,
          maskedMobile: '',
          emailCodeResent: false,
          mobileCodeResent: false,
        });
      });
      return { kind: 'navigate', to: registrationSteps.accountCreated };
    });
  }
}

/** Builds the app's registration store. */
const createRegistrationStore = (root: RootStore) =>
  new RegistrationStore({
    api: registrationApiOf(root.api),
    session: root.session,
    profile: root.profile,
    journey: root.journey,
    cookies: root.cookies,
    storage: root.storage,
    onReset: (clear) => root.onReset(clear),
    minimumDelayMs: root.minimumDelayMs,
    onFailure: (call, err) => void logCallFailure(`registration:${kebab(call)}`, err),
  });

/** `mobileCode` → `mobile-code`: the log's call names are lower-case words (observability/log.ts). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The app's registration store, built on first use (its code loads with the registration
 * pages). issue 15.
 * @param root - the app's stores
 */
export function registrationStoreOf(root: RootStore): RegistrationStore {
  return root.journeyStore(createRegistrationStore);
}
