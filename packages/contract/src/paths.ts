/**
 * Paths of the identity back end, relative to the app's origin (the app reaches the back end on
 * the same origin: a Vite proxy in development and preview, the production server otherwise).
 *
 * spec 000 §7 "Calls made" and spec 001 §7 "The calls it makes". Where the spec does not show a
 * path, the path here is our choice and is documented in the simulator's README.
 */
export const apiPaths = {
  /** GET, query `client-id`: client info. spec 000 §7. */
  clientInfo: '/api/auth/client-info',
  /** POST `{ email }`: account status after email entry. spec 000 §4 "Account status". */
  accountStatus: '/api/auth/account-status',
  /** POST `{ email, password, rmd_token? }`: login. spec 000 §4 "Login authentication_state". */
  login: '/api/auth/login',
  /**
   * POST `{ email, password, rmd_token? }`: the email-and-password sign-in of the login page
   * (spec 000 §7 "sign in (email, password)"). Answers as login, but sends no code itself: for a
   * VERIFIED account with a mobile only the app then triggers one (spec 000 §4 "Login
   * authentication_state"; issue 28 item 4).
   */
  signIn: '/api/auth/sign-in',
  /** POST `{ login: true, method }`: trigger a security code by text or landline call. */
  triggerOtp: '/api/auth/otp/trigger',
  /** POST `{ code, remember_device, method? }`: login OTP submission. spec 000 §7. */
  verifyOtp: '/api/auth/otp/verify',
  /** POST stored sign-in parameters: the authorisation-code step. spec 000 §7. */
  authcode: '/api/auth/authcode',
  /** POST `{ client-id, consented-claims, oidc-params }`: consent. spec 000 §7. */
  consent: '/api/account/consent',
  /** POST, no body: terms update accepted. spec 000 §7. */
  termsUpdate: '/api/account/terms-update',
  /**
   * POST `{ reason }`: the user refused (consent or terms); answers `{ Location }`, where the
   * OpenID Provider returns access_denied to the client. Our path (docs/decisions/0031-consent-refusal-and-terms.md).
   */
  refuse: '/api/auth/refuse',
} as const;

/** Path on the app origin where a relying service starts a journey (OpenID Connect authorize). */
export const authorizePath = '/authorize';

/**
 * Name of the cookie that carries the session (its id is the back end's bearer credential) and its
 * sign-in parameters to the app. HttpOnly: only the app's server reads it (issue 24).
 */
export const AUTH_COOKIE = 'nhs-authorization-cookie';
/**
 * Name of the cookie page script reads for the session's non-secret part (issue 24): an opaque
 * session marker (not the session id: a keyed hash of it), the sign-in parameters and the level
 * asked for. Set by the app's server from the authorization cookie; never a credential.
 */
export const SESSION_INFO_COOKIE = 'nhsl-session';
/** Request header: the CSRF token every state-changing call of page script carries (issue 24). */
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Request header: the session marker page script holds, so the app's server can tell a call of
 * an older session (another tab started a newer one) and answer 401 (issue 24).
 */
export const SESSION_MARKER_HEADER = 'x-session-marker';
/** Name of the cookie that holds the id_token (path /, no expiry). spec 000 §4 "Cookies". */
export const ID_TOKEN_COOKIE = 'id_token';
/**
 * Name of the cookie that marks a session whose sign-in has finished (issue 54: Back from the
 * client to the consent page showed CID1004 "We could not tell which service…"): the session's
 * marker, set HttpOnly when the journey ends (the browser goes back to the client, agreeing or
 * refusing), for as long as the browser session.
 */
export const SIGN_IN_FINISHED_COOKIE = 'nhsl-finished';
/** Name of the remember-my-device cookie (180 days). spec 000 §4 "Cookies". */
export const RMD_COOKIE = 'remember_my_device';
/** Name of the cookie holding the optional-cookies preference. spec 000 §4 "Cookies". */
export const COOKIE_PREFERENCE_COOKIE = 'cookiePreference';
