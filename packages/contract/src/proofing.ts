import { z } from 'zod/mini';

/**
 * Wire contract of identity proofing (P5 uplift), duplicate accounts and account replacement.
 * spec 001 §3 "Uplift error response fields", §7 "The calls it makes", §8.
 */

/** Back-end paths of proofing and duplicate accounts (spec 001 §7; the prefixes are ours). */
export const proofingApiPaths = {
  /** POST {@link upliftNhsKnownRequestSchema}: uplift with a known NHS number. */
  upliftNhsKnown: '/api/midlevel/p5-uplift-nhs-known',
  /** POST {@link upliftDemogTraceRequestSchema}: uplift by name, date of birth and postcode. */
  upliftDemogTrace: '/api/midlevel/p5-uplift-demog-trace',
  /** POST {@link recordP5FailureRequestSchema}: keeps the details of a failed match for the photo-ID route. */
  recordP5FailureData: '/api/midlevel/record-p5-failure-data',
  /** POST {@link duplicateAccountsEmailRequestSchema}: the first reminder email. */
  duplicateAccountsEmail: '/api/login/duplicate-accounts-email',
  /** POST {@link duplicateAccountsEmailRequestSchema}: a second reminder (path not shown in spec 001; ours). */
  duplicateAccountsEmailAgain: '/api/login/duplicate-accounts-email-again',
  /** POST {@link accountMigrationRequestSchema}: begins account replacement. */
  accountMigration: '/api/login/account-migration',
} as const;

/** Body of p5-uplift-nhs-known. spec 001 §7. */
export const upliftNhsKnownRequestSchema = z.object({
  nhs_number: z.string(),
  date_of_birth: z.string(),
  postcode: z.string(),
  client_id: z.string(),
  session_id: z.string(),
});
export type UpliftNhsKnownRequest = z.infer<typeof upliftNhsKnownRequestSchema>;

/** Body of p5-uplift-demog-trace. spec 001 §7. */
export const upliftDemogTraceRequestSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_names: z.optional(z.string()),
  date_of_birth: z.string(),
  postcode: z.string(),
  client_id: z.string(),
  session_id: z.string(),
});
export type UpliftDemogTraceRequest = z.infer<typeof upliftDemogTraceRequestSchema>;

/** A successful uplift (the spec shows nothing beyond success). */
export const upliftResponseSchema = z.looseObject({
  /** The match also checked the person's GP record (clients allowing P5 before P9): consent's third card. */
  gp_record_checked: z.optional(z.boolean()),
});
export type UpliftResponse = z.infer<typeof upliftResponseSchema>;

/** Body of record-p5-failure-data. spec 001 §7. */
export const recordP5FailureRequestSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_names: z.optional(z.string()),
  nhs_number: z.string(),
  date_of_birth: z.string(),
  postcode: z.string(),
  session_id: z.string(),
});
export type RecordP5FailureRequest = z.infer<typeof recordP5FailureRequestSchema>;

/** Body of both reminder calls. spec 001 §7. */
export const duplicateAccountsEmailRequestSchema = z.object({
  /** The signed-in account (from passkey verification or the id_token's subject); never empty. */
  account_id: z.string().check(z.minLength(1)),
  duplicateNhsNumberReminder: z.literal(true),
});

/** Body of account-migration. spec 001 §7. */
export const accountMigrationRequestSchema = z.object({
  /** The signed-in account; never empty. */
  account_id: z.string().check(z.minLength(1)),
  first_name: z.string(),
  last_name: z.string(),
  nhs_number: z.string(),
  date_of_birth: z.string(),
  postcode: z.string(),
});
export type AccountMigrationRequest = z.infer<typeof accountMigrationRequestSchema>;

/** The uplift error body. spec 001 §3 "Uplift error response fields". */
export const upliftErrorBodySchema = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  account_migration: z.optional(z.boolean()),
  eligible_for_account_migration_journey: z.optional(z.boolean()),
  email: z.optional(z.union([z.string(), z.array(z.string())])),
  ineligibility_reason: z.optional(z.string()),
  pyi_sla: z.optional(z.string()),
  lockout_time_seconds: z.optional(z.number()),
  errorCode: z.optional(z.string()),
});
export type UpliftErrorBody = z.infer<typeof upliftErrorBodySchema>;

/** Uplift error texts the app routes on, word for word. spec 001 §4 "Uplift outcome". */
export const upliftErrors = {
  noMatch: 'No match found',
  multipleMatches: 'Multiple matches found',
  nhsNumberNotVerified: 'NHS number not verified',
  recordInvalidated: 'Record has been invalidated',
  pdsRateLimitExceeded: 'PDS rate limit exceeded',
  pdsRateLimitAlreadyExceeded: 'PDS rate limit has already been exceeded',
  unauthorized: 'Unauthorized',
  /** The 409 message of a duplicate NHS number. */
  userNotUplifted: 'User not uplifted',
  /** A 409 of an account already matched (our text; any other 409 is treated alike). */
  alreadyUplifted: 'User already uplifted',
  /** Reminder limit (our text; spec 001 says "a specific rate-limit kind"). */
  reminderLimitExceeded: 'Reminder limit exceeded',
  /** account-migration refused (spec 001 §8, reference CID1119). */
  notEligibleToComplete: 'Not eligible to complete account migration',
  /** Not eligible to begin account migration (spec 001 §8, reference CID1116). */
  notEligibleToBegin: 'Not eligible to begin account migration',
} as const;

/** Reference of 'Not eligible to begin account migration'. spec 001 §8. */
export const NOT_ELIGIBLE_TO_BEGIN_MIGRATION = 'CID1116';
/** Reference of 'Not eligible to complete account migration'. spec 001 §8. */
export const NOT_ELIGIBLE_TO_COMPLETE_MIGRATION = 'CID1119';

/** The ineligibility reason of an account used recently. spec 001 §3. */
export const ACTIVE_ACCOUNT_REASON = 'active_account';
/** Default photo-ID SLA text. spec 001 §9. */
export const DEFAULT_PYI_SLA = '24 hours';
/** Minimum age to use the service. spec 001 §9. */
export const MINIMUM_AGE_YEARS = 11;
