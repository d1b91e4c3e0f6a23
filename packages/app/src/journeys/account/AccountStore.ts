import { makeAutoObservable, runInAction } from 'mobx';
import {
  accountServerMessages,
  checkUkLandline,
  checkUkMobile,
  recoveryMessages,
  registrationServerMessages,
  serverMessages,
  type AccountDetails,
  type OtpMethod,
} from '@nhsl/contract';
import { account as text } from '@nhsl/content';
import { ApiError } from '../../api/ApiError.ts';
import { paths, withErrorCode } from '../../paths.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { Next } from '../../shell/next.ts';
import { normaliseCode, normaliseEmail } from '../../shell/formSchemas.ts';
import { logCallFailure } from '../../observability/log.ts';
import { persistFields, type KeyValueStorage } from '../../stores/persistence.ts';
import { PERSISTED_GROUPS } from '../../stores/journeySchema.ts';
import { accountApiOf, type AccountApi } from './AccountApi.ts';
import { accountPaths, confirmPasswordPath } from './paths.ts';
import type { PasskeyCeremonyResult } from '../../shell/passkeyCeremony.ts';

/** Where a passkey creation stands (the add-passkey and offer pages show each). */
export type PasskeyCreation = 'idle' | 'creating' | 'created' | 'cancelled' | 'notSupported' | 'failed' | 'exists';

/** The browser's passkey creation: registration options in, the attestation out (rejects with the browser's error). */
export type RegistrationPrompt = (optionsJSON: Record<string, unknown>) => Promise<unknown>;

/** The real prompt: @simplewebauthn/browser's startRegistration, loaded when first needed. */
const browserRegistration: RegistrationPrompt = async (optionsJSON) =>
  (await import('@simplewebauthn/browser')).startRegistration({
    optionsJSON: optionsJSON as unknown as Parameters<
      typeof import('@simplewebauthn/browser').startRegistration
    >[0]['optionsJSON'],
  });

/** What the account store needs. */
export interface AccountDeps {
  /** The back end's account calls ({@link accountApiOf}). */
  api: AccountApi;
  /**
   * The browser's passkey creation (default @simplewebauthn/browser). `'page'` on the app's server
   * (issue 44): the creation's options are answered as a `ceremony` {@link Next} for page script,
   * and its result comes back to {@link AccountStore.finishPasskeyCreation}.
   */
  createPasskey?: RegistrationPrompt | 'page';
  /** Whether this device can make a passkey (default: PublicKeyCredential's platform check). */
  canCreatePasskey?: () => Promise<boolean>;
  /** Told of every failed call, once, with the step and the error (never a value typed). */
  reportFailure?: (step: string, err: ApiError) => void;
  /**
   * Where the `account` group ({@link ACCOUNT_PERSISTED_FIELDS}) is kept between requests: the
   * server's sealed journey state (its personal details' part), so that the next request shows the
   * change's banner and its code page; in the browser, the groups each answer's page data brings
   * (issue 44). None: kept in memory only (unit tests).
   */
  storage?: KeyValueStorage;
  /** Registers the store's clear with the reset action (a journey's end, spec 000 §3). */
  onReset?: (clear: () => void) => void;
  /** Told when the back end answers the details: the session's sign-in is finished (the header's account link). */
  onSignedIn?: () => void;
}

/**
 * The `account` group: the success message still to show and the change waiting for its code
 * (the new address, or the number masked). Never a password or a code. Declared in
 * stores/journeySchema.ts (issue 55 item 6).
 */
export const ACCOUNT_PERSISTED_FIELDS = PERSISTED_GROUPS.account.fields;

/**
 * An account page's own data (its route's `serverData`), beside the persisted groups every answer
 * carries (issue 44): the details the back end answered for this request, which the sealed state
 * never keeps, and on the account home the success banner it shows once ({@link AccountStore.showPage}).
 */
export type AccountPageData = Pick<AccountStore, 'details' | 'loadFailed' | 'banner'>;

const to = (path: string): Next => ({ kind: 'navigate', to: path });
const formError = (field: string, code: string): Next => ({ kind: 'formError', field, code });

/**
 * What a browser's refusal of a passkey creation means: this device holds one already
 * (`exists`), else the user cancelled (`cancelled`).
 * @param name - @simplewebauthn's code, else the DOMException's name
 */
function creationRefused(name: string | undefined): PasskeyCreation {
  return name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError' ? 'exists' : 'cancelled';
}

