import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AccountStatusResponse, AuthenticationCredential, PasskeyOptionsResponse } from '@nhsl/contract';
import { logCallFailure } from '../../observability/log.ts';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { MINIMUM_DELAY_MS, withMinimumDelay } from '../../lib/delay.ts';
import type { JourneyStore, ProfileStore, SessionStore } from '../../stores/stores.ts';
import { normaliseEmail } from '../../shell/formSchemas.ts';
import { afterAccountStatusError, to } from '../../shell/next.ts';
import type { PasskeyCeremonyResult } from '../../shell/passkeyCeremony.ts';
import { browserPasskeyEnvironment, isPasskeySupported, relyingPartyId } from '../../shell/passkeyAvailability.ts';
import {
  afterBrowserError,
  afterEnterEmailFailedChoice,
  afterPasskeyServiceError,
  afterVerify,
  isWafChallenge,
  passkeyPaths,
  passwordRoute,
  type EnterEmailFailedChoice,
  type LoginFailedChoice,
  type Next,
} from './transitions.ts';

/** The browser's passkey prompt: options in, the signed assertion out (rejects with the browser's error). */
export type PasskeyCeremony = (options: PublicKeyCredentialRequestOptionsJSON) => Promise<AuthenticationResponseJSON>;

/** The real prompt: @simplewebauthn/browser's startAuthentication, loaded when first needed. */
const browserCeremony: PasskeyCeremony = async (optionsJSON) =>
  (await import('@simplewebauthn/browser')).startAuthentication({ optionsJSON });

/** What the passkey store needs from the rest of the app. */
export interface PasskeyDeps {
  api: IdentityApi;
  session: SessionStore;
  profile: ProfileStore;
  journey: JourneyStore;
  /** The passkey feature flag of this build (docs/decisions/0028-passkey-feature-flag.md). */
  enabled: boolean;
  /**
   * The browser prompt (default @simplewebauthn/browser); stories and tests pass a stub. `'page'`
   * on the app's server (issue 44): a ceremony is then answered as a {@link Next} of kind
   * `ceremony` for page script to run, and its result comes back to {@link PasskeyStore.finishCeremony}.
   */
  ceremony?: PasskeyCeremony | 'page';
  /** Whether this browser supports passkeys (default the spec 000 §4 availability rules). */
  checkSupport?: () => Promise<boolean>;
  /** location.hostname (default the browser's), for the localhost relying-party rule. */
  hostname?: string;
  /**
   * Minimum time in ms from the passkey-enter-email press to the page that follows the status
   * check (spec 000 §9; default 1000). Not applied before the passkey prompt
   * (docs/decisions/0013-minimum-delay-of-one-second.md); tests pass 0.
   */
  minimumDelayMs?: number;
}

function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
}

/**
 * The exact verify payload credential of spec 000 §3: id, rawId, response (authenticatorData,
 * clientDataJSON, signature, optional userHandle), type, client extension results and
 * authenticator attachment — nothing else of what the browser returned.
 * @param c - the browser's assertion
 */
export function toAuthenticationCredential(c: AuthenticationResponseJSON): AuthenticationCredential {
  return {
    id: c.id,
    rawId: c.rawId,
    response: {
      authenticatorData: c.response.authenticatorData,
      clientDataJSON: c.response.clientDataJSON,
      signature: c.response.signature,
      ...(c.response.userHandle ? { userHandle: c.response.userHandle } : {}),
    },
    type: 'public-key',
    clientExtensionResults: { ...(c.clientExtensionResults as Record<string, unknown>) },
    ...(c.authenticatorAttachment ? { authenticatorAttachment: c.authenticatorAttachment } : {}),
  };
}

/**
 * Passkey sign-in: availability (feature flag and browser support), the email step, one real
 * WebAuthn ceremony per user action (options → browser prompt → verify) and the choices of the
 * failure pages. Each action returns where to go next ({@link Next}); the decisions are the pure
 * functions of `transitions.ts`. Keeps no passkey material: options, challenge and assertion
 * live only for the ceremony. spec 000 §2, §4 "Passkey login", §6, §7, §8 "Passkey service HTTP
 * handling".
 */
export class PasskeyStore {
  /** Whether this browser supports passkeys; undefined until checked. */
  supported: boolean | undefined = undefined;
  /** A ceremony or request is in flight (the button is busy; a second press starts nothing). */
  busy = false;
  private supportCheck: Promise<boolean> | undefined = undefined;

  constructor(private readonly deps: PasskeyDeps) {
    makeAutoObservable<PasskeyStore, 'deps' | 'supportCheck'>(this, { deps: false, supportCheck: false });
  }

  /** The browser's prompt is page script's, not this store's: the app's server's store (issue 44). */
  get ceremonyInPage(): boolean {
    return this.deps.ceremony === 'page';
  }

