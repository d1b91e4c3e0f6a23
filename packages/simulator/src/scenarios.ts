import { normaliseEmailInput, referenceCodes, serverMessages, type ClientInfo } from '@nhsl/contract';
import { proofingAccounts } from './patients.ts';
import { accountScenarioAccounts } from './accountScenarios.ts';

/** Every scenario account signs in with this password unless its row says otherwise. */
export const SCENARIO_PASSWORD = 'Password123!';

/** Account status values the account-status check answers with. spec 000 §4. */
export type ScenarioStatus = 'CONFIRMED' | 'UNCONFIRMED' | 'RESET_REQUIRED';

/** A failure a scenario answers with instead of success (status, message, optional CID code). */
export interface ScenarioFailure {
  /** HTTP status (400 unless the scenario says otherwise). */
  status: number;
  /** The error text, word for word from the contract's `serverMessages`. */
  message: string;
  /** A reference code, `CID` plus digits. */
  errorCode?: string;
}

/** A lockout the account starts in (lasts until the simulator is reset). */
export type ScenarioLock = 'password' | 'otpAttempts' | 'otpRequests';

/** A scenario account: invented data only (07700 900xxx mobiles, 01632 960xxx landlines). */
export interface ScenarioAccount {
  /** Email address, lower case. */
  email: string;
  /** The password that signs in. */
  password: string;
  /** Account status after email entry. spec 000 §4 "Account status after email entry". */
  status: ScenarioStatus;
  /** Mobile number (digits), when the account has one. */
  mobile?: string;
  /** Landline number (digits), when the account has one. */
  landline?: string;
  /** Login answers this after the right password. spec 000 §8 "Login and password errors". */
  loginFailure?: ScenarioFailure;
  /** The authorisation-code step answers this. spec 000 §8 "Authcode failures". */
  authcodeFailure?: ScenarioFailure;
  /** Client ids the account has already consented to. */
  consentedClients?: string[];
  /** The account's accepted terms are out of date: authcode asks for a terms update. */
  termsUpdateRequired?: boolean;
  /** A lockout the account starts in. spec 000 §9. */
  initialLock?: ScenarioLock;
  /** Every code is issued as if sent 6 minutes ago, so it has already expired. */
  codesIssuedExpired?: boolean;
  // ---- second factor (signin-2fa) ----
  /** Asking for a call to the landline answers this (spec 000 §4: call-failed). */
  callFailure?: ScenarioFailure;
  /** Asking for a text answers this (spec 000 §4: failure to trigger a text → error). */
  textFailure?: ScenarioFailure;
  /** Login answers this authentication_state after the right password, sending no code. */
  loginState?: string;
  // ---- end second factor ----
  /** Created by registration in this run: starts at P0 (proofing when a client asks for P5). issue 15. */
  createdByRegistration?: boolean;
  /**
   * The identity level the account has proved (default: P9, or P0 until proofed for the
   * proofing accounts). Recovery: only a P0 account may change its numbers online
   * (docs/decisions/0022-changing-a-phone-number.md).
   */
  identityLevel?: 'P0' | 'P5' | 'P9';
  /** Changing a number (recovery) answers this. */
  numberChangeFailure?: ScenarioFailure;
  /** What a tester reaches with it (shown in the README and on the demo page). */
  reaches: string;
}

/** Happy-path mobile number. */
const HAPPY_MOBILE = '07700900123';

/**
 * The scenario accounts, as data. Any email not listed here is NOT_FOUND (e.g. new@example.com).
 * spec 000 §4 and §8.
 */
