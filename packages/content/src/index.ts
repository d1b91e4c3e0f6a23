/**
 * Every user-facing string of the product, typed, in one place, read in the current locale
 * (issue 46): English as written in the modules, Welsh from the compiled catalog. Written by
 * `pnpm content:catalog` (src/localizedFiles.ts); english.ts lists the modules.
 */
export * from './localized/common.ts';
export * from './localized/uiLabels.ts';
export * from './localized/backLinks.ts';
export * from './localized/shell.ts';
export * from './localized/enterEmail.ts';
export * from './localized/signInMessages.ts';
export * from './localized/signIn.ts';
export * from './localized/consent.ts';
export * from './localized/errorPages.ts';
export * from './localized/errors.ts';
export * from './localized/scopes.ts';
export * from './localized/cookies.ts';
export * from './localized/cookieSettings.ts';
export * from './localized/policies.ts';
export * from './localized/policyTitles.ts';
export * from './localized/signInTitles.ts';
export * from './localized/secondFactorTitles.ts';
export * from './localized/resetTitles.ts';
export * from './localized/proofingTitles.ts';
export * from './localized/passkeyTitles.ts';
export * from './localized/consentTitles.ts';
export * from './localized/cookieTitles.ts';
export * from './localized/errorTitles.ts';
export * from './localized/cookiePolicy.ts';
export * from './localized/proofing.ts';
export * from './localized/passkey.ts';
export * from './localized/reset.ts';
export * from './localized/secondFactor.ts';
export * from './localized/registrationTitles.ts';
export * from './localized/registration.ts';
export * from './localized/recoveryTitles.ts';
export * from './localized/recovery.ts';
export * from './localized/accountTitles.ts';
export * from './localized/account.ts';
export * from './localized/sessionTimeoutWarning.ts';
export * from './locale.ts';
export * from './texts.ts';
