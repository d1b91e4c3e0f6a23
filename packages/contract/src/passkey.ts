import { z } from 'zod/mini';
import { passkeyAuthOptionsSchema } from './schemas.ts';

/**
 * Paths of the passkey service and the web-firewall token, on the app's origin (the passkey
 * service is "{passkey api}" in spec 000 §7; the paths are our choice, see the simulator README).
 */
export const passkeyApiPaths = {
  /** POST, empty body, `session-id` header: authentication options. spec 000 §7. */
  authenticationOptions: '/api/passkey/authentication/options',
  /** POST {@link passkeyVerifyRequestSchema}, `session-id` header. spec 000 §7. */
  authenticationVerify: '/api/passkey/authentication/verify',
  /** POST, no body: the login API's web-firewall (waf) token after a 405 challenge. spec 000 §8. */
  wafToken: '/api/auth/waf-token',
} as const;

/** Error texts of the passkey service, word for word. spec 000 §4 "Passkey login", §8. */
export const passkeyServerMessages = {
  /** Too many failed passkey logins (spec 000 §4 "Passkey login"). */
  loginAttemptsExceeded: 'Passkey login attempts exceeded',
  /** 400 with this text: the session is not valid for a passkey login. spec 000 §8. */
  invalidSession: 'invalid session',
  /** 405: the web firewall wants a challenge solved first. */
  wafChallenge: 'Web firewall challenge',
  /** 451: passkey login is blocked for this user or place. */
  blocked: 'Blocked',
  /** 503 or 429: the service is busy. */
  serviceBusy: 'Service busy',
} as const;

/** Failed passkey logins allowed before 'Passkey login attempts exceeded' (simulator's rule). */
export const MAX_PASSKEY_ATTEMPTS = 3;

/** Passkey authentication options answer. spec 000 §3 "Passkey authentication options". */
export const passkeyOptionsResponseSchema = passkeyAuthOptionsSchema;
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

/**
 * The authentication credential of the verify payload, exactly the fields of spec 000 §3: id,
 * rawId, response (authenticatorData, clientDataJSON, signature, optional userHandle), type,
 * client extension results and authenticator attachment.
 */
export const authenticationCredentialSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  rawId: z.string().check(z.minLength(1)),
  response: z.strictObject({
    authenticatorData: z.string(),
    clientDataJSON: z.string(),
    signature: z.string(),
    userHandle: z.optional(z.string()),
  }),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

/** Passkey verification payload. spec 000 §3. */
export const passkeyVerifyRequestSchema = z.strictObject({
  transaction_id: z.string().check(z.minLength(1)),
  authentication_credential: authenticationCredentialSchema,
});
export type PasskeyVerifyRequest = z.infer<typeof passkeyVerifyRequestSchema>;

/** Passkey verification response. spec 000 §3. */
export const passkeyVerifyResponseSchema = z.object({
  verified: z.boolean(),
  redirect_uri: z.optional(z.string()),
  account_id: z.optional(z.string()),
});
export type PasskeyVerifyResponse = z.infer<typeof passkeyVerifyResponseSchema>;

/**
 * Tester and test controls of the simulator's passkeys (never part of the real product).
 */
export const simulatorPasskeyPaths = {
  /** GET: HTML page with a "Register a passkey for <email>" button per scenario account. */
  page: '/simulator/passkeys',
  /** GET: the registration page's script. */
  script: '/simulator/passkeys.js',
  /** GET: @simplewebauthn/browser's bundle, which runs the page's ceremony (issue 29). */
  browserLibrary: '/simulator/passkeys-webauthn.js',
  /** POST `{ email }`: registration options for a scenario account. */
  registrationOptions: '/simulator/passkeys/registration/options',
  /** POST `{ email, response }`: verifies a registration and keeps the credential. */
  registrationVerify: '/simulator/passkeys/registration/verify',
  /** POST {@link simulatorCredentialSchema}: holds a credential whose key a test generated. */
  credentials: '/simulator/passkeys/credentials',
  /** POST {@link simulatorPasskeyFailSchema}: the next passkey calls answer this failure. */
  fail: '/simulator/passkeys/fail',
} as const;

/** A credential a test registers directly (public key as COSE, base64url). */
export const simulatorCredentialSchema = z.object({
  email: z.string(),
  credentialId: z.string().check(z.minLength(1)),
  publicKey: z.string().check(z.minLength(1)),
  counter: z._default(z.number().check(z.int(), z.gte(0)), 0),
  transports: z._default(z.array(z.string()), ['internal']),
});

/** A failure the next passkey service calls answer with (status and message). */
export const simulatorPasskeyFailSchema = z.object({
  status: z.number().check(z.int(), z.gte(400), z.lte(599)),
  message: z._default(z.string(), ''),
  /** How many calls fail (default 1). */
  times: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 1),
});
