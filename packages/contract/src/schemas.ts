import { z } from 'zod/mini';

/**
 * zod schemas of every request and response body on the wire. The app parses every response
 * with these; the simulator parses every request with them.
 */

/** Account status values. spec 000 §4 "Account status after email entry". */
export const accountStatusValues = ['NOT_FOUND', 'CONFIRMED', 'UNCONFIRMED', 'RESET_REQUIRED'] as const;

/** Passkey authentication options from the server. spec 000 §3. */
export const passkeyAuthOptionsSchema = z.object({
  authentication_options: z.looseObject({
    challenge: z.string(),
    allowCredentials: z.optional(
      z.array(z.object({ id: z.string(), type: z.literal('public-key'), transports: z.optional(z.array(z.string())) })),
    ),
    rpId: z.optional(z.string()),
  }),
  transaction_id: z.string(),
});

/** One passkey the account holds, as `allowCredentials` lists it (WebAuthn PublicKeyCredentialDescriptor). */
export type PasskeyCredentialDescriptor = NonNullable<
  z.infer<typeof passkeyAuthOptionsSchema>['authentication_options']['allowCredentials']
>[number];

/** Request of the account-status check. */
export const accountStatusRequestSchema = z.object({ email: z.string() });
/** Response of the account-status check. spec 000 §3 "Account-status response". */
export const accountStatusResponseSchema = z.object({
  status: z.string(),
  uplift_required: z._default(z.optional(z.boolean()), false),
  allow_p5_before_p9: z._default(z.optional(z.boolean()), false),
  auth_options: z.optional(passkeyAuthOptionsSchema),
  landline_registration_enabled: z._default(z.optional(z.boolean()), false),
});
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;

