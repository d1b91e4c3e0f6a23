import { randomBytes, randomInt } from 'node:crypto';
import {
  ACCESS_SCOPE,
  LOCKOUT_MINUTES,
  RMD_COOKIE_DAYS,
  SESSION_LENGTH_MINUTES,
  type OidcParams,
  type OtpMethod,
  type VectorOfTrustLevel,
} from '@nhsl/contract';
import { MINUTE_MS, type Clock } from './clock.ts';
import { findAccount, type ScenarioAccount, type ScenarioLock } from './scenarios.ts';

/** A security code sent in a session. */
export interface SentCode {
  /** Six digits. */
  code: string;
  /** When it was sent, epoch ms by the simulator's clock. */
  sentAt: number;
}

/** A sign-in session, created by the authorization request. spec 001 §9 (1 hour). */
export interface Session {
  /**
   * Random id; the app sends it as `Authorization: Bearer <id>`. A new one replaces it when the
   * second factor is granted ({@link Store.grantSecondFactor}; issue 54 session fixation).
   */
  id: string;
  /**
   * The session's own name inside the simulator, never sent: it stays when the id is renewed,
   * so that what other modules keep per session (the provider's interaction, a pending account
   * change, proofing's reminders, passkey transactions) follows the session.
   */
  readonly key: string;
  /** The validated sign-in parameters of the authorization request. */
  params: OidcParams;
  /** The identity level the client asked for (its `vtr`'s lowest), as the authorization cookie carries it. */
  vtr?: VectorOfTrustLevel;
  /** End of the session, epoch ms. */
  expiresAt: number;
  /** The email of the last account-status check, normalised. */
  email?: string;
  /** The account whose password was verified in this session. */
  account?: ScenarioAccount;
  /** The second factor (code or remembered device) was verified in this session. */
  secondFactorVerified: boolean;
  /**
   * Scopes the session credential carries: ACCESS_SCOPE once the second factor is verified
   * ({@link grantSecondFactor}); the consent and terms-update calls need it (issue 28 item 2).
   */
  scopes: string[];
  /** The latest code sent by each method (a new one replaces the old). */
  codes: Partial<Record<OtpMethod, SentCode>>;
  /** Codes requested in this session (the login's own text counts). */
  otpRequests: number;
  /**
   * A number change asked for in this session (recovery): codes of its method go to the new
   * number, which replaces the account's once such a code is verified.
   */
  pendingNumber?: { method: OtpMethod; number: string };
  /** When a password or passkey was last checked in this session, epoch ms (issue 27 recent proof). */
  provedAt?: number;
  /** A registration under way in this session (registration.ts), never its password's owner's secrets beyond the back end. */
  registration?: Registration;
}

/**
 * A registration under way in a session: a new account (from NOT_FOUND), an UNCONFIRMED one
 * finishing (email code onwards) or an UNREGISTERED one adding its mobile. issue 15.
 */
export interface Registration {
  /** Which journey: a new account, an UNCONFIRMED one, or an UNREGISTERED one (mobile only). */
  kind: 'new' | 'unconfirmed' | 'unregistered';
  /** The address, normalised. */
  email: string;
  /** The account lockouts and counters are kept against (a provisional one for a new account). */
  account: ScenarioAccount;
  /** The latest code emailed to confirm the address. */
  emailCode?: SentCode;
  /** The address is confirmed (always for UNREGISTERED). */
  emailVerified: boolean;
  /** The password chosen (back end only; kept by the existing account for UNREGISTERED). */
  password?: string;
  /** The mobile number, national digits (07...), once entered. */
  mobile?: string;
  /** The latest code texted to it. */
  mobileCode?: SentCode;
}

/** Changeable state of one scenario account. */
export interface AccountState {
  /** Wrong passwords since the last right one. */
  passwordFailures: number;
  /** Wrong codes since the last right one. */
  otpFailures: number;
  /** Lockouts: end time in epoch ms (Infinity for a scenario's initial lock). */
  locks: Partial<Record<ScenarioLock, number>>;
  /** Client ids the account has consented to. */
  consents: Set<string>;
  /** When each consent was given, epoch ms (a scenario's consents: when the state was made). */
  consentedAt: Map<string, number>;
  /** The terms update was accepted (only matters when the scenario requires one). */
  termsAccepted: boolean;
}

