import { makeAutoObservable } from 'mobx';
import { DEFAULT_PYI_SLA } from '@nhsl/contract';
import { PERSISTED_GROUPS } from './journeySchema.ts';

/**
 * The personal details of {@link ProofingState}: NHS number, names, date of birth, postcode. Kept
 * apart (`nhsl:proofing-details`) in the app's server's sealed journey cookie, which does not
 * outlive the browser on a shared computer (issue 44: never in the browser's storage), and cleared
 * after a successful uplift, on try-login, on a new session and on session timeout (issue 16
 * "Personal data only as long as needed"). Declared in journeySchema.ts (issue 55 item 6).
 */
export const PROOFING_PERSONAL_FIELDS = PERSISTED_GROUPS['proofing-details'].fields;

/**
 * The other persisted fields of {@link ProofingState} (flags and masked emails, the `nhsl:proofing`
 * group), declared in journeySchema.ts (issue 55 item 6).
 */
export const PROOFING_FLAG_FIELDS = PERSISTED_GROUPS.proofing.fields;

/** Every persisted field of {@link ProofingState}. */
export const PROOFING_PERSISTED_FIELDS = [...PROOFING_PERSONAL_FIELDS, ...PROOFING_FLAG_FIELDS] as const;

/** The values of the proofing state. */
export type ProofingValues = Pick<ProofingState, (typeof PROOFING_PERSISTED_FIELDS)[number]>;

const initial = (): ProofingValues => ({
  nhsNumber: '',
  dob: '',
  firstName: '',
  middleNames: '',
  lastName: '',
  postcode: '',
  knowNhsNumber: false,
  p5DuplicateFound: false,
  maskedEmail: '',
  maskedEmailList: [],
  lockOutTime: null,
  hasUplifted: false,
  selectedPYI: false,
  pyiSla: DEFAULT_PYI_SLA,
  accountMigrationEnabled: false,
  eligibleForAccountMigrationJourney: false,
  ineligibilityReason: '',
});

/**
 * The proofing state of spec 001 §3 "Proofing state": the personal details entered (held only
 * for the journey), the duplicate-account answer and the uplift flags. Never logged.
 */
export class ProofingState {
  /** NHS number, spaces and dashes removed. */
  nhsNumber = '';
  /** Date of birth, yyyy-MM-dd. */
  dob = '';
  /** First name, trimmed and whitespace-collapsed. */
  firstName = '';
  /** Middle names (optional). */
  middleNames = '';
  /** Last name. */
  lastName = '';
  /** Postcode, normalised ("LS1 4AP"). */
  postcode = '';
  /** The user said they know their NHS number. */
  knowNhsNumber = false;
  /** The uplift answered 409 'User not uplifted' (duplicate NHS number). */
  p5DuplicateFound = false;
  /** The single masked email of the existing account. */
  maskedEmail = '';
  /** The masked emails, when there are several. */
  maskedEmailList: string[] = [];
  /** End of the proofing lockout, epoch seconds, or null. */
  lockOutTime: number | null = null;
  /** The user has been matched to their NHS record (P5). */
  hasUplifted = false;
  /** The user chose the photo-ID route (prove who I am another way). */
  selectedPYI = false;
  /** How long the photo-ID security checks take. */
  pyiSla = DEFAULT_PYI_SLA;
  /** Account migration (replacement) is switched on. */
  accountMigrationEnabled = false;
  /** The user may continue with a new account. */
  eligibleForAccountMigrationJourney = false;
  /** Why the user may not (e.g. active_account). */
  ineligibilityReason = '';

  constructor() {
    makeAutoObservable(this);
  }

  /** Date of birth, postcode and either an NHS number or first and last name are present. spec 001 §5. */
  get hasEnteredDetails(): boolean {
    const identity = this.knowNhsNumber ? !!this.nhsNumber : !!this.firstName && !!this.lastName;
    return !!this.dob && !!this.postcode && identity;
  }

  /** Sets or restores values. */
  assign(values: Partial<ProofingValues>) {
    Object.assign(this, values);
  }

  /** Forgets the personal details (after a successful uplift, on session timeout), keeping the flags. */
  clearPersonalDetails() {
    const i = initial();
    this.assign({
      nhsNumber: i.nhsNumber,
      dob: i.dob,
      firstName: i.firstName,
      middleNames: i.middleNames,
      lastName: i.lastName,
      postcode: i.postcode,
    });
  }

  /** Forgets everything (new session). */
  clear() {
    this.assign(initial());
  }
}
