import { errorTitles } from './errorTitles.ts';

/**
 * Blocked-account pages. spec 000 §2 "Blocked-account pages", spec 001 §2, shared spec DECISIONS
 * "login-disabled".
 */
export const blockedPages = {
  accountDisabled: {
    title: errorTitles.blockedPages.accountDisabled,
    heading: 'You cannot use your account',
    body: 'Your NHS login has been disabled. Contact us if you think this is wrong, and give us the reference below.',
  },
  errorAccount: {
    title: errorTitles.blockedPages.errorAccount,
    heading: 'You cannot use your NHS login',
    body: 'There is a problem with your NHS login. Contact the NHS login Help Centre and give us the reference below.',
    helpLink: 'Contact the NHS login Help Centre',
    reference: 'CID2014',
  },
  loginDisabled: {
    title: errorTitles.blockedPages.loginDisabled,
    heading: 'There is a problem',
    body: 'Your login has been disabled.',
    reasons: 'This may be because of errors with your account, or because someone else may have used it.',
    contact: 'Contact the NHS login Help Centre',
    defaultReference: 'CID7031',
  },
  loginProblemNhsNumber: {
    title: errorTitles.blockedPages.loginProblemNhsNumber,
    heading: 'There is a problem with your NHS number',
    body: 'We cannot log you in because there is a problem with the NHS number linked to your NHS login.',
    helpLink: 'Contact the NHS login Help Centre',
    reference: 'CID2011',
  },
  failedEligibility: {
    title: errorTitles.blockedPages.failedEligibility,
    heading: 'You cannot use this NHS account',
    body: 'You cannot use this NHS account at the moment.',
    contact: 'Contact the NHS login Help Centre',
    urgent: 'If you need medical help, go to 111.nhs.uk or call 111.',
    emergency: 'In an emergency, call 999.',
  },
  sessionInvalid: {
    title: errorTitles.blockedPages.sessionInvalid,
    heading: 'Something went wrong',
    body: 'Your session is not valid. Go back to the service you were using and log in again.',
  },
} as const;

/** Address of the Help Centre's contact page (external). */
export const HELP_CENTRE_CONTACT_URL = 'https://help.login.nhs.uk/contactus';
/**
 * The Help Centre's contact page carrying a reference (`CID` plus digits). spec 001 §8 (CID1116,
 * CID1119 "carried in help-centre contact links").
 * @param reference - the reference code
 */
export const helpCentreContactWithReference = (reference: string) =>
  `${HELP_CENTRE_CONTACT_URL}?errorCode=${encodeURIComponent(reference)}`;

/** The developer-only set-cookies page (absent from production builds). spec 001 §2. */
export const setCookiesPage = {
  title: 'Set cookies (developers only)',
  heading: 'Set cookies (developers only)',
  intro:
    'Paste the sign-in parameters and an ID token to start a journey part-way through. This page is not in the production build.',
  paramsLabel: 'Sign-in parameters (JSON)',
  paramsHint: 'session_id, client_id, redirect_uri and optionally state, scope, nonce and allow_registration',
  tokenLabel: 'ID token',
  submit: 'Set cookies',
  saved: 'The cookies have been set.',
  savedTitle: 'Done',
  invalidParams: 'Enter sign-in parameters as JSON with session_id, client_id and redirect_uri',
  routesHeading: 'Routes',
  authInitHeading: 'Start a journey',
  authInitLink: 'Start a new journey for the demo client and come back here',
} as const;
