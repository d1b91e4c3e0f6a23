import {
  accountApiPaths,
  accountDetailsSchema,
  accountPasskeySchema,
  pendingNumberResponseSchema,
  type AccountDetails,
  type AccountPasskey,
  type OtpMethod,
  type PendingNumberResponse,
} from '@nhsl/contract';
import { z } from 'zod/mini';
import type { HttpIdentityApi } from '../../api/HttpIdentityApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';

/**
 * The account-settings calls of the back end as the account store sees them (issue 27; paths
 * and schemas in `@nhsl/contract` `accountApiPaths`). Rejects with an `ApiError` only. Kept apart
 * from {@link IdentityApi}, as registration's and recovery's calls are, so its code loads with
 * the account pages only.
 */
export interface AccountApi {
  /** The signed-in user's details (numbers masked). */
  accountDetails(): Promise<AccountDetails>;
  /** The recent proof: checks the password. */
  reauthenticate(password: string): Promise<void>;
  /** Changes the password (the current one is checked again). */
  changePassword(current: string, next: string, version: number): Promise<void>;
  /** Emails a code to a new address. */
  changeEmail(email: string, version: number): Promise<void>;
  /** Emails a new code to the pending address. */
  resendEmailCode(): Promise<void>;
  /** Confirms the new address with its code. */
  verifyEmailCode(code: string): Promise<void>;
  /** Sends a code to a new number (international format); answers it masked. */
  changeNumber(method: OtpMethod, number: string, version: number): Promise<PendingNumberResponse>;
  /** Sends the pending number a new code. */
  resendNumberCode(): Promise<void>;
  /** Confirms the new number with its code. */
  verifyNumberCode(code: string): Promise<void>;
  /** Removes the landline. */
  removeLandline(version: number): Promise<void>;
  /** WebAuthn registration options (JSON) for a new passkey. */
  passkeyRegistrationOptions(): Promise<Record<string, unknown>>;
  /** Sends the `startRegistration` result; answers the new passkey. */
  registerPasskey(response: unknown): Promise<AccountPasskey>;
  /** Removes a passkey by credential id. */
  removePasskey(id: string, version: number): Promise<void>;
  /** Withdraws consent to a client. */
  stopSharing(clientId: string): Promise<void>;
  /** "Not now" to the passkey offer. */
  declinePasskeyOffer(): Promise<void>;
}

/** The account calls over HTTP, through the app's HTTP client (its headers, timeout and error mapping). */
export class HttpAccountApi implements AccountApi {
  /** @param http - the app's HTTP client */
  constructor(private readonly http: Pick<HttpIdentityApi, 'request'>) {}

  accountDetails() {
    return this.http.request('GET', accountApiPaths.details, accountDetailsSchema);
  }
  reauthenticate(password: string) {
    return this.http.request('POST', accountApiPaths.reauthenticate, null, { password });
  }
  changePassword(current: string, next: string, version: number) {
    return this.http.request('POST', accountApiPaths.changePassword, null, {
      current_password: current,
      new_password: next,
      version,
    });
  }
  changeEmail(email: string, version: number) {
    return this.http.request('POST', accountApiPaths.changeEmail, null, { email, version });
  }
  resendEmailCode() {
    return this.http.request('POST', accountApiPaths.resendEmailCode, null);
  }
  verifyEmailCode(code: string) {
    return this.http.request('POST', accountApiPaths.verifyEmailCode, null, { code });
  }
  changeNumber(method: OtpMethod, number: string, version: number) {
    return this.http.request('POST', accountApiPaths.changeNumber, pendingNumberResponseSchema, {
      method,
      number,
      version,
    });
  }
  resendNumberCode() {
    return this.http.request('POST', accountApiPaths.resendNumberCode, null);
  }
  verifyNumberCode(code: string) {
    return this.http.request('POST', accountApiPaths.verifyNumberCode, null, { code });
  }
  removeLandline(version: number) {
    return this.http.request('POST', accountApiPaths.removeLandline, null, { version });
  }
  passkeyRegistrationOptions() {
    return this.http.request('POST', accountApiPaths.passkeyRegistrationOptions, z.record(z.string(), z.unknown()));
  }
  registerPasskey(response: unknown) {
    return this.http.request('POST', accountApiPaths.registerPasskey, accountPasskeySchema, { response });
  }
  removePasskey(id: string, version: number) {
    return this.http.request('POST', accountApiPaths.removePasskey, null, { id, version });
  }
  stopSharing(clientId: string) {
    return this.http.request('POST', accountApiPaths.stopSharing, null, { client_id: clientId });
  }
  declinePasskeyOffer() {
    return this.http.request('POST', accountApiPaths.declinePasskeyOffer, null);
  }
}

/**
 * The account client of the app's back end: the back end itself when it already offers the
 * calls (a stub in stories and tests), else the HTTP client wrapped.
 * @param api - the app's back end
 * @throws Error when the back end offers neither
 */
export function accountApiOf(api: IdentityApi): AccountApi {
  const maybe = api as IdentityApi & Partial<AccountApi> & Partial<Pick<HttpIdentityApi, 'request'>>;
  if (typeof maybe.accountDetails === 'function') return maybe as AccountApi;
  if (typeof maybe.request === 'function') return new HttpAccountApi(maybe as Pick<HttpIdentityApi, 'request'>);
  throw new Error('The back end offers no account calls');
}
