// The journey state's persisted groups, each declared once (issue 55 item 6, "One declaration per
// persisted field"). The stores' `persistFields` calls, the groups the server sends with a page
// (src/server/pageData.ts), the groups the reset action clears (RootStore) and the worst case the
// sealed cookie's budget is measured on (server/sealedStateSize.test.ts) all come from this table.
// It imports nothing, so that the server's code and the stores (and, later, route modules and
// `*.server.ts` files) can all import it. The sealed form needs no names from it: the server
// compresses the state before sealing it (server/journeyState.mjs, docs/decisions/0073).

/** Prefix of every persisted group's key. spec 000 §3 "Persisted state groups" (kept by the app's server, issue 44). */
export const STORAGE_PREFIX = 'nhsl:';

/**
 * One persisted group (issue 55 item 6): where it is kept, whether the browser is sent it, whether
 * the reset action clears it, and its fields. Each field's type is its store's own: `persistFields`
 * only takes names that are fields of the store it is given, so a name here that the store lacks
 * does not compile.
 */
export interface PersistedGroupDeclaration {
  /**
   * Which part of the sealed journey state holds it: `journey` (the stores' groups) or `details`
   * (this journey's personal details, kept apart so that they can be forgotten on their own, issue 16).
   */
  readonly kept: 'journey' | 'details';
  /**
   * Whether the server sends it with every page and answer for the browser's stores to take (issue 44).
   * The service-status banner's group is not sent: the browser alone loads it.
   */
  readonly sentToBrowser: boolean;
  /**
   * Whether the reset action (a journey's end, signing out; spec 000 §3, issue 28 item 8) clears it.
   * Every group is cleared when a new session begins or the session ends.
   */
  readonly clearedByReset: boolean;
  /** The store's fields kept in the group (never a password, a security code or passkey material). */
  readonly fields: readonly string[];
}

/**
 * Every persisted group of the journey state and its fields, each declared once (issue 55 item 6).
 * Add a field here and it is persisted, sent, reset and counted in the cookie's budget; its store
 * must have a field of that name.
 */
