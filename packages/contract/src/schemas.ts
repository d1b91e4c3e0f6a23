import { z } from 'zod';

/**
 * zod schemas of every request and response body on the wire. The app parses every response
 * with these; the simulator parses every request with them.
 */

/** Account status values. spec 000 §4 "Account status after email entry". */
export const accountStatusValues = ['NOT_FOUND', 'CONFIRMED', 'UNCONFIRMED', 'RESET_REQUIRED'] as const;

/** Passkey authentication options from the server. spec 000 §3. */
export const passkeyAuthOptionsSchema = z.object({
  authentication_options: z
    .object({
      challenge: z.string(),
      allowCredentials: z
        .array(z.object({ id: z.string(), type: z.literal('public-key'), transports: z.array(z.string()).optional() }))
        .optional(),
      rpId: z.string().optional(),
    })
    .passthrough(),
  transaction_id: z.string(),
});

/** Request of the account-status check. */
export const accountStatusRequestSchema = z.object({ email: z.string() });
/** Response of the account-status check. spec 000 §3 "Account-status response". */
export const accountStatusResponseSchema = z.object({
  status: z.string(),
  uplift_required: z.boolean().optional().default(false),
  allow_p5_before_p9: z.boolean().optional().default(false),
  auth_options: passkeyAuthOptionsSchema.optional(),
  landline_registration_enabled: z.boolean().optional().default(false),
});
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;

/** Request of the login call. */
export const loginRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  rmd_token: z.string().optional(),
});
/** Login authentication_state values. spec 000 §4 "Login authentication_state". */
export const authenticationStates = ['UNREGISTERED', 'VERIFIED', 'RESET_PASSWORD', 'AUTHENTICATED'] as const;
/** Response of the login call. spec 000 §3 "Login response". */
export const loginResponseSchema = z.object({
  authentication_state: z.string(),
  redirect_uri: z.string().optional(),
  rmd_token: z.string().optional(),
  authentication_methods: z
    .object({ mobile: z.boolean(), landline: z.boolean() })
    .optional()
    .default({ mobile: true, landline: false }),
  phone_number: z.string().optional(),
  landline_number: z.string().optional(),
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
  method: z.enum(otpMethods).optional(),
});
/** OTP success response. spec 000 §3. */
export const verifyOtpResponseSchema = z.object({
  id_token: z.string(),
  rmd_token: z.string().optional(),
  is_duplicate_phone_number: z.boolean().optional().default(false),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** Stored sign-in (OIDC) parameters of the session. spec 000 §3 "Session OIDC parameters". */
export const oidcParamsSchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().url(),
  state: z.string().optional(),
  scope: z.string().optional(),
  nonce: z.string().optional(),
  allow_registration: z.string().optional(),
});
export type OidcParams = z.infer<typeof oidcParamsSchema>;

/**
 * The sign-in parameters carried to the app in the authorization cookie: the session id and
 * the OIDC parameters of the relying service's request.
 */
export const authCookieSchema = oidcParamsSchema.extend({
  session_id: z.string().min(1),
});
export type AuthCookie = z.infer<typeof authCookieSchema>;

/** Authcode response (raw wire fields). spec 000 §3, spec 001 §3. */
export const authcodeResponseSchema = z.object({
  id_token: z.string().optional(),
  Location: z.string().optional(),
  consent_required: z.boolean().optional().default(false),
  terms_update_required: z.boolean().optional().default(false),
});
export type AuthcodeResponse = z.infer<typeof authcodeResponseSchema>;

/** Client info. spec 000 §3 "Client". */
export const clientInfoSchema = z.object({
  client_id: z.string(),
  client_display_name: z.string().optional(),
  client_homepage_url: z.string().optional(),
  terms_uri: z.string().optional(),
  approved_scopes: z.array(z.string()).optional().default([]),
  claims: z.array(z.string()).optional().default([]),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

/** Consent payload. spec 000 §3 "Consent payload". */
export const consentRequestSchema = z.object({
  'client-id': z.string(),
  'consented-claims': z.array(z.string()),
  'oidc-params': oidcParamsSchema,
});
/** Consent response (observed in full, not read beyond success). */
export const consentResponseSchema = z.object({}).passthrough();

/**
 * Why the user is going back to the client without signing in: the error_description the
 * client receives with `error=access_denied`. spec 000 §4 "After authcode"; TermsNotAgreed is
 * our choice (docs/DECISIONS.md).
 */
export const refusalReasonSchema = z.enum(['ConsentNotGiven', 'TermsNotAgreed']);
export type RefusalReason = z.infer<typeof refusalReasonSchema>;

/** Refusal request (our path `apiPaths.refuse`). */
export const refuseRequestSchema = z.object({ reason: refusalReasonSchema });

/** Refusal answer: where the browser goes (the provider, which redirects to the client). */
export const refuseResponseSchema = z.object({ Location: z.string().url() });
export type RefuseResponse = z.infer<typeof refuseResponseSchema>;

/** Error body every failing call answers with. spec 001 §3 "Error shape". */
export const errorBodySchema = z
  .object({
    message: z.string().optional(),
    error: z.string().optional(),
    errorCode: z.string().optional(),
  })
  .passthrough();
export type ErrorBody = z.infer<typeof errorBodySchema>;
