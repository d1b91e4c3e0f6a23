import type { Express, Request, Response } from 'express';
import {
  MAX_OTP_ATTEMPTS,
  MAX_PASSWORD_ATTEMPTS,
  SECURITY_CODE_LIFETIME_MINUTES,
  accountStatusRequestSchema,
  accountStatusResponseSchema,
  apiPaths,
  loginRequestSchema,
  loginResponseSchema,
  serverMessages,
  triggerOtpRequestSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@nhsl/contract';
import { MINUTE_MS, type Clock } from './clock.ts';
import { maskNumber, type CodeSender } from './codes.ts';
import { fail, grantSignIn, parseBody, scenarioFailure, sendJson, sessionOf, signedInAccount } from './http.ts';
import type { installPasskeys } from './passkeys.ts';
import type { installRegistration } from './registration.ts';
import type { installReset } from './reset.ts';
import { normaliseEmail, type RegisteredClient, type ScenarioAccount } from './scenarios.ts';
import type { Store } from './store.ts';
import type { IdTokenIssuer } from './tokens.ts';

/** What the sign-in calls need of the rest of the simulator. */
export interface SignInDeps {
  store: Store;
  clock: Clock;
  appOrigin: string;
  clientById: Map<string, RegisteredClient>;
  codes: CodeSender;
  idToken: IdTokenIssuer;
  /** Registration's start for an UNCONFIRMED account (a code to confirm the address). */
  registration: Pick<ReturnType<typeof installRegistration>, 'startUnconfirmed'>;
  /** The passkey options account-status offers a confirmed account. */
  passkeys: Pick<ReturnType<typeof installPasskeys>, 'accountStatusOptions'>;
  /** Each account's current password (a reset changes it). */
  resets: Pick<ReturnType<typeof installReset>, 'passwordOf'>;
  /** Whether an account still needs identity proofing (uplift_required; issue 45 item 1). */
  upliftRequired: (account: ScenarioAccount) => boolean;
}

/**
 * The sign-in calls, after `/api`'s session check: account status, password login (both
 * addresses), sending a security code and checking it (recovery's new number included).
 * spec 000 §4 "States and transitions", §7 "Calls made", §9.
 * @param app - the simulator's Express app
 * @param deps - its state and the other journeys' pieces these calls use
 */
export function installSignIn(app: Express, deps: SignInDeps): void {
  const { store, clock, appOrigin, clientById, codes, idToken, registration, passkeys, resets, upliftRequired } = deps;

  app.post(apiPaths.accountStatus, async (req, res) => {
    const { email: raw } = parseBody(accountStatusRequestSchema, req.body);
    const email = normaliseEmail(raw);
    if (!email.includes('@') || email.endsWith('.invalid')) throw fail(serverMessages.invalidEmail);
    const session = sessionOf(res);
    session.email = email;
    const account = store.findAccount(email);
    // UNCONFIRMED goes to register/check-email: a code to confirm the address is emailed now.
    if (account?.status === 'UNCONFIRMED') registration.startUnconfirmed(session, account);
    sendJson(res, accountStatusResponseSchema, {
      status: account?.status ?? 'NOT_FOUND',
      uplift_required: account?.status === 'CONFIRMED' ? upliftRequired(account) : false,
      allow_p5_before_p9: clientById.get(session.params.client_id)?.allowP5BeforeP9 ?? false,
      landline_registration_enabled: false,
      ...(account?.status === 'CONFIRMED' ? await passkeys.accountStatusOptions(session, account.email) : {}),
    });
  });

  /**
   * Password login. `textsCode`: log-in-password's login texts the code itself to a VERIFIED
   * account with a mobile only (docs/decisions/0017-where-the-security-code-is-sent.md);
   * the login page's sign-in does not, and the app triggers the code (spec 000 §4; issue 28 item 4).
   */
  const passwordLogin = (textsCode: boolean) => (req: Request, res: Response) => {
    const body = parseBody(loginRequestSchema, req.body);
    const session = sessionOf(res);
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
        grantSignIn(res, store, session);
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
      codes.countCodeRequest(session, account);
      codes.sendCode(session, account, 'mobile');
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
    const session = sessionOf(res);
    const account = session.account;
    if (!account) throw fail(serverMessages.badRequest);
    const held = method === 'mobile' ? account.mobile : account.landline;
    if (held === undefined && session.pendingNumber?.method !== method) throw fail(serverMessages.badRequest);
    if (store.isLocked(account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    codes.countCodeRequest(session, account);
    const failure = method === 'landline' ? account.callFailure : account.textFailure;
    if (failure) throw scenarioFailure(failure);
    codes.sendCode(session, account, method);
    res.status(204).end();
  });

  app.post(apiPaths.verifyOtp, (req, res) => {
    const body = parseBody(verifyOtpRequestSchema, req.body);
    const session = sessionOf(res);
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
    grantSignIn(res, store, session);
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
}
