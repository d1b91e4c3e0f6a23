import { z } from 'zod/mini';

/**
 * Wire contract of the account settings ("Your NHS login", issue 27): the signed-in user's
 * details, changing email, password, mobile and landline, passkeys, and the services they share
 * their NHS login with. The spec shows none of these calls; the paths and shapes are ours
 * (packages/simulator/README.md "Account settings", docs/decisions/0030-account-pages.md).
 *
 * Every call needs the session (Authorization bearer) with the second factor verified. The
 * sensitive changes (email, password, numbers, passkeys) also need a recent proof: a password or
 * passkey check within {@link RECENT_PROOF_MINUTES} minutes, else 403 'Recent sign-in required'.
 * Each change sends the `version` of the details it was made from; a stale one answers 409
 * 'Changed elsewhere' (another tab changed them first), and nothing is applied.
 */
export const accountApiPaths = {
  /** GET: {@link accountDetailsSchema}. */
  details: '/api/account/settings',
  /** POST {@link reauthenticateRequestSchema}: the recent proof; 204, or 'Incorrect username or password.'. */
  reauthenticate: '/api/account/settings/reauthenticate',
  /** POST {@link changePasswordRequestSchema}: 204, 'Incorrect password', 'Password is too common'. */
  changePassword: '/api/account/settings/password',
  /** POST {@link changeEmailRequestSchema}: emails a 6-digit code to the new address; 204. */
  changeEmail: '/api/account/settings/email',
  /** POST, no body: emails a new code to the pending address (the old code stops working); 204. */
  resendEmailCode: '/api/account/settings/email/resend',
  /** POST {@link accountCodeRequestSchema}: confirms the new address; the old one gets a notice; 204. */
  verifyEmailCode: '/api/account/settings/email/verify',
  /** POST {@link changeNumberRequestSchema}: texts (mobile) or calls (landline) a code to the new number; answers {@link pendingNumberResponseSchema}. */
  changeNumber: '/api/account/settings/number',
  /** POST, no body: sends the pending number a new code; 204. */
  resendNumberCode: '/api/account/settings/number/resend',
  /** POST {@link accountCodeRequestSchema}: the number changes; 204. */
  verifyNumberCode: '/api/account/settings/number/verify',
  /** POST {@link versionedRequestSchema}: removes the landline; 204. */
  removeLandline: '/api/account/settings/landline/remove',
  /** POST, no body: WebAuthn registration options (excludeCredentials, user verification required). */
  passkeyRegistrationOptions: '/api/account/settings/passkeys/options',
  /** POST {@link passkeyRegistrationRequestSchema}: verifies and keeps the new passkey; answers {@link accountPasskeySchema}. */
  registerPasskey: '/api/account/settings/passkeys',
  /** POST {@link removePasskeyRequestSchema}: 204, or 404 when it is not the user's. */
  removePasskey: '/api/account/settings/passkeys/remove',
  /** POST {@link stopSharingRequestSchema}: withdraws consent to the client; 204 (no recent proof needed). */
  stopSharing: '/api/account/settings/services/remove',
  /** POST, no body: "Not now" to the passkey offer; it is not made again for {@link PASSKEY_OFFER_SNOOZE_DAYS} days; 204. */
  declinePasskeyOffer: '/api/account/settings/passkey-offer/decline',
} as const;

/**
 * POST, empty body, with the session: authentication options for passkey autofill on enter-email
 * (conditional mediation): no email known yet, so `allowCredentials` is empty and the browser
 * offers the discoverable passkeys it holds; answers `passkeyOptionsResponseSchema`. The signed
 * assertion goes to the usual `passkeyApiPaths.authenticationVerify`, which finds the account by
 * the credential. Issue 27 "Passkey autofill".
 */
export const PASSKEY_AUTOFILL_OPTIONS_PATH = '/api/passkey/authentication/autofill-options';

/** A password or passkey check counts as recent proof for this many minutes (issue 27). */
export const RECENT_PROOF_MINUTES = 15;

