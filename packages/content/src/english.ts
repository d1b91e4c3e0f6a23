/**
 * Every user-facing string of the product in English, as written: the package's index wraps each
 * export to read in the current locale (locale.ts, issue 46). Texts quoted in the specification
 * are reproduced word for word.
 */
export * from './common.ts';
export * from './uiLabels.ts';
export * from './backLinks.ts';
export * from './shell.ts';
export * from './enterEmail.ts';
export * from './signInMessages.ts';
export * from './signIn.ts';
export * from './consent.ts';
export * from './errorPages.ts';
export * from './errors.ts';
export * from './scopes.ts';
export * from './cookies.ts';
export * from './cookieSettings.ts';
export * from './policies.ts';
export * from './policyTitles.ts';
export * from './signInTitles.ts';
export * from './secondFactorTitles.ts';
export * from './resetTitles.ts';
export * from './proofingTitles.ts';
export * from './passkeyTitles.ts';
export * from './consentTitles.ts';
export * from './cookieTitles.ts';
export * from './errorTitles.ts';
export * from './cookiePolicy.ts';
export * from './proofing.ts';
export * from './passkey.ts';
export * from './reset.ts';
// ---- second factor and session restart (signin-2fa) ----
export * from './secondFactor.ts';
export * from './registrationTitles.ts';
export * from './registration.ts';
// ---- recovery (issue 15) ----
export * from './recoveryTitles.ts';
export * from './recovery.ts';
// ---- account settings (issue 27) ----
export * from './accountTitles.ts';
export * from './account.ts';

export * from './sessionTimeoutWarning.ts';
