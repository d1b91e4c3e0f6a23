import express, { type NextFunction, type Request, type Response } from 'express';
import { serverMessages } from '@nhsl/contract';
import { Clock } from './clock.ts';
import { createCodeSender, maskNumber } from './codes.ts';
import { installConsent } from './consent.ts';
import { HttpError, sessionOf, unauthorized } from './http.ts';
import { Outbox, type LogLine } from './outbox.ts';
import { installProofing, type ProofingSimulator } from './proofing.ts';
import { installPasskeys } from './passkeys.ts';
import { UPLIFT_REQUIRED_EMAILS } from './patients.ts';
import { createOidc, type Oidc } from './oidc/provider.ts';
import { installRecovery } from './recovery.ts';
import { installReset } from './reset.ts';
import { installRegistration } from './registration.ts';
import { installClientLogs } from './clientLogs.ts';
import { installAccount } from './account.ts';
import { installSessionControls } from './session.ts';
import { installSignIn } from './signIn.ts';
import { installTesterTools } from './testerTools.ts';
import { registeredClients, type RegisteredClient, type ScenarioAccount } from './scenarios.ts';
import { Store } from './store.ts';
import { authCookieHeader, idTokenIssuer } from './tokens.ts';

// What other modules and tests took from here before the journeys' calls moved to modules of their own.
export { HttpError, withQuery } from './http.ts';
export { maskNumber } from './codes.ts';
export { encodeAuthCookie } from './tokens.ts';

/** Options of {@link createSimulator}. */
export interface SimulatorOptions {
  /** Origin of the app (e.g. `http://localhost:5173`): AUTHENTICATED logins return `${appOrigin}/authcode`. */
  appOrigin: string;
  /** Origin of the demo relying service (e.g. `http://localhost:4001`): the clients' addresses. */
  demoOrigin: string;
  /** The clock (default real time); tests may share one. */
  clock?: Clock;
  /** Where "sent" codes go (default a new outbox logging to stdout). */
  outbox?: Outbox;
  /** Where the outbox's log lines go, when no outbox is given (default `console.log`). */
  log?: LogLine;
  /** The client secret of every registered client (default `DEFAULT_CLIENT_SECRET` of oidc/provider.ts). */
  clientSecret?: string;
}

/** The Express app plus the state behind it (for main.ts and tests that need direct access). */
export interface Simulator extends express.Express {
  /** The simulator's state. */
  simulator: { store: Store; clock: Clock; outbox: Outbox; clients: RegisteredClient[]; oidc: Oidc };
}