  /** Passkeys are offered: the flag is on for this journey and the browser supports them. spec 000 §6. */
  get available(): boolean {
    return this.deps.journey.fido2Enabled && this.supported === true;
  }

  /**
   * Passkey login may be offered before any email is known (the passkey link on /login): the
   * build's passkey feature flag is on and this browser supports passkeys ({@link checkSupport}
   * must have answered). spec 000 §6; docs/decisions/0028-passkey-feature-flag.md.
   */
  get offeredBeforeEmail(): boolean {
    return this.deps.enabled && this.supported === true;
  }

  /** Passkeys are on for this journey but this browser cannot use them ("device does not support passkeys"). */
  get unsupported(): boolean {
    return this.deps.journey.fido2Enabled && this.supported === false;
  }

  /** Checks browser support once (spec 000 §4 availability rules); later calls share the answer. */
  checkSupport(): Promise<boolean> {
    if (!this.supportCheck) {
      const check = this.deps.checkSupport ?? (() => isPasskeySupported(browserPasskeyEnvironment()));
      this.supportCheck = check()
        .catch(() => false)
        .then((ok) => {
          runInAction(() => (this.supported = ok));
          return ok;
        });
    }
    return this.supportCheck;
  }

  /**
   * After an account-status answer: records the passkey flag (the build flag, and the account
   * holds a passkey: the answer carries auth_options) in fido2Enabled and the account's passkeys
   * (auth_options' allowCredentials) in the profile (issue 28 item 6), and says whether passkey
   * login is available on this browser. spec 000 §3, §4 "Account status after email entry".
   * @param res - the account-status answer
   */
  async noteAccountStatus(res: AccountStatusResponse): Promise<boolean> {
    const enabled = this.deps.enabled && res.status === 'CONFIRMED' && !!res.auth_options;
    const allowCredentials = res.auth_options?.authentication_options.allowCredentials ?? [];
    runInAction(() => {
      this.deps.journey.assign({ fido2Enabled: enabled });
      this.deps.profile.assign({ allowCredentials });
    });
    return enabled && (await this.checkSupport());
  }

