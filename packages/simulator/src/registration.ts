import express, { type Response } from 'express';
import type { z } from 'zod/mini';
import {
  EMAIL_CODE_LIFETIME_MINUTES,
  MAX_OTP_ATTEMPTS,
  SECURITY_CODE_LIFETIME_MINUTES,
  accountCreatedResponseSchema,
  createPasswordRequestSchema,
  enterMobileRequestSchema,
  enterMobileResponseSchema,
  normaliseUkMobile,
  registrationApiPaths,
  registrationCodeRequestSchema,
  registrationServerMessages,
  serverMessages,
  startRegistrationRequestSchema,
  validateEmailRequestSchema,
} from '@nhsl/contract';
import { MINUTE_MS, type Clock } from './clock.ts';
import { grantSignIn } from './http.ts';
import type { Outbox } from './outbox.ts';
import { passwordProblem } from './passwords.ts';
import { normaliseEmail, type ScenarioAccount } from './scenarios.ts';
import { randomCode, type Registration, type SentCode, type Session, type Store } from './store.ts';

/** What a registration scenario address does instead of the happy path. */
type RegistrationBehaviour = 'validateFails' | 'sessionExpired' | 'emailFails' | 'textFails' | 'codesExpired';

/**
 * Registration scenario addresses (not accounts: each is NOT_FOUND, so it may register), one per
 * failure of the new calls that no typing can cause. The others are reached by what is typed:
 * 'Invalid email address' (an address ending `.invalid`), 'Account already exists' (any scenario
 * account, e.g. confirmed@example.com), 'Invalid OTP' (a wrong code), 'OTP attempts exceeded'
 * (3 wrong codes), 'OTP requests exceeded' (6 codes asked for), 'OTP has expired' (the clock
 * moved on), 'Password is too common' (e.g. letmein123), 'Invalid mobile number' (e.g. 0123).
 * packages/simulator/README.md "Registration".
 */
export const registrationScenarios: Readonly<Record<string, { behaviour: RegistrationBehaviour; reaches: string }>> = {
  'reg-validate-fails@example.com': {
    behaviour: 'validateFails',
    reaches: 'validate email answers 500: the error page',
  },
  'reg-session@example.com': {
    behaviour: 'sessionExpired',
    reaches: "validate email answers 401 'Unauthorized': session-timeout",
  },
  'reg-email-fails@example.com': {
    behaviour: 'emailFails',
    reaches: 'agreeing to the terms: the email cannot be sent (500), the error page',
  },
  'reg-text-fails@example.com': {
    behaviour: 'textFails',
    reaches: 'enter-mobile: the text cannot be sent (500), the error page',
  },
  'reg-expired@example.com': {
    behaviour: 'codesExpired',
    reaches: "every code (email and text) is sent already expired: 'OTP has expired' on check-email and the code page",
  },
};

/** What {@link installRegistration} needs from the simulator. */
export interface RegistrationOptions {
  store: Store;
  clock: Clock;
  outbox: Outbox;
  /** Builds the HTTP error the simulator answers `{ message }` with. */
  httpError: (status: number, message: string) => Error;
  /** The session of a request (after the /api session middleware). */
  sessionOf: (res: Response) => Session;
  /** Counts a code request in the session (throws 'OTP requests exceeded' over the limit). */
  countCodeRequest: (session: Session, account: ScenarioAccount) => void;
  /** The session's id token for an account. */
  idToken: (session: Session, account: ScenarioAccount) => string;
  /** Masks a phone number (`*******0123`). */
  maskNumber: (number: string) => string;
}

/** The registration part of the simulator, as the rest of it sees it. */
export interface RegistrationSimulator {
  /**
   * An account-status check answered UNCONFIRMED: starts the session's registration at the email
   * code and emails one, so register/check-email can take it. issue 15.
   */
  startUnconfirmed(session: Session, account: ScenarioAccount): void;
}

/**
 * Registration over real HTTP (issue 15): validate email, the terms agreed (a 6-digit code
 * emailed, read at /simulator/outbox like the texts), the email code, the password (the NCSC
 * rules and the common-password deny list), the mobile (UK rules, normalised) and its texted
 * code, which creates the account and signs the session in to it. UNCONFIRMED accounts start at
 * the email code; UNREGISTERED ones (a login with no phone) at the mobile. Codes follow the
 * sign-in rules: 3 wrong → 'OTP attempts exceeded' and a 15-minute lock, 5 requests per session,
 * texts valid 5 minutes (emailed codes {@link EMAIL_CODE_LIFETIME_MINUTES}). Mount after the /api
 * session middleware.
 * @param app - the simulator's Express app
 * @param opts - store, clock, outbox and the simulator's helpers
 */
