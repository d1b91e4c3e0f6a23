import { createHash, randomBytes } from 'node:crypto';
import express, { type Response } from 'express';
import type { z } from 'zod/mini';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  EMAIL_CODE_LIFETIME_MINUTES,
  MAX_OTP_ATTEMPTS,
  MAX_PASSWORD_ATTEMPTS,
  PASSKEY_OFFER_SNOOZE_DAYS,
  RECENT_PROOF_MINUTES,
  SECURITY_CODE_LIFETIME_MINUTES,
  accountApiPaths,
  accountCodeRequestSchema,
  accountDetailsSchema,
  accountPasskeySchema,
  accountServerMessages,
  changeEmailRequestSchema,
  changeNumberRequestSchema,
  changePasswordRequestSchema,
  checkUkLandline,
  checkUkMobile,
  newPasswordProblem,
  passkeyRegistrationRequestSchema,
  pendingNumberResponseSchema,
  reauthenticateRequestSchema,
  recoveryMessages,
  registrationServerMessages,
  removePasskeyRequestSchema,
  serverMessages,
  stopSharingRequestSchema,
  versionedRequestSchema,
  type AccountDetails,
  type OtpMethod,
} from '@nhsl/contract';
import { MINUTE_MS, type Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import type { PasskeyRegistry } from './passkeys.ts';
import { isCommonPassword } from './passwords.ts';
import type { ResetSimulator } from './reset.ts';
import { normaliseEmail, type RegisteredClient, type ScenarioAccount } from './scenarios.ts';
import { randomCode, type SentCode, type Session, type Store } from './store.ts';

/** The accounts whose every change fails, and the reference code they answer with. */
const FAILING_ACCOUNTS: Readonly<Record<string, string>> = { 'account-error@example.com': 'CID3270' };

/** Passkeys the scenario accounts start with: names and how long ago they were made and used (days). */
const SEEDED_PASSKEYS: Readonly<Record<string, readonly { name?: string; usedDaysAgo?: number }[]>> = {
  'account@example.com': [{ name: 'iCloud Keychain', usedDaysAgo: 2 }, {}],
};

/** What {@link installAccount} needs from the simulator. */
export interface AccountOptions {
  store: Store;
  clock: Clock;
  outbox: Outbox;
  /** The app's origin: the WebAuthn origin; the relying-party id is its host name. */
  appOrigin: string;
  /** Passwords as changed by reset (and by change-password). */
  resets: Pick<ResetSimulator, 'passwordOf' | 'setPassword'>;
  /** The passkey service's credentials. */
  passkeys: PasskeyRegistry;
  /** The registered clients (for the shared services' names and scopes). */
  clients: readonly RegisteredClient[];
  /** Builds the HTTP error the simulator answers `{ message, errorCode? }` with. */
  httpError: (status: number, message: string, errorCode?: string) => Error;
  /** The session of a request (after the /api session middleware). */
  sessionOf: (res: Response) => Session;
  /** Counts a code request in the session (throws 'OTP requests exceeded' over the limit). */
  countCodeRequest: (session: Session, account: ScenarioAccount) => void;
  /** Masks a phone number (`*******0123`). */
  maskNumber: (number: string) => string;
}

/** The account-settings part of the simulator, as the rest of it sees it. */
export interface AccountSimulator {
  /** Forgets pending changes, versions and "Not now" answers, and seeds the scenario passkeys again. */
  reset(): void;
}

/** A change waiting for its code, kept in the session. */
type Pending =
  | { kind: 'email'; email: string; sent: SentCode }
  | { kind: 'number'; method: OtpMethod; number: string; sent: SentCode };

/**
 * The account settings over real HTTP (issue 27; paths in `@nhsl/contract` `accountApiPaths`):
 * the details, re-authentication, password, email (code to the new address; the old one gets a
 * notice once it is confirmed and stops being recognised), mobile and landline (code by text or
 * call; landline removal), passkeys (registration with @simplewebauthn/server, removal), shared
 * services (stop sharing) and the passkey offer's "Not now" (30 days). The sensitive changes need
 * a password or passkey check within RECENT_PROOF_MINUTES (403); every change carries the
 * version it was made from (409 when stale); nothing is applied half-way. Mount after the /api
 * session middleware.
 * @param app - the simulator's Express app
 * @param opts - store, clock, outbox and the simulator's helpers
 */
export function installAccount(app: express.Express, opts: AccountOptions): AccountSimulator {
  const { store, clock, outbox, httpError, sessionOf, passkeys } = opts;
  const rpID = new URL(opts.appOrigin).hostname;
  const expectedOrigin = opts.appOrigin.replace(/\/$/, '');
  const fail = (message: string) => httpError(400, message);
  const versions = new Map<string, number>();
  const offerDeclinedUntil = new Map<string, number>();
  const pending = new Map<string, Pending>();
  const json = express.json({ limit: '32kb' });

  function parse<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw fail(serverMessages.badRequest);
    return parsed.data;
  }

  /** The signed-in account as it is now (numbers and email changes applied); 401 without one. */
  function accountOf(session: Session): ScenarioAccount {
    if (!session.account || !session.secondFactorVerified) throw httpError(401, serverMessages.unauthorized);
    const now = store.findAccount(session.account.email);
    if (!now) throw httpError(401, serverMessages.unauthorized);
    const account = store.withNumbers(now);
    session.account = account;
    return account;
  }

  const versionOf = (email: string) => versions.get(email) ?? 1;
  const bump = (email: string) => versions.set(email, versionOf(email) + 1);
  const recent = (session: Session) =>
    session.provedAt !== undefined && clock.now() - session.provedAt < RECENT_PROOF_MINUTES * MINUTE_MS;

  /** The checks of every change: recent proof (when sensitive), the version, the scenario's failure. */
  function changeGuard(session: Session, version: number | undefined, sensitive = true): ScenarioAccount {
    const account = accountOf(session);
    if (sensitive && !recent(session)) throw httpError(403, accountServerMessages.recentProofRequired);
    if (version !== undefined && version !== versionOf(account.email)) {
      throw httpError(409, accountServerMessages.changedElsewhere);
    }
    const cid = FAILING_ACCOUNTS[account.email];
    if (cid) throw httpError(500, 'Internal server error', cid);
    return account;
  }

  function details(session: Session): AccountDetails {
    const account = accountOf(session);
    const state = store.accountState(account);
    const held = passkeys.credentialsOf(account.email);
    const clientById = new Map(opts.clients.map((c) => [c.info.client_id, c.info]));
    return {
      email: account.email,
      ...(account.mobile ? { mobile: opts.maskNumber(account.mobile) } : {}),
      ...(account.landline ? { landline: opts.maskNumber(account.landline) } : {}),
      version: versionOf(account.email),
      recent_proof: recent(session),
      passkey_offer: held.length === 0 && clock.now() >= (offerDeclinedUntil.get(account.email) ?? 0),
      passkeys: held.map((c) => {
        const dates = passkeys.datesOf(c.id);
        return {
          id: c.id,
          ...(names.get(c.id) ? { name: names.get(c.id) } : {}),
          created_at: dates?.createdAt ?? 0,
          ...(dates?.lastUsedAt ? { last_used_at: dates.lastUsedAt } : {}),
        };
      }),
      services: [...state.consents].flatMap((id) => {
        const info = clientById.get(id);
        if (!info) return [];
        return [
          {
            client_id: id,
            ...(info.client_display_name ? { client_name: info.client_display_name } : {}),
            consented_at: state.consentedAt.get(id) ?? 0,
            scopes: info.approved_scopes.filter((s) => s !== 'openid'),
          },
        ];
      }),
    };
  }

  /** A code "sent" now, recorded in the outbox. */
  function send(session: Session, account: ScenarioAccount, change: Pending): void {
    opts.countCodeRequest(session, account);
    const sentAt = clock.now();
    const code = randomCode();
    change.sent = { code, sentAt };
    if (change.kind === 'email') {
      outbox.record({ email: change.email, method: 'email', code, sentAt }, change.email, EMAIL_CODE_LIFETIME_MINUTES);
    } else {
      const to = opts.maskNumber(change.number);
      const method = change.method === 'mobile' ? 'text' : 'call';
      outbox.record({ email: account.email, method, code, to, sentAt }, to, SECURITY_CODE_LIFETIME_MINUTES);
    }
    pending.set(session.key, change);
  }

  /** Checks a code as sign-in does: lock, expiry, digits (3 wrong: lock). */
  function checkCode(account: ScenarioAccount, sent: SentCode, typed: string, lifetimeMinutes: number): void {
    if (store.isLocked(account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    if (clock.now() - sent.sentAt >= lifetimeMinutes * MINUTE_MS) throw fail(serverMessages.otpExpired);
    const state = store.accountState(account);
    if (typed.replace(/\s+/g, '') !== sent.code) {
      state.otpFailures += 1;
      if (state.otpFailures >= MAX_OTP_ATTEMPTS) {
        state.otpFailures = 0;
        store.lock(account, 'otpAttempts');
        throw fail(serverMessages.otpAttemptsExceeded);
      }
      throw fail(serverMessages.invalidOtp);
    }
    state.otpFailures = 0;
  }

  /**
   * Checks a password typed on an account page as sign-in checks one (spec 000 §9): refused while
   * the account's password lock holds, each wrong one counted with sign-in's, and the
   * MAX_PASSWORD_ATTEMPTS-th locks the account for LOCKOUT_MINUTES (issue 45 Security:
   * re-authentication and change-password counted nothing, so a password could be guessed there
   * without end).
   * @param wrong - the message of a wrong password on this page
   */
  function checkPassword(account: ScenarioAccount, typed: string, wrong: string): void {
    if (store.isLocked(account, 'password')) throw fail(serverMessages.passwordAttemptsExceeded);
    const state = store.accountState(account);
    if (typed !== opts.resets.passwordOf(account)) {
      state.passwordFailures += 1;
      if (state.passwordFailures >= MAX_PASSWORD_ATTEMPTS) {
        state.passwordFailures = 0;
        store.lock(account, 'password');
        throw fail(serverMessages.passwordAttemptsExceeded);
      }
      throw fail(wrong);
    }
    state.passwordFailures = 0;
  }

  function pendingOf<K extends Pending['kind']>(session: Session, kind: K): Extract<Pending, { kind: K }> {
    const change = pending.get(session.key);
    if (!change || change.kind !== kind) throw fail(serverMessages.invalidOtpSession);
    return change as Extract<Pending, { kind: K }>;
  }

  /** Authenticator names given to the seeded passkeys (a real back end reads them from the AAGUID). */
  const names = new Map<string, string>();

  function seed(): void {
    names.clear();
    for (const [email, list] of Object.entries(SEEDED_PASSKEYS)) {
      for (const p of list) {
        const id = randomBytes(16).toString('base64url');
        passkeys.addCredential(email, {
          id,
          publicKey: new Uint8Array(randomBytes(77)),
          counter: 0,
          transports: ['internal'],
        });
        if (p.name) names.set(id, p.name);
        if (p.usedDaysAgo !== undefined) passkeys.markUsed(id);
      }
    }
  }
  seed();

  app.get(accountApiPaths.details, (_req, res) => {
    res.json(accountDetailsSchema.parse(details(sessionOf(res))));
  });

  app.post(accountApiPaths.reauthenticate, json, (req, res) => {
    const { password } = parse(reauthenticateRequestSchema, req.body);
    const session = sessionOf(res);
    const account = accountOf(session);
    checkPassword(account, password, serverMessages.incorrectCredentials);
    session.provedAt = clock.now();
    res.status(204).end();
  });

  app.post(accountApiPaths.changePassword, json, (req, res) => {
    const body = parse(changePasswordRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, body.version);
    checkPassword(account, body.current_password, accountServerMessages.incorrectPassword);
    const problem = newPasswordProblem(body.new_password, account.email);
    if (problem === 'COMMON' || (!problem && isCommonPassword(body.new_password))) {
      throw fail(registrationServerMessages.passwordTooCommon);
    }
    if (problem) throw fail(registrationServerMessages.passwordInvalid);
    opts.resets.setPassword(account.email, body.new_password);
    bump(account.email);
    outbox.record(
      { email: account.email, method: 'notice', code: '', sentAt: clock.now(), notice: 'password-changed' },
      account.email,
      0,
    );
    res.status(204).end();
  });

  app.post(accountApiPaths.changeEmail, json, (req, res) => {
    const body = parse(changeEmailRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, body.version);
    const email = normaliseEmail(body.email);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.endsWith('.invalid')) {
      throw fail(serverMessages.invalidEmail);
    }
    if (email === account.email) throw fail(accountServerMessages.sameValue);
    if (store.findAccount(email)) throw fail(registrationServerMessages.accountExists);
    send(session, account, { kind: 'email', email, sent: { code: '', sentAt: 0 } });
    res.status(204).end();
  });

  app.post(accountApiPaths.resendEmailCode, (_req, res) => {
    const session = sessionOf(res);
    const account = changeGuard(session, undefined);
    send(session, account, pendingOf(session, 'email'));
    res.status(204).end();
  });

  app.post(accountApiPaths.verifyEmailCode, json, (req, res) => {
    const { code } = parse(accountCodeRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, undefined);
    const change = pendingOf(session, 'email');
    checkCode(account, change.sent, code, EMAIL_CODE_LIFETIME_MINUTES);
    // Someone took the address meanwhile: nothing changes.
    if (store.findAccount(change.email)) throw fail(registrationServerMessages.accountExists);
    const moved: ScenarioAccount = { ...account, email: change.email, password: opts.resets.passwordOf(account) };
    store.renameAccount(account, moved);
    passkeys.moveCredentials(account.email, moved.email);
    versions.set(moved.email, versionOf(account.email) + 1);
    versions.delete(account.email);
    const declined = offerDeclinedUntil.get(account.email);
    if (declined) offerDeclinedUntil.set(moved.email, declined);
    pending.delete(session.key);
    session.account = moved;
    session.email = moved.email;
    outbox.record(
      { email: account.email, method: 'notice', code: '', sentAt: clock.now(), notice: 'email-changed' },
      account.email,
      0,
    );
    res.status(204).end();
  });

  app.post(accountApiPaths.changeNumber, json, (req, res) => {
    const body = parse(changeNumberRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, body.version);
    const checked = body.method === 'mobile' ? checkUkMobile(body.number) : checkUkLandline(body.number);
    if (!checked.ok) throw fail(recoveryMessages.invalidPhoneNumber);
    const next = `0${checked.e164.slice(3)}`;
    const held = body.method === 'mobile' ? account.mobile : account.landline;
    if (held && held.replace(/\D/g, '') === next) throw fail(recoveryMessages.sameNumber);
    const change: Pending = { kind: 'number', method: body.method, number: next, sent: { code: '', sentAt: 0 } };
    send(session, account, change);
    res.json(pendingNumberResponseSchema.parse({ number: opts.maskNumber(next) }));
  });

  app.post(accountApiPaths.resendNumberCode, (_req, res) => {
    const session = sessionOf(res);
    const account = changeGuard(session, undefined);
    send(session, account, pendingOf(session, 'number'));
    res.status(204).end();
  });

  app.post(accountApiPaths.verifyNumberCode, json, (req, res) => {
    const { code } = parse(accountCodeRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, undefined);
    const change = pendingOf(session, 'number');
    checkCode(account, change.sent, code, SECURITY_CODE_LIFETIME_MINUTES);
    store.changeNumber(account, change.method, change.number);
    bump(account.email);
    pending.delete(session.key);
    accountOf(session);
    res.status(204).end();
  });

  app.post(accountApiPaths.removeLandline, json, (req, res) => {
    const { version } = parse(versionedRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, version);
    if (!account.landline) throw httpError(404, accountServerMessages.notFound);
    // The landline is the only number: removing it would leave no way to sign in.
    if (!account.mobile) throw fail(serverMessages.badRequest);
    store.changeNumber(account, 'landline', undefined);
    bump(account.email);
    accountOf(session);
    res.status(204).end();
  });

  app.post(accountApiPaths.passkeyRegistrationOptions, async (_req, res) => {
    const session = sessionOf(res);
    const account = changeGuard(session, undefined);
    const options = await generateRegistrationOptions({
      rpName: 'NHS login',
      rpID,
      userName: account.email,
      userID: new Uint8Array(createHash('sha256').update(`nhsl-sim-user:${account.email}`).digest().subarray(0, 16)),
      attestationType: 'none',
      excludeCredentials: passkeys.credentialsOf(account.email).map((c) => ({ id: c.id, transports: c.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: 120_000,
    });
    passkeys.setRegistrationChallenge(account.email, options.challenge);
    res.json(options);
  });

  app.post(accountApiPaths.registerPasskey, json, async (req, res) => {
    const { response } = parse(passkeyRegistrationRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, undefined);
    const challenge = passkeys.takeRegistrationChallenge(account.email);
    if (!challenge) throw fail(serverMessages.badRequest);
    let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      result = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
    } catch {
      throw fail(serverMessages.badRequest);
    }
    if (!result.verified) throw fail(serverMessages.badRequest);
    const credential = result.registrationInfo.credential;
    passkeys.addCredential(account.email, credential);
    bump(account.email);
    res.json(accountPasskeySchema.parse({ id: credential.id, created_at: clock.now() }));
  });

  app.post(accountApiPaths.removePasskey, json, (req, res) => {
    const { id, version } = parse(removePasskeyRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, version);
    if (!passkeys.removeCredential(account.email, id)) throw httpError(404, accountServerMessages.notFound);
    names.delete(id);
    bump(account.email);
    res.status(204).end();
  });

  app.post(accountApiPaths.stopSharing, json, (req, res) => {
    const { client_id } = parse(stopSharingRequestSchema, req.body);
    const session = sessionOf(res);
    const account = changeGuard(session, undefined, false);
    const state = store.accountState(account);
    if (!state.consents.delete(client_id)) throw httpError(404, accountServerMessages.notFound);
    state.consentedAt.delete(client_id);
    bump(account.email);
    res.status(204).end();
  });

  app.post(accountApiPaths.declinePasskeyOffer, (_req, res) => {
    const account = accountOf(sessionOf(res));
    offerDeclinedUntil.set(account.email, clock.now() + PASSKEY_OFFER_SNOOZE_DAYS * 24 * 60 * MINUTE_MS);
    res.status(204).end();
  });

  return {
    reset() {
      versions.clear();
      offerDeclinedUntil.clear();
      pending.clear();
      seed();
    },
  };
}