export const scenarioAccounts: readonly ScenarioAccount[] = [
  {
    email: 'confirmed@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: HAPPY_MOBILE,
    reaches: 'Happy path: password, text code (enter-mobile-code), consent, back to the client',
  },
  {
    email: 'unconfirmed@example.com',
    password: SCENARIO_PASSWORD,
    status: 'UNCONFIRMED',
    mobile: '07700900124',
    reaches: 'UNCONFIRMED: register check-email',
  },
  {
    email: 'reset@example.com',
    password: SCENARIO_PASSWORD,
    status: 'RESET_REQUIRED',
    mobile: '07700900125',
    reaches: 'RESET_REQUIRED: log-in-password, then login RESET_PASSWORD (restore-message)',
  },
  {
    email: 'no-phone@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    reaches: 'Login UNREGISTERED (no phone held): mobile registration',
  },
  {
    email: 'landline@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    landline: '01632960456',
    reaches: 'Landline only: get-call-landline, code by call, enter-landline-code',
  },
  {
    email: 'both@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900127',
    landline: '01632960457',
    reaches: 'Mobile and landline: choose-authentication-method',
  },
  {
    email: 'consented@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900128',
    consentedClients: ['demo-client'],
    reaches: 'Already consented to demo-client: after the code, straight back to the client (no consent page)',
  },
  {
    email: 'terms@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900129',
    termsUpdateRequired: true,
    reaches: 'Terms out of date: terms-update after the code, then consent',
  },
  {
    email: 'disabled@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900130',
    loginFailure: { status: 400, message: serverMessages.accountDisabled, errorCode: referenceCodes.accountDisabled },
    reaches: 'Login: "Account is disabled" CID2013 (account-disabled)',
  },
  {
    email: 'error-account@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900131',
    loginFailure: { status: 400, message: serverMessages.accountDisabled },
    reaches: 'Login: "Account is disabled" without a code (error-account, CID2014)',
  },
  {
    email: 'login-attempts@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900132',
    loginFailure: { status: 400, message: serverMessages.loginAttemptsExceeded },
    reaches: 'Login: "Login attempts exceeded" (otp-requests-exceeded)',
  },
  {
    email: 'nhs-number-problem@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900133',
    authcodeFailure: {
      status: 400,
      message: serverMessages.accountDisabled,
      errorCode: referenceCodes.nhsNumberProblem,
    },
    reaches: 'Authcode fails with CID2011 (login-problem-nhs-number)',
  },
  {
    email: 'login-disabled@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900134',
    authcodeFailure: { status: 400, message: serverMessages.accountDisabled, errorCode: referenceCodes.loginDisabled },
    reaches: 'Authcode fails with CID2012 (login-disabled)',
  },
  {
    email: 'authcode-disabled@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900135',
    authcodeFailure: {
      status: 401,
      message: serverMessages.accountDisabled,
      errorCode: referenceCodes.cannotUseLogin,
    },
    reaches: 'Authcode fails with 401 "Account is disabled", CID2014 (login-disabled-authcode)',
  },
  {
    email: 'otp-locked@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900136',
    initialLock: 'otpAttempts',
    reaches: 'Locked for wrong codes: login answers "OTP attempts exceeded" (otp-attempts-exceeded)',
  },
  {
    email: 'otp-requests-locked@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900137',
    initialLock: 'otpRequests',
    reaches: 'Locked for code requests: login answers "OTP requests exceeded" (otp-requests-exceeded)',
  },
  {
    email: 'expired-code@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900138',
    codesIssuedExpired: true,
    reaches: 'Every code is sent already expired: mobile-code-expired',
  },
  {
    email: 'password-locked@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900139',
    initialLock: 'password',
    reaches: 'Locked for wrong passwords: login answers "Password attempts exceeded"',
  },
  // ---- second factor and error catalogue (signin-2fa) ----
  {
    email: 'call-fails@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    landline: '01632960460',
    callFailure: { status: 500, message: 'Call could not be made' },
    reaches: 'Landline only; the call cannot be made: call-failed',
  },
  {
    email: 'text-fails@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900140',
    landline: '01632960461',
    textFailure: { status: 500, message: 'Text could not be sent' },
    reaches: 'Mobile and landline; a text cannot be sent: choosing the mobile goes to error',
  },
  {
    email: 'landline-expired@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900141',
    landline: '01632960462',
    codesIssuedExpired: true,
    reaches: 'Mobile and landline; every code is sent already expired: landline-code-expired',
  },
  {
    email: 'no-methods@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    loginState: 'VERIFIED',
    reaches: 'Login VERIFIED with neither mobile nor landline: error',
  },
  {
    email: 'odd-state@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900142',
    loginState: 'SUSPENDED',
    reaches: 'Login answers an unknown authentication_state: error',
  },
  {
    email: 'passkey-attempts@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900143',
    loginFailure: { status: 400, message: serverMessages.passkeyAttemptsExceeded },
    reaches: 'Login: "Passkey attempts exceeded" (passkey-login-attempts-exceeded)',
  },
  {
    email: 'explicit-deny@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900144',
    loginFailure: { status: 403, message: serverMessages.explicitDeny },
    reaches: 'Login: 403 explicit deny without a code, an unauthorised session (session-timeout)',
  },
  // ---- end second factor ----
  // ---- recovery: changing a lost or changed phone number (issue 15) ----
  {
    email: 'new-mobile@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900160',
    identityLevel: 'P0',
    reaches:
      'P0, mobile only: "Change my mobile phone number" on enter-mobile-code, a code texted to the new number, then the client (demo level P0)',
  },
  {
    email: 'new-landline@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    landline: '01632960470',
    identityLevel: 'P0',
    reaches:
      'P0, landline only: "Change my landline phone number" on get-call-landline, a call to the new number, then the client (demo level P0)',
  },
  {
    email: 'p5-mobile@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900161',
    identityLevel: 'P5',
    reaches: 'P5: changing the number answers "Identity check required" (cannot-change-number)',
  },
  {
    email: 'number-change-fails@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900162',
    landline: '01632960471',
    identityLevel: 'P0',
    numberChangeFailure: { status: 500, message: 'Number could not be changed' },
    reaches: 'P0, mobile and landline: changing either number fails (error)',
  },
  // ---- end recovery ----
  // Accounts that need identity proofing (patients.ts).
  ...proofingAccounts,
  // Account settings (accountScenarios.ts, issue 27).
  ...accountScenarioAccounts,
];