export function installRegistration(app: express.Express, opts: RegistrationOptions): RegistrationSimulator {
  const { store, clock, outbox, httpError, sessionOf, countCodeRequest } = opts;
  const fail = (message: string) => httpError(400, message);

  function parse<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw fail(serverMessages.badRequest);
    return parsed.data;
  }

  const behaviourOf = (email: string) => registrationScenarios[email]?.behaviour;

  /** A code "sent" now (or already expired, for the expired scenario). */
  function newCode(email: string, lifetimeMinutes: number): SentCode {
    const now = clock.now();
    const expired = behaviourOf(email) === 'codesExpired';
    return { code: randomCode(), sentAt: expired ? now - (lifetimeMinutes + 1) * MINUTE_MS : now };
  }

  function emailCode(session: Session, reg: Registration): void {
    countCodeRequest(session, reg.account);
    if (behaviourOf(reg.email) === 'emailFails') throw httpError(500, 'Email could not be sent');
    const sent = newCode(reg.email, EMAIL_CODE_LIFETIME_MINUTES);
    reg.emailCode = sent;
    const left = Math.ceil((sent.sentAt + EMAIL_CODE_LIFETIME_MINUTES * MINUTE_MS - clock.now()) / MINUTE_MS);
    outbox.record({ email: reg.email, method: 'email', code: sent.code, sentAt: sent.sentAt }, reg.email, left);
  }

  function textCode(session: Session, reg: Registration): void {
    countCodeRequest(session, reg.account);
    if (behaviourOf(reg.email) === 'textFails') throw httpError(500, 'Text could not be sent');
    const sent = newCode(reg.email, SECURITY_CODE_LIFETIME_MINUTES);
    reg.mobileCode = sent;
    const left = Math.ceil((sent.sentAt + SECURITY_CODE_LIFETIME_MINUTES * MINUTE_MS - clock.now()) / MINUTE_MS);
    outbox.record(
      { email: reg.email, method: 'text', code: sent.code, sentAt: sent.sentAt },
      opts.maskNumber(reg.mobile ?? ''),
      left,
    );
  }

  /**
   * Checks a code as sign-in does: lock first, then expiry, then the digits (3 wrong → lock).
   * @throws 'OTP attempts exceeded', 'OTP has expired', 'Invalid OTP', 'Invalid OTP Session'
   */
  function checkCode(reg: Registration, sent: SentCode | undefined, typed: string, lifetimeMinutes: number): void {
    if (!sent) throw fail(serverMessages.invalidOtpSession);
    if (store.isLocked(reg.account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    if (clock.now() - sent.sentAt >= lifetimeMinutes * MINUTE_MS) throw fail(serverMessages.otpExpired);
    const state = store.accountState(reg.account);
    if (typed.replace(/\s+/g, '') !== sent.code) {
      state.otpFailures += 1;
      if (state.otpFailures >= MAX_OTP_ATTEMPTS) {
        state.otpFailures = 0;
        store.lock(reg.account, 'otpAttempts');
        throw fail(serverMessages.otpAttemptsExceeded);
      }
      throw fail(serverMessages.invalidOtp);
    }
    state.otpFailures = 0;
  }

  /** The address checks of validate email and start. */
  function validEmail(raw: string): string {
    const email = normaliseEmail(raw);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.endsWith('.invalid'))
      throw fail(serverMessages.invalidEmail);
    const behaviour = behaviourOf(email);
    if (behaviour === 'sessionExpired') throw httpError(401, serverMessages.unauthorized);
    if (behaviour === 'validateFails') throw httpError(500, 'Internal server error');
    if (store.findAccount(email)) throw fail(registrationServerMessages.accountExists);
    return email;
  }

  /** The session's registration (else 'Invalid OTP Session'). */
  function registrationOf(session: Session): Registration {
    if (!session.registration) throw fail(serverMessages.invalidOtpSession);
    return session.registration;
  }

  /** A provisional account for a new address: lockouts and counters are kept against it. */
  const provisional = (email: string): ScenarioAccount => ({
    email,
    password: '',
    status: 'UNCONFIRMED',
    reaches: 'Registration under way',
  });

  const json = express.json({ limit: '8kb' });

  app.post(registrationApiPaths.validateEmail, json, (req, res) => {
    const { email } = parse(validateEmailRequestSchema, req.body);
    sessionOf(res).email = validEmail(email);
    res.status(204).end();
  });

  app.post(registrationApiPaths.start, json, (req, res) => {
    const body = parse(startRegistrationRequestSchema, req.body);
    const session = sessionOf(res);
    const email = validEmail(body.email);
    const known = store.findAccount(email);
    const reg: Registration = { kind: 'new', email, account: known ?? provisional(email), emailVerified: false };
    session.registration = reg;
    session.email = email;
    emailCode(session, reg);
    res.status(204).end();
  });

  app.post(registrationApiPaths.resendEmailCode, (_req, res) => {
    const session = sessionOf(res);
    const reg = registrationOf(session);
    if (reg.emailVerified) throw fail(serverMessages.invalidOtpSession);
    emailCode(session, reg);
    res.status(204).end();
  });

  app.post(registrationApiPaths.verifyEmailCode, json, (req, res) => {
    const { code } = parse(registrationCodeRequestSchema, req.body);
    const reg = registrationOf(sessionOf(res));
    checkCode(reg, reg.emailCode, code, EMAIL_CODE_LIFETIME_MINUTES);
    reg.emailCode = undefined;
    reg.emailVerified = true;
    res.status(204).end();
  });

  app.post(registrationApiPaths.createPassword, json, (req, res) => {
    const { password } = parse(createPasswordRequestSchema, req.body);
    const reg = registrationOf(sessionOf(res));
    if (!reg.emailVerified || reg.kind === 'unregistered') throw fail(serverMessages.invalidOtpSession);
    const problem = passwordProblem(password, reg.email);
    if (problem === 'COMMON') throw fail(registrationServerMessages.passwordTooCommon);
    if (problem) throw fail(registrationServerMessages.passwordInvalid);
    reg.password = password;
    res.status(204).end();
  });

  /** The session's registration, or a new one for a signed-in account with no phone (UNREGISTERED). */
  function mobileRegistration(session: Session): Registration {
    const account = session.account;
    if (!session.registration && account && !account.mobile && !account.landline) {
      session.registration = { kind: 'unregistered', email: account.email, account, emailVerified: true };
    }
    const reg = registrationOf(session);
    if (reg.kind !== 'unregistered' && reg.password === undefined) throw fail(serverMessages.invalidOtpSession);
    return reg;
  }

  app.post(registrationApiPaths.enterMobile, json, (req, res) => {
    const { mobile } = parse(enterMobileRequestSchema, req.body);
    const session = sessionOf(res);
    const reg = mobileRegistration(session);
    const international = normaliseUkMobile(mobile);
    if (!international) throw fail(registrationServerMessages.invalidMobile);
    reg.mobile = `0${international.slice(3)}`;
    textCode(session, reg);
    res.json(enterMobileResponseSchema.parse({ phone_number: opts.maskNumber(reg.mobile) }));
  });

  app.post(registrationApiPaths.resendMobileCode, (_req, res) => {
    const session = sessionOf(res);
    const reg = mobileRegistration(session);
    if (!reg.mobile) throw fail(serverMessages.invalidOtpSession);
    textCode(session, reg);
    res.status(204).end();
  });

  app.post(registrationApiPaths.verifyMobileCode, json, (req, res) => {
    const { code } = parse(registrationCodeRequestSchema, req.body);
    const session = sessionOf(res);
    const reg = mobileRegistration(session);
    if (!reg.mobile) throw fail(serverMessages.invalidOtpSession);
    checkCode(reg, reg.mobileCode, code, SECURITY_CODE_LIFETIME_MINUTES);
    const account: ScenarioAccount =
      reg.kind === 'unregistered'
        ? { ...reg.account, mobile: reg.mobile }
        : {
            ...reg.account,
            email: reg.email,
            password: reg.password ?? '',
            status: 'CONFIRMED',
            mobile: reg.mobile,
            createdByRegistration: true,
            reaches: 'Created by registration in this run',
          };
    store.register(account);
    session.registration = undefined;
    session.account = account;
    session.codes = {};
    grantSignIn(res, store, session);
    res.json(accountCreatedResponseSchema.parse({ id_token: opts.idToken(session, account) }));
  });

  return {
    startUnconfirmed(session, account) {
      const reg: Registration = { kind: 'unconfirmed', email: account.email, account, emailVerified: false };
      session.registration = reg;
      emailCode(session, reg);
    },
  };
}