/** Whether the device can make a passkey: a user-verifying platform authenticator is available. */
async function platformAuthenticator(): Promise<boolean> {
  const pkc = (
    globalThis as { PublicKeyCredential?: { isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean> } }
  ).PublicKeyCredential;
  try {
    return (await pkc?.isUserVerifyingPlatformAuthenticatorAvailable?.()) === true;
  } catch {
    return false;
  }
}

/**
 * "Your NHS login" (issue 27): the signed-in user's details and every change to them. Each
 * submit is one action returning a {@link Next}. Keeps the details as the back end answered them
 * (numbers masked), the success message the account home shows once, and the change waiting for
 * its code (the address, or the number masked); never a password or a code. Sensitive changes
 * the back end refuses for want of a recent proof (403) go to the password check with the page
 * to come back to; a change made meanwhile elsewhere (409) reloads the details and explains;
 * any other failure keeps the old value and shows the problem page with its reference. Every
 * failure goes through {@link AccountStore.failed}.
 */
export class AccountStore {
  /** The details, once loaded. */
  details: AccountDetails | undefined = undefined;
  /** Loading the details failed (the home page offers to try again). */
  loadFailed = false;
  /** A request is in flight (one per click). */
  busy = false;
  /** The success message for the account home's banner (shown once). */
  banner: string | undefined = undefined;
  /** The new address a code was emailed to. */
  pendingEmail = '';
  /** The new number a code was sent to: which kind, masked. */
  pendingNumber: { method: OtpMethod; masked: string } | undefined = undefined;
  /** A new code was sent (the code pages confirm it). */
  codeResent = false;
  /** The passkey creation's state. */
  passkey: PasskeyCreation = 'idle';

  constructor(private readonly deps: AccountDeps) {
    makeAutoObservable<AccountStore, 'deps'>(this, { deps: false });
    if (deps.storage) persistFields(deps.storage, 'account', this, ACCOUNT_PERSISTED_FIELDS, (v) => this.assign(v));
    deps.onReset?.(() =>
      this.assign({ banner: undefined, pendingEmail: '', pendingNumber: undefined, codeResent: false }),
    );
  }

  /** Restores or sets the persisted fields. */
  assign(values: Partial<Pick<AccountStore, (typeof ACCOUNT_PERSISTED_FIELDS)[number]>>): void {
    Object.assign(this, values);
  }

  /**
   * An account page's own data, on the server (its route's `serverData`).
   * @param home - the account home: the banner is handed over, and so cleared here (shown once);
   *   any other page leaves it for the home
   */
  pageData(home: boolean): AccountPageData {
    const { details, loadFailed, banner } = this;
    if (home) this.banner = undefined;
    return { details, loadFailed, banner: home ? banner : undefined };
  }

  /**
   * The browser's view of a page the app's server answered (issue 44: the server alone loads the
   * details and makes the changes): the details it answered with; the change waiting for its code
   * comes with the persisted groups. A success banner comes with the home's data; one the browser
   * set itself (a passkey added here) stays for the home to show.
   * @param data - the page's {@link AccountPageData} (through JSON: an absent field is an empty one)
   */
  showPage(data: Partial<AccountPageData>): void {
    this.details = data.details;
    this.loadFailed = data.loadFailed ?? false;
    if (data.banner) this.banner = data.banner;
  }

  /**
   * A change posted without script is made from the details its page showed: their version
   * (a stale one is refused with 409, as with script).
   * @param version - the form's `version`
   */
  fromVersion(version: number): void {
    if (this.details && Number.isInteger(version) && version > 0) this.details = { ...this.details, version };
  }

  /** The details' version (0 before they load). */
  private get version(): number {
    return this.details?.version ?? 0;
  }

  /**
   * Loads the details. Failures: 401 → session-timeout; anything else sets loadFailed.
   * @returns where to go instead, or undefined
   */
  async load(): Promise<Next | undefined> {
    try {
      const details = await this.deps.api.accountDetails();
      runInAction(() => {
        this.details = details;
        this.loadFailed = false;
      });
      this.deps.onSignedIn?.();
      return undefined;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
      this.deps.reportFailure?.('account:details', err);
      if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
      runInAction(() => (this.loadFailed = true));
      return undefined;
    }
  }

  /** Forgets the success message (the home page has shown it). */
  clearBanner(): void {
    this.banner = undefined;
  }

