import { CID_PATTERN } from '@nhsl/contract';

/** Every route path of the app, in one place. spec 000 §2, spec 001 §2. */
export const paths = {
  root: '/',
  /** The account home, "Your NHS login" (issue 27; its pages' paths are journeys/account/paths.ts). */
  account: '/account',
  enterEmail: '/enter-email',
  login: '/login',
  logInPassword: '/log-in-password',
  forgottenPassword: '/forgotten-password',
  enterMobileCode: '/enter-mobile-code',
  chooseAuthenticationMethod: '/choose-authentication-method',
  getCallLandline: '/get-call-landline',
  mobileCodeExpired: '/mobile-code-expired',
  otpAttemptsExceeded: '/otp-attempts-exceeded',
  otpRequestsExceeded: '/otp-requests-exceeded',
  passwordAttemptsExceeded: '/password-attempts-exceeded',
  passkeyLoginAttemptsExceeded: '/passkey-login-attempts-exceeded',
  notRegistered: '/not-registered',
  restoreMessage: '/restore-message',
  authcode: '/authcode',
  consent: '/nhs-login-consent',
  consentConfirmation: '/consent-confirmation',
  termsUpdate: '/terms-update',
  error: '/error',
  noClientInfo: '/no-client-info',
  signInFinished: '/sign-in-finished',
  sessionTimeout: '/session-timeout',
  accountDisabled: '/account-disabled',
  errorAccount: '/error-account',
  loginDisabled: '/login-disabled',
  loginDisabledAuthcode: '/login-disabled-authcode',
  loginProblemNhsNumber: '/login-problem-nhs-number',
  failedEligibility: '/failed-eligibility',
  sessionInvalid: '/session-invalid',
  serviceBusy: '/service-busy',
  resetAttemptsExceeded: '/reset/attempts-exceeded',
  registerCreateAccount: '/register/create-account-steps',
  registerEmail: '/register/create-account',
  registerTermsOfUse: '/register/terms-of-use',
  registerCheckEmail: '/register/check-email',
  registerCreatePassword: '/register/create-password',
  registerEnterMobile: '/register/enter-mobile',
  registerEnterMobileCode: '/register/enter-mobile-code',
  passkeyEnterEmail: '/passkey-enter-email',
  passkeyEnterEmailLoginFailed: '/passkey-enter-email-login-failed',
  passkeyLoginFailed: '/passkey-login-failed',
  passkeyLoginBlocked: '/passkey-login-blocked',
  termsAndConditions: '/terms-and-conditions',
  cookies: '/cookies',
  accessibility: '/accessibility',
  // ---- second factor and session restart (signin-2fa) ----
  enterLandlineCode: '/enter-landline-code',
  callFailed: '/call-failed',
  landlineCodeExpired: '/landline-code-expired',
  checkAccountStatus: '/check-account-status',
  checkLogin: '/check-login',
  changeMobile: '/recovery/change-mobile/enter-mobile',
  changeLandline: '/recovery/change-landline/enter-landline',
  // ---- end second factor ----
} as const;

/** A route path of the app. */
export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * Adds an `errorCode` query parameter to a path, keeping only `CID` plus digits (anything else
 * gives the bare path). spec 000 §8.
 * @param path - the page
 * @param errorCode - the reference
 */
export function withErrorCode(path: string, errorCode: string): string {
  return CID_PATTERN.test(errorCode) ? `${path}?errorCode=${encodeURIComponent(errorCode)}` : path;
}

/** Cookie and policy paths. spec 000 §2 "Cookies and static pages". */
export const policyPaths = {
  cookies: '/cookies',
  cookieSettings: '/cookies/cookie-settings',
  cookieSettingsChanged: '/cookies/cookie-settings-changed',
  termsAndConditions: '/terms-and-conditions',
  privacy: '/privacy',
  accessibility: '/accessibility',
  legalNotice: '/legal-notice',
} as const;

/** Identity proofing (P5 uplift) paths. spec 001 §2 "Proofing (under /proofing, needs a live session)". */
export const proofingPaths = {
  root: '/proofing',
  findNhsRecord: '/proofing/find-nhs-record',
  knowNhsNumber: '/proofing/know-nhs-number',
  enterName: '/proofing/enter-name',
  enterDob: '/proofing/enter-dob',
  enterPostcode: '/proofing/enter-postcode',
  checkYourDetails: '/proofing/check-your-details',
  checkYourDetailsNoMatch: '/proofing/check-your-details?noMatch=true',
  submit: '/proofing/submit',
  confirmYourDetails: '/proofing/confirm-your-details',
  noMatch: '/proofing/no-match',
  multipleMatches: '/proofing/multiple-matches',
  nhsNumberNotVerified: '/proofing/nhs-number-not-verified',
  recordInvalidated: '/proofing/record-invalidated',
  errorGeneric: '/proofing/p5-error-generic',
  registerAttempt: '/proofing/p5-register-attempt',
  reattemptLock: '/proofing/p5-register-reattempt-lock',
  pdsLimit: '/proofing/p5-pds-limit',
  alreadyCompleted: '/proofing/p5-already-completed',
  unableToSave: '/proofing/p5-unable-to-save-details',
  over11: '/proofing/you-need-to-be-over-11',
  notAvailable: '/proofing/nhs-login-not-available-your-area',
} as const;

/** Duplicate-account and account-replacement paths. spec 001 §2 "Duplicate-account and replacement screens". */
export const duplicatePaths = {
  duplicateNhsNumber: '/duplicate-nhs-number',
  emailAddressFound: '/email-address-found',
  multipleEmailsFound: '/multiple-emails-found',
  confirmAccountReplacement: '/confirm-account-replacement',
  reminderEmailSent: '/reminder-email-sent',
  anotherReminderSent: '/another-reminder-sent',
  cannotRequestAnotherReminder: '/cannot-request-another-reminder',
  redirectToHelpCentre: '/redirect-to-help-centre',
} as const;

/**
 * Forgotten-password reset paths. spec 000 §2 "forgotten-password", "check-email (reset)",
 * spec 001 §2 "Forgotten-password reset". The reset page's own path is not given by the spec:
 * docs/decisions/0023-password-reset.md.
 */
export const resetPaths = {
  forgottenPassword: paths.forgottenPassword,
  checkEmail: '/check-email',
  resetCheckEmail: '/reset/check-email',
  resetPassword: '/reset-password',
  index: '/reset',
  success: '/reset/success',
  linkNotWorking: '/reset/link-not-working',
  linkExpired: '/reset/link-expired',
  linkUsed: '/reset/link-used',
  attemptsExceeded: paths.resetAttemptsExceeded,
} as const;

/**
 * Recovery paths: a new mobile or landline number after the password (issue 15 "Recovery").
 * spec 000 §2 names the two change routes; the page for accounts that cannot change online is ours.
 */
export const recoveryPaths = {
  changeMobile: paths.changeMobile,
  changeLandline: paths.changeLandline,
  cannotChangeNumber: '/recovery/cannot-change-number',
} as const;