  private async guarded(work: () => Promise<Next>): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    this.busy = true;
    try {
      return await work();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** A passkey service call, answering a 405 web-firewall challenge once (waf token, then retry). spec 000 §8. */
  private async withWaf<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      if (!(e instanceof ApiError) || !isWafChallenge(e)) throw e;
      await this.deps.api.wafToken();
      return call();
    }
  }

  /**
   * Options → the browser prompt → verify. The caller holds `busy`. On the app's server the prompt
   * is page script's: the options are answered as a `ceremony` Next (issue 44).
   */
  private async ceremony(): Promise<Next> {
    let options: PasskeyOptionsResponse;
    try {
      options = await this.withWaf(() => this.deps.api.passkeyAuthenticationOptions());
    } catch (e) {
      void logCallFailure('passkey:authentication-options', e);
      return afterPasskeyServiceError(asApiError(e));
    }
    const requested = options.authentication_options as unknown as PublicKeyCredentialRequestOptionsJSON;
    // The account's passkeys from the status check, when the options call names none (spec 000 §3; issue 28 item 6).
    const known = this.deps.profile.allowCredentials;
    const allowCredentials =
      requested.allowCredentials?.length || known.length === 0
        ? requested.allowCredentials
        : (known as PublicKeyCredentialRequestOptionsJSON['allowCredentials']);
    const rpId = relyingPartyId(this.deps.hostname ?? globalThis.location?.hostname ?? '', requested.rpId);
    const optionsJSON: PublicKeyCredentialRequestOptionsJSON = {
      ...requested,
      ...(allowCredentials ? { allowCredentials } : {}),
      ...(rpId ? { rpId } : {}),
    };
    const prompt = this.deps.ceremony ?? browserCeremony;
    if (prompt === 'page') {
      return {
        kind: 'ceremony',
        ceremony: {
          kind: 'get',
          options: optionsJSON as unknown as Record<string, unknown>,
          transactionId: options.transaction_id,
        },
      };
    }
    let assertion: AuthenticationResponseJSON;
    try {
      assertion = await prompt(optionsJSON);
    } catch (e) {
      void logCallFailure('passkey:browser-prompt', e);
      return afterBrowserError(e);
    }
    return this.verify(options.transaction_id, assertion);
  }

  /** Has the passkey service verify the browser's assertion; the caller holds `busy`. */
  private async verify(transactionId: string, assertion: AuthenticationResponseJSON): Promise<Next> {
    let credential: AuthenticationCredential;
    try {
      credential = toAuthenticationCredential(assertion);
    } catch (e) {
      // Not a browser's assertion (a page posted something else): as a browser's unknown error.
      void logCallFailure('passkey:browser-prompt', e);
      return afterBrowserError({ name: 'UnknownError' });
    }
    try {
      const res = await this.withWaf(() =>
        this.deps.api.passkeyAuthenticationVerify({
          transaction_id: transactionId,
          authentication_credential: credential,
        }),
      );
      if (res.verified && res.account_id) {
        const accountId = res.account_id;
        runInAction(() => this.deps.session.assign({ accountId }));
      }
      return afterVerify(res);
    } catch (e) {
      void logCallFailure('passkey:authentication-verify', e);
      return afterPasskeyServiceError(asApiError(e));
    }
  }

  /**
   * "Log in with my passkey" (and "Try my passkey again"): exactly one ceremony for this press;
   * a press while one is in flight starts nothing. A browser that cannot use passkeys (on the
   * server: a post without page script) goes to the password. spec 000 §4 "Passkey login", §7.
   */
  login(): Promise<Next> {
    return this.guarded(async () => {
      if (!(await this.checkSupport())) return to(passwordRoute(!!this.deps.profile.email));
      return this.ceremony();
    });
  }

  /**
   * The result of a ceremony page script ran (issue 44; the app's server): the browser's error
   * leads where the prompt's error leads (logged); a post that cannot be read is logged as
   * `passkey:credential-unreadable` and leads to the error page (issue 54); an assertion is verified by the passkey service
   * and its answer followed. spec 000 §4 "Passkey login", §8.
   * @param result - what the page posted (see `readCeremonyResult`)
   */
  finishCeremony(result: PasskeyCeremonyResult): Promise<Next> {
    return this.guarded(async () => {
      if (result.kind === 'unreadable') {
        // A post the server cannot read is a failure of ours or the browser's (issue 54): its own
        // event, then the error page as a browser's unknown error.
        void logCallFailure('passkey:credential-unreadable', {
          name: 'UnreadableCredential',
          message: `The passkey's credential could not be read (${result.reason})`,
        });
        return afterBrowserError({ name: 'UnknownError' });
      }
      if (result.kind === 'error') {
        const { name, code } = result;
        void logCallFailure('passkey:browser-prompt', { name, code, message: 'The browser ended the passkey prompt' });
        return afterBrowserError({ name: name || undefined, code });
      }
      return this.verify(result.transactionId, result.credential as unknown as AuthenticationResponseJSON);
    });
  }

  /** The build's passkey flag and the page's hostname, for the autofill's options (`passkeyAutofillOptions`). */
  get autofillSettings(): { enabled: boolean; hostname: string } {
    return { enabled: this.deps.enabled, hostname: this.deps.hostname ?? '' };
  }

  /**
   * passkey-enter-email: checks the account for the email typed (normalised as spec 000 §5), then
   * runs the ceremony at once. A page that follows the check instead shows no sooner than 1 second
   * after the press (spec 000 §9). An account without a passkey (or not found) → passkey-enter-email-login-failed;
   * a browser without passkey support → the password way. spec 000 §2, §4.
   * @param rawEmail - what the user typed
   */
  submitEmail(rawEmail: string): Promise<Next> {
    const email = normaliseEmail(rawEmail);
    return this.guarded(async () => {
      // Started with the press: a page that follows the status check shows no sooner than 1 second after it.
      const minimum = withMinimumDelay(Promise.resolve(), this.deps.minimumDelayMs ?? MINIMUM_DELAY_MS);
      const page = async (next: Next): Promise<Next> => {
        await minimum;
        return next;
      };
      let hasPasskey: boolean;
      try {
        const res = await this.deps.api.checkAccountStatus(email);
        runInAction(() => this.deps.profile.assign({ email, status: res.status, upliftRequired: res.uplift_required }));
        hasPasskey = await this.noteAccountStatus(res);
        if (!hasPasskey && this.deps.journey.fido2Enabled) return page({ kind: 'navigate', to: passwordRoute(true) });
      } catch (e) {
        void logCallFailure('passkey:account-status', e);
        return page(afterAccountStatusError(asApiError(e)));
      }
      if (!hasPasskey) return page({ kind: 'navigate', to: passkeyPaths.enterEmailLoginFailed });
      return this.ceremony();
    });
  }

  /**
   * passkey-login-failed: "Try my passkey again" runs one new ceremony; "Log in with my password"
   * goes to log-in-password. spec 000 §2.
   * @param choice - the radio chosen
   */
  chooseAfterLoginFailed(choice: LoginFailedChoice): Promise<Next> {
    if (choice === 'tryAgain') return this.login();
    return Promise.resolve({ kind: 'navigate', to: passwordRoute(!!this.deps.profile.email) });
  }

  /**
   * passkey-enter-email-login-failed: enter the email again, or log in with the password. spec 000 §2.
   * @param choice - the radio chosen
   */
  chooseAfterEnterEmailFailed(choice: EnterEmailFailedChoice): Next {
    return afterEnterEmailFailedChoice(choice, !!this.deps.profile.email);
  }
}
