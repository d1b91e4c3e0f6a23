import { makeAutoObservable, runInAction } from 'mobx';
import { HELP_CENTRE_DUPLICATE_ACCOUNT_URL } from '@nhsl/content';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { MINIMUM_DELAY_MS, withMinimumDelay } from '../../lib/delay.ts';
import { logCallFailure } from '../../observability/log.ts';
import { duplicatePaths, paths } from '../../paths.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { SessionStore } from '../../stores/stores.ts';
import type { ProofingState } from '../../stores/ProofingState.ts';
import type { Next } from '../../shell/next.ts';
import {
  afterAccountMigrationError,
  afterEmailHint,
  afterFirstReminderError,
  afterSecondReminderError,
  duplicateVariant,
  type DuplicateChoice,
  type DuplicateVariant,
} from './transitions.ts';

/** What the duplicate-account store needs. */
export interface DuplicateAccountDeps {
  api: IdentityApi;
  session: SessionStore;
  state: ProofingState;
  /**
   * The account retry: forgets the account signed in to in this session (id_token, account id,
   * profile, journey flags). The app passes the sign-in store's `retryAccount`. spec 001 §4.
   */
  retryAccount: () => void;
  /** Minimum delay of the reminder send and the help-centre redirect (spec 001 §9); tests pass 0. */
  minimumDelayMs?: number;
}

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error'));

/**
 * Duplicate accounts and account replacement: the duplicate-nhs-number variants, try-login,
 * email-hint, new account, reminders and account migration. spec 001 §2 "Duplicate-account and
 * replacement screens", §4 "Duplicate account", §7.
 */
export class DuplicateAccountStore {
  /** A request is in flight. */
  busy = false;

  constructor(private readonly deps: DuplicateAccountDeps) {
    makeAutoObservable<DuplicateAccountStore, 'deps'>(this, { deps: false });
  }

  private get delay() {
    return this.deps.minimumDelayMs ?? MINIMUM_DELAY_MS;
  }

  /** Which duplicate-nhs-number variant shows (a–d). */
  get variant(): DuplicateVariant {
    return duplicateVariant(this.deps.state);
  }

  /** The masked emails to show (the single one, or the list). */
  get maskedEmails(): string[] {
    const s = this.deps.state;
    return s.maskedEmailList.length ? s.maskedEmailList : s.maskedEmail ? [s.maskedEmail] : [];
  }

  /** The photo-ID SLA text. */
  get pyiSla(): string {
    return this.deps.state.pyiSla;
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
   * try-login: clears the session's sign-in of the account just proofed (its proofing state, then
   * the account retry: id_token, account id, profile, journey flags) and goes to enter-email, so
   * the user logs in to the existing account. The session with the service stays
   * (docs/decisions/0026-duplicate-accounts.md). spec 001 §4 "Duplicate account".
   */
  tryLogin(): Next {
    this.deps.state.clear();
    this.deps.retryAccount();
    return { kind: 'navigate', to: paths.enterEmail };
  }

  /**
   * duplicate-nhs-number's choice: get help (email-hint), log in (try-login) or continue with a
   * new account (only when migration is enabled). spec 001 §4 "Duplicate account".
   * @param choice - the chosen option
   */
  choose(choice: DuplicateChoice): Next {
    if (choice === 'logIn') return this.tryLogin();
    if (choice === 'getHelp') return afterEmailHint(this.deps.state.maskedEmail, this.deps.state.maskedEmailList);
    return this.deps.state.accountMigrationEnabled
      ? { kind: 'navigate', to: duplicatePaths.confirmAccountReplacement }
      : { kind: 'navigate', to: paths.error };
  }

  /**
   * multiple-emails-found: a reminder email, or the help centre. spec 001 §2.
   * @param choice - 'reminder' or 'helpCentre'
   */
  chooseMultipleEmails(choice: 'reminder' | 'helpCentre'): Promise<Next> {
    if (choice === 'helpCentre') return Promise.resolve({ kind: 'navigate', to: duplicatePaths.redirectToHelpCentre });
    return this.sendReminder();
  }

  /**
   * The first reminder (duplicate-accounts-email), taking at least 1 second: reminder-email-sent;
   * 429 → cannot-request-another-reminder; other errors → /error. spec 001 §4 "Reminder send".
   */
  sendReminder(): Promise<Next> {
    return this.run(
      'duplicate-account:send-reminder',
      async () => {
        await withMinimumDelay(this.deps.api.sendDuplicateReminder(this.deps.session.accountId ?? ''), this.delay);
        return { kind: 'navigate', to: duplicatePaths.reminderEmailSent };
      },
      afterFirstReminderError,
    );
  }

  /**
   * A second reminder: another-reminder-sent; the reminder rate limit →
   * cannot-request-another-reminder; session timeout; otherwise /error. spec 001 §4.
   */
  sendAnotherReminder(): Promise<Next> {
    return this.run(
      'duplicate-account:send-another-reminder',
      async () => {
        await withMinimumDelay(
          this.deps.api.sendAnotherDuplicateReminder(this.deps.session.accountId ?? ''),
          this.delay,
        );
        return { kind: 'navigate', to: duplicatePaths.anotherReminderSent };
      },
      afterSecondReminderError,
    );
  }

  /**
   * confirm-account-replacement: begins account migration with the entered details; success →
   * /authcode; failure → session-timeout handling, otherwise /error. spec 001 §4, §7.
   */
  beginReplacement(): Promise<Next> {
    const s = this.deps.state;
    return this.run(
      'duplicate-account:account-migration',
      async () => {
        await this.deps.api.accountMigration({
          account_id: this.deps.session.accountId ?? '',
          first_name: s.firstName,
          last_name: s.lastName,
          nhs_number: s.nhsNumber,
          date_of_birth: s.dob,
          postcode: s.postcode,
        });
        return { kind: 'navigate', to: paths.authcode };
      },
      afterAccountMigrationError,
    );
  }

  /** redirect-to-help-centre: after at least 1 second, the help centre's duplicate-account topic. spec 001 §2. */
  async helpCentreRedirect(): Promise<Next> {
    await withMinimumDelay(Promise.resolve(), this.delay);
    return { kind: 'redirect', url: HELP_CENTRE_DUPLICATE_ACCOUNT_URL };
  }
}

/** Builds the app's duplicate-account store. */
const createDuplicateAccountStore = (root: RootStore) =>
  new DuplicateAccountStore({
    api: root.api,
    session: root.session,
    state: root.proofingState,
    // Signing out of the account just proofed: the reset action (spec 000 §3; issue 28 item 8).
    retryAccount: () => root.reset(),
    minimumDelayMs: root.minimumDelayMs,
  });

/**
 * The app's duplicate-account store, built on first use (its code loads with the duplicate-account
 * pages).
 * @param root - the app's stores
 */
export function duplicateAccountStoreOf(root: RootStore): DuplicateAccountStore {
  return root.journeyStore(createDuplicateAccountStore);
}
