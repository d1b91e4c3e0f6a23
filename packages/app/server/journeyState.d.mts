// Types of journeyState.mjs for the TypeScript that imports it (the end-to-end tests open and seal
// the journey cookie with the server's own functions: its sealed form is the server's to define).

/** The journey state between requests (see journeyState.mjs). */
export interface JourneyState {
  /** The journey's own id (random). */
  jid: string;
  /** The CSRF token the forms carry. */
  csrf: string;
  /** The persisted groups (`nhsl:<group>` → JSON). */
  storage: Record<string, string>;
  /** The personal details of this journey (`nhsl:<group>` → JSON). */
  tabStorage: Record<string, string>;
  /** When the server last changed the groups (ms since 1970). */
  revision: number;
}

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
  secret: string,
  ended?: string,
): Promise<{ state: JourneyState; fresh: boolean; unreadable?: boolean }>;

/** Seals the state for its cookie (its groups packed, their names written short). */
export function sealJourneyState(state: JourneyState, secret: string): Promise<string>;

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
