import { z } from 'zod/mini';

/**
 * The OpenID Provider's published metadata, as relying services (and our tests) read it.
 * OpenID Connect Discovery 1.0 §3 "OpenID Provider Metadata": every REQUIRED field, plus the
 * RECOMMENDED and OPTIONAL ones this provider promises (userinfo, scopes, claims, PKCE S256,
 * RFC 9207 `iss` in authorization responses). Extra fields pass through.
 */
export const discoveryDocumentSchema = z.looseObject({
  issuer: z.string().check(z.url()),
  authorization_endpoint: z.string().check(z.url()),
  token_endpoint: z.string().check(z.url()),
  userinfo_endpoint: z.string().check(z.url()),
  jwks_uri: z.string().check(z.url()),
  scopes_supported: z
    .array(z.string())
    .check(z.refine((s) => s.includes('openid'), 'scopes_supported must list openid')),
  response_types_supported: z.array(z.string()).check(z.minLength(1)),
  subject_types_supported: z.array(z.enum(['public', 'pairwise'])).check(z.minLength(1)),
  id_token_signing_alg_values_supported: z
    .array(z.string())
    .check(z.refine((a) => a.includes('RS256'), 'id_token_signing_alg_values_supported must list RS256')),
  claims_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  authorization_response_iss_parameter_supported: z.boolean(),
});
export type DiscoveryDocument = z.infer<typeof discoveryDocumentSchema>;

/**
 * The provider's JSON Web Key Set (RFC 7517 §5): public signing keys only — a key carrying a
 * private member (d, p, q, dp, dq, qi) fails.
 */
export const publicJwksSchema = z.object({
  keys: z
    .array(
      z
        .looseObject({
          kty: z.string(),
          kid: z.string(),
          use: z.optional(z.literal('sig')),
          alg: z.optional(z.string()),
        })
        .check(
          z.refine((k) => !['d', 'p', 'q', 'dp', 'dq', 'qi'].some((m) => m in k), 'a private key member is published'),
        ),
    )
    .check(z.minLength(1)),
});
