import { makeAutoObservable } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { logCallFailure } from '../../observability/log.ts';
import { paths } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';
import type { SignInDeps, SignInStore as ServerSignInStore } from './SignInStore.ts';

/**
 * A step page script must never run: the app's server runs every sign-in step (issue 44, "one
 * journey, held by the server"). Reaching one means a page sent a step to its store instead of to
 * its route's action; it is logged and the user sees the error page, never a page that hangs.
 * @param step - the step's name, for the log
 */
function serverStep(step: string): Promise<Next> {
  void logCallFailure(`sign-in:${step}`, new ApiError('network', 0, '', 'A server step was called in the browser'));
  return Promise.resolve({ kind: 'navigate', to: paths.error });
}

/**
 * Page script's sign-in store (issue 44): the view state the sign-in pages show, made from each
 * answer's page data, with none of the steps. The app's browser build takes this module in place
 * of `SignInStore.ts` (`serverStepsLeftOut`, packages/app/vite.config.ts), so the first page's
 * script carries neither the steps nor their transitions; the server, Storybook and the unit tests
 * build the whole store. It has every public member of that store, with the same types, so any
 * page compiles against either. spec 000 §4.
 */
export class SignInStore implements Pick<ServerSignInStore, keyof ServerSignInStore> {
  /** Always false here: a step sent by script shows busy from the router (`useServerSubmit`). */
  busy = false;
  /** A new code was sent: enter-mobile-code shows "You have been sent a new security code." */
  codeResent = false;
  /** The landline was called again: enter-landline-code shows its confirmation. */
  callRepeated = false;

  /** @param deps - the stores it clears on {@link retryAccount}; the back end is never called */
  constructor(private readonly deps: SignInDeps) {
    makeAutoObservable<SignInStore, 'deps'>(this, { deps: false });
  }

  /** The server's to decide (its step at authcode): false here. */
  get proofingFollows(): boolean {
    return false;
  }

  /**
   * Sets the sign-in alerts from the page data (the persisted group alertsAppBannerState).
   * @param values - codeResent, callRepeated
   */
  assignAlerts(values: Partial<Pick<SignInStore, 'codeResent' | 'callRepeated'>>): void {
    Object.assign(this, values);
  }

  /** Forgets the account's view state; the server deletes the id_token itself. */
  retryAccount(): void {
    this.deps.session.assign({ accountId: undefined });
    this.deps.profile.clear();
    this.deps.journey.clear();
    this.codeResent = false;
    this.callRepeated = false;
  }

  /** The server's step (see {@link serverStep}). */
  submitEmail(): Promise<Next> {
    return serverStep('enter-email');
  }
  /** The server's step (see {@link serverStep}). */
  submitPassword(): Promise<Next> {
    return serverStep('log-in-password');
  }
  /** The server's step (see {@link serverStep}). */
  submitEmailAndPassword(): Promise<Next> {
    return serverStep('login');
  }
  /** The server's step (see {@link serverStep}). */
  submitCode(): Promise<Next> {
    return serverStep('enter-mobile-code');
  }
  /** The server's step (see {@link serverStep}). */
  resendCode(): Promise<Next> {
    return serverStep('resend-code');
  }
  /** The server's step (see {@link serverStep}). */
  sendText(): Promise<Next> {
    return serverStep('send-text');
  }
  /** The server's step (see {@link serverStep}). */
  chooseMethod(): Promise<Next> {
    return serverStep('choose-method');
  }
  /** The server's step (see {@link serverStep}). */
  callLandline(): Promise<Next> {
    return serverStep('call-landline');
  }
  /** The server's step (see {@link serverStep}). */
  submitLandlineCode(): Promise<Next> {
    return serverStep('enter-landline-code');
  }
  /** The server's step (see {@link serverStep}). */
  chooseAfterCodeProblem(): Promise<Next> {
    return serverStep('code-problem');
  }
  /** The server's step (see {@link serverStep}). */
  checkAccountStatus(): Promise<Next> {
    return serverStep('check-account-status');
  }
  /** The server's step (see {@link serverStep}). */
  checkLogin(): Promise<Next> {
    return serverStep('check-login');
  }
  /** The server's step (see {@link serverStep}). */
  runAuthcode(): Promise<Next> {
    return serverStep('authcode');
  }
}
