import {
  accountCreatedResponseSchema,
  enterMobileResponseSchema,
  registrationApiPaths as p,
  type AccountCreatedResponse,
  type EnterMobileResponse,
} from '@nhsl/contract';
import type { HttpIdentityApi } from '../../api/HttpIdentityApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';

/**
 * The registration calls of the back end as the registration store sees them (issue 15; paths in
 * `@nhsl/contract` `registrationApiPaths`). Every method rejects with an `ApiError` only. Kept
 * apart from {@link IdentityApi} so its code loads with the registration pages.
 */
export interface RegistrationApi {
  /** validate email: 'Invalid email address' or 'Account already exists' when it cannot be used. spec 000 §7. */
  validateEmail(email: string): Promise<void>;
  /** The terms of use agreed: emails a code to the address. */
  startRegistration(email: string): Promise<void>;
  /** Emails a new code. */
  resendEmailCode(): Promise<void>;
  /** Confirms the address with the emailed code. */
  verifyEmailCode(code: string): Promise<void>;
  /** Sets the new account's password (sent once, never kept). */
  createPassword(password: string): Promise<void>;
  /** Keeps the mobile number and texts a code to it; answers the masked number. */
  enterMobile(mobile: string): Promise<EnterMobileResponse>;
  /** Texts a new code to the number. */
  resendMobileCode(): Promise<void>;
  /** Checks the texted code: the account is created and the session signed in to it. */
  verifyMobileCode(code: string): Promise<AccountCreatedResponse>;
}

/** The registration calls over HTTP, through the app's HTTP client (its headers, timeout and error mapping). */
export class HttpRegistrationApi implements RegistrationApi {
  /** @param http - the app's HTTP client */
  constructor(private readonly http: Pick<HttpIdentityApi, 'request'>) {}

  async validateEmail(email: string) {
    await this.http.request('POST', p.validateEmail, null, { email });
  }
  async startRegistration(email: string) {
    await this.http.request('POST', p.start, null, { email, terms_accepted: true });
  }
  async resendEmailCode() {
    await this.http.request('POST', p.resendEmailCode, null);
  }
  async verifyEmailCode(code: string) {
    await this.http.request('POST', p.verifyEmailCode, null, { code });
  }
  async createPassword(password: string) {
    await this.http.request('POST', p.createPassword, null, { password });
  }
  enterMobile(mobile: string) {
    return this.http.request('POST', p.enterMobile, enterMobileResponseSchema, { mobile });
  }
  async resendMobileCode() {
    await this.http.request('POST', p.resendMobileCode, null);
  }
  verifyMobileCode(code: string) {
    return this.http.request('POST', p.verifyMobileCode, accountCreatedResponseSchema, { code });
  }
}

/**
 * The registration client of the app's back end: the back end itself when it already offers the
 * registration calls (a stub in stories and tests), else the HTTP client wrapped.
 * @param api - the app's back end
 */
export function registrationApiOf(api: IdentityApi): RegistrationApi {
  const maybe = api as IdentityApi & Partial<RegistrationApi> & Partial<Pick<HttpIdentityApi, 'request'>>;
  if (typeof maybe.validateEmail === 'function') return maybe as RegistrationApi;
  if (typeof maybe.request === 'function') return new HttpRegistrationApi(maybe as Pick<HttpIdentityApi, 'request'>);
  throw new Error('The back end offers no registration calls');
}
