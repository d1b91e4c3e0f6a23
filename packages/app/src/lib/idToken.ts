import { z } from 'zod/mini';
import { decodeBase64urlJson } from './base64url.ts';

const claimsSchema = z.object({ sub: z.string().check(z.minLength(1), z.maxLength(200)) });

/**
 * The subject (`sub` claim) of an id_token, which the back end sets to the account id: the
 * account id that the duplicate-account reminder and account-migration calls send (spec 001 §7)
 * when the sign-in was by password and security code rather than by passkey (whose verification
 * answers `account_id` itself). The token is only decoded, never trusted for anything else: the
 * back end checks it on every call. Undefined for anything that is not a JWT with a string `sub`.
 * @param idToken - the compact JWT (header.payload.signature, base64url)
 */
export function idTokenSubject(idToken: string): string | undefined {
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  const parsed = claimsSchema.safeParse(decodeBase64urlJson(payload));
  return parsed.success ? parsed.data.sub : undefined;
}
