import express, { type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod/mini';
import { UnsecuredJWT, base64url } from 'jose';
import {
  ACCESS_SCOPE,
  LOCKOUT_MINUTES,
  MAX_OTP_ATTEMPTS,
  MAX_OTP_REQUESTS,
  MAX_PASSWORD_ATTEMPTS,
  SECURITY_CODE_LIFETIME_MINUTES,
  accountStatusRequestSchema,
  accountStatusResponseSchema,
  apiPaths,
  authCookieSchema,
  changeLandlineRequestSchema,
  changeMobileRequestSchema,
  changeNumberResponseSchema,
  checkUkLandline,
  checkUkMobile,
  recoveryApiPaths,
  recoveryMessages,
  authcodeResponseSchema,
  clientInfoSchema,
  SIMULATOR_ANALYTICS_SCRIPT,
  clockRequestSchema,
  consentRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  oidcParamsSchema,
  refuseRequestSchema,
  refuseResponseSchema,
  outboxEntrySchema,
  resetSimulatorPaths,
  serverMessages,
  simulatorPaths,
  triggerOtpRequestSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
  type AuthCookie,
  type OidcParams,
  type OtpMethod,
} from '@nhsl/contract';
import { createHash } from 'node:crypto';
import { Clock, MINUTE_MS } from './clock.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { Outbox, type LogLine } from './outbox.ts';
import { installProofing, type ProofingSimulator } from './proofing.ts';
import { installPasskeys } from './passkeys.ts';
import { UPLIFT_REQUIRED_EMAILS } from './patients.ts';
import { InteractionExpiredError, createOidc, type Oidc } from './oidc/provider.ts';
import { installReset } from './reset.ts';
import { installRegistration } from './registration.ts';
import { installClientLogs } from './clientLogs.ts';
import { installAccount } from './account.ts';
import { installSessionControls } from './session.ts';
import {
  normaliseEmail,
  registeredClients,
  type RegisteredClient,
  type ScenarioAccount,
  type ScenarioFailure,
} from './scenarios.ts';
import { Store, grantSecondFactor, randomCode, type Session } from './store.ts';

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

/** A failure answered as JSON `{ message, errorCode? }`. spec 001 §3 "Error shape". */
export class HttpError extends Error {
  /**
   * @param status - HTTP status
   * @param message - the error text (from the contract's `serverMessages`)
   * @param errorCode - a `CID` + digits reference code, when there is one
   */
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 failure with a contract message. */
function fail(message: string, errorCode?: string): HttpError {
  return new HttpError(400, message, errorCode);
}

/** A scenario's configured failure. */
function scenarioFailure(f: ScenarioFailure): HttpError {
  return new HttpError(f.status, f.message, f.errorCode);
}

const unauthorized = () => new HttpError(401, serverMessages.unauthorized);

/**
 * Runs a step of the provider's interaction; an interaction that has expired (longer than the
 * session length) answers 401, so the app shows session-timeout with the client's homepage link.
 * @throws HttpError 401 Unauthorized
 */
async function withInteraction<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof InteractionExpiredError) throw unauthorized();
    throw e;
  }
}

/**
 * Parses a request body with the contract's schema; a body that fails is 400 "Bad request".
 * @param schema - the contract's zod schema
 * @param body - `req.body` (undefined when no JSON body was sent)
 * @throws HttpError 400 "Bad request"
 */
function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fail(serverMessages.badRequest);
  return parsed.data;
}

/**
 * Sends JSON after checking it against the contract's response schema, so the simulator cannot
 * drift from what the app parses.
 */
function sendJson<S extends z.ZodMiniType>(res: Response, schema: S, value: z.input<S>, status = 200): void {
  res.status(status).json(schema.parse(value));
}

/**
 * Masks a phone number: every digit but the last four becomes `*` (e.g. `*******0123`).
 * spec 000 §3 "masked mobile number". Never returns the full number.
 * @param number - the number's digits
 */