/**
 * Creates the simulated identity back end: the authorization request, the JSON API of the wire
 * contract (`apiPaths`), and the tester controls under `/simulator`. Stateful and in memory;
 * every time judgement uses the controllable clock. Start it with `.listen(port)` (port 0 in
 * tests). spec 000 §4 "States and transitions", §7 "Calls made", §8 "Error catalogue", §9.
 * @param options - app and demo origins, and optionally the clock, outbox or log to use
 * @returns the Express app, with its state on `.simulator`
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const appOrigin = options.appOrigin.replace(/\/$/, '');
  const clock = options.clock ?? new Clock();
  const outbox = options.outbox ?? new Outbox(options.log);
  const store = new Store(clock);
  const clients = registeredClients(options.demoOrigin.replace(/\/$/, ''));
  const clientById = new Map(clients.map((c) => [c.info.client_id, c]));

  const proofingRef: { current?: ProofingSimulator } = {};
  const oidc = createOidc({
    appOrigin,
    clients,
    clientSecret: options.clientSecret,
    store,
    clock,
    needsProofing: (account) => UPLIFT_REQUIRED_EMAILS.has(account.email) || !!account.createdByRegistration,
    upliftLocation: (account) => proofingRef.current?.upliftLocation(account),
    authCookieHeader,
  });

  const app = express() as Simulator;
  app.simulator = { store, clock, outbox, clients, oidc };
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const idToken = idTokenIssuer({ clock, appOrigin });
  const codes = createCodeSender({ store, clock, outbox });
  const { countCodeRequest } = codes;

  // Passkey service, web-firewall token and passkey tester controls (passkeys.ts), before /api's bearer check.
  const passkeys = installPasskeys(app, { store, clock, appOrigin });
  // Forgotten-password reset and its tester pages (reset.ts): no session needed, so before /api's bearer check.
  const resets = installReset(app, { clock, appOrigin, log: options.log, findAccount: (e) => store.findAccount(e) });
  // The app's client log sink posts here with or without a session (clientLogs.ts), so before /api's bearer check.
  const clientLogs = installClientLogs(app, appOrigin);
  // The timeout warning's extend and end calls (session.ts, issue 25): they check the bearer themselves.
  installSessionControls(app, { store, clock });

  // ---- Journey start: the OpenID Provider (oidc/provider.ts) answers /authorize, /oidc/... and
  // the discovery document; its interaction starts the sign-in session (authorization cookie).
  app.use(oidc.handler);

  // ---- The API: every call needs a live session --------------------------------------------
  app.use(
    '/api',
    (req: Request, res: Response, next: NextFunction) => {
      const match = /^Bearer\s+(\S+)$/.exec(req.get('authorization') ?? '');
      const session = match ? store.getSession(match[1]!) : undefined;
      if (!session) throw unauthorized();
      res.locals.session = session;
      next();
    },
    express.json({ limit: '32kb' }),
  );

  // The client's details and the journey's end: authorisation code, consent, refusal, terms update (consent.ts).
  // An account needs proofing until it is uplifted (or proves who it is another way): the same
  // answer account-status and authcode give (uplift_required; issue 45 item 1).
  const upliftRequired = (account: ScenarioAccount) => proofingRef.current?.upliftLocation(account) !== undefined;
  installConsent(app, { store, clock, oidc, clientById, idToken, upliftRequired });

  // Registration (registration.ts): after the session check, its calls need the session.
  const registration = installRegistration(app, {
    store,
    clock,
    outbox,
    httpError: (status, message) => new HttpError(status, message),
    sessionOf,
    countCodeRequest,
    idToken,
    maskNumber,
  });

  // Account settings (account.ts, issue 27): after the session check.
  const account = installAccount(app, {
    store,
    clock,
    outbox,
    appOrigin,
    resets,
    passkeys: passkeys.registry,
    clients,
    httpError: (s, m, c) => new HttpError(s, m, c),
    sessionOf,
    countCodeRequest,
    maskNumber,
  });

  // Sign-in: account status, password login, security codes (signIn.ts).
  installSignIn(app, {
    store,
    clock,
    appOrigin,
    clientById,
    codes,
    idToken,
    registration,
    passkeys,
    resets,
    upliftRequired,
  });
  // Recovery: a new mobile or landline number (recovery.ts, issue 15).
  installRecovery(app, { store, oidc, codes });

  // Identity proofing, duplicate accounts and account replacement (proofing.ts), after the session check.
  proofingRef.current = installProofing(app, {
    clock,
    appOrigin,
    checksGpRecord: (session) => clientById.get(session.params.client_id)?.allowP5BeforeP9 ?? false,
  });

  app.use('/api', () => {
    throw new HttpError(404, serverMessages.notFound);
  });

  // ---- Tester and test controls (testerTools.ts; never part of the real product) --------------
  installTesterTools(app, {
    outbox,
    clock,
    resetAll: () => {
      store.reset();
      proofingRef.current?.reset();
      oidc.reset();
      passkeys.registry.reset();
      account.reset();
      resets.reset();
      clientLogs.reset();
      outbox.clear();
      clock.reset();
    },
  });

  // ---- Errors -----------------------------------------------------------------------------
  app.use((_req: Request, _res: Response, next: NextFunction) => next(new HttpError(404, serverMessages.notFound)));
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof HttpError) {
      res.status(err.status).json({ message: err.message, ...(err.errorCode ? { errorCode: err.errorCode } : {}) });
      return;
    }
    const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 500;
    if (status >= 400 && status < 500) {
      res.status(400).json({ message: serverMessages.badRequest });
      return;
    }
    console.error('[simulator] unexpected error', err);
    res.status(500).json({ message: 'Internal server error' });
  });

  return app;
}
