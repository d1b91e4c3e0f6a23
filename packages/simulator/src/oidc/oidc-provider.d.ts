/**
 * The part of oidc-provider 9's API the simulator uses (the library ships no types). Kept to
 * what src/oidc/*.ts calls, so a change of the library shows up as a type error here.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** A payload the provider stores through its adapter. */
  export interface AdapterPayload {
    [key: string]: unknown;
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
  }

  /** The storage interface oidc-provider calls (one instance per model name). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  /** Koa's cookie options as oidc-provider passes them on. */
  export interface CookieOptions {
    path?: string;
    maxAge?: number;
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    signed?: boolean;
    overwrite?: boolean;
    secure?: boolean;
  }

  /** The request's authorization parameters as stored in an interaction. */
  export type InteractionParams = Record<string, string | undefined>;

  /** A pending end-user interaction (login or consent prompt). */
  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly exp: number;
    params: InteractionParams;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    result?: InteractionResults;
    lastSubmission?: InteractionResults;
    grantId?: string;
    save(ttlSeconds: number): Promise<string>;
  }

  /** What an interaction's end-user part decided. */
  export interface InteractionResults {
    login?: { accountId: string; amr?: string[]; acr?: string; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  /** A grant of scopes (and claims) to a client for an account. */
  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    readonly jti: string;
    addOIDCScope(scope: string): void;
    rejectOIDCScope(scope: string): void;
    save(ttlSeconds?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  /** A registered client as the provider sees it. */
  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
    readonly clientUri?: string;
    readonly tosUri?: string;
    readonly redirectUris: string[];
    [key: string]: unknown;
  }

  /** A token (authorization code, access token) passed to findAccount. */
  export interface TokenLike {
    grantId?: string;
    accountId?: string;
    [key: string]: unknown;
  }

  /** The Koa context oidc-provider hands to configuration functions. */
  export interface KoaContextWithOIDC {
    cookies: { set(name: string, value: string | null, options?: CookieOptions): void };
    /** Koa's: appends a value to a response header (a whole Set-Cookie, say). */
    append(field: string, value: string | string[]): void;
    status: number;
    type: string;
    body: unknown;
    redirect(url: string): void;
    oidc: {
      params?: InteractionParams;
      client?: Client;
      issuer: string;
      [key: string]: unknown;
    };
  }

  /** An account and its claims, as findAccount answers. */
  export interface Account {
    accountId: string;
    claims(
      use: 'id_token' | 'userinfo',
      scope: string,
      claims: Record<string, unknown>,
      rejected: string[],
    ): Promise<Record<string, unknown> & { sub: string }>;
  }

  /** An error oidc-provider renders or redirects with. */
  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
  }

  /** Client metadata (RFC 7591 names) of a client registered from configuration. */
  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
    client_name?: string;
    client_uri?: string;
    tos_uri?: string;
    scope?: string;
    [key: string]: unknown;
  }

  /** The provider's configuration (only the options the simulator sets). */
  export interface Configuration {
    adapter?: new (name: string) => Adapter;
    clients?: ClientMetadata[];
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: TokenLike) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    extraParams?: string[] | Record<string, ((ctx: KoaContextWithOIDC, value: string | undefined) => void) | null>;
    interactions?: { url(ctx: KoaContextWithOIDC, interaction: Interaction): Promise<string> };
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    pkce?: { required(ctx: KoaContextWithOIDC, client: Client): boolean };
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    cookies?: { keys?: string[]; long?: CookieOptions; short?: CookieOptions; names?: Record<string, string> };
    jwks?: { keys: Record<string, unknown>[] };
    routes?: Record<string, string>;
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void>;
    conformIdTokenClaims?: boolean;
    responseTypes?: string[];
    clientDefaults?: Partial<ClientMetadata>;
    enabledJWA?: Record<string, string[]>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    discovery?: Record<string, unknown>;
    [key: string]: unknown;
  }

  /** The OpenID Provider. */
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    Interaction: { find(uid: string): Promise<Interaction | undefined> };
    Grant: typeof Grant;
    Client: { find(id: string): Promise<Client | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: Record<string, new (description?: string) => Error>;
}