export function maskNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return '*'.repeat(Math.max(digits.length - 4, 4)) + digits.slice(-4);
}

/**
 * Encodes the authorization cookie: base64url of the UTF-8 JSON of {@link AuthCookie} (jose's
 * base64url; the app's one decoder reads UTF-8, issue 29).
 * @param value - session id and sign-in parameters
 */
export function encodeAuthCookie(value: AuthCookie): string {
  return base64url.encode(JSON.stringify(authCookieSchema.parse(value)));
}

/** The first value of a query parameter, when it is a string. */
function queryString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** A stable, opaque subject id for an account. */
function subjectOf(account: ScenarioAccount): string {
  return createHash('sha256').update(`nhsl-sim:${account.email}`).digest('hex').slice(0, 32);
}

/**
 * Appends query parameters to an address with `encodeURIComponent` (spaces as %20).
 * @param address - a registered redirect_uri
 * @param params - name/value pairs; undefined values are left out
 */
export function withQuery(address: string, params: Record<string, string | undefined>): string {
  const url = new URL(address);
  const extra = Object.entries(params)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  url.search = url.search && url.search !== '?' ? `${url.search}&${extra}` : `?${extra}`;
  return url.toString();
}

/** Locals set by the session middleware. */
interface SessionLocals {
  session: Session;
}