/** A registered client (relying service): its public info and where it may be sent back to. */
export interface RegisteredClient {
  /** What client-info answers. spec 000 §3 "Client". */
  info: ClientInfo;
  /** The only addresses the journey may return to. */
  redirectUris: string[];
  /**
   * P5 proofing may come before P9 for this client: account-status answers
   * `allow_p5_before_p9: true`, and a match also checks the person's GP record (the uplift
   * answers `gp_record_checked`). spec 000 §3, issue 15.
   */
  allowP5BeforeP9?: boolean;
}

/**
 * The registered clients, as data. The demo relying service runs at `demoOrigin`.
 * @param demoOrigin - origin of the demo relying service, e.g. `http://localhost:4001`
 */
export function registeredClients(demoOrigin: string): RegisteredClient[] {
  const callback = `${demoOrigin}/callback`;
  return [
    {
      info: {
        client_id: 'demo-client',
        client_display_name: 'Demo Health Service',
        client_homepage_url: `${demoOrigin}/`,
        terms_uri: `${demoOrigin}/terms`,
        approved_scopes: ['openid', 'profile', 'email', 'phone'],
        claims: [],
      },
      redirectUris: [callback],
    },
    {
      info: {
        client_id: 'healthrecords',
        client_display_name: 'Health Records',
        client_homepage_url: `${demoOrigin}/`,
        terms_uri: `${demoOrigin}/terms`,
        approved_scopes: ['openid', 'profile', 'gp_registration_details'],
        claims: [],
      },
      redirectUris: [callback],
    },
    {
      info: {
        client_id: 'gp-connect-client',
        client_display_name: 'GP Connect Demo',
        client_homepage_url: `${demoOrigin}/`,
        terms_uri: `${demoOrigin}/terms`,
        approved_scopes: ['openid', 'profile', 'email', 'phone', 'gp_registration_details'],
        claims: [],
      },
      redirectUris: [callback],
      allowP5BeforeP9: true,
    },
    {
      // A display name carrying HTML: the pages must show it as text (the e2e XSS checks).
      info: {
        client_id: 'html-name-client',
        client_display_name: '<img src=x onerror="window.__xss=1"><b>bold</b>',
        client_homepage_url: `${demoOrigin}/`,
        approved_scopes: ['openid', 'email'],
        claims: [],
      },
      redirectUris: [callback],
    },
    {
      info: {
        client_id: 'nameless-client',
        client_homepage_url: `${demoOrigin}/`,
        approved_scopes: ['openid', 'email'],
        claims: [],
      },
      redirectUris: [callback],
    },
  ];
}

/**
 * Finds a scenario account by email (trimmed, case-insensitive).
 * @param email - the address as sent
 * @returns the account, or undefined (the address is NOT_FOUND)
 */
export function findAccount(email: string): ScenarioAccount | undefined {
  const wanted = normaliseEmail(email);
  return scenarioAccounts.find((a) => a.email === wanted);
}

/**
 * Normalises an email as the app does before sending: invisible characters removed, trimmed, lower
 * case, spaces removed (the contract's normaliseEmailInput). spec 000 §5; issue 54.
 * @param email - the address as sent
 */
export function normaliseEmail(email: string): string {
  return normaliseEmailInput(email);
}
