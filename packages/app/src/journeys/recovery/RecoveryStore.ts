import { makeAutoObservable, runInAction } from 'mobx';
import { checkUkLandline, checkUkMobile } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import { paths } from '../../paths.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { JourneyStore, ProfileStore } from '../../stores/stores.ts';
import { afterSessionTimeout, type Next } from '../../shell/next.ts';
import { afterNumberChange, afterNumberChangeError, type NumberKind } from './transitions.ts';
import { logCallFailure } from '../../observability/log.ts';
import { recoveryApiOf, type RecoveryApi } from './RecoveryApi.ts';

/** What the recovery store needs. */
export interface RecoveryDeps {
  /** The back end's recovery call ({@link recoveryApiOf}). */
  api: RecoveryApi;
  profile: ProfileStore;
  journey: JourneyStore;
  /** The sign-in store: its code pages take over once the new number is held. */
  signIn: { codeResent: boolean; callRepeated: boolean };
  /**
   * The session-timeout handler's restart (RootStore.adoptNewerSession): adopts a newer session
   * of this browser and says whether it did. Default: never.
   */
  restartSession?: () => boolean;
  /**
   * Told of every failed call, once, with the step and the error (never the number typed): the
   * place to wire a client log sink. Default: nothing.
   */
  reportFailure?: (step: string, err: ApiError) => void;
}

/**
 * Recovery after the password (issue 15 "Recovery"): a user who has lost or changed the phone
 * their codes go to gives a new mobile or landline number; the back end holds it for this session
 * (texting a code at once to a new mobile) and the sign-in's own code pages prove it — wrong or
 * expired codes, resend and lockouts as for sign-in. The account's number changes when that code
 * is verified, and the sign-in then carries on to authcode. Keeps only the masked new number
 * (profile) and which kind waits to be proved (journey.numberChange); never the number typed.
 * Every failure goes through {@link RecoveryStore.failed}.
 */
export class RecoveryStore {
  /** A request is in flight (the button shows busy; one request per click). */
  busy = false;

  constructor(private readonly deps: RecoveryDeps) {
    makeAutoObservable<RecoveryStore, 'deps'>(this, { deps: false });
  }

  /**
   * recovery/change-mobile/enter-mobile: sends the new mobile number (normalised to international
   * format), which the back end texts a code to, and goes to enter-mobile-code showing it masked.
   * Failures: {@link RecoveryStore.failed}.
   * @param raw - what the user typed (already passed the form's rule)
   */
  changeMobile(raw: string): Promise<Next> {
    return this.change('mobile', raw);
  }

  /**
   * recovery/change-landline/enter-landline: sends the new landline number (international
   * format) and goes to get-call-landline showing it masked. Failures: {@link RecoveryStore.failed}.
   * @param raw - what the user typed (already passed the form's rule)
   */
  changeLandline(raw: string): Promise<Next> {
    return this.change('landline', raw);
  }

  private async change(kind: NumberKind, raw: string): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    const checked = kind === 'mobile' ? checkUkMobile(raw) : checkUkLandline(raw);
    if (!checked.ok) return { kind: 'formError', field: kind, code: 'FORMAT' };
    this.busy = true;
    try {
      const res = await this.deps.api.changeNumber(kind, checked.e164);
      runInAction(() => {
        if (kind === 'mobile') {
          this.deps.profile.assign({
            phoneNumber: res.phone_number ?? '',
            authMethods: { ...this.deps.profile.authMethods, mobile: true },
          });
          this.deps.signIn.codeResent = false;
        } else {
          this.deps.profile.assign({
            landlineNumber: res.landline_number ?? '',
            authMethods: { ...this.deps.profile.authMethods, landline: true },
          });
          this.deps.signIn.callRepeated = false;
        }
        this.deps.journey.assign({ numberChange: kind });
      });
      return afterNumberChange(kind);
    } catch (e) {
      return this.failed(kind, e);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * The one place every failure of this store goes through: reports it (step and error, nothing
   * personal) and says where it leads — a newer session of this browser restarts at check-login,
   * else {@link afterNumberChangeError}.
   * @param kind - which number was being changed
   * @param e - what the call threw
   */
  failed(kind: NumberKind, e: unknown): Next {
    const err = e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
    this.deps.reportFailure?.(`recovery:change-${kind}`, err);
    const restarted = err.kind === 'unauthorized' && (this.deps.restartSession?.() ?? false);
    return afterSessionTimeout(err, restarted, paths.checkLogin) ?? afterNumberChangeError(err, kind);
  }
}

/** Builds the app's recovery store. */
const createRecoveryStore = (root: RootStore) =>
  new RecoveryStore({
    api: recoveryApiOf(root.api),
    profile: root.profile,
    journey: root.journey,
    signIn: root.signIn,
    restartSession: () => root.adoptNewerSession(),
    reportFailure: (step, err) => void logCallFailure(step, err),
  });

/**
 * The app's recovery store, built on first use (its code loads with the recovery pages).
 * Issue 15 "Recovery".
 * @param root - the app's stores
 */
export function recoveryStoreOf(root: RootStore): RecoveryStore {
  return root.journeyStore(createRecoveryStore);
}