/** Request of the login call. */
export const loginRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  rmd_token: z.optional(z.string()),
});
/** Login authentication_state values. spec 000 §4 "Login authentication_state". */
export const authenticationStates = ['UNREGISTERED', 'VERIFIED', 'RESET_PASSWORD', 'AUTHENTICATED'] as const;
/** Response of the login call. spec 000 §3 "Login response". */
export const loginResponseSchema = z.object({
  authentication_state: z.string(),
  redirect_uri: z.optional(z.string()),
  rmd_token: z.optional(z.string()),
  authentication_methods: z._default(z.optional(z.object({ mobile: z.boolean(), landline: z.boolean() })), {
    mobile: true,
    landline: false,
  }),
  phone_number: z.optional(z.string()),
  landline_number: z.optional(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Second-factor methods. */
export const otpMethods = ['mobile', 'landline'] as const;
export type OtpMethod = (typeof otpMethods)[number];

/** Request to trigger a security code (text or landline call). */
export const triggerOtpRequestSchema = z.object({
  login: z.boolean(),
  method: z.enum(otpMethods),
});

/** Login OTP submission. spec 000 §7. */
export const verifyOtpRequestSchema = z.object({
  code: z.string(),
  remember_device: z.boolean(),
  method: z.optional(z.enum(otpMethods)),
});
/** OTP success response. spec 000 §3. */
export const verifyOtpResponseSchema = z
  .object({
    /** The back end's id_token; the app's server takes it out into its HttpOnly cookie (issue 24). */
    id_token: z.optional(z.string()),
    /** Added by the app's server in place of the id_token: its subject, the account id (issue 24). */
    account_id: z.optional(z.string()),
    rmd_token: z.optional(z.string()),
    is_duplicate_phone_number: z._default(z.optional(z.boolean()), false),
  })
  .check(
    // A success names the account: the back end's id_token, or the account id the app's server put
    // in its place. An answer with neither is malformed (a failure), never taken for a sign-in.
    z.refine((v) => Boolean(v.id_token || v.account_id), 'id_token or account_id required'),
  );
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** Stored sign-in (OIDC) parameters of the session. spec 000 §3 "Session OIDC parameters". */
export const oidcParamsSchema = z.object({
  client_id: z.string().check(z.minLength(1)),
  redirect_uri: z.string().check(z.url()),
  state: z.optional(z.string()),
  scope: z.optional(z.string()),
  nonce: z.optional(z.string()),
  allow_registration: z.optional(z.string()),
});
export type OidcParams = z.infer<typeof oidcParamsSchema>;

/**
 * The sign-in parameters carried to the app in the authorization cookie: the session id and
 * the OIDC parameters of the relying service's request.
 */
export const authCookieSchema = z.extend(oidcParamsSchema, {
  session_id: z.string().check(z.minLength(1)),
  /**
   * The identity level the client asked for (the lowest its `vtr` accepts), set with the journey
   * (shared spec DECISIONS "vector of trust read from a cookie"; spec 000 §1, §3; issue 28 item 1).
   */
  vtr: z.optional(z.enum(['P0', 'P5', 'P9'])),
});
/** An identity level a vector of trust asks for. */
export type VectorOfTrustLevel = NonNullable<AuthCookie['vtr']>;
/** The level assumed when the cookie carries none, as NHS login does (shared spec DECISIONS). */
export const DEFAULT_VECTOR_OF_TRUST_LEVEL: VectorOfTrustLevel = 'P9';
export type AuthCookie = z.infer<typeof authCookieSchema>;

/**
 * The session cookie page script reads (SESSION_INFO_COOKIE, issue 24): the authorization
 * cookie's content with the session id replaced by an opaque marker.
 */
export const sessionInfoSchema = z.extend(oidcParamsSchema, {
  marker: z.string().check(z.minLength(1)),
  vtr: z.optional(z.enum(['P0', 'P5', 'P9'])),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Authcode response (raw wire fields). spec 000 §3, spec 001 §3. */
export const authcodeResponseSchema = z.object({
  id_token: z.optional(z.string()),
  /** Added by the app's server in place of the id_token (issue 24). */
  account_id: z.optional(z.string()),
  Location: z.optional(z.string()),
  consent_required: z._default(z.optional(z.boolean()), false),
  terms_update_required: z._default(z.optional(z.boolean()), false),
  /**
   * Whether the signed-in account still needs identity proofing (uplift), as account-status's
   * `uplift_required` says: every sign-in path ends here, the ones that never ask for the account
   * status (/login, passkey autofill) included. With the level asked for, it decides whether
   * proofing follows (issue 45 item 1). Absent: as account-status said.
   */
  uplift_required: z.optional(z.boolean()),
});
export type AuthcodeResponse = z.infer<typeof authcodeResponseSchema>;

/** Client info. spec 000 §3 "Client". */
export const clientInfoSchema = z.object({
  client_id: z.string(),
  client_display_name: z.optional(z.string()),
  client_homepage_url: z.optional(z.string()),
  terms_uri: z.optional(z.string()),
  approved_scopes: z._default(z.optional(z.array(z.string())), []),
  claims: z._default(z.optional(z.array(z.string())), []),
  /**
   * The client's registered redirect URIs (issue 24; not in spec 000 §3): the app sends the browser
   * out of a journey only to one of these, or to its own origin.
   */
  redirect_uris: z.optional(z.array(z.string())),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

/** Consent payload. spec 000 §3 "Consent payload". */
export const consentRequestSchema = z.object({
  'client-id': z.string(),
  'consented-claims': z.array(z.string()),
  'oidc-params': oidcParamsSchema,
});
/** Consent response (observed in full, not read beyond success). */
export const consentResponseSchema = z.looseObject({});

/**
 * Why the user is going back to the client without signing in: the error_description the
 * client receives with `error=access_denied`. spec 000 §4 "After authcode"; TermsNotAgreed is
 * our choice (docs/decisions/0031-consent-refusal-and-terms.md).
 */
export const refusalReasonSchema = z.enum(['ConsentNotGiven', 'TermsNotAgreed']);
export type RefusalReason = z.infer<typeof refusalReasonSchema>;

/** Refusal request (our path `apiPaths.refuse`). */
export const refuseRequestSchema = z.object({ reason: refusalReasonSchema });

/** Refusal answer: where the browser goes (the provider, which redirects to the client). */
export const refuseResponseSchema = z.object({ Location: z.string().check(z.url()) });
export type RefuseResponse = z.infer<typeof refuseResponseSchema>;

/** Error body every failing call answers with. spec 001 §3 "Error shape". */
export const errorBodySchema = z.looseObject({
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  errorCode: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