/** "Not now" to the passkey offer keeps it away for this many days (issue 27). */
export const PASSKEY_OFFER_SNOOZE_DAYS = 30;

/** Error texts of the account calls, word for word (ours). The code checks answer `serverMessages`' OTP texts. */
export const accountServerMessages = {
  /** 403: no password or passkey check within RECENT_PROOF_MINUTES. */
  recentProofRequired: 'Recent sign-in required',
  /** 409: the details changed since the `version` sent (another tab). */
  changedElsewhere: 'Changed elsewhere',
  /** 400: change-password's current password is wrong. */
  incorrectPassword: 'Incorrect password',
  /** 400: the new address or number is the one held. */
  sameValue: 'Same as current',
  /** 404: no such passkey or shared service on this account. */
  notFound: 'Not found',
} as const;

/** One passkey on the account. Dates are epoch milliseconds. */
export const accountPasskeySchema = z.object({
  /** The credential id (base64url). */
  id: z.string(),
  /** The authenticator's name, when known (else the app shows "Passkey" with the creation date). */
  name: z.optional(z.string()),
  created_at: z.number(),
  last_used_at: z.optional(z.number()),
});
export type AccountPasskey = z.infer<typeof accountPasskeySchema>;

/** One service the user has shared their NHS login with. */
export const sharedServiceSchema = z.object({
  client_id: z.string(),
  /** The client's display name (absent for a client without one). */
  client_name: z.optional(z.string()),
  /** When consent was given, epoch ms. */
  consented_at: z.number(),
  /** The scopes shared (openid left out), e.g. `['profile', 'email']`. */
  scopes: z.array(z.string()),
});
export type SharedService = z.infer<typeof sharedServiceSchema>;

/** The signed-in user's details. Numbers are masked (`*******0123`), never whole. */
export const accountDetailsSchema = z.object({
  email: z.string(),
  mobile: z.optional(z.string()),
  landline: z.optional(z.string()),
  /** Goes up by one with every change; sent back with each change (409 when stale). */
  version: z.number(),
  /** A password or passkey check was made within RECENT_PROOF_MINUTES. */
  recent_proof: z.boolean(),
  /** The passkey offer may be made: the device question is the app's; no passkey held and no recent "Not now". */
  passkey_offer: z.boolean(),
  passkeys: z.array(accountPasskeySchema),
  services: z.array(sharedServiceSchema),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** Body of reauthenticate. */
export const reauthenticateRequestSchema = z.object({ password: z.string() });

/** Body of any change: the version of the details it was made from. */
export const versionedRequestSchema = z.object({ version: z.number() });

/** Body of change-password. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string(),
  new_password: z.string(),
  version: z.number(),
});

/** Body of change-email: the new address as typed. */
export const changeEmailRequestSchema = z.object({ email: z.string(), version: z.number() });

/** Body of change-number: which number and the new one in international format (`+447700900982`). */
export const changeNumberRequestSchema = z.object({
  method: z.enum(['mobile', 'landline']),
  number: z.string(),
  version: z.number(),
});

/** Answer of change-number: the new number masked, where its code went. */
export const pendingNumberResponseSchema = z.object({ number: z.string() });
export type PendingNumberResponse = z.infer<typeof pendingNumberResponseSchema>;

/** Body of the email and number code checks. */
export const accountCodeRequestSchema = z.object({ code: z.string() });

/** Body of register-passkey: the `startRegistration` result as JSON. */
export const passkeyRegistrationRequestSchema = z.object({ response: z.record(z.string(), z.unknown()) });

/** Body of remove-passkey. */
export const removePasskeyRequestSchema = z.object({ id: z.string(), version: z.number() });

/** Body of stop-sharing. */
export const stopSharingRequestSchema = z.object({ client_id: z.string() });

/** What an account notice (the outbox's `notice` entries) says, by kind. */
export const accountNoticeKinds = ['email-changed', 'password-changed'] as const;
