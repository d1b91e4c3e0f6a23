import type {
  AccountMigrationRequest,
  RecordP5FailureRequest,
  UpliftDemogTraceRequest,
  UpliftNhsKnownRequest,
  UpliftResponse,
  AccountStatusResponse,
  AuthcodeResponse,
  ClientInfo,
  LoginResponse,
  OidcParams,
  OtpMethod,
  PasskeyOptionsResponse,
  PasskeyVerifyRequest,
  PasskeyVerifyResponse,
  RefusalReason,
  VerifyOtpResponse,
} from '@nhsl/contract';

/**
 * The identity back end as the stores see it. {@link HttpIdentityApi} is the real one; stories
 * and unit tests pass stubs. Every method rejects with an `ApiError` only.
 */
export interface IdentityApi {
  /** Client info for the consent and session pages. spec 000 §7. */
  getClientInfo(clientId: string): Promise<ClientInfo>;
  /** Account status after email entry. spec 000 §4. */
  checkAccountStatus(email: string): Promise<AccountStatusResponse>;
  /** Password login. spec 000 §4 "Login authentication_state". */
  login(email: string, password: string, rmdToken?: string): Promise<LoginResponse>;
  /**
   * The login page's email-and-password sign-in: answers as {@link login} but sends no code
   * (the app triggers it). spec 000 §4 "Login authentication_state", §7; issue 28 item 4.
   */
  signIn(email: string, password: string, rmdToken?: string): Promise<LoginResponse>;
  /** Sends a security code by text (mobile) or a call (landline). */
  triggerOtp(method: OtpMethod): Promise<void>;
  /** Submits a security code. spec 000 §7 "Login OTP submission". */
  verifyOtp(code: string, rememberDevice: boolean, method?: OtpMethod): Promise<VerifyOtpResponse>;
  /** The authorisation-code step. spec 000 §7. */
  authcode(params: OidcParams): Promise<AuthcodeResponse>;
  /** Records consent. spec 000 §7. */
  consent(clientId: string, consentedClaims: string[], params: OidcParams): Promise<void>;
  /** Accepts a terms-of-use update. spec 000 §7. */
  termsUpdate(): Promise<void>;
  /**
   * The user refused (consent or terms): answers the address the browser goes to, where the
   * OpenID Provider returns access_denied with the reason to the client.
   * docs/decisions/0031-consent-refusal-and-terms.md.
   */
  refuse(reason: RefusalReason): Promise<string>;
  /** Passkey authentication options (empty body, session-id header). spec 000 §7. */
  passkeyAuthenticationOptions(): Promise<PasskeyOptionsResponse>;
  /** Passkey verification (transaction_id, authentication_credential). spec 000 §7. */
  passkeyAuthenticationVerify(body: PasskeyVerifyRequest): Promise<PasskeyVerifyResponse>;
  /** The login API's web-firewall token, after a 405 challenge. spec 000 §8. */
  wafToken(): Promise<void>;
  /** P5 uplift with a known NHS number. spec 001 §7. Rejects with the uplift error body attached. */
  upliftNhsKnown(body: UpliftNhsKnownRequest): Promise<UpliftResponse | void>;
  /** P5 uplift by name, date of birth and postcode. spec 001 §7. */
  upliftDemogTrace(body: UpliftDemogTraceRequest): Promise<UpliftResponse | void>;
  /** Records the details of a failed match for the photo-ID route. spec 001 §7. */
  recordP5FailureData(body: RecordP5FailureRequest): Promise<void>;
  /** The first duplicate-account reminder email. spec 001 §7. */
  sendDuplicateReminder(accountId: string): Promise<void>;
  /** A second duplicate-account reminder email. spec 001 §4. */
  sendAnotherDuplicateReminder(accountId: string): Promise<void>;
  /** Begins account replacement. spec 001 §7. */
  accountMigration(body: AccountMigrationRequest): Promise<void>;
  /** Emails a reset link for the address (answers alike whether or not it is an account). spec 000 §7 "forgot password". */
  forgotPassword(email: string): Promise<void>;
  /** Sets a new password with the reset link's username and code. spec 001 §7 "confirm-change-password". */
  confirmChangePassword(username: string, code: string, newPassword: string): Promise<void>;
}
