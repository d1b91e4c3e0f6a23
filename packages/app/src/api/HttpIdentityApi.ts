import {
  AUTH_COOKIE,
  CSRF_HEADER,
  SESSION_MARKER_HEADER,
  accountStatusResponseSchema,
  apiPaths,
  authcodeResponseSchema,
  clientInfoSchema,
  consentResponseSchema,
  errorBodySchema,
  loginResponseSchema,
  passkeyApiPaths,
  passkeyOptionsResponseSchema,
  passkeyVerifyResponseSchema,
  verifyOtpResponseSchema,
  refuseResponseSchema,
  type RefusalReason,
  type PasskeyVerifyRequest,
  type OidcParams,
  type OtpMethod,
  proofingApiPaths,
  resetApiPaths,
  upliftResponseSchema,
  type AccountMigrationRequest,
  type RecordP5FailureRequest,
  type UpliftDemogTraceRequest,
  type UpliftNhsKnownRequest,
} from '@nhsl/contract';
import type { z } from 'zod/mini';
import { ApiError, errorFromResponse } from './ApiError.ts';
import type { IdentityApi } from './IdentityApi.ts';

/**
 * Options of {@link HttpIdentityApi}. In the browser the client holds no credential: it sends the
 * session marker and the CSRF token, and the app's server adds the bearer from the HttpOnly
 * cookie (backend for frontend, issue 24). On the server it calls the back end itself with the
 * session id of the request's cookie.
 */
export interface HttpIdentityApiOptions {
  /**
   * Server only: the session id (the bearer credential), sent as the Authorization bearer and
   * session-id header and as a body's `session_id`.
   */
  credential?: () => string | undefined;
  /**
   * Server only: an answer set the authorization cookie again (AUTH_COOKIE), as the back end does
   * when it renews the session's id at sign-in (issue 54 session fixation). Called with that
   * Set-Cookie header as the back end sent it, before the answer is parsed; from then on
   * `credential` should answer the id it carries.
   */
  renewedSession?: (setCookie: string) => void;
  /** Browser: the session marker (SESSION_MARKER_HEADER), so the server can tell an older session's call. */
  sessionMarker?: () => string | undefined;
  /** Browser: the CSRF token every call but a GET carries (CSRF_HEADER). */
  csrfToken?: () => string | undefined;
  /** Origin or prefix of the API paths (default '' = same origin). */
  baseUrl?: string;
  /** Abandon a call after this many milliseconds (default 15000), as a network failure. */
  timeoutMs?: number;
  /** The fetch to use (default the global fetch). */
  fetchImpl?: typeof fetch;
}

/**
 * The real API client: the only code that knows URLs, headers and wire field names. Every
 * answer is parsed with the contract's zod schema; every failure becomes an {@link ApiError}.
 */
export class HttpIdentityApi implements IdentityApi {
  private readonly opts: Required<Pick<HttpIdentityApiOptions, 'baseUrl' | 'timeoutMs'>> &
    Omit<HttpIdentityApiOptions, 'baseUrl' | 'timeoutMs' | 'fetchImpl'> & { fetchImpl: typeof fetch };

  constructor(options: HttpIdentityApiOptions) {
    this.opts = {
      baseUrl: '',
      timeoutMs: 15000,
      fetchImpl: (...args) => fetch(...args),
      ...options,
    };
  }

