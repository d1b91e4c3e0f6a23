import { parseCookie as parseCookies } from 'cookie';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { SESSION_LENGTH_MINUTES, oidcParamsSchema } from '@nhsl/contract';
import type { Clock } from '../clock.ts';
import type { RegisteredClient, ScenarioAccount } from '../scenarios.ts';
import { scenarioAccounts } from '../scenarios.ts';
import type { Session, Store } from '../store.ts';
import { ClockedStorage } from './adapter.ts';
import {
  SCOPE_CLAIMS,
  SUPPORTED_SCOPES,
  accountClaims,
  achievedVot,
  atLeast,
  parseVtr,
  requiredLevel,
  subjectFor,
  type IdentityLevel,
  type VectorOfTrust,
} from './claims.ts';

/** Where the provider's endpoints live, on the issuer (the app's origin, which forwards them here). */
export const oidcPaths = {
  discovery: '/.well-known/openid-configuration',
  authorization: '/authorize',
  token: '/oidc/token',
  jwks: '/oidc/jwks',
  userinfo: '/oidc/userinfo',
  endSession: '/oidc/session/end',
  revocation: '/oidc/token/revocation',
  introspection: '/oidc/token/introspection',
} as const;

/** The client secret every configured client authenticates with unless told otherwise (sandpit only). */
export const DEFAULT_CLIENT_SECRET = 'sandpit-client-secret';

/** Seconds a sign-in may take: the session length. spec 001 §9 (1 hour). */
export const INTERACTION_TTL_SECONDS = SESSION_LENGTH_MINUTES * 60;

/** What {@link createOidc} needs from the rest of the simulator. */
export interface OidcOptions {
  /** The issuer: the app's origin (it forwards `/authorize`, `/oidc/...` and the discovery document here). */
  appOrigin: string;
  /** The registered clients (scenarios.ts). */
  clients: RegisteredClient[];
  /** The client secret of every client (client_secret_basic). */
  clientSecret?: string;
  /** The simulator's state: a sign-in session is created per interaction. */
  store: Store;
  /** The simulator's clock: provider storage expires by it. */
  clock: Clock;
  /** Whether an account starts at P0 and can be uplifted to P5 by proofing. */
  needsProofing: (account: ScenarioAccount) => boolean;
  /** Where to send an account for proofing now, or undefined when it has been uplifted. */
  upliftLocation: (account: ScenarioAccount) => string | undefined;
  /**
   * The Set-Cookie of the authorization cookie for a session (tokens.ts `authCookieHeader`, the
   * one the second factor's answer sets again with the session's new id; issue 54).
   */
  authCookieHeader: (session: Session) => string;
}

/** The provider as the rest of the simulator uses it. */
export interface Oidc {
  /** The oidc-provider instance. */
  provider: Provider;
  /** Express middleware: answers the provider's paths, passes everything else on. */
  handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The identity level an account has now (P0 until proofed, P5 after; other accounts P9). */
  levelOf: (account: ScenarioAccount) => IdentityLevel;
  /**
   * Before terms and consent: where the account must go instead of being given a code — the
   * proofing journey when the request asks for a higher identity level than the account has,
   * or the client (access_denied) when proofing cannot reach it. Undefined: carry on.
   */
  levelCheck: (session: Session, account: ScenarioAccount) => Promise<string | undefined>;
  /** Finishes the interaction (login and consented scopes); answers the resume address. */
  finish: (session: Session, account: ScenarioAccount) => Promise<string>;
  /** Ends the interaction with access_denied and a description; answers the resume address. */
  refuse: (session: Session, description: string) => Promise<string>;
  /** Forgets every provider session, interaction, grant and token (POST /simulator/reset). */
  reset: () => void;
}

/** A finished interaction could not be found: the sign-in took longer than the session length. */
export class InteractionExpiredError extends Error {
  constructor() {
    super('The sign-in interaction has expired');
    this.name = 'InteractionExpiredError';
  }
}

/** What the simulator remembers per sign-in session. */
interface Link {
  uid: string;
  vectors: VectorOfTrust[];
}

/**
 * The client metadata of a registered client (RFC 7591 names): confidential, authorization code
 * only, id_token signed RS256, its display name, homepage and terms.
 * @param client - the registered client (scenarios.ts)
 * @param secret - its client secret
 */
export function clientMetadata(client: RegisteredClient, secret: string): ClientMetadata {
  return {
    client_id: client.info.client_id,
    client_secret: secret,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: [client.info.client_homepage_url].filter((u): u is string => !!u),
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'RS256',
    ...(client.info.client_display_name ? { client_name: client.info.client_display_name } : {}),
    ...(client.info.client_homepage_url ? { client_uri: client.info.client_homepage_url } : {}),
    ...(client.info.terms_uri ? { tos_uri: client.info.terms_uri } : {}),
  };
}

