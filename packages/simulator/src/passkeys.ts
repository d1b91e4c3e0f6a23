import express, { type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import {
  LOCKOUT_MINUTES,
  PASSKEY_AUTOFILL_OPTIONS_PATH,
  MAX_PASSKEY_ATTEMPTS,
  passkeyApiPaths,
  passkeyOptionsResponseSchema,
  passkeyServerMessages,
  passkeyVerifyRequestSchema,
  passkeyVerifyResponseSchema,
  serverMessages,
  simulatorCredentialSchema,
  simulatorPasskeyFailSchema,
  simulatorPasskeyPaths,
  type PasskeyOptionsResponse,
} from '@nhsl/contract';
import { z } from 'zod';
import { MINUTE_MS, type Clock } from './clock.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { scenarioAccounts, type ScenarioAccount } from './scenarios.ts';
import { randomToken, type Session, type Store } from './store.ts';
import { grantSignIn } from './http.ts';

/** A challenge issued for one passkey login, remembered by its transaction id. */
interface Transaction {
  sessionId: string;
  email: string;
  challenge: string;
  expiresAt: number;
}

/** Failed passkey logins and the lock they earn. */
interface Attempts {
  failures: number;
  lockedUntil?: number;
}

/** A failure the next passkey calls answer with (a test control). */
interface PlannedFailure {
  status: number;
  message: string;
  times: number;
}

/** What {@link installPasskeys} needs from the simulator. */
export interface PasskeyDeps {
  /** Sessions and scenario accounts. */
  store: Store;
  /** The simulator's clock. */
  clock: Clock;
  /** The app's origin: the WebAuthn origin, and the relying-party id is its host name. */
  appOrigin: string;
}

/** How long an issued challenge may be answered. */
const CHALLENGE_MINUTES = 5;

/**
 * The simulator's passkey service state: the credentials registered for scenario accounts
 * (public key, counter, transports; never a private key), the challenges issued per
 * transaction_id, failed attempts with their 15-minute lock, and the test controls' planned
 * failures. spec 000 §4 "Passkey login", §8 "Passkey service HTTP handling", §9.
 */
export class PasskeyRegistry {
  private credentials = new Map<string, WebAuthnCredential[]>();
  private transactions = new Map<string, Transaction>();
  /** Registration challenges by account, each with its end: as sign-in's, a few minutes (issue 45). */
  private registrationChallenges = new Map<string, { challenge: string; expiresAt: number }>();
  private attempts = new Map<string, Attempts>();
  private planned: PlannedFailure[] = [];
  private wafRequired = new Set<string>();
  /** When each credential (by id) was added and last used, epoch ms (account settings, issue 27). */
  private dates = new Map<string, { createdAt: number; lastUsedAt?: number }>();

  /** @param clock - the simulator's clock */
  constructor(private readonly clock: Clock) {}

  /** The credentials held for an account (email). */
  credentialsOf(email: string): WebAuthnCredential[] {
    return this.credentials.get(email) ?? [];
  }

  /** Holds a credential for an account; one with the same id is replaced. */
  addCredential(email: string, credential: WebAuthnCredential): void {
    const list = this.credentialsOf(email).filter((c) => c.id !== credential.id);
    this.credentials.set(email, [...list, credential]);
    this.dates.set(credential.id, { createdAt: this.clock.now() });
  }

  /** When a credential was added and last used (epoch ms), or undefined for an unknown id. */
  datesOf(id: string): { createdAt: number; lastUsedAt?: number } | undefined {
    return this.dates.get(id);
  }

  /** Notes a verified use of a credential now. */
  markUsed(id: string): void {
    const d = this.dates.get(id);
    if (d) d.lastUsedAt = this.clock.now();
  }

  /** Removes one of the account's credentials; false when it holds no such credential. */
  removeCredential(email: string, id: string): boolean {
    const list = this.credentialsOf(email);
    if (!list.some((c) => c.id === id)) return false;
    this.credentials.set(
      email,
      list.filter((c) => c.id !== id),
    );
    this.dates.delete(id);
    return true;
  }

  /** Moves every credential of an address to a new one (email change). */
  moveCredentials(from: string, to: string): void {
    const list = this.credentials.get(from);
    this.credentials.delete(from);
    if (list) this.credentials.set(to, [...this.credentialsOf(to), ...list]);
  }

  /** Remembers a new challenge for a session and account; returns its transaction id. */
  issue(sessionId: string, email: string, challenge: string): string {
    const id = randomToken(18);
    this.transactions.set(id, {
      sessionId,
      email,
      challenge,
      expiresAt: this.clock.now() + CHALLENGE_MINUTES * MINUTE_MS,
    });
    return id;
  }

  /** Takes (one use) a live transaction of this session, or undefined. */
  take(id: string, sessionId: string): Transaction | undefined {
    const t = this.transactions.get(id);
    if (!t || t.sessionId !== sessionId) return undefined;
    this.transactions.delete(id);
    return this.clock.now() < t.expiresAt ? t : undefined;
  }

  /** Whether passkey login is locked for the account now. */
  isLocked(email: string): boolean {
    const until = this.attempts.get(email)?.lockedUntil;
    return until !== undefined && this.clock.now() < until;
  }

  /** Counts a failed login; returns true when it reached the limit and locked the account. */
  fail(email: string): boolean {
    const a = this.attempts.get(email) ?? { failures: 0 };
    a.failures += 1;
    if (a.failures >= MAX_PASSKEY_ATTEMPTS) {
      this.attempts.set(email, { failures: 0, lockedUntil: this.clock.now() + LOCKOUT_MINUTES * MINUTE_MS });
      return true;
    }
    this.attempts.set(email, a);
    return false;
  }

  /** The account (email) holding a credential, or undefined (passkey autofill: no email typed). */
  ownerOf(credentialId: string): string | undefined {
    for (const [email, list] of this.credentials) if (list.some((c) => c.id === credentialId)) return email;
    return undefined;
  }

  /** Clears the failures after a verified login. */
  succeed(email: string): void {
    this.attempts.delete(email);
  }

  /** Plans a failure for the next `times` passkey calls. */
  planFailure(f: PlannedFailure): void {
    this.planned.push({ ...f });
  }

  /** The planned failure for this call, if any (consumed). */
  nextFailure(): PlannedFailure | undefined {
    const f = this.planned[0];
    if (!f) return undefined;
    f.times -= 1;
    if (f.times <= 0) this.planned.shift();
    return f;
  }

  /** Marks a session as owing a web-firewall token. */
  requireWaf(sessionId: string): void {
    this.wafRequired.add(sessionId);
  }

  /** Whether the session still owes a web-firewall token. */
  owesWaf(sessionId: string): boolean {
    return this.wafRequired.has(sessionId);
  }

  /** The session has fetched its web-firewall token. */
  passWaf(sessionId: string): void {
    this.wafRequired.delete(sessionId);
  }

  /**
   * Remembers a registration challenge for an account, answerable for {@link CHALLENGE_MINUTES}
   * (as a sign-in challenge is; issue 45: a registration challenge used to live for ever).
   */
  setRegistrationChallenge(email: string, challenge: string): void {
    this.registrationChallenges.set(email, { challenge, expiresAt: this.clock.now() + CHALLENGE_MINUTES * MINUTE_MS });
  }

  /** Takes (one use) the registration challenge of an account, or undefined when none is live. */
  takeRegistrationChallenge(email: string): string | undefined {
    const c = this.registrationChallenges.get(email);
    this.registrationChallenges.delete(email);
    return c && this.clock.now() < c.expiresAt ? c.challenge : undefined;
  }

  /** Forgets every credential, challenge, attempt, lock and planned failure. */
  reset(): void {
    this.credentials.clear();
    this.transactions.clear();
    this.registrationChallenges.clear();
    this.attempts.clear();
    this.planned = [];
    this.wafRequired.clear();
    this.dates.clear();
  }
}

/** A stable, opaque account id (the same as the id token's subject). */
function accountIdOf(account: ScenarioAccount): string {
  return createHash('sha256').update(`nhsl-sim:${account.email}`).digest('hex').slice(0, 32);
}

/** Sends `{ message }` with a status. */
function sendError(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}

/** The session of a passkey call: the `session-id` header (spec 000 §7), or the bearer token. */
function sessionOf(req: Request, store: Store): Session | undefined {
  const bearer = /^Bearer\s+(\S+)$/.exec(req.get('authorization') ?? '')?.[1];
  const id = req.get('session-id') ?? bearer;
  return id ? store.getSession(id) : undefined;
}

const registrationBodySchema = z.object({ email: z.string() });
const registrationVerifySchema = z.object({ email: z.string(), response: z.looseObject({ id: z.string() }) });

/** The CSP of the registration page: its own script and same-origin calls only. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * @simplewebauthn/browser's own browser bundle (it defines `SimpleWebAuthnBrowser`), served to the
 * registration page so that the ceremony and its base64url conversions are the library's.
 */
const BROWSER_LIBRARY = join(
  dirname(dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser'))),
  'dist/bundle/index.umd.min.js',
);

/**
 * The registration page's script: @simplewebauthn/browser's startRegistration with the options
 * @simplewebauthn/server made, its answer sent back for verification, reported into a live region.
 */
const PAGE_SCRIPT = `
(() => {
  const { startRegistration } = window.SimpleWebAuthnBrowser;
  const status = document.getElementById('status');
  const post = (path, body) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  for (const button of document.querySelectorAll('button[data-email]')) {
    button.addEventListener('click', async () => {
      const email = button.dataset.email;
      status.textContent = 'Registering a passkey for ' + email + '…';
      try {
        const optionsJSON = await (await post('${simulatorPasskeyPaths.registrationOptions}', { email })).json();
        const response = await startRegistration({ optionsJSON });
        const verified = await post('${simulatorPasskeyPaths.registrationVerify}', { email, response });
        status.textContent = verified.ok ? 'A passkey is registered for ' + email + '.' : 'The passkey was not registered.';
      } catch (e) {
        status.textContent = 'The passkey was not registered (' + (e && e.name ? e.name : 'error') + ').';
      }
    });
  }
})();
`;

/**
 * Installs the passkey service on the simulator: `POST {passkey api}/authentication/options`
 * (a real challenge from @simplewebauthn/server, remembered per transaction_id) and
 * `/authentication/verify` (a real signature and counter check; verified logins count as the
 * second factor and lead to `${appOrigin}/authcode`; failures are counted and lock after
 * MAX_PASSKEY_ATTEMPTS), the login API's web-firewall token, and the tester controls under
 * `/simulator/passkeys` (a registration page, direct credentials, planned failures). Call it
 * before the `/api` session middleware. spec 000 §4 "Passkey login", §7, §8.
 * @param app - the simulator's Express app
 * @param deps - store, clock and app origin
 * @returns the registry and the account-status hook
 */
export function installPasskeys(app: express.Express, deps: PasskeyDeps): InstalledPasskeys {
  const { store, clock } = deps;
  const appOrigin = deps.appOrigin.replace(/\/$/, '');
  const rpID = new URL(appOrigin).hostname;
  const registry = new PasskeyRegistry(clock);
  const json = express.json({ limit: '32kb' });

  /** New authentication options for an account (none: passkey autofill, any discoverable passkey), remembered for this session. */
  async function optionsFor(session: Session, email: string): Promise<PasskeyOptionsResponse> {
    const options = await generateAuthenticationOptions({
      rpID,
      allowCredentials: email ? registry.credentialsOf(email).map((c) => ({ id: c.id, transports: c.transports })) : [],
      userVerification: 'required',
      timeout: 60_000,
    });
    return passkeyOptionsResponseSchema.parse({
      authentication_options: options,
      transaction_id: registry.issue(session.key, email, options.challenge),
    });
  }

  /**
   * The account-status answer's auth_options: present only when the account holds a passkey.
   * spec 000 §3 "Account-status response".
   * @param session - the session of the status check
   * @param email - the normalised email checked
   */
  async function accountStatusOptions(
    session: Session,
    email: string,
  ): Promise<{ auth_options?: PasskeyOptionsResponse }> {
    return registry.credentialsOf(email).length > 0 ? { auth_options: await optionsFor(session, email) } : {};
  }

  /** Common checks of the passkey calls; answers the failure and returns undefined when one applies. */
  function guard(req: Request, res: Response): Session | undefined {
    const session = sessionOf(req, store);
    if (!session) return void sendError(res, 401, serverMessages.unauthorized);
    if (registry.owesWaf(session.key)) return void sendError(res, 405, passkeyServerMessages.wafChallenge);
    const planned = registry.nextFailure();
    if (planned) {
      if (planned.status === 405) {
        registry.requireWaf(session.key);
        return void sendError(res, 405, planned.message || passkeyServerMessages.wafChallenge);
      }
      return void sendError(res, planned.status, planned.message);
    }
    return session;
  }

  app.post(passkeyApiPaths.wafToken, (req, res) => {
    const session = sessionOf(req, store);
    if (!session) return sendError(res, 401, serverMessages.unauthorized);
    registry.passWaf(session.key);
    res.json({ token: randomToken(16) });
  });

  app.post(passkeyApiPaths.authenticationOptions, async (req, res) => {
    const session = guard(req, res);
    if (!session) return;
    const email = session.email ?? session.account?.email;
    const account = email ? store.findAccount(email) : undefined;
    if (!account) return sendError(res, 400, passkeyServerMessages.invalidSession);
    if (registry.isLocked(account.email)) return sendError(res, 400, passkeyServerMessages.loginAttemptsExceeded);
    res.json(await optionsFor(session, account.email));
  });

  // Passkey autofill on enter-email (issue 27): options for no particular account.
  app.post(PASSKEY_AUTOFILL_OPTIONS_PATH, async (req, res) => {
    const session = guard(req, res);
    if (!session) return;
    res.json(await optionsFor(session, ''));
  });

  app.post(passkeyApiPaths.authenticationVerify, json, async (req, res) => {
    const session = guard(req, res);
    if (!session) return;
    const parsed = passkeyVerifyRequestSchema.safeParse(req.body);
    if (!parsed.success) return sendError(res, 400, serverMessages.badRequest);
    const { transaction_id, authentication_credential } = parsed.data;
    const tx = registry.take(transaction_id, session.key);
    // An autofill transaction names no account: the credential's holder is the one.
    const email = tx ? tx.email || registry.ownerOf(authentication_credential.id) : undefined;
    const account = email ? store.findAccount(email) : undefined;
    if (!tx || !account) return sendError(res, 400, passkeyServerMessages.invalidSession);
    if (registry.isLocked(account.email)) return sendError(res, 400, passkeyServerMessages.loginAttemptsExceeded);
    const credential = registry.credentialsOf(account.email).find((c) => c.id === authentication_credential.id);
    let verified = false;
    if (credential) {
      try {
        const result = await verifyAuthenticationResponse({
          response: authentication_credential as AuthenticationResponseJSON,
          expectedChallenge: tx.challenge,
          expectedOrigin: appOrigin,
          expectedRPID: rpID,
          credential,
          requireUserVerification: true,
        });
        verified = result.verified;
        if (verified) credential.counter = result.authenticationInfo.newCounter;
      } catch {
        verified = false;
      }
    }
    if (!verified) {
      if (registry.fail(account.email)) return sendError(res, 400, passkeyServerMessages.loginAttemptsExceeded);
      return res.json(passkeyVerifyResponseSchema.parse({ verified: false }));
    }
    registry.succeed(account.email);
    if (credential) registry.markUsed(credential.id);
    session.provedAt = clock.now();
    session.email = account.email;
    session.account = account;
    grantSignIn(res, store, session);
    session.codes = {};
    res.json(
      passkeyVerifyResponseSchema.parse({
        verified: true,
        redirect_uri: `${appOrigin}/authcode`,
        account_id: accountIdOf(account),
      }),
    );
  });

  // ---- Tester and test controls (never part of the real product) ---------------------------
  app.get(simulatorPasskeyPaths.page, (_req, res) => {
    const rows = scenarioAccounts
      .filter((a) => a.status === 'CONFIRMED')
      .map((a) => {
        const n = registry.credentialsOf(a.email).length;
        return `<li><button class="button" type="button" data-email="${escapeHtml(a.email)}">Register a passkey for ${escapeHtml(a.email)}</button> <span>(${n} registered)</span></li>`;
      })
      .join('\n');
    const body = `
<p>Register a passkey for a scenario account, then sign in with it at <a href="/enter-email">the app</a>
(start from the demo relying service). Open this page on the app's address (${escapeHtml(appOrigin)}).
Passkeys are kept until the simulator is reset. This page is a tester's tool and is not part of NHS login.</p>
<p id="status" role="status" aria-live="polite"></p>
<ul>
${rows}
</ul>
<script src="${simulatorPasskeyPaths.browserLibrary}"></script>
<script src="${simulatorPasskeyPaths.script}"></script>`;
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.type('html').send(htmlPage('Simulator passkeys', body));
  });

  app.get(simulatorPasskeyPaths.script, (_req, res) => {
    res.type('application/javascript').send(PAGE_SCRIPT);
  });

  app.get(simulatorPasskeyPaths.browserLibrary, (_req, res) => {
    // Its path runs through node_modules/.pnpm, which send refuses as a dotfile by default.
    res.type('application/javascript').sendFile(BROWSER_LIBRARY, { dotfiles: 'allow' });
  });

  app.post(simulatorPasskeyPaths.registrationOptions, json, async (req, res) => {
    const parsed = registrationBodySchema.safeParse(req.body);
    const account = parsed.success ? store.findAccount(parsed.data.email) : undefined;
    if (!account) return sendError(res, 400, serverMessages.badRequest);
    const options = await generateRegistrationOptions({
      rpName: 'NHS login (simulator)',
      rpID,
      userName: account.email,
      userID: createHash('sha256').update(`nhsl-sim-user:${account.email}`).digest().subarray(0, 16),
      attestationType: 'none',
      excludeCredentials: registry.credentialsOf(account.email).map((c) => ({ id: c.id, transports: c.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    registry.setRegistrationChallenge(account.email, options.challenge);
    res.json(options);
  });

  app.post(simulatorPasskeyPaths.registrationVerify, json, async (req, res) => {
    const parsed = registrationVerifySchema.safeParse(req.body);
    const account = parsed.success ? store.findAccount(parsed.data.email) : undefined;
    const challenge = account ? registry.takeRegistrationChallenge(account.email) : undefined;
    if (!parsed.success || !account || !challenge) return sendError(res, 400, serverMessages.badRequest);
    try {
      const result = await verifyRegistrationResponse({
        response: parsed.data.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: appOrigin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
      if (!result.verified) return sendError(res, 400, serverMessages.badRequest);
      registry.addCredential(account.email, result.registrationInfo.credential);
      res.json({ registered: true, credentialId: result.registrationInfo.credential.id });
    } catch {
      sendError(res, 400, serverMessages.badRequest);
    }
  });

  app.post(simulatorPasskeyPaths.credentials, json, (req, res) => {
    const parsed = simulatorCredentialSchema.safeParse(req.body);
    const account = parsed.success ? store.findAccount(parsed.data.email) : undefined;
    if (!parsed.success || !account) return sendError(res, 400, serverMessages.badRequest);
    registry.addCredential(account.email, {
      id: parsed.data.credentialId,
      publicKey: new Uint8Array(Buffer.from(parsed.data.publicKey, 'base64url')),
      counter: parsed.data.counter,
      transports: parsed.data.transports as WebAuthnCredential['transports'],
    });
    res.status(204).end();
  });

  app.post(simulatorPasskeyPaths.fail, json, (req, res) => {
    const parsed = simulatorPasskeyFailSchema.safeParse(req.body);
    if (!parsed.success) return sendError(res, 400, serverMessages.badRequest);
    registry.planFailure(parsed.data);
    res.status(204).end();
  });

  return { registry, accountStatusOptions };
}

/** What {@link installPasskeys} gives the simulator. */
export interface InstalledPasskeys {
  /** The passkey state (reset it with the simulator). */
  registry: PasskeyRegistry;
  /** The account-status answer's auth_options for an account (empty when it holds no passkey). */
  accountStatusOptions: (session: Session, email: string) => Promise<{ auth_options?: PasskeyOptionsResponse }>;
}