/**
 * Returns `bytes` random bytes as base64url (for session ids, tokens and authorisation codes).
 * @param bytes - how many random bytes (default 32)
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random six-digit security code (leading zeros kept). shared spec DECISIONS "security code". */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The simulator's in-memory state: sessions, account lockouts and counters, consents, terms
 * acceptances and remember-my-device tokens. Everything is judged by the controllable clock.
 * spec 000 §4, §9.
 */
export class Store {
  private sessions = new Map<string, Session>();
  private accounts = new Map<string, AccountState>();
  private rmdTokens = new Map<string, { email: string; expiresAt: number }>();
  /** Accounts created or completed by registration in this run, by email (they win over scenarios). */
  private registered = new Map<string, ScenarioAccount>();
  private numbers = new Map<string, { mobile?: string; landline?: string }>();
  /** Addresses an email change left behind: no longer recognised (issue 27). */
  private retired = new Set<string>();

  /**
   * @param clock - the simulator's clock
   */
  constructor(private readonly clock: Clock) {}

  /**
   * Starts a session for validated sign-in parameters; it lasts SESSION_LENGTH_MINUTES (60).
   * @param params - the authorization request's parameters
   * @param vtr - the identity level the client asked for (carried in the authorization cookie)
   */
  createSession(params: OidcParams, vtr?: VectorOfTrustLevel): Session {
    const session: Session = {
      id: randomToken(),
      key: randomToken(16),
      params,
      ...(vtr ? { vtr } : {}),
      expiresAt: this.clock.now() + SESSION_LENGTH_MINUTES * MINUTE_MS,
      secondFactorVerified: false,
      scopes: [],
      codes: {},
      otpRequests: 0,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /**
   * A live session by id; an expired one is forgotten and answers undefined.
   * @param id - the session id
   */
  getSession(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (this.clock.now() >= session.expiresAt) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  /**
   * Marks the second factor verified in this session, issues its credential with the access scope
   * (spec 000 §6; shared spec DECISIONS "access scope value"; issue 28 item 2), and moves the
   * session to a new random id: the id it had before the sign-in (which anyone who planted or
   * saw it could hold) answers 401 from now on (issue 54 session fixation). The caller tells the
   * app the new id ({@link authCookieHeader} of tokens.ts, through http.ts `grantSignIn`).
   * @param session - the session whose second factor was just verified
   */
  grantSecondFactor(session: Session): void {
    session.secondFactorVerified = true;
    if (!session.scopes.includes(ACCESS_SCOPE)) session.scopes.push(ACCESS_SCOPE);
    this.renewSessionId(session);
  }

  /**
   * Moves a live session to a new random id (32 bytes, base64url); the old id is forgotten at once.
   * issue 54 session fixation.
   * @param session - the session to renew (the same object stays in use)
   */
  renewSessionId(session: Session): void {
    if (this.sessions.get(session.id) === session) this.sessions.delete(session.id);
    session.id = randomToken();
    this.sessions.set(session.id, session);
  }

  /**
   * The changeable state of an account, created on first use from its scenario (initial lock,
   * consents).
   * @param account - the scenario account
   */
  accountState(account: ScenarioAccount): AccountState {
    let state = this.accounts.get(account.email);
    if (!state) {
      state = {
        passwordFailures: 0,
        otpFailures: 0,
        locks: account.initialLock ? { [account.initialLock]: Number.POSITIVE_INFINITY } : {},
        consents: new Set(account.consentedClients ?? []),
        consentedAt: new Map((account.consentedClients ?? []).map((id) => [id, this.clock.now()])),
        termsAccepted: false,
      };
      this.accounts.set(account.email, state);
    }
    return state;
  }

  /**
   * Whether the account is locked for `kind` now.
   * @param account - the scenario account
   * @param kind - which lockout
   */
  isLocked(account: ScenarioAccount, kind: ScenarioLock): boolean {
    const until = this.accountState(account).locks[kind];
    return until !== undefined && this.clock.now() < until;
  }

  /**
   * Locks the account for `kind` for LOCKOUT_MINUTES (15). spec 000 §9.
   * @param account - the scenario account
   * @param kind - which lockout
   */
  lock(account: ScenarioAccount, kind: ScenarioLock): void {
    this.accountState(account).locks[kind] = this.clock.now() + LOCKOUT_MINUTES * MINUTE_MS;
  }

  /**
   * Issues a remember-my-device token for the account, valid RMD_COOKIE_DAYS (180 days).
   * @param account - the scenario account
   */
  rememberDevice(account: ScenarioAccount): string {
    const token = randomToken();
    this.rmdTokens.set(token, {
      email: account.email,
      expiresAt: this.clock.now() + RMD_COOKIE_DAYS * 24 * 60 * MINUTE_MS,
    });
    return token;
  }

  /**
   * Whether `token` is a live remember-my-device token issued to this account.
   * @param token - the rmd_token sent with the login
   * @param account - the account signing in
   */
  isRememberedDevice(token: string, account: ScenarioAccount): boolean {
    const entry = this.rmdTokens.get(token);
    return !!entry && entry.email === account.email && this.clock.now() < entry.expiresAt;
  }

  /**
   * The scenario account for an email, or undefined when NOT_FOUND.
   * @param email - as sent
   */
  findAccount(email: string): ScenarioAccount | undefined {
    const wanted = email.trim().toLowerCase().replace(/\s+/g, '');
    if (this.retired.has(wanted)) return undefined;
    return this.registered.get(wanted) ?? findAccount(email);
  }

  /**
   * Keeps an account that registration created or completed (it replaces a scenario account of
   * the same address until the simulator is reset). issue 15.
   * @param account - the account as it now is
   */
  register(account: ScenarioAccount): void {
    this.registered.set(account.email, account);
  }

  /** The accounts registration created or completed, in the order they were kept. */
  registeredAccounts(): ScenarioAccount[] {
    return [...this.registered.values()];
  }

  /**
   * The account as it is now: its scenario with any number changed by recovery.
   * @param account - the scenario account
   */
  withNumbers(account: ScenarioAccount): ScenarioAccount {
    const changed = this.numbers.get(account.email);
    return changed ? { ...account, ...changed } : account;
  }

  /**
   * Changes one of the account's numbers (recovery, once a code sent to it is verified).
   * @param account - the scenario account
   * @param method - which number
   * @param number - the new number, international format (undefined removes it: issue 27)
   */
  changeNumber(account: ScenarioAccount, method: OtpMethod, number: string | undefined): void {
    const changed = this.numbers.get(account.email) ?? {};
    changed[method] = number;
    this.numbers.set(account.email, changed);
  }

  /**
   * Moves an account to a new address (issue 27 email change): the new address signs in with
   * the same password, numbers, consents, lockouts and remembered devices; the old one is no
   * longer recognised.
   * @param from - the account as it is now
   * @param to - the same account with its new email (and current password)
   */
  renameAccount(from: ScenarioAccount, to: ScenarioAccount): void {
    const state = this.accounts.get(from.email);
    if (state) this.accounts.set(to.email, state);
    this.accounts.delete(from.email);
    const numbers = this.numbers.get(from.email);
    if (numbers) this.numbers.set(to.email, numbers);
    this.numbers.delete(from.email);
    for (const entry of this.rmdTokens.values()) if (entry.email === from.email) entry.email = to.email;
    this.registered.delete(from.email);
    this.retired.delete(to.email);
    this.retired.add(from.email);
    this.register(to);
  }

  /** Forgets every session, lockout, counter, consent, terms acceptance, device token, registered account and changed number. */
  reset(): void {
    this.numbers.clear();
    this.sessions.clear();
    this.accounts.clear();
    this.rmdTokens.clear();
    this.registered.clear();
    this.retired.clear();
  }
}
