import type {
  AccountStatusResponse,
  AuthcodeResponse,
  ClientInfo,
  LoginResponse,
  OidcParams,
  OtpMethod,
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
}
