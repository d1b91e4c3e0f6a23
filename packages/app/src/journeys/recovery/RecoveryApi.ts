import {
  changeNumberResponseSchema,
  recoveryApiPaths,
  type ChangeNumberResponse,
  type OtpMethod,
} from '@nhsl/contract';
import type { HttpIdentityApi } from '../../api/HttpIdentityApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';

/**
 * The recovery call of the back end as the recovery store sees it (issue 15 "Recovery"; paths in
 * `@nhsl/contract` `recoveryApiPaths`). Rejects with an `ApiError` only. Kept apart from
 * {@link IdentityApi}, as registration's calls are, so its code loads with the recovery pages and
 * not with the first page.
 */
export interface RecoveryApi {
  /**
   * A new mobile or landline number (international format) for this session; a mobile is texted a
   * code at once. Answers the number masked.
   */
  changeNumber(kind: OtpMethod, number: string): Promise<ChangeNumberResponse>;
}

/** The recovery call over HTTP, through the app's HTTP client (its headers, timeout and error mapping). */
export class HttpRecoveryApi implements RecoveryApi {
  /** @param http - the app's HTTP client */
  constructor(private readonly http: Pick<HttpIdentityApi, 'request'>) {}

  changeNumber(kind: OtpMethod, number: string) {
    return kind === 'mobile'
      ? this.http.request('POST', recoveryApiPaths.changeMobile, changeNumberResponseSchema, { phone_number: number })
      : this.http.request('POST', recoveryApiPaths.changeLandline, changeNumberResponseSchema, {
          landline_number: number,
        });
  }
}

/**
 * The recovery client of the app's back end: the back end itself when it already offers the call
 * (a stub in stories and tests), else the HTTP client wrapped.
 * @param api - the app's back end
 * @throws Error when the back end offers neither
 */
export function recoveryApiOf(api: IdentityApi): RecoveryApi {
  const maybe = api as IdentityApi & Partial<RecoveryApi> & Partial<Pick<HttpIdentityApi, 'request'>>;
  if (typeof maybe.changeNumber === 'function') return maybe as RecoveryApi;
  if (typeof maybe.request === 'function') return new HttpRecoveryApi(maybe as Pick<HttpIdentityApi, 'request'>);
  throw new Error('The back end offers no recovery call');
}