  /**
   * One call of the back end on this origin, with the session's headers (see
   * {@link HttpIdentityApiOptions}: the bearer on the server, the marker and CSRF token in the
   * browser) and the timeout; a body's `session_id` is filled in from the credential (the
   * browser's server fills it in the browser's calls); the answer is parsed with `schema` (null: no body expected). Journeys whose
   * calls load with their pages (registration) use it through their own clients.
   * @param method - GET or POST
   * @param path - the contract's path
   * @param schema - the contract's answer schema, or null
   * @param body - the JSON body, when there is one
   * @param credentials - 'include' for the login-api calls spec 001 §7 sends with credentials, so
   *   they keep working if that API moves to its own origin (issue 28 item 12); 'same-origin'
   *   otherwise
   * @throws ApiError (http, unauthorized, network, malformed)
   */
  async request<S extends z.ZodMiniType | null>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
    credentials: RequestCredentials = 'same-origin',
  ): Promise<S extends z.ZodMiniType ? z.infer<S> : void> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const sid = this.opts.credential?.();
    if (sid) {
      headers.Authorization = `Bearer ${sid}`;
      headers['session-id'] = sid;
    }
    const marker = this.opts.sessionMarker?.();
    if (marker) headers[SESSION_MARKER_HEADER] = marker;
    const csrf = method === 'GET' ? undefined : this.opts.csrfToken?.();
    if (csrf) headers[CSRF_HEADER] = csrf;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (body && typeof body === 'object' && 'session_id' in body) body = { ...body, session_id: sid ?? '' };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.opts.timeoutMs);
    let res: Response;
    try {
      res = await this.opts.fetchImpl(`${this.opts.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials,
        signal: controller.signal,
      });
    } catch {
      throw new ApiError('network', 0, '', 'Network error');
    } finally {
      clearTimeout(timer);
    }
    // The back end renewed the session's id (issue 54 session fixation): the caller takes it up.
    if (res.ok && this.opts.renewedSession) {
      const renewed = res.headers.getSetCookie().find((c) => c.startsWith(`${AUTH_COOKIE}=`));
      if (renewed) this.opts.renewedSession(renewed);
    }
    let json: unknown = undefined;
    const text = await res.text().catch(() => '');
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        if (res.ok) throw new ApiError('malformed', res.status, '', 'Malformed response');
      }
    }
    if (!res.ok) {
      const parsed = errorBodySchema.safeParse(json);
      // The parsed body rides along for callers that read more fields (spec 001 §3 uplift errors).
      throw Object.assign(errorFromResponse(res.status, parsed.success ? parsed.data : undefined), { body: json });
    }
    if (schema === null) return undefined as never;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError('malformed', res.status, '', 'Malformed response');
    return parsed.data as never;
  }

  getClientInfo(clientId: string) {
    return this.request('GET', `${apiPaths.clientInfo}?client-id=${encodeURIComponent(clientId)}`, clientInfoSchema);
  }
  checkAccountStatus(email: string) {
    return this.request('POST', apiPaths.accountStatus, accountStatusResponseSchema, { email });
  }
  login(email: string, password: string, rmdToken?: string) {
    return this.request('POST', apiPaths.login, loginResponseSchema, { email, password, rmd_token: rmdToken });
  }
  signIn(email: string, password: string, rmdToken?: string) {
    return this.request('POST', apiPaths.signIn, loginResponseSchema, { email, password, rmd_token: rmdToken });
  }
  async triggerOtp(method: OtpMethod) {
    await this.request('POST', apiPaths.triggerOtp, null, { login: true, method });
  }
  verifyOtp(code: string, rememberDevice: boolean, method?: OtpMethod) {
    return this.request('POST', apiPaths.verifyOtp, verifyOtpResponseSchema, {
      code,
      remember_device: rememberDevice,
      ...(method === 'landline' ? { method } : {}),
    });
  }
  authcode(params: OidcParams) {
    return this.request('POST', apiPaths.authcode, authcodeResponseSchema, params);
  }
  async consent(clientId: string, consentedClaims: string[], params: OidcParams) {
    await this.request('POST', apiPaths.consent, consentResponseSchema, {
      'client-id': clientId,
      'consented-claims': consentedClaims,
      'oidc-params': params,
    });
  }
  async termsUpdate() {
    await this.request('POST', apiPaths.termsUpdate, null);
  }
  async refuse(reason: RefusalReason) {
    const { Location } = await this.request('POST', apiPaths.refuse, refuseResponseSchema, { reason });
    return Location;
  }
  passkeyAuthenticationOptions() {
    return this.request('POST', passkeyApiPaths.authenticationOptions, passkeyOptionsResponseSchema);
  }
  passkeyAuthenticationVerify(body: PasskeyVerifyRequest) {
    return this.request('POST', passkeyApiPaths.authenticationVerify, passkeyVerifyResponseSchema, body);
  }
  async wafToken() {
    await this.request('POST', passkeyApiPaths.wafToken, null);
  }
  upliftNhsKnown(body: UpliftNhsKnownRequest) {
    return this.request('POST', proofingApiPaths.upliftNhsKnown, upliftResponseSchema, body);
  }
  upliftDemogTrace(body: UpliftDemogTraceRequest) {
    return this.request('POST', proofingApiPaths.upliftDemogTrace, upliftResponseSchema, body);
  }
  async recordP5FailureData(body: RecordP5FailureRequest) {
    await this.request('POST', proofingApiPaths.recordP5FailureData, null, body);
  }
  async sendDuplicateReminder(accountId: string) {
    await this.request(
      'POST',
      proofingApiPaths.duplicateAccountsEmail,
      null,
      { account_id: accountId, duplicateNhsNumberReminder: true },
      'include',
    );
  }
  async sendAnotherDuplicateReminder(accountId: string) {
    await this.request(
      'POST',
      proofingApiPaths.duplicateAccountsEmailAgain,
      null,
      { account_id: accountId, duplicateNhsNumberReminder: true },
      'include',
    );
  }
  async accountMigration(body: AccountMigrationRequest) {
    await this.request('POST', proofingApiPaths.accountMigration, null, body, 'include');
  }
  async forgotPassword(email: string) {
    await this.request('POST', resetApiPaths.forgotPassword, null, { email });
  }
  async confirmChangePassword(username: string, code: string, newPassword: string) {
    await this.request('POST', resetApiPaths.confirmChangePassword, null, {
      username,
      code,
      new_password: newPassword,
    });
  }
}
