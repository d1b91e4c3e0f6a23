// Types of journeyState.mjs for the TypeScript that imports it (the end-to-end tests open and seal
// the journey cookie with the server's own functions: its sealed form is the server's to define).

/** The journey state between requests (see journeyState.mjs). */
export interface JourneyState {
  /** The journey's own id (random). */
  jid: string;
  /** The CSRF token the forms carry. */
  csrf: string;
  /** The token its last renewal replaced: a post carrying it is a page from before (issue 54). */
  previousCsrf?: string;
  /** The persisted groups (`nhsl:<group>` → JSON). */
  storage: Record<string, string>;
  /** The personal details of this journey (`nhsl:<group>` → JSON). */
  tabStorage: Record<string, string>;
  /** When the server last changed the groups (ms since 1970). */
  revision: number;
}

/**
 * The secrets of the sealed cookies (issue 47): the one of id `sealId` seals, every one opens. A
 * string is the one secret of id 1.
 */
export interface SessionKeys {
  /** The id of the secret that seals (a whole number of 1 or more, as text). */
  sealId: string;
  /** Every secret that opens, by id (the sealing one included). */
  secrets: Record<string, string>;
}

/** The fewest characters a sealing secret may have. */
export const MIN_SECRET_LENGTH: number;

/**
 * The keys of a secret: a string is the one secret of id 1.
 * @throws Error when a secret is too short, an id is not a whole number of 1 or more, or the sealing id names no secret
 */
export function sessionKeys(secret: string | SessionKeys): SessionKeys;

/** Seals data with the sealing secret (its id written into the seal); `ttlSeconds` is how long it opens. */
export function sealWith(data: object, secret: string | SessionKeys, ttlSeconds: number): Promise<string>;

/** Opens a seal made with any of the secrets: its data, or `{}` when expired, forged or of an unknown secret. */
export function openWith(
  sealed: string,
  secret: string | SessionKeys,
  ttlSeconds: number,
): Promise<Record<string, unknown>>;

/** The sealed cookie's name. */
export const JOURNEY_COOKIE: string;

/** A new, empty journey state with a fresh CSRF token. */
export function newJourneyState(): JourneyState;

/**
 * Opens the sealed cookie; a missing, expired, forged or malformed one, or one of an ended journey,
 * gives a new state (`fresh`).
 */
export function openJourneyState(
  sealed: string | undefined,
  secret: string | SessionKeys,
  ended?: string,
): Promise<{ state: JourneyState; fresh: boolean; unreadable?: boolean }>;

/** Seals the state for its cookie (its groups packed, their names written short). */
export function sealJourneyState(state: JourneyState, secret: string | SessionKeys): Promise<string>;

/** The cookie naming the last journey that ended in this browser. */
export const ENDED_JOURNEY_COOKIE: string;

/** How long the sealed state lives after its last change, in seconds. */
export const JOURNEY_TTL_SECONDS: number;

/** Whether a posted CSRF token is the journey's (constant time). */
export function csrfMatches(state: JourneyState, token: unknown): boolean;

/** Reads a Cookie header into a map, listing the names whose values cannot be decoded. */
export function readCookies(header: string | undefined): { cookies: Record<string, string>; unreadable: string[] };

/** Reads a Cookie header into a map; a value that cannot be decoded is left out. */
export function parseCookies(header: string | undefined): Record<string, string>;

/** One Set-Cookie header on path /, SameSite=Lax; an undefined value deletes the cookie. */
export function setCookieHeader(
  name: string,
  value: string | undefined,
  options?: { days?: number; maxAgeSeconds?: number; httpOnly?: boolean; secure?: boolean },
): string;