export const PERSISTED_GROUPS = {
  /** The session with the service and its sign-in (OIDC) parameters: kept by the reset action. */
  session: {
    kept: 'journey',
    sentToBrowser: true,
    clearedByReset: false,
    fields: ['marker', 'oidcParams', 'accountId', 'expiresAt', 'extendable'],
  },
  /** The account signed in to, as the back end described it (numbers masked). */
  profile: {
    kept: 'journey',
    sentToBrowser: true,
    clearedByReset: true,
    fields: ['email', 'status', 'upliftRequired', 'phoneNumber', 'landlineNumber', 'authMethods', 'allowCredentials'],
  },
  /** The journey's flags. */
  journey: {
    kept: 'journey',
    sentToBrowser: true,
    clearedByReset: true,
    fields: [
      'hasP5Success',
      'allowP5BeforeP9',
      'fido2Enabled',
      'landlineRegistrationEnabled',
      'accountCreated',
      'gpRecordChecked',
      'vectorOfTrust',
    ],
  },
  /** A number change under way (recovery, issue 15; issue 28 item 8). */
  recovery: { kept: 'journey', sentToBrowser: true, clearedByReset: true, fields: ['numberChange'] },
  /** The client's registered details (client-info). */
  client: { kept: 'journey', sentToBrowser: true, clearedByReset: true, fields: ['client'] },
  /**
   * Page state: loading and the back link with its text (spec 000 §3 "Page state"; issue 45 item 5),
   * and a step's notice for the next page (issue 54).
   */
  page: {
    kept: 'journey',
    sentToBrowser: true,
    clearedByReset: true,
    fields: ['loading', 'backLink', 'backLinkText', 'notice'],
  },
  /** The service status banner: the browser alone loads it, so it is not sent. */
  appBannerState: {
    kept: 'journey',
    sentToBrowser: false,
    clearedByReset: true,
    fields: ['showBanner', 'bannerMessage'],
  },
  /** Sign-in's alerts ("You have been sent a new security code"). */
  alertsAppBannerState: {
    kept: 'journey',
    sentToBrowser: true,
    clearedByReset: true,
    fields: ['codeResent', 'callRepeated'],
  },
  /** Proofing's flags and masked emails (spec 001 §3). */
  proofing: {
    kept: 'journey',
    sentToBrowser: true,
    clearedByReset: true,
    fields: [
      'knowNhsNumber',
      'p5DuplicateFound',
      'maskedEmail',
      'maskedEmailList',
      'lockOutTime',
      'hasUplifted',
      'selectedPYI',
      'pyiSla',
      'accountMigrationEnabled',
      'eligibleForAccountMigrationJourney',
      'ineligibilityReason',
    ],
  },
  /**
   * Proofing's personal details, kept only while the journey needs them (issue 16): cleared after a
   * successful uplift, on try-login, on a new session and on session timeout.
   */
  'proofing-details': {
    kept: 'details',
    sentToBrowser: true,
    clearedByReset: true,
    fields: ['nhsNumber', 'dob', 'firstName', 'middleNames', 'lastName', 'postcode'],
  },
  /** Registration's non-secret state (no password, no code). spec 000 §3. */
  registration: {
    kept: 'journey',
    sentToBrowser: true,
    clearedByReset: true,
    fields: [
      'email',
      'termsAgreed',
      'passwordCreated',
      'maskedMobile',
      'emailCodeResent',
      'mobileCodeResent',
      'emailConfirmed',
    ],
  },
  /**
   * The account pages': the success message still to show and the change waiting for its code (the
   * new address, or the number masked), kept with the personal details (issue 27).
   */
  account: {
    kept: 'details',
    sentToBrowser: true,
    clearedByReset: true,
    fields: ['banner', 'pendingEmail', 'pendingNumber', 'codeResent'],
  },
} as const satisfies Record<string, PersistedGroupDeclaration>;

/** A persisted group's name (issue 55 item 6). */
export type PersistedGroup = keyof typeof PERSISTED_GROUPS;

/** The persisted groups' names, in the table's order (issue 55 item 6). */
export const PERSISTED_GROUP_NAMES = Object.keys(PERSISTED_GROUPS) as PersistedGroup[];

/**
 * A group's key in storage and in the sealed state (`nhsl:<group>`).
 * @param group - the group's name
 */
export const groupKey = (group: PersistedGroup): string => STORAGE_PREFIX + group;

/** The names of the groups {@link PERSISTED_GROUPS} says match `test`. */
const groupsWhere = (test: (declared: PersistedGroupDeclaration) => boolean): PersistedGroup[] =>
  PERSISTED_GROUP_NAMES.filter((g) => test(PERSISTED_GROUPS[g]));

/**
 * The groups the reset action clears, every one but the session (spec 000 §3 "Persisted state
 * groups"; issue 55 item 6: from {@link PERSISTED_GROUPS}).
 */
export const RESET_GROUPS: readonly PersistedGroup[] = groupsWhere((g) => g.clearedByReset);

/**
 * The keys of the groups kept with the stores' groups that the server sends with every page and
 * answer (issue 44), which the browser's stores take as they are: every group a step can change
 * (issue 55 item 6: from {@link PERSISTED_GROUPS}).
 */
export const PERSISTED_GROUP_KEYS: readonly string[] = groupsWhere((g) => g.kept === 'journey' && g.sentToBrowser).map(
  groupKey,
);

/**
 * The keys of the journey's personal details, kept apart in the sealed state so that they can be
 * forgotten on their own (issue 16): the proofing details typed in the journey, and the account
 * pages' change waiting for its code; sent with the other groups (issue 55 item 6: from {@link PERSISTED_GROUPS}).
 */
export const TAB_GROUP_KEYS: readonly string[] = groupsWhere((g) => g.kept === 'details' && g.sentToBrowser).map(
  groupKey,
);
