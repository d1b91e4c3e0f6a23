/**
 * Error texts the back end answers with, word for word. The app routes on these.
 * spec 000 §8 "Error catalogue", spec 001 §8.
 */
export const serverMessages = {
  incorrectCredentials: 'Incorrect username or password.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  loginAttemptsExceeded: 'Login attempts exceeded',
  otpRequestsExceeded: 'OTP requests exceeded',
  otpAttemptsExceeded: 'OTP attempts exceeded',
  accountDisabled: 'Account is disabled',
  resetAttemptsExceeded: 'Reset attempts exceeded',
  passkeyAttemptsExceeded: 'Passkey attempts exceeded',
  invalidEmail: 'Invalid email address',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP has expired',
  invalidOtpSession: 'Invalid OTP Session',
  unauthorized: 'Unauthorized',
  explicitDeny: 'User is not authorized to access this resource with an explicit deny',
  /** A request body that fails its schema, or a method the account does not have (simulator). */
  badRequest: 'Bad request',
  /** client-info for an unknown client id (404). */
  clientNotFound: 'Client not found',
  /** An API path that does not exist (404). */
  notFound: 'Not found',
} as const;

/** Reference codes shown to users. spec 000 §8, spec 001 §8. */
export const referenceCodes = {
  notFound: 'CID0404',
  unknownClient: 'CID1004',
  nhsNumberProblem: 'CID2011',
  loginDisabled: 'CID2012',
  accountDisabled: 'CID2013',
  cannotUseLogin: 'CID2014',
  defaultDisabledLogin: 'CID7031',
} as const;