/** The CSP of the simulator's own HTML page (inline styles only, nothing else). */
const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

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
    encodeAuthCookie,
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

  /** An unsecured id token (jose's UnsecuredJWT, `alg: none`), exp one hour from the simulator's clock. */
  function idToken(session: Session, account: ScenarioAccount): string {
    const iat = Math.floor(clock.now() / 1000);
    return new UnsecuredJWT(session.params.nonce ? { nonce: session.params.nonce } : {})
      .setIssuer(appOrigin)
      .setSubject(subjectOf(account))
      .setAudience(session.params.client_id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60 * 60)
      .encode();
  }

  /** Counts a code request in this session; over MAX_OTP_REQUESTS locks the account. spec 000 §9. */
  function countCodeRequest(session: Session, account: ScenarioAccount): void {
    if (store.isLocked(account, 'otpRequests')) throw fail(serverMessages.otpRequestsExceeded);
    session.otpRequests += 1;
    if (session.otpRequests > MAX_OTP_REQUESTS) {
      store.lock(account, 'otpRequests');
      throw fail(serverMessages.otpRequestsExceeded);
    }
  }

  /** "Sends" a new code by text or call: kept in the session and written to the outbox. */
  function sendCode(session: Session, account: ScenarioAccount, method: OtpMethod): void {
    const pending = session.pendingNumber?.method === method ? session.pendingNumber.number : undefined;
    const number = pending ?? (method === 'mobile' ? account.mobile : account.landline);
    if (!number) throw fail(serverMessages.badRequest);
    const now = clock.now();
    const sentAt = account.codesIssuedExpired ? now - (SECURITY_CODE_LIFETIME_MINUTES + 1) * MINUTE_MS : now;
    const code = randomCode();
    session.codes[method] = { code, sentAt };
    const minutesLeft = Math.ceil((sentAt + SECURITY_CODE_LIFETIME_MINUTES * MINUTE_MS - now) / MINUTE_MS);
    outbox.record(
      { email: account.email, method: method === 'mobile' ? 'text' : 'call', code, to: maskNumber(number), sentAt },
      maskNumber(number),
      minutesLeft,
    );
  }

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

  const local = (res: Response) => (res as Response<unknown, SessionLocals>).locals.session;

  /** The account whose password was verified in this session (else 400 Invalid OTP Session). */
  const signedInAccount = (session: Session): ScenarioAccount => {
    if (!session.account) throw fail(serverMessages.invalidOtpSession);
    return session.account;
  };

  /** Requires the second factor verified in this session (else 401 Unauthorized). */
  const verifiedAccount = (session: Session): ScenarioAccount => {
    if (!session.account || !session.secondFactorVerified) throw unauthorized();
    return session.account;
  };

  /**
   * The consent and terms-update calls: the session's credential must carry the access scope
   * (spec 000 §6; issue 28 item 2), else 401 Unauthorized.
   */
  const accessAccount = (session: Session): ScenarioAccount => {
    const account = verifiedAccount(session);
    if (!session.scopes.includes(ACCESS_SCOPE)) throw unauthorized();
    return account;
  };

  app.get(apiPaths.clientInfo, (req, res) => {
    const id = queryString((req.query as Record<string, unknown>)['client-id']);
    if (!id) throw fail(serverMessages.badRequest);
    const client = clientById.get(id);
    if (!client) throw new HttpError(404, serverMessages.clientNotFound);
    // The registered redirect URIs ride along (issue 24): the app sends the browser only there.
    sendJson(res, clientInfoSchema, { ...client.info, redirect_uris: client.redirectUris });
  });

  // Registration (registration.ts): after the session check, its calls need the session.
  const registration = installRegistration(app, {
    store,
    clock,
    outbox,
    httpError: (status, message) => new HttpError(status, message),
    sessionOf: local,
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
    sessionOf: local,
    countCodeRequest,
    maskNumber,
  });

  app.post(apiPaths.accountStatus, async (req, res) => {
    const { email: raw } = parseBody(accountStatusRequestSchema, req.body);
    const email = normaliseEmail(raw);
    if (!email.includes('@') || email.endsWith('.invalid')) throw fail(serverMessages.invalidEmail);
    const session = local(res);
    session.email = email;
    const account = store.findAccount(email);
    // UNCONFIRMED goes to register/check-email: a code to confirm the address is emailed now.
    if (account?.status === 'UNCONFIRMED') registration.startUnconfirmed(session, account);
    sendJson(res, accountStatusResponseSchema, {
      status: account?.status ?? 'NOT_FOUND',
      uplift_required: false,
      allow_p5_before_p9: clientById.get(session.params.client_id)?.allowP5BeforeP9 ?? false,
      landline_registration_enabled: false,
      ...(account?.status === 'CONFIRMED' ? await passkeys.accountStatusOptions(session, account.email) : {}),
    });
  });

  /**
   * Password login. `textsCode`: log-in-password's login texts the code itself to a VERIFIED
   * account with a mobile only (docs/DECISIONS.md "where a code is sent after password login");
   * the login page's sign-in does not, and the app triggers the code (spec 000 §4; issue 28 item 4).
   */
  const passwordLogin = (textsCode: boolean) => (req: Request, res: Response) => {
    const body = parseBody(loginRequestSchema, req.body);
    const session = local(res);
    const email = normaliseEmail(body.email);
    session.email = email;
    const found = store.findAccount(email);
    if (!found) throw fail(serverMessages.incorrectCredentials);
    // The account as it is now: a number changed by recovery replaces the scenario's.
    const account = store.withNumbers(found);
    const state = store.accountState(account);
    if (store.isLocked(account, 'password')) throw fail(serverMessages.passwordAttemptsExceeded);
    if (body.password !== resets.passwordOf(account)) {
      state.passwordFailures += 1;
      if (state.passwordFailures >= MAX_PASSWORD_ATTEMPTS) {
        state.passwordFailures = 0;
        store.lock(account, 'password');
        throw fail(serverMessages.passwordAttemptsExceeded);
      }
      throw fail(serverMessages.incorrectCredentials);
    }
    state.passwordFailures = 0;
    session.provedAt = clock.now();
    if (account.loginFailure) throw scenarioFailure(account.loginFailure);

    session.account = account;
    session.secondFactorVerified = false;
    session.scopes = [];
    session.codes = {};
    session.pendingNumber = undefined;
    const methods = { mobile: !!account.mobile, landline: !!account.landline };
    const answer = {
      authentication_methods: methods,
      ...(account.mobile ? { phone_number: maskNumber(account.mobile) } : {}),
      ...(account.landline ? { landline_number: maskNumber(account.landline) } : {}),
    };
    if (account.loginState) {
      // A scenario's fixed answer (signin-2fa): no code is sent.
      return sendJson(res, loginResponseSchema, { authentication_state: account.loginState, ...answer });
    }
    if (account.status === 'RESET_REQUIRED') {
      return sendJson(res, loginResponseSchema, { authentication_state: 'RESET_PASSWORD', ...answer });
    }
    if (!methods.mobile && !methods.landline) {
      return sendJson(res, loginResponseSchema, { authentication_state: 'UNREGISTERED', ...answer });
    }
    let rmdInvalid = false;
    if (body.rmd_token) {
      if (store.isRememberedDevice(body.rmd_token, account)) {
        grantSecondFactor(session);
        return sendJson(res, loginResponseSchema, {
          authentication_state: 'AUTHENTICATED',
          redirect_uri: `${appOrigin}/authcode`,
          ...answer,
        });
      }
      rmdInvalid = true;
    }
    if (store.isLocked(account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    if (store.isLocked(account, 'otpRequests')) throw fail(serverMessages.otpRequestsExceeded);
    if (textsCode && methods.mobile && !methods.landline) {
      countCodeRequest(session, account);
      sendCode(session, account, 'mobile');
    }
    return sendJson(res, loginResponseSchema, {
      authentication_state: 'VERIFIED',
      ...(rmdInvalid ? { rmd_token: 'INVALID' } : {}),
      ...answer,
    });
  };
  app.post(apiPaths.login, passwordLogin(true));
  app.post(apiPaths.signIn, passwordLogin(false));

  app.post(apiPaths.triggerOtp, (req, res) => {
    const { method } = parseBody(triggerOtpRequestSchema, req.body);
    const session = local(res);
    const account = session.account;
    if (!account) throw fail(serverMessages.badRequest);
    const held = method === 'mobile' ? account.mobile : account.landline;
    if (held === undefined && session.pendingNumber?.method !== method) throw fail(serverMessages.badRequest);
    if (store.isLocked(account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    countCodeRequest(session, account);
    const failure = method === 'landline' ? account.callFailure : account.textFailure;
    if (failure) throw scenarioFailure(failure);
    sendCode(session, account, method);
    res.status(204).end();
  });

  app.post(apiPaths.verifyOtp, (req, res) => {
    const body = parseBody(verifyOtpRequestSchema, req.body);
    const session = local(res);
    const method = body.method ?? 'mobile';
    const account = signedInAccount(session);
    const sent = session.codes[method];
    if (!sent) throw fail(serverMessages.invalidOtpSession);
    if (store.isLocked(account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    if (clock.now() - sent.sentAt >= SECURITY_CODE_LIFETIME_MINUTES * MINUTE_MS) throw fail(serverMessages.otpExpired);
    const state = store.accountState(account);
    if (body.code.replace(/\s+/g, '') !== sent.code) {
      state.otpFailures += 1;
      if (state.otpFailures >= MAX_OTP_ATTEMPTS) {
        state.otpFailures = 0;
        session.codes = {};
        store.lock(account, 'otpAttempts');
        throw fail(serverMessages.otpAttemptsExceeded);
      }
      throw fail(serverMessages.invalidOtp);
    }
    state.otpFailures = 0;
    session.codes = {};
    grantSecondFactor(session);
    // Recovery: a code sent to the new number proves it, and the account's number changes.
    if (session.pendingNumber?.method === method) {
      store.changeNumber(account, method, session.pendingNumber.number);
      session.account = store.withNumbers(account);
      session.pendingNumber = undefined;
    }
    sendJson(res, verifyOtpResponseSchema, {
      id_token: idToken(session, account),
      ...(body.remember_device ? { rmd_token: store.rememberDevice(account) } : {}),
      is_duplicate_phone_number: false,
    });
  });

  // ---- Recovery: a new mobile or landline number, proved by a code sent to it (issue 15) ----

  /**
   * Checks a number change may start: the password verified in this session (else 'Invalid OTP
   * Session'), no code lockout, an account that has not proved who they are (P5 and P9 answer
   * 403 'Identity check required'; docs/DECISIONS.md "Changing a phone number"), a valid UK
   * number of the kind (else 'Invalid phone number') other than the one held (else 'Number
   * already held'). Answers the new number in national format.
   */
  function startNumberChange(session: Session, method: OtpMethod, raw: string): ScenarioAccount & { next: string } {
    const account = signedInAccount(session);
    if (store.isLocked(account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    if (store.isLocked(account, 'otpRequests')) throw fail(serverMessages.otpRequestsExceeded);
    if (oidc.levelOf(account) !== 'P0') throw new HttpError(403, recoveryMessages.identityCheckRequired);
    const checked = method === 'mobile' ? checkUkMobile(raw) : checkUkLandline(raw);
    if (!checked.ok) throw fail(recoveryMessages.invalidPhoneNumber);
    const next = `0${checked.e164.slice(3)}`;
    const held = method === 'mobile' ? account.mobile : account.landline;
    if (held && held.replace(/\D/g, '') === next) throw fail(recoveryMessages.sameNumber);
    if (account.numberChangeFailure) throw scenarioFailure(account.numberChangeFailure);
    return { ...account, next };
  }

  app.post(recoveryApiPaths.changeMobile, (req, res) => {
    const { phone_number } = parseBody(changeMobileRequestSchema, req.body);
    const session = local(res);
    const { next, ...account } = startNumberChange(session, 'mobile', phone_number);
    countCodeRequest(session, account);
    session.pendingNumber = { method: 'mobile', number: next };
    sendCode(session, account, 'mobile');
    sendJson(res, changeNumberResponseSchema, { phone_number: maskNumber(next) });
  });

  app.post(recoveryApiPaths.changeLandline, (req, res) => {
    const { landline_number } = parseBody(changeLandlineRequestSchema, req.body);
    const session = local(res);
    const { next } = startNumberChange(session, 'landline', landline_number);
    session.pendingNumber = { method: 'landline', number: next };
    // A code already called to the old landline no longer proves anything.
    delete session.codes.landline;
    sendJson(res, changeNumberResponseSchema, { landline_number: maskNumber(next) });
  });

  app.post(apiPaths.authcode, async (req, res) => {
    const params: OidcParams = parseBody(oidcParamsSchema, req.body);
    const session = local(res);
    if (params.client_id !== session.params.client_id) throw fail(serverMessages.badRequest);
    const account = verifiedAccount(session);
    if (account.authcodeFailure) throw scenarioFailure(account.authcodeFailure);
    // The identity level asked for (vtr) first: proofing, or access_denied when it cannot be reached.
    const levelLocation = await withInteraction(() => oidc.levelCheck(session, account));
    if (levelLocation) {
      return sendJson(res, authcodeResponseSchema, {
        id_token: idToken(session, account),
        Location: levelLocation,
        consent_required: false,
        terms_update_required: false,
      });
    }
    const state = store.accountState(account);
    const id_token = idToken(session, account);
    if (account.termsUpdateRequired && !state.termsAccepted) {
      return sendJson(res, authcodeResponseSchema, { id_token, consent_required: false, terms_update_required: true });
    }
    if (!state.consents.has(session.params.client_id)) {
      return sendJson(res, authcodeResponseSchema, { id_token, consent_required: true, terms_update_required: false });
    }
    // The provider finishes the interaction; its resume address sends the browser on to the
    // session's registered redirect_uri with a code and the original state.
    const Location = await withInteraction(() => oidc.finish(session, account));
    return sendJson(res, authcodeResponseSchema, {
      id_token,
      Location,
      consent_required: false,
      terms_update_required: false,
    });
  });

  app.post(apiPaths.consent, (req, res) => {
    const body = parseBody(consentRequestSchema, req.body);
    const session = local(res);
    const account = accessAccount(session);
    if (body['client-id'] !== session.params.client_id) throw fail(serverMessages.badRequest);
    store.accountState(account).consents.add(session.params.client_id);
    store.accountState(account).consentedAt.set(session.params.client_id, clock.now());
    res.status(200).json({ consented: true });
  });

  // The user went back to the client without signing in (consent or terms refused): the
  // provider ends the interaction with access_denied and the reason as error_description.
  app.post(apiPaths.refuse, async (req, res) => {
    const { reason } = parseBody(refuseRequestSchema, req.body);
    const session = local(res);
    verifiedAccount(session);
    const Location = await withInteraction(() => oidc.refuse(session, reason));
    sendJson(res, refuseResponseSchema, { Location });
  });

  app.post(apiPaths.termsUpdate, (_req, res) => {
    const account = accessAccount(local(res));
    store.accountState(account).termsAccepted = true;
    res.status(204).end();
  });

  // Identity proofing, duplicate accounts and account replacement (proofing.ts), after the session check.
  proofingRef.current = installProofing(app, {
    clock,
    appOrigin,
    checksGpRecord: (session) => clientById.get(session.params.client_id)?.allowP5BeforeP9 ?? false,
  });

  app.use('/api', () => {
    throw new HttpError(404, serverMessages.notFound);
  });

  // ---- Tester and test controls (never part of the real product) ---------------------------
  app.get(simulatorPaths.outboxJson, (req, res) => {
    const email = queryString((req.query as Record<string, unknown>).email);
    res.json(outbox.list(email).map((e) => outboxEntrySchema.parse(e)));
  });

  app.get(simulatorPaths.outbox, (req, res) => {
    const email = queryString((req.query as Record<string, unknown>).email) ?? '';
    const entries = outbox.list(email || undefined);
    const rows = entries
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.email)}</td><td>${{ text: 'Text', call: 'Call', email: 'Email', notice: 'Notice' }[e.method]}</td><td>${escapeHtml(e.to ?? '')}</td>` +
          `<td><code>${escapeHtml(e.code)}</code></td><td><time datetime="${new Date(e.sentAt).toISOString()}">` +
          `${escapeHtml(new Date(e.sentAt).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</time></td></tr>`,
      )
      .join('\n');
    const body = `
<p>Security codes the simulator has "sent" by text, call or email (registration), newest first. A code expires
${SECURITY_CODE_LIFETIME_MINUTES} minutes after it is sent; lockouts last ${LOCKOUT_MINUTES} minutes.
This page is a tester's tool and is not part of NHS login.</p>
<form method="get" action="${simulatorPaths.outbox}">
<p><label for="email">Show codes for one email address</label><br>
<input id="email" name="email" type="email" autocomplete="off" value="${escapeHtml(email)}">
<button class="button secondary" type="submit">Filter</button> <a href="${simulatorPaths.outbox}">Show all</a></p>
</form>
<p>Password reset emails are listed at <a href="${resetSimulatorPaths.emails}">reset emails</a>.</p>
${
  entries.length
    ? `<table><caption>Codes sent${email ? ` to ${escapeHtml(email)}` : ''}</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Method</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Sent</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
    : '<p>No codes have been sent yet.</p>'
}`;
    res.setHeader('Content-Security-Policy', HTML_CSP);
    res.type('html').send(htmlPage('Simulator outbox', body));
  });

  app.post(simulatorPaths.clock, express.json({ limit: '1kb' }), (req, res) => {
    const { advanceMinutes } = parseBody(clockRequestSchema, req.body);
    clock.advanceMinutes(advanceMinutes);
    res.json({ now: clock.now() });
  });

  app.post(simulatorPaths.reset, (_req, res) => {
    store.reset();
    proofingRef.current?.reset();
    oidc.reset();
    passkeys.registry.reset();
    account.reset();
    resets.reset();
    clientLogs.reset();
    outbox.clear();
    clock.reset();
    res.status(204).end();
  });

  app.get(simulatorPaths.analytics, (_req, res) => {
    res.type('application/javascript').send(SIMULATOR_ANALYTICS_SCRIPT);
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
