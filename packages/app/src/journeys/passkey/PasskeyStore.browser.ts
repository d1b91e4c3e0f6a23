import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { logCallFailure } from '../../observability/log.ts';
import { paths } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';
import { browserPasskeyEnvironment, isPasskeySupported } from '../../shell/passkeyAvailability.ts';
import type { PasskeyDeps, PasskeyStore as ServerPasskeyStore } from './PasskeyStore.ts';

/**
 * A step page script must never run: the app's server runs every passkey step and page script
 * only the browser's prompt (issue 44; `shell/usePasskeyCeremony.ts`). Reaching one is logged and
 * the user sees the error page.
 * @param step - the step's name, for the log
 */
function serverStep(step: string): Promise<Next> {
  void logCallFailure(`passkey:${step}`, new ApiError('network', 0, '', 'A server step was called in the browser'));
  return Promise.resolve({ kind: 'navigate', to: paths.error });
}

/**
 * Page script's passkey store (issue 44): whether this browser supports passkeys (only the browser
 * can tell; spec 000 §4 availability rules), and what the pages show from it and from the page
 * data (the journey's passkey flag), with none of the steps. The app's browser build takes this
 * module in place of `PasskeyStore.ts` (`serverStepsLeftOut`, packages/app/vite.config.ts); the
 * server, Storybook and the unit tests build the whole store. Same public members, same types.
 * spec 000 §4 "Passkey login", §6.
 */
export class PasskeyStore implements Pick<ServerPasskeyStore, keyof ServerPasskeyStore> {
  /** Whether this browser supports passkeys; undefined until checked. */
  supported: boolean | undefined = undefined;
  /** Always false here: a step sent by script shows busy from the router (`useServerSubmit`). */
  busy = false;
  private supportCheck: Promise<boolean> | undefined = undefined;

  /** @param deps - the journey's passkey flag, the build's, and the support check (default the browser's) */
  constructor(private readonly deps: PasskeyDeps) {
    makeAutoObservable<PasskeyStore, 'deps' | 'supportCheck'>(this, { deps: false, supportCheck: false });
  }

  /** Page script runs the prompt of the ceremony the server started: not this store's. */
  get ceremonyInPage(): boolean {
    return false;
  }

  /** Passkeys are offered: the flag is on for this journey and the browser supports them. spec 000 §6. */
  get available(): boolean {
    return this.deps.journey.fido2Enabled && this.supported === true;
  }

  /** Passkey login may be offered before any email is known: the build's flag is on and the browser supports passkeys. */
  get offeredBeforeEmail(): boolean {
    return this.deps.enabled && this.supported === true;
  }

  /** Passkeys are on for this journey but this browser cannot use them. */
  get unsupported(): boolean {
    return this.deps.journey.fido2Enabled && this.supported === false;
  }

  /** The autofill's options are the server's to make (`passkeyAutofillOptions`): the flag only here. */
  get autofillSettings(): { enabled: boolean; hostname: string } {
    return { enabled: this.deps.enabled, hostname: this.deps.hostname ?? '' };
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

  /** The server's (its account-status step): says only whether this browser could use a passkey. */
  noteAccountStatus(): Promise<boolean> {
    return this.checkSupport();
  }

  /** The server's step (see {@link serverStep}). */
  login(): Promise<Next> {
    return serverStep('login');
  }
  /** The server's step (see {@link serverStep}). */
  finishCeremony(): Promise<Next> {
    return serverStep('finish-ceremony');
  }
  /** The server's step (see {@link serverStep}). */
  submitEmail(): Promise<Next> {
    return serverStep('enter-email');
  }
  /** The server's step (see {@link serverStep}). */
  chooseAfterLoginFailed(): Promise<Next> {
    return serverStep('login-failed');
  }
  /** The server's step: its page's form goes to the route's action; here, the error page. */
  chooseAfterEnterEmailFailed(): Next {
    void serverStep('enter-email-failed');
    return { kind: 'navigate', to: paths.error };
  }
}
