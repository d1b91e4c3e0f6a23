import { upliftErrorBodySchema, type UpliftErrorBody } from '@nhsl/contract';
import { ApiError, errorFromResponse } from '../../api/ApiError.ts';

/**
 * The uplift error body carried by an {@link ApiError} (HttpIdentityApi attaches the parsed JSON
 * as `body`), parsed with the contract's schema; undefined when absent or malformed.
 * spec 001 §3 "Uplift error response fields".
 * @param e - the error the API client raised
 */
export function upliftErrorBody(e: unknown): UpliftErrorBody | undefined {
  const body = (e as { body?: unknown } | null)?.body;
  const parsed = upliftErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Builds the error the API client raises for an uplift error answer (for stubs and tests).
 * @param status - HTTP status
 * @param body - the JSON body
 */
export function upliftFailure(status: number, body: UpliftErrorBody): ApiError {
  return Object.assign(errorFromResponse(status, body), { body });
}
