import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { duplicatePaths, paths, proofingPaths } from '../../paths.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { JourneyStore, SessionStore } from '../../stores/stores.ts';
import { logCallFailure } from '../../observability/log.ts';
import type { Next } from '../../shell/next.ts';
import type { ProofingState } from '../../stores/ProofingState.ts';
import {
  dobErrorField,
  checkDob,
  normaliseName,
  normaliseNhsNumber,
  normalisePostcode,
  postcodeError,
  type DobForm,
  type KnowNhsNumberForm,
  type NameForm,
  type NoMatchChoice,
} from './schemas.ts';
import {
  afterEnterDob,
  afterEnterName,
  afterEnterPostcode,
  afterKnowNhsNumber,
  afterNoMatchChoice,
  afterUpliftError,
  lockoutMinutes,
  stillLockedOut,
} from './transitions.ts';
import { upliftErrorBody } from './upliftError.ts';

/** The GP-connect page of the identity-check front end. spec 001 §2 "p5-unable-to-save-details". */
export const IDENTITY_CHECK_GP_CONNECT_URL = 'https://identity-check.login.nhs.uk/gp-connect';

/** What the proofing store needs. */
export interface ProofingDeps {
  api: IdentityApi;
  session: SessionStore;
  journey: JourneyStore;
  state: ProofingState;
  /** The current time (tests pass a fixed one). */
  now?: () => Date;
  /**
   * Logs a failed proofing call and sends it as an analytics error event (spec 001 §8): the
   * call's name and the error (its status and the server's error text), never personal details.
   * Default: the client log sink's `logCallFailure`.
   */
  reportError?: (call: string, error: ApiError) => unknown;
}

/**
 * The identity-proofing (P5 uplift) journey: the entry steps, the uplift call and its outcome,
 * the no-match choices and the photo-ID route's failure data. Personal details live only in
 * {@link ProofingState}, are cleared after a successful uplift and are never logged.
 * spec 001 §2 "Proofing", §4 "Proofing entry steps", "Uplift outcome", §7.
 */
export class ProofingStore {
  /** A request is in flight. */
  busy = false;

  constructor(private readonly deps: ProofingDeps) {
    makeAutoObservable<ProofingStore, 'deps'>(this, { deps: false });
  }

  private get s() {
    return this.deps.state;
  }

  /** The current time. */
  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The account was just created: find-nhs-record shows the ticked card. spec 001 §2. */
  get accountCreated(): boolean {
    return this.deps.journey.accountCreated;
  }

  /** The journey heads to the GP-connect identity check (the journey's allowP5BeforeP9, spec 000 §3). spec 001 §2. */
  get headingToGpConnect(): boolean {
    return this.deps.journey.allowP5BeforeP9;
  }

  /** Minutes to wait on the lockout pages. spec 001 §2, §9. */
  get lockoutMinutes(): number {
    return lockoutMinutes(this.s.lockOutTime, this.now().getTime());
  }

  /**
   * know-nhs-number: keeps the answer and, for yes, the NHS number without spaces. spec 001 §4.
   * @param form - the validated form
   */
  submitKnowNhsNumber(form: KnowNhsNumberForm): Next {
    const know = form.know === 'yes' ? 'yes' : 'no';
    this.s.assign({
      knowNhsNumber: know === 'yes',
      nhsNumber: know === 'yes' ? normaliseNhsNumber(form.nhsNumber) : '',
    });
    return afterKnowNhsNumber(know, this.s.selectedPYI);
  }

  /**
   * enter-name: keeps the normalised names and sets knowNhsNumber false. spec 001 §4.
   * @param form - the validated form
   */
  submitName(form: NameForm): Next {
    this.s.assign({
      firstName: normaliseName(form.firstName),
      middleNames: normaliseName(form.middleNames),
      lastName: normaliseName(form.lastName),
      knowNhsNumber: false,
    });
    return afterEnterName(this.s.selectedPYI);
  }

  /**
   * enter-dob: keeps the date (yyyy-MM-dd); under 11 clears it and goes to the over-11 page.
   * spec 001 §4, §5.
   * @param form - the validated form
   */
  submitDob(form: DobForm): Next {
    const { day, month, year } = form.dob;
    const r = checkDob(day, month, year, this.now());
    if (!r.ok && r.code !== 'DOB_UNDER_MIN_AGE')
      return { kind: 'formError', field: dobErrorField(r.parts), code: r.code };
    this.s.assign({ dob: r.ok ? r.iso : '' });
    return afterEnterDob(!r.ok, this.s.selectedPYI);
  }

  /**
   * enter-postcode: keeps the normalised postcode; a blocked area leads to the not-available
   * page. spec 001 §4, §5.
   * @param raw - the postcode typed
   */
  submitPostcode(raw: string): Next {
    const code = postcodeError(raw);
    if (code && code !== 'POSTCODE_BLOCKED_AREA') return { kind: 'formError', field: 'postcode', code };
    this.s.assign({ postcode: normalisePostcode(raw) });
    return afterEnterPostcode(code === 'POSTCODE_BLOCKED_AREA', this.s.selectedPYI);
  }

