import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { logCallFailure, logSuccess } from '../../observability/log.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { Next } from '../../shell/next.ts';
import { EMAIL_PATTERN, normaliseEmail } from '../../shell/formSchemas.ts';
import type { ResetLink } from './linkGuard.ts';
import {
  afterConfirmChangePassword,
  afterConfirmChangePasswordError,
  afterForgotPassword,
  afterForgotPasswordError,
} from './transitions.ts';

/** What the reset store needs. */
export interface ResetPasswordDeps {
  api: IdentityApi;
  /** The current time, epoch milliseconds (default `Date.now`; tests pass a fixed one). */
  now?: () => number;
}

function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
}

/**
 * The forgotten-password reset: the request for a reset link and confirm-change-password with
 * its error routing (the pure functions of `transitions.ts`). Keeps only the address a link was
 * requested for (to say where it went); never the code or a password. spec 000 §2
 * "forgotten-password", spec 001 §4 "Password reset", §7, §8.
 */
export class ResetPasswordStore {
  /** A request is in flight (the button shows busy; one request per click). */
  busy = false;
  /**
   * The address forgotten-password starts with: the one a link was last requested for, or the
   * email-like username of an expired link (spec 001 §4 "passing the username"). In memory only.
   */
  emailForNewLink = '';

  constructor(private readonly deps: ResetPasswordDeps) {
    makeAutoObservable<ResetPasswordStore, 'deps'>(this, { deps: false });
  }

  /** The current time, epoch milliseconds. */
  now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /**
   * Remembers the username of an expired link, when it is an email address, so that asking for a
   * new link starts with it. spec 001 §4 "Link guard" (link-expired is passed the username).
   * @param username - the link's username
   */
  rememberExpiredUsername(username: string): void {
    if (EMAIL_PATTERN.test(username)) this.emailForNewLink = username.toLowerCase();
  }

  /** One call per click; a failure is logged under `call` (issue 16), then routed by `onError`. */
  private async run(call: string, work: () => Promise<Next>, onError: (e: ApiError) => Next): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    this.busy = true;
    try {
      return await work();
    } catch (e) {
      const err = asApiError(e);
      void logCallFailure(call, err);
      return onError(err);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * forgotten-password: asks the back end to email a reset link (valid 1 hour) to the address
   * (trimmed, lower-cased, spaces removed), then goes to reset/check-email. The back end answers
   * the same whether or not an account exists. Errors: session-timeout, else /error.
   * spec 000 §2 "forgotten-password", §5.
   * @param rawEmail - what the user typed
   */
  requestResetLink(rawEmail: string): Promise<Next> {
    const email = normaliseEmail(rawEmail);
    return this.run(
      'reset:forgot-password',
      async () => {
        await this.deps.api.forgotPassword(email);
        runInAction(() => (this.emailForNewLink = email));
        return afterForgotPassword();
      },
      afterForgotPasswordError,
    );
  }

  /**
   * The reset page: confirm-change-password with the link's username and code and the new
   * password (sent once, never kept). Success → reset/success; failures follow spec 001 §4
   * "Password reset" (link-not-working, attempts-exceeded, link-expired or link-used by the
   * link's expiry against now, session-timeout, error).
   * @param link - the guarded link (username, code, expiry in epoch ms)
   * @param newPassword - the new password, already checked against the rules
   */
  confirmNewPassword(link: ResetLink, newPassword: string): Promise<Next> {
    return this.run(
      'reset:confirm-change-password',
      async () => {
        await this.deps.api.confirmChangePassword(link.username, link.code, newPassword);
        // spec 001 §4 "Success is logged as a successful change".
        void logSuccess('password-changed', 'reset:confirm-change-password');
        return afterConfirmChangePassword();
      },
      (e) => afterConfirmChangePasswordError(e, link.expiry, this.now()),
    );
  }
}

/** Builds the app's reset store. */
const createResetPasswordStore = (root: RootStore) => new ResetPasswordStore({ api: root.api });

/**
 * The app's forgotten-password reset store, built on first use (its code loads with the reset
 * pages). spec 001 §4 "Password reset".
 * @param root - the app's stores
 */
export function resetPasswordStoreOf(root: RootStore): ResetPasswordStore {
  return root.journeyStore(createResetPasswordStore);
}