/** A fresh RSA signing key as a private JWK (the provider publishes its public half at jwks_uri). */
function signingKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

/** Whether a request path belongs to the provider. */
export function isProviderPath(path: string): boolean {
  return (
    path === oidcPaths.discovery ||
    path === oidcPaths.authorization ||
    path.startsWith(`${oidcPaths.authorization}/`) ||
    path.startsWith('/oidc/')
  );
}

/**
 * The oidc-provider configuration of the simulator: clients from configuration, NHS login's
 * scopes and claims, `vtr` as an extra authorization parameter, PKCE required, 1-hour
 * interactions and sessions, the app as the interaction UI, and errors shown by the app.
 * Exported for its unit tests. spec 000 §1 (clients), §3 "Session OIDC parameters".
 * @param options - see {@link OidcOptions}
 * @param hooks - the interaction URL, account lookup and storage the configuration uses
 */
export function providerConfiguration(
  options: Pick<OidcOptions, 'appOrigin' | 'clients' | 'clientSecret'>,
  hooks: Pick<Configuration, 'interactions' | 'findAccount' | 'adapter'>,
): Configuration {
  const appOrigin = options.appOrigin.replace(/\/$/, '');
  return {
    ...hooks,
    clients: options.clients.map((c) => clientMetadata(c, options.clientSecret ?? DEFAULT_CLIENT_SECRET)),
    scopes: [...SUPPORTED_SCOPES],
    claims: { ...SCOPE_CLAIMS },
    // Claims of the granted scopes go in the id_token too (the relying service reads vot there).
    conformIdTokenClaims: false,
    extraParams: {
      allow_registration: null,
      vtr: (_ctx: KoaContextWithOIDC, value: string | undefined) => {
        try {
          parseVtr(value);
        } catch (e) {
          throw new errors.InvalidRequest!((e as Error).message);
        }
      },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    routes: {
      authorization: oidcPaths.authorization,
      token: oidcPaths.token,
      jwks: oidcPaths.jwks,
      userinfo: oidcPaths.userinfo,
      end_session: oidcPaths.endSession,
      revocation: oidcPaths.revocation,
      introspection: oidcPaths.introspection,
      pushed_authorization_request: '/oidc/request',
      registration: '/oidc/reg',
      code_verification: '/oidc/device',
      device_authorization: '/oidc/device/auth',
      backchannel_authentication: '/oidc/backchannel',
      challenge: '/oidc/challenge',
      credential: '/oidc/credential',
    },
    ttl: {
      Interaction: INTERACTION_TTL_SECONDS,
      Session: INTERACTION_TTL_SECONDS,
      Grant: INTERACTION_TTL_SECONDS,
      AccessToken: INTERACTION_TTL_SECONDS,
      IdToken: INTERACTION_TTL_SECONDS,
      AuthorizationCode: 60,
    },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: { keys: [signingKey()] },
    // Errors that cannot go back to a client are shown by the app: an unknown client is
    // no-client-info (CID1004), an expired sign-in session-timeout, anything else the error page.
    renderError: async (ctx, out, error) => {
      const page =
        error instanceof errors.SessionNotFound!
          ? '/session-timeout'
          : out.error === 'invalid_client' || !ctx.oidc.client
            ? '/no-client-info'
            : '/error';
      ctx.status = 302;
      ctx.redirect(`${appOrigin}${page}`);
    },
  };
}

/**
 * Creates the simulated OpenID Provider (oidc-provider) whose interaction UI is the app: an
 * authorization request starts a sign-in session and sends the browser to enter-email with the
 * authorization cookie, exactly as before; the app's authcode call finishes the interaction.
 * @param options - see {@link OidcOptions}
 */
export function createOidc(options: OidcOptions): Oidc {
  const appOrigin = options.appOrigin.replace(/\/$/, '');
  const issuerUrl = new URL(appOrigin);
  const storage = new ClockedStorage(options.clock);
  const links = new Map<string, Link>();
  const votByGrant = new Map<string, VectorOfTrust>();
  const accountBySub = new Map(scenarioAccounts.map((a, i) => [subjectFor(a.email), { account: a, index: i }]));
  /** An account registration created in this run (issue 15), by subject. */
  const registeredBySub = (sub: string) => {
    const list = options.store.registeredAccounts();
    const index = list.findIndex((a) => subjectFor(a.email) === sub);
    return index < 0 ? undefined : { account: list[index]!, index: scenarioAccounts.length + index };
  };
  const approvedScopes = new Map(options.clients.map((c) => [c.info.client_id, new Set(c.info.approved_scopes)]));

  const levelOf = (account: ScenarioAccount): IdentityLevel =>
    account.identityLevel ?? (options.needsProofing(account) ? (options.upliftLocation(account) ? 'P0' : 'P5') : 'P9');

  const configuration = providerConfiguration(options, {
    adapter: storage.adapterClass(),
    interactions: {
      url: async (ctx, interaction) => {
        const p = interaction.params;
        const parsed = oidcParamsSchema.safeParse({
          client_id: p.client_id,
          redirect_uri: p.redirect_uri,
          ...Object.fromEntries(
            (['state', 'scope', 'nonce', 'allow_registration'] as const)
              .filter((k) => typeof p[k] === 'string')
              .map((k) => [k, p[k]]),
          ),
        });
        if (!parsed.success) return `${appOrigin}/error`;
        const vectors = parseVtr(p.vtr);
        // The level asked for rides in the cookie set with the journey (issue 28 item 1).
        const session = options.store.createSession(parsed.data, requiredLevel(vectors));
        // By the session's own key: the id changes at the sign-in (issue 54 session fixation).
        links.set(session.key, { uid: interaction.uid, vectors });
        // The session id is the API's bearer credential: HttpOnly, so no page script can read it
        // (issue 24; the app's server reads it and sets Secure behind TLS).
        ctx.append('Set-Cookie', options.authCookieHeader(session));
        return `${appOrigin}/enter-email`;
      },
    },
    findAccount: async (_ctx, sub, token) => {
      const found = registeredBySub(sub) ?? accountBySub.get(sub);
      if (!found) return undefined;
      const vot: VectorOfTrust = (token?.grantId && votByGrant.get(token.grantId)) || 'P0.Cp.Cd';
      return {
        accountId: sub,
        claims: async () => accountClaims(options.store.withNumbers(found.account), found.index, vot, appOrigin),
      };
    },
  });

  const provider = new Provider(appOrigin, configuration);
  provider.proxy = true;
  const callback = provider.callback();

  /** The live interaction of a session, or InteractionExpiredError. */
  async function interactionOf(session: Session) {
    const link = links.get(session.key);
    const interaction = link && (await provider.Interaction.find(link.uid));
    if (!link || !interaction) throw new InteractionExpiredError();
    return { link, interaction };
  }

  async function refuse(session: Session, description: string): Promise<string> {
    const { interaction } = await interactionOf(session);
    interaction.result = { error: 'access_denied', error_description: description };
    await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
    return interaction.returnTo;
  }

  return {
    provider,
    levelOf,
    handler: (req, res, next) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (!isProviderPath(path)) return next();
      // The provider's addresses are the app's (the app forwards these paths here).
      req.headers['x-forwarded-host'] = issuerUrl.host;
      req.headers['x-forwarded-proto'] = issuerUrl.protocol.replace(':', '');
      // Every authorization request is a fresh sign-in: no single sign-on from an earlier one.
      if (path === oidcPaths.authorization && req.headers.cookie) {
        // The `cookie` package reads the header; values stay as sent (no decoding, no re-encoding).
        req.headers.cookie = Object.entries(parseCookies(req.headers.cookie, { decode: (raw) => raw }))
          .filter(([name]) => name !== '_session' && name !== '_session.sig')
          .map(([name, raw]) => `${name}=${raw}`)
          .join('; ');
      }
      callback(req, res);
    },
    levelCheck: async (session, account) => {
      const { link } = await interactionOf(session);
      const level = levelOf(account);
      if (atLeast(level, requiredLevel(link.vectors))) return undefined;
      const uplift = options.upliftLocation(account);
      if (uplift) return uplift;
      return refuse(session, 'IdentityLevelNotMet');
    },
    finish: async (session, account) => {
      const { link, interaction } = await interactionOf(session);
      const vot = achievedVot(link.vectors, levelOf(account));
      if (!vot) return refuse(session, 'IdentityLevelNotMet');
      const sub = subjectFor(account.email);
      const clientId = session.params.client_id;
      const approved = approvedScopes.get(clientId) ?? new Set<string>();
      const grant = new provider.Grant({ accountId: sub, clientId });
      for (const scope of (interaction.params.scope ?? '').split(' ').filter(Boolean)) {
        if (approved.has(scope)) grant.addOIDCScope(scope);
        else grant.rejectOIDCScope(scope);
      }
      const grantId = await grant.save();
      votByGrant.set(grantId, vot);
      interaction.result = { login: { accountId: sub, remember: false }, consent: { grantId } };
      await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
      return interaction.returnTo;
    },
    refuse,
    reset: () => {
      storage.clear();
      links.clear();
      votByGrant.clear();
    },
  };
}