  /**
   * no-match: another way sets selectedPYI. spec 001 §2 "no-match".
   * @param choice - the chosen option
   */
  chooseNoMatch(choice: NoMatchChoice): Next {
    if (choice === 'anotherWay') this.s.assign({ selectedPYI: true });
    return afterNoMatchChoice(choice);
  }

  /**
   * submit: the PDS rate-limit check, then p5-uplift-nhs-known (NHS number known) or
   * p5-uplift-demog-trace. Success marks hasUplifted, forgets the personal details and goes to
   * /authcode; a failure stores the lockout time (epoch seconds) and the duplicate-account answer
   * before navigating, marks hasUplifted on any other 409 (already matched), then follows spec 001
   * §4 "Uplift outcome".
   */
  async uplift(): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    const s = this.s;
    if (stillLockedOut(s.lockOutTime, this.now().getTime()))
      return { kind: 'navigate', to: proofingPaths.reattemptLock };
    if (!s.hasEnteredDetails) return { kind: 'navigate', to: proofingPaths.knowNhsNumber };
    const client_id = this.deps.session.clientId ?? '';
    // Filled in from the session credential by the API client (server) or the app's server (browser).
    const session_id = '';
    this.busy = true;
    try {
      const res = s.knowNhsNumber
        ? await this.deps.api.upliftNhsKnown({
            nhs_number: s.nhsNumber,
            date_of_birth: s.dob,
            postcode: s.postcode,
            client_id,
            session_id,
          })
        : await this.deps.api.upliftDemogTrace({
            first_name: s.firstName,
            last_name: s.lastName,
            ...(s.middleNames ? { middle_names: s.middleNames } : {}),
            date_of_birth: s.dob,
            postcode: s.postcode,
            client_id,
            session_id,
          });
      runInAction(() => {
        s.assign({ hasUplifted: true, selectedPYI: false, lockOutTime: null });
        s.clearPersonalDetails();
        // The match also checked the GP record (a client allowing P5 before P9): consent's third card.
        this.deps.journey.assign({ hasP5Success: true, gpRecordChecked: !!res?.gp_record_checked });
      });
      return { kind: 'navigate', to: paths.authcode };
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
      const body = upliftErrorBody(e);
      void (this.deps.reportError ?? logCallFailure)(
        s.knowNhsNumber ? 'proofing:p5-uplift-nhs-known' : 'proofing:p5-uplift-demog-trace',
        new ApiError(err.kind, err.status, err.errorCode, body?.error || body?.message || err.message),
      );
      runInAction(() => {
        if (typeof body?.lockout_time_seconds === 'number') s.assign({ lockOutTime: body.lockout_time_seconds });
        const next = afterUpliftError(err, body);
        // Any other 409: the account is already matched, so the proofing guard now applies.
        if (next.kind === 'navigate' && next.to === proofingPaths.alreadyCompleted) s.assign({ hasUplifted: true });
        if (next.kind === 'navigate' && next.to === duplicatePaths.duplicateNhsNumber) {
          const emails = body?.email;
          s.assign({
            p5DuplicateFound: true,
            accountMigrationEnabled: body?.account_migration ?? false,
            eligibleForAccountMigrationJourney: body?.eligible_for_account_migration_journey ?? false,
            ineligibilityReason: body?.ineligibility_reason ?? '',
            maskedEmail: typeof emails === 'string' ? emails : emails?.length === 1 ? emails[0]! : '',
            maskedEmailList: Array.isArray(emails) ? emails : typeof emails === 'string' ? [emails] : [],
            ...(body?.pyi_sla ? { pyiSla: body.pyi_sla } : {}),
          });
        }
      });
      return afterUpliftError(err, body);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * confirm-your-details: records the failure data for the photo-ID route, then /authcode; a
   * failure goes to p5-unable-to-save-details. spec 001 §2, §7.
   */
  async recordFailureData(): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    const s = this.s;
    this.busy = true;
    try {
      await this.deps.api.recordP5FailureData({
        first_name: s.firstName,
        last_name: s.lastName,
        ...(s.middleNames ? { middle_names: s.middleNames } : {}),
        nhs_number: s.nhsNumber,
        date_of_birth: s.dob,
        postcode: s.postcode,
        session_id: '', // filled in from the session credential (issue 24)
      });
      return { kind: 'navigate', to: paths.authcode };
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error');
      void (this.deps.reportError ?? logCallFailure)('proofing:record-p5-failure-data', err);
      return { kind: 'navigate', to: proofingPaths.unableToSave };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** p5-unable-to-save-details' Continue: the GP-connect page of the identity-check front end. spec 001 §2. */
  continueToGpConnect(): Next {
    return { kind: 'redirect', url: IDENTITY_CHECK_GP_CONNECT_URL };
  }
}

/** Builds the app's proofing store (failed calls logged and raised as analytics error events, spec 001 §8). */
const createProofingStore = (root: RootStore) =>
  new ProofingStore({
    api: root.api,
    session: root.session,
    journey: root.journey,
    state: root.proofingState,
  });

/**
 * The app's proofing store, built on first use (its code loads with the proofing pages).
 * @param root - the app's stores
 */
export function proofingStoreOf(root: RootStore): ProofingStore {
  return root.journeyStore(createProofingStore);
}