  /** Runs a call with the busy flag; a failure goes through {@link AccountStore.failed}. */
  private async run(step: string, returnTo: string, call: () => Promise<Next>): Promise<Next> {
    if (this.busy) return formError('', 'BUSY');
    this.busy = true;
    try {
      return await call();
    } catch (e) {
      return this.failed(step, e, returnTo);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** A change is done: reload the details and show the home with a success message. */
  private async done(message: string): Promise<Next> {
    await this.load();
    runInAction(() => {
      this.banner = message;
      this.pendingEmail = '';
      this.pendingNumber = undefined;
      this.codeResent = false;
    });
    return to(accountPaths.home);
  }

  /**
   * account/confirm-password: checks the password (the recent proof) and goes back to the page
   * that asked. A wrong password is a form error on `password`.
   * @param password - as typed
   * @param returnTo - a safe account path (safeReturnPath)
   */
  reauthenticate(password: string, returnTo: string): Promise<Next> {
    return this.run('account:reauthenticate', returnTo, async () => {
      await this.deps.api.reauthenticate(password);
      runInAction(() => {
        if (this.details) this.details = { ...this.details, recent_proof: true };
      });
      return to(returnTo);
    });
  }

  /**
   * account/change-password: the current password and the new one (registration's rules; the
   * back end refuses common ones).
   */
  changePassword(current: string, next: string): Promise<Next> {
    return this.run('account:change-password', accountPaths.changePassword, async () => {
      await this.deps.api.changePassword(current, next, this.version);
      return this.done(text.success.password);
    });
  }

  /** account/change-email: emails a code to the new address and opens check-email. */
  changeEmail(raw: string): Promise<Next> {
    const email = normaliseEmail(raw);
    if (this.details && email === this.details.email) return Promise.resolve(formError('email', 'EMAIL_SAME'));
    return this.run('account:change-email', accountPaths.changeEmail, async () => {
      await this.deps.api.changeEmail(email, this.version);
      runInAction(() => {
        this.pendingEmail = email;
        this.codeResent = false;
      });
      return to(accountPaths.checkEmail);
    });
  }

  /** check-email's "Send a new code". */
  resendEmailCode(): Promise<Next> {
    return this.run('account:resend-email-code', accountPaths.checkEmail, async () => {
      await this.deps.api.resendEmailCode();
      runInAction(() => (this.codeResent = true));
      return to(accountPaths.checkEmail);
    });
  }

  /** check-email: the code confirms the new address. */
  verifyEmailCode(code: string): Promise<Next> {
    return this.run('account:verify-email-code', accountPaths.checkEmail, async () => {
      await this.deps.api.verifyEmailCode(normaliseCode(code));
      return this.done(text.success.email);
    });
  }

  /** change-mobile / change-landline: sends a code to the new number and opens the code page. */
  changeNumber(method: OtpMethod, raw: string): Promise<Next> {
    const checked = method === 'mobile' ? checkUkMobile(raw) : checkUkLandline(raw);
    if (!checked.ok) return Promise.resolve(formError(method, 'FORMAT'));
    const page = method === 'mobile' ? accountPaths.changeMobile : accountPaths.changeLandline;
    // The number's field is named after its kind (the shared phone rules' forms).
    return this.run(`account:change-${method}`, page, async () => {
      const res = await this.deps.api.changeNumber(method, checked.e164, this.version);
      runInAction(() => {
        this.pendingNumber = { method, masked: res.number };
        this.codeResent = false;
      });
      return to(accountPaths.checkNumberCode);
    }).then((next) => (next.kind === 'formError' && next.field === 'number' ? { ...next, field: method } : next));
  }

  /** The number code page's "Send a new code". */
  resendNumberCode(): Promise<Next> {
    return this.run('account:resend-number-code', accountPaths.checkNumberCode, async () => {
      await this.deps.api.resendNumberCode();
      runInAction(() => (this.codeResent = true));
      return to(accountPaths.checkNumberCode);
    });
  }

  /** The number code page: the code confirms the new number. */
  verifyNumberCode(code: string): Promise<Next> {
    const method = this.pendingNumber?.method ?? 'mobile';
    return this.run('account:verify-number-code', accountPaths.checkNumberCode, async () => {
      await this.deps.api.verifyNumberCode(normaliseCode(code));
      return this.done(method === 'mobile' ? text.success.mobile : text.success.landline);
    });
  }

  /** remove-landline's confirmation. */
  removeLandline(): Promise<Next> {
    return this.run('account:remove-landline', accountPaths.removeLandline, async () => {
      await this.deps.api.removeLandline(this.version);
      return this.done(text.success.landlineRemoved);
    });
  }

  /** remove-passkey's confirmation. */
  removePasskey(id: string): Promise<Next> {
    return this.run(
      'account:remove-passkey',
      `${accountPaths.removePasskey}?id=${encodeURIComponent(id)}`,
      async () => {
        await this.deps.api.removePasskey(id, this.version);
        return this.done(text.success.passkeyRemoved);
      },
    );
  }

  /** stop-sharing's confirmation. */
  stopSharing(clientId: string, serviceName: string): Promise<Next> {
    return this.run('account:stop-sharing', accountPaths.home, async () => {
      await this.deps.api.stopSharing(clientId);
      return this.done(text.success.stoppedSharing(serviceName));
    });
  }

  /** Whether this device can make a passkey (the offer is made only then; the add page says so otherwise). */
  async checkPasskeySupport(): Promise<boolean> {
    const ok = await (this.deps.canCreatePasskey ?? platformAuthenticator)();
    if (!ok) runInAction(() => (this.passkey = 'notSupported'));
    return ok;
  }

  /**
   * add-passkey and the passkey offer: registration options, the browser's creation
   * (startRegistration), then the back end's verification. The user cancelling is `cancelled`;
   * a passkey this device already holds is `exists`; a back-end failure is `failed`; a missing
   * recent proof goes to the password check.
   * @param returnTo - the page to come back to after a password check
   * @returns where to go (the account home with a banner from add-passkey), or undefined to stay
   */
  async createPasskey(returnTo: string): Promise<Next | undefined> {
    if (this.passkey === 'creating') return undefined;
    this.passkey = 'creating';
    let options: Record<string, unknown>;
    try {
      options = await this.deps.api.passkeyRegistrationOptions();
    } catch (e) {
      runInAction(() => (this.passkey = 'failed'));
      const next = this.failed('account:passkey-options', e, returnTo);
      if (next.kind === 'navigate' && next.to.startsWith(accountPaths.confirmPassword)) return next;
      return this.deps.createPasskey === 'page' ? { kind: 'status', status: 'failed' } : undefined;
    }
    const prompt = this.deps.createPasskey ?? browserRegistration;
    if (prompt === 'page') {
      runInAction(() => (this.passkey = 'idle'));
      return { kind: 'ceremony', ceremony: { kind: 'create', options } };
    }
    let attestation: unknown;
    try {
      attestation = await prompt(options);
    } catch (e) {
      const name = (e as { name?: string; code?: string }).code ?? (e as { name?: string }).name;
      runInAction(() => (this.passkey = creationRefused(name)));
      return undefined;
    }
    try {
      await this.deps.api.registerPasskey(attestation);
      runInAction(() => (this.passkey = 'created'));
      await this.load();
      return undefined;
    } catch (e) {
      runInAction(() => (this.passkey = 'failed'));
      this.failed('account:register-passkey', e, returnTo);
      return undefined;
    }
  }

  /**
   * The result of a creation page script ran (issue 44; the app's server): the browser's error is
   * `exists` (this device holds one already) or `cancelled`; a post that cannot be read is
   * `failed`, logged as `account:passkey-unreadable` (issue 54); a new passkey is registered with the
   * back end. add-passkey then goes to the account home with its banner; the offer shows that it
   * is set up (`created`). A back-end failure is `failed`, or the password check when the back end
   * asks for a recent proof. Each outcome but the home's is a `status` {@link Next}.
   * @param result - what the page posted (see `readCeremonyResult`)
   * @param returnTo - the page to come back to after a password check
   * @param home - add-passkey: a success goes to the account home with the banner
   */
  async finishPasskeyCreation(result: PasskeyCeremonyResult, returnTo: string, home: boolean): Promise<Next> {
    if (result.kind === 'unreadable') {
      // Not the user's cancelling (issue 54): the post could not be read, so the creation failed.
      const err = new ApiError('network', 0, '', `The passkey's credential could not be read (${result.reason})`);
      this.deps.reportFailure?.('account:passkey-unreadable', err);
      return { kind: 'status', status: 'failed' };
    }
    if (result.kind === 'error') {
      const err = new ApiError('network', 0, '', 'The browser did not create the passkey');
      this.deps.reportFailure?.('account:passkey-prompt', err);
      return { kind: 'status', status: creationRefused(result.code ?? result.name) };
    }
    try {
      await this.deps.api.registerPasskey(result.credential);
    } catch (e) {
      const next = this.failed('account:register-passkey', e, returnTo);
      return next.kind === 'navigate' && next.to.startsWith(accountPaths.confirmPassword)
        ? next
        : { kind: 'status', status: 'failed' };
    }
    if (home) return this.done(text.success.passkeyAdded);
    await this.load();
    // The offer shows that it is set up: its banner holds the offer page there (no offer is left
    // to make, which would otherwise send the sign-in straight on; accountArrival).
    runInAction(() => (this.banner = text.success.passkeyAdded));
    return { kind: 'status', status: 'created' };
  }

  /** The offer's "Not now": remembered for the account (30 days). A failure is only logged. */
  async declinePasskeyOffer(): Promise<void> {
    try {
      await this.deps.api.declinePasskeyOffer();
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
      this.deps.reportFailure?.('account:decline-passkey-offer', err);
    }
  }

  /** Starts a passkey creation afresh (leaving the add page). */
  resetPasskey(): void {
    this.passkey = 'idle';
  }

  /**
   * The one place every failure goes through: reports it (step and error, nothing personal) and
   * says where it leads. 401 → session-timeout; 403 'Recent sign-in required' → the password
   * check, returning to `returnTo`; 409 → the details reloaded and changed-elsewhere; the form
   * errors of the back end's 400 texts on their field; lockouts → their pages; anything else →
   * the problem page with the reference code (the old value is kept).
   * @param step - which call
   * @param e - what it threw
   * @param returnTo - the page that made the call
   */
  failed(step: string, e: unknown, returnTo: string): Next {
    const err = e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
    this.deps.reportFailure?.(step, err);
    if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
    if (err.status === 403 && err.message === accountServerMessages.recentProofRequired) {
      runInAction(() => {
        if (this.details) this.details = { ...this.details, recent_proof: false };
      });
      return to(confirmPasswordPath(returnTo));
    }
    if (err.status === 409) {
      void this.load();
      return to(accountPaths.changedElsewhere);
    }
    if (err.status === 400) {
      switch (err.message) {
        case serverMessages.incorrectCredentials:
          return formError('password', 'PASSWORD_WRONG');
        case accountServerMessages.incorrectPassword:
          return formError('current', 'CURRENT_WRONG');
        case registrationServerMessages.passwordTooCommon:
          return formError('password', 'PASSWORD_COMMON');
        case registrationServerMessages.accountExists:
          return formError('email', 'EMAIL_TAKEN');
        case serverMessages.invalidEmail:
          return formError('email', 'EMAIL_FORMAT');
        case accountServerMessages.sameValue:
          return formError('email', 'EMAIL_SAME');
        case recoveryMessages.invalidPhoneNumber:
          return formError('number', 'FORMAT');
        case recoveryMessages.sameNumber:
          return formError('number', 'SAME_NUMBER');
        case serverMessages.invalidOtp:
          return formError('code', 'CODE_WRONG');
        case serverMessages.otpExpired:
          return formError('code', 'CODE_EXPIRED');
        case serverMessages.otpAttemptsExceeded:
          return to(paths.otpAttemptsExceeded);
        case serverMessages.otpRequestsExceeded:
          return to(paths.otpRequestsExceeded);
        case serverMessages.passwordAttemptsExceeded:
          return to(paths.passwordAttemptsExceeded);
      }
    }
    return to(withErrorCode(accountPaths.problem, err.errorCode));
  }
}

/** Builds the app's account store. A stub back end (stories, tests) may carry the passkey creation's stubs too. */
const createAccountStore = (root: RootStore) => {
  // Only a stub's own members: the browser's back end (`noBackEnd`) answers every name with a refusal.
  const own = <K extends 'createPasskey' | 'canCreatePasskey'>(key: K) =>
    Object.hasOwn(root.api, key) ? (root.api as unknown as Pick<AccountDeps, K>)[key] : undefined;
  const stubs = { createPasskey: own('createPasskey'), canCreatePasskey: own('canCreatePasskey') };
  return new AccountStore({
    api: accountApiOf(root.api),
    // On the app's server the creation's prompt is page script's (issue 44).
    createPasskey: root.passkey.ceremonyInPage ? 'page' : stubs.createPasskey,
    canCreatePasskey: stubs.canCreatePasskey,
    reportFailure: (step, err) => void logCallFailure(step, err),
    // The `account` group, kept with the journey's personal details (see AccountDeps.storage): on
    // the server in the sealed state, in the browser as each answer's page data brings it.
    storage: root.detailsStorage,
    onReset: (clear) => root.onReset(clear),
    onSignedIn: () => root.session.assign({ signedIn: true }),
  });
};

/**
 * The app's account store, built on first use (its code loads with the account pages). Issue 27.
 * @param root - the app's stores
 */
export function accountStoreOf(root: RootStore): AccountStore {
  return root.journeyStore(createAccountStore);
}
