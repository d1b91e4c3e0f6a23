import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeJwt as joseDecodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  AUTH_COOKIE,
  LOCKOUT_MINUTES,
  MAX_OTP_ATTEMPTS,
  MAX_OTP_REQUESTS,
  MAX_PASSWORD_ATTEMPTS,
  SECURITY_CODE_LIFETIME_MINUTES,
  ACCESS_SCOPE,
  apiPaths,
  authcodeResponseSchema,
  clientInfoSchema,
  loginResponseSchema,
  outboxEntrySchema,
  serverMessages,
  simulatorPaths,
  verifyOtpResponseSchema,
  type OidcParams,
} from '@nhsl/contract';
import { createSimulator } from './server.ts';
import { SCENARIO_PASSWORD } from './scenarios.ts';
import {
  APP_ORIGIN,
  DEMO_CALLBACK,
  DEMO_ORIGIN,
  TEST_PKCE,
  TestClient,
  codeOtherThan,
  decodeAuthCookie,
  listen,
  setCookie,
  type Running,
} from './test-support.ts';

const PASSWORD = SCENARIO_PASSWORD;
const HAPPY = 'confirmed@example.com';
const logLines: string[] = [];
let running: Running;
let sim: TestClient;

let simulator: ReturnType<typeof createSimulator>;

beforeAll(async () => {
  simulator = createSimulator({ appOrigin: APP_ORIGIN, demoOrigin: DEMO_ORIGIN, log: (l) => logLines.push(l) });
  running = await listen(simulator);
});
afterAll(() => running.close());
beforeEach(async () => {
  const res = await fetch(`${running.base}${simulatorPaths.reset}`, { method: 'POST' });
  expect(res.status).toBe(204);
  logLines.length = 0;
  sim = new TestClient(running.base);
});

/** Minutes forward on the simulator's clock. */
async function advance(minutes: number) {
  const res = await fetch(`${running.base}${simulatorPaths.clock}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
  expect(res.ok).toBe(true);
}

/** The outbox, newest first. */
async function outbox(email: string) {
  const res = await fetch(`${running.base}${simulatorPaths.outboxJson}?email=${encodeURIComponent(email)}`);
  return z.array(outboxEntrySchema).parse(await res.json());
}

async function latestCode(email: string): Promise<string> {
  const [first] = await outbox(email);
  if (!first) throw new Error(`no code sent to ${email}`);
  return first.code;
}

function wrongCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

/** Starts a journey and logs in (mobile-only accounts get a text code). */
async function login(email = HAPPY, password = PASSWORD, extra: Record<string, string> = {}) {
  if (!sim.sessionId) await sim.start();
  return sim.post(apiPaths.login, { email, password, ...extra });
}

/** Starts a journey, logs in and verifies the texted code. */
async function signIn(email = HAPPY, rememberDevice = false) {
  await sim.start();
  expect((await login(email)).status).toBe(200);
  const res = await sim.post(apiPaths.verifyOtp, { code: await latestCode(email), remember_device: rememberDevice });
  expect(res.status).toBe(200);
  return verifyOtpResponseSchema.parse(res.json);
}

function params(overrides: Partial<OidcParams> = {}): OidcParams {
  return {
    client_id: 'demo-client',
    redirect_uri: DEMO_CALLBACK,
    state: 'state-123',
    scope: 'openid profile email phone',
    nonce: 'nonce-1',
    ...overrides,
  };
}

/** An unsecured JWT (`alg: none`: three segments, the signature empty), decoded by jose. */
function decodeJwt(token: string) {
  expect(token.split('.')).toHaveLength(3);
  return { header: decodeProtectedHeader(token), payload: joseDecodeJwt(token) };
}

describe('authorization request (spec 000 §3 "Session OIDC parameters")', () => {
  it('creates a session, sets the HttpOnly authorization cookie and redirects to enter-email', async () => {
    const res = await sim.authorize({
      client_id: 'demo-client',
      redirect_uri: DEMO_CALLBACK,
      response_type: 'code',
      code_challenge: TEST_PKCE.challenge,
      code_challenge_method: 'S256',
      state: 'st é&=?',
      scope: 'openid profile',
      nonce: 'n-1',
      allow_registration: 'false',
    });
    // The provider's interaction: a 303 to the app's enter-email.
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP_ORIGIN}/enter-email`);
    const cookie = setCookie(res, AUTH_COOKIE)!;
    const attributes = cookie.attributes.map((a) => a.toLowerCase());
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('samesite=lax');
    // The session id in it is the API's bearer credential: never readable by page script (issue 24).
    expect(attributes).toContain('httponly');
    const decoded = decodeAuthCookie(cookie.value);
    expect(decoded).toMatchObject({
      client_id: 'demo-client',
      redirect_uri: DEMO_CALLBACK,
      state: 'st é&=?',
      scope: 'openid profile',
      nonce: 'n-1',
      allow_registration: 'false',
    });
    expect(decoded.session_id.length).toBeGreaterThanOrEqual(32);
    sim.sessionId = decoded.session_id;
    expect((await sim.call('GET', `${apiPaths.clientInfo}?client-id=demo-client`)).status).toBe(200);
  });

  it('each journey gets a new, unguessable session id', async () => {
    const a = await sim.start();
    const b = await sim.start();
    expect(a.session_id).not.toBe(b.session_id);
  });

  it('an unknown or missing client goes to /no-client-info, with no session', async () => {
    const queries: Record<string, string>[] = [
      { client_id: 'nope', redirect_uri: DEMO_CALLBACK, response_type: 'code' },
      { redirect_uri: DEMO_CALLBACK, response_type: 'code' },
    ];
    for (const query of queries) {
      const res = await sim.authorize(query);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`${APP_ORIGIN}/no-client-info`);
      expect(setCookie(res, AUTH_COOKIE)).toBeUndefined();
    }
  });

  it('a redirect_uri the client has not registered goes to /error, never to that address', async () => {
    for (const redirect_uri of ['https://evil.example.com/callback', `${DEMO_CALLBACK}/extra`]) {
      const res = await sim.authorize({ client_id: 'demo-client', redirect_uri, state: 's', response_type: 'code' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`${APP_ORIGIN}/error`);
      expect(setCookie(res, AUTH_COOKIE)).toBeUndefined();
    }
  });

  it('a request without PKCE goes back to the registered redirect_uri with invalid_request, the state and iss', async () => {
    for (const redirect_uri of [DEMO_CALLBACK, '']) {
      const res = await sim.authorize({ client_id: 'demo-client', redirect_uri, state: 's', response_type: 'code' });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(DEMO_CALLBACK);
      expect(Object.fromEntries(location.searchParams)).toMatchObject({
        error: 'invalid_request',
        state: 's',
        iss: APP_ORIGIN,
      });
      expect(setCookie(res, AUTH_COOKIE)).toBeUndefined();
    }
  });
});

// Issue 45 item 1: account-status and authcode both say whether the account still needs proofing,
// so the app decides on every sign-in path (/login and passkey autofill ask for no status).
describe('uplift_required', () => {
  it('is true for an account that still needs proofing, in account-status and in authcode; false otherwise', async () => {
    await sim.start();
    for (const [email, needs] of [
      ['proofing@example.com', true],
      [HAPPY, false],
    ] as const) {
      expect((await sim.post(apiPaths.accountStatus, { email })).json).toMatchObject({ uplift_required: needs });
      await signIn(email);
      expect((await sim.post(apiPaths.authcode, params())).json).toMatchObject({ uplift_required: needs });
    }
  });
});

describe('sessions', () => {
  it('answers 401 Unauthorized without a session, with an unknown one, and once it has expired (1 hour)', async () => {
    const body = { email: HAPPY };
    expect(await sim.post(apiPaths.accountStatus, body)).toEqual({
      status: 401,
      json: { message: serverMessages.unauthorized },
    });
    sim.sessionId = 'made-up';
    expect((await sim.post(apiPaths.accountStatus, body)).status).toBe(401);
    expect((await sim.call('GET', `${apiPaths.clientInfo}?client-id=demo-client`)).status).toBe(401);

    await sim.start();
    await advance(59);
    expect((await sim.post(apiPaths.accountStatus, body)).status).toBe(200);
    await advance(1);
    expect(await sim.post(apiPaths.accountStatus, body)).toEqual({
      status: 401,
      json: { message: serverMessages.unauthorized },
    });
  });

  it('a body that fails the contract schema is 400 Bad request', async () => {
    await sim.start();
    for (const [path, body] of [
      [apiPaths.accountStatus, { mail: HAPPY }],
      [apiPaths.login, { email: HAPPY }],
      [apiPaths.verifyOtp, { code: 123456, remember_device: false }],
      [apiPaths.triggerOtp, { login: true, method: 'pigeon' }],
      [apiPaths.authcode, { client_id: 'demo-client', redirect_uri: 'not a url' }],
      [apiPaths.consent, { 'client-id': 'demo-client' }],
    ] as const) {
      expect(await sim.post(path, body), path).toEqual({ status: 400, json: { message: serverMessages.badRequest } });
    }
    const res = await fetch(`${running.base}${apiPaths.login}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sim.sessionId}`, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: serverMessages.badRequest });
  });
});

describe('client info (spec 000 §3 "Client")', () => {
  it('answers each registered client, and 404 for an unknown one', async () => {
    await sim.start();
    const demo = await sim.call('GET', `${apiPaths.clientInfo}?client-id=demo-client`);
    expect(clientInfoSchema.parse(demo.json)).toMatchObject({
      client_id: 'demo-client',
      client_display_name: 'Demo Health Service',
      terms_uri: `${DEMO_ORIGIN}/terms`,
      approved_scopes: ['openid', 'profile', 'email', 'phone'],
    });
    const nameless = clientInfoSchema.parse(
      (await sim.call('GET', `${apiPaths.clientInfo}?client-id=nameless-client`)).json,
    );
    expect(nameless.client_display_name).toBeUndefined();
    expect(nameless.terms_uri).toBeUndefined();
    expect(await sim.call('GET', `${apiPaths.clientInfo}?client-id=nope`)).toEqual({
      status: 404,
      json: { message: serverMessages.clientNotFound },
    });
  });
});

describe('account status (spec 000 §4 "Account status after email entry")', () => {
  it.each([
    ['confirmed@example.com', 'CONFIRMED'],
    ['  Confirmed@Example.COM ', 'CONFIRMED'],
    ['new@example.com', 'NOT_FOUND'],
    ['unconfirmed@example.com', 'UNCONFIRMED'],
    ['reset@example.com', 'RESET_REQUIRED'],
  ])('%s is %s', async (email, status) => {
    await sim.start();
    const res = await sim.post(apiPaths.accountStatus, { email });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status });
  });

  it.each(['no-at-sign.example.com', 'someone@example.invalid'])('%s is "Invalid email address"', async (email) => {
    await sim.start();
    expect(await sim.post(apiPaths.accountStatus, { email })).toEqual({
      status: 400,
      json: { message: serverMessages.invalidEmail },
    });
  });
});

describe('login (spec 000 §4 "Login authentication_state", §8)', () => {
  it('the right password: VERIFIED, mobile only, a masked number, and a code texted at once', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(res.json);
    expect(body).toMatchObject({
      authentication_state: 'VERIFIED',
      authentication_methods: { mobile: true, landline: false },
      phone_number: '*******0123',
    });
    expect(JSON.stringify(res.json)).not.toContain('07700900123');
    const sent = await outbox(HAPPY);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: HAPPY, method: 'text' });
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    expect(logLines).toContain(
      `[simulator] text to *******0123 (${HAPPY}): security code ${sent[0]!.code}, expires in 5 minutes`,
    );
  });

  it('a wrong password is "Incorrect username or password.", and an unknown email the same', async () => {
    expect(await login(HAPPY, 'wrong')).toEqual({
      status: 400,
      json: { message: serverMessages.incorrectCredentials },
    });
    expect(await login('new@example.com', PASSWORD)).toEqual({
      status: 400,
      json: { message: serverMessages.incorrectCredentials },
    });
  });

  it(`the ${MAX_PASSWORD_ATTEMPTS}th wrong password locks the account for ${LOCKOUT_MINUTES} minutes`, async () => {
    for (let i = 1; i < MAX_PASSWORD_ATTEMPTS; i++) {
      expect((await login(HAPPY, 'wrong')).json).toEqual({ message: serverMessages.incorrectCredentials });
    }
    expect(await login(HAPPY, 'wrong')).toEqual({
      status: 400,
      json: { message: serverMessages.passwordAttemptsExceeded },
    });
    expect((await login(HAPPY, PASSWORD)).json).toEqual({ message: serverMessages.passwordAttemptsExceeded });
    await advance(LOCKOUT_MINUTES - 1);
    expect((await login(HAPPY, PASSWORD)).json).toEqual({ message: serverMessages.passwordAttemptsExceeded });
    await advance(1);
    expect((await login(HAPPY, PASSWORD)).status).toBe(200);
  });

  it('a right password resets the count of wrong ones', async () => {
    for (let i = 1; i < MAX_PASSWORD_ATTEMPTS; i++) await login(HAPPY, 'wrong');
    expect((await login(HAPPY, PASSWORD)).status).toBe(200);
    expect((await login(HAPPY, 'wrong')).json).toEqual({ message: serverMessages.incorrectCredentials });
  });

  it.each([
    ['landline@example.com', 'VERIFIED', { mobile: false, landline: true }, { landline_number: '*******0456' }],
    [
      'both@example.com',
      'VERIFIED',
      { mobile: true, landline: true },
      { phone_number: '*******0127', landline_number: '*******0457' },
    ],
    ['reset@example.com', 'RESET_PASSWORD', { mobile: true, landline: false }, {}],
    ['no-phone@example.com', 'UNREGISTERED', { mobile: false, landline: false }, {}],
  ])('%s: %s, methods %o, nothing sent', async (email, state, methods, numbers) => {
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ authentication_state: state, authentication_methods: methods, ...numbers });
    expect(await outbox(email)).toEqual([]);
  });

  it.each([
    ['disabled@example.com', { message: serverMessages.accountDisabled, errorCode: 'CID2013' }],
    ['error-account@example.com', { message: serverMessages.accountDisabled }],
    ['login-attempts@example.com', { message: serverMessages.loginAttemptsExceeded }],
    ['password-locked@example.com', { message: serverMessages.passwordAttemptsExceeded }],
    ['otp-locked@example.com', { message: serverMessages.otpAttemptsExceeded }],
    ['otp-requests-locked@example.com', { message: serverMessages.otpRequestsExceeded }],
  ])('%s answers %o', async (email, json) => {
    expect(await login(email)).toEqual({ status: 400, json });
  });

  it('a scenario lockout lasts until the simulator is reset', async () => {
    await advance(LOCKOUT_MINUTES * 10);
    expect((await login('password-locked@example.com')).json).toEqual({
      message: serverMessages.passwordAttemptsExceeded,
    });
  });
});

describe('security codes (spec 000 §4 "Security code (mobile)", "(landline)", §9)', () => {
  it('the right code gives a JWT-shaped id_token for the client, expiring in an hour', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await signIn();
    expect(res.rmd_token).toBeUndefined();
    expect(res.is_duplicate_phone_number).toBe(false);
    const { header, payload } = decodeJwt(res.id_token!);
    expect(header).toMatchObject({ alg: 'none' });
    expect(payload).toMatchObject({ aud: 'demo-client', iss: APP_ORIGIN, nonce: 'nonce-1' });
    expect(typeof payload.sub).toBe('string');
    expect(payload.exp as number).toBeGreaterThanOrEqual(before + 3600);
    expect(payload.exp as number).toBeLessThanOrEqual(before + 3602);
  });

  it('a code works once; spaces in it are ignored', async () => {
    await login();
    const code = await latestCode(HAPPY);
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect((await sim.post(apiPaths.verifyOtp, { code: spaced, remember_device: false })).status).toBe(200);
    expect((await sim.post(apiPaths.verifyOtp, { code, remember_device: false })).json).toEqual({
      message: serverMessages.invalidOtpSession,
    });
  });

  it('a wrong code is "Invalid OTP"; the third wrong one is "OTP attempts exceeded" and locks the account', async () => {
    await login();
    const code = await latestCode(HAPPY);
    for (let i = 1; i < MAX_OTP_ATTEMPTS; i++) {
      expect(await sim.post(apiPaths.verifyOtp, { code: wrongCode(code), remember_device: false })).toEqual({
        status: 400,
        json: { message: serverMessages.invalidOtp },
      });
    }
    expect((await sim.post(apiPaths.verifyOtp, { code: wrongCode(code), remember_device: false })).json).toEqual({
      message: serverMessages.otpAttemptsExceeded,
    });
    // Locked: a new journey cannot get past login, nor ask for a code, for 15 minutes.
    await sim.start();
    expect((await login()).json).toEqual({ message: serverMessages.otpAttemptsExceeded });
    await advance(LOCKOUT_MINUTES);
    expect((await login()).status).toBe(200);
    expect((await sim.post(apiPaths.verifyOtp, { code: await latestCode(HAPPY), remember_device: false })).status).toBe(
      200,
    );
  });

  it('further verifies while locked answer "OTP attempts exceeded", even a right code', async () => {
    await sim.start();
    await login('both@example.com');
    expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' })).status).toBe(204);
    const code = await latestCode('both@example.com');
    for (let i = 0; i < MAX_OTP_ATTEMPTS; i++) {
      await sim.post(apiPaths.verifyOtp, { code: wrongCode(code), remember_device: false });
    }
    expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'landline' })).json).toEqual({
      message: serverMessages.otpAttemptsExceeded,
    });
  });

  it(`a code expires ${SECURITY_CODE_LIFETIME_MINUTES} minutes after it is sent; a new one works`, async () => {
    await login();
    const old = await latestCode(HAPPY);
    await advance(SECURITY_CODE_LIFETIME_MINUTES - 1);
    expect((await sim.post(apiPaths.verifyOtp, { code: wrongCode(old), remember_device: false })).json).toEqual({
      message: serverMessages.invalidOtp,
    });
    await advance(1);
    expect(await sim.post(apiPaths.verifyOtp, { code: old, remember_device: false })).toEqual({
      status: 400,
      json: { message: serverMessages.otpExpired },
    });
    expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' })).status).toBe(204);
    const fresh = await latestCode(HAPPY);
    expect((await sim.post(apiPaths.verifyOtp, { code: fresh, remember_device: false })).status).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    await login();
    const old = await latestCode(HAPPY);
    const fresh = await codeOtherThan(old, async () => {
      expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' })).status).toBe(204);
      return latestCode(HAPPY);
    });
    expect(fresh).not.toBe(old);
    expect((await sim.post(apiPaths.verifyOtp, { code: old, remember_device: false })).json).toEqual({
      message: serverMessages.invalidOtp,
    });
    expect((await sim.post(apiPaths.verifyOtp, { code: fresh, remember_device: false })).status).toBe(200);
  });

  it('no code sent in this session is "Invalid OTP Session"', async () => {
    await sim.start();
    expect(await sim.post(apiPaths.verifyOtp, { code: '123456', remember_device: false })).toEqual({
      status: 400,
      json: { message: serverMessages.invalidOtpSession },
    });
    await login('both@example.com');
    expect((await sim.post(apiPaths.verifyOtp, { code: '123456', remember_device: false })).json).toEqual({
      message: serverMessages.invalidOtpSession,
    });
  });

  it(`more than ${MAX_OTP_REQUESTS} code requests in a session is "OTP requests exceeded"`, async () => {
    await login(); // the login's own text is the first request
    for (let i = 2; i <= MAX_OTP_REQUESTS; i++) {
      expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' })).status).toBe(204);
    }
    expect(await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' })).toEqual({
      status: 400,
      json: { message: serverMessages.otpRequestsExceeded },
    });
    expect(await outbox(HAPPY)).toHaveLength(MAX_OTP_REQUESTS);
  });

  it('a landline account gets its code by call; it has no mobile to text', async () => {
    const email = 'landline@example.com';
    await login(email);
    expect(await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' })).toEqual({
      status: 400,
      json: { message: serverMessages.badRequest },
    });
    expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'landline' })).status).toBe(204);
    const [sent] = await outbox(email);
    expect(sent).toMatchObject({ method: 'call', email });
    expect(logLines.at(-1)).toMatch(/^\[simulator\] call to \*{7}0456 \(landline@example\.com\): security code \d{6}/);
    expect((await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false })).json).toEqual({
      message: serverMessages.invalidOtpSession,
    });
    const res = await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false, method: 'landline' });
    expect(res.status).toBe(200);
  });

  it('a code asked for before login is "Bad request"', async () => {
    await sim.start();
    expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' })).status).toBe(400);
  });

  it('expired-code@example.com gets codes that have already expired', async () => {
    const email = 'expired-code@example.com';
    await login(email);
    const [sent] = await outbox(email);
    expect(Date.now() - sent!.sentAt).toBeGreaterThanOrEqual(SECURITY_CODE_LIFETIME_MINUTES * 60_000);
    expect((await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false })).json).toEqual({
      message: serverMessages.otpExpired,
    });
    expect(logLines.at(-1)).toContain('already expired');
  });
});

describe('remember my device (spec 000 §4 "Cookies", §9)', () => {
  it('remember_device gives an rmd_token; the next login with it is AUTHENTICATED without a code', async () => {
    const { rmd_token } = await signIn(HAPPY, true);
    expect(rmd_token).toBeTruthy();
    sim = new TestClient(running.base);
    await sim.start();
    const res = await login(HAPPY, PASSWORD, { rmd_token: rmd_token! });
    expect(res.json).toMatchObject({ authentication_state: 'AUTHENTICATED', redirect_uri: `${APP_ORIGIN}/authcode` });
    expect(await outbox(HAPPY)).toHaveLength(1);
    expect((await sim.post(apiPaths.authcode, params())).status).toBe(200);
  });

  it("another account's or an unknown token is INVALID, and a code is texted as usual", async () => {
    const { rmd_token } = await signIn('consented@example.com', true);
    sim = new TestClient(running.base);
    for (const token of [rmd_token!, 'made-up']) {
      await sim.start();
      const res = await login(HAPPY, PASSWORD, { rmd_token: token });
      expect(res.json).toMatchObject({ authentication_state: 'VERIFIED', rmd_token: 'INVALID' });
    }
  });
});

describe('the vector of trust in the cookie set with the journey (spec 000 §1, §3; issue 28 item 1)', () => {
  it.each([
    ['["P9.Cp.Cd","P9.Cp.Ck"]', 'P9'],
    ['["P0.Cp.Cd","P9.Cp.Cd"]', 'P0'],
    [undefined, 'P5'],
  ])('vtr %s → the authorization cookie carries %s', async (vtr, level) => {
    expect((await sim.start(vtr ? { vtr } : {})).vtr).toBe(level);
  });
});

describe('authcode and consent (spec 000 §4 "After authcode", §8 "Authcode failures")', () => {
  it('needs the second factor in this session: 401 before the code', async () => {
    await login();
    expect(await sim.post(apiPaths.authcode, params())).toEqual({
      status: 401,
      json: { message: serverMessages.unauthorized },
    });
    expect((await sim.post(apiPaths.consent, consentBody())).status).toBe(401);
    expect((await sim.post(apiPaths.termsUpdate)).status).toBe(401);
  });

  it("the session credential is issued with the access scope 'access' with the second factor; consent and terms-update answer 401 without it (spec 000 §6; issue 28 item 2)", async () => {
    await signIn();
    const session = simulator.simulator.store.getSession(sim.sessionId)!;
    expect(session.scopes).toEqual([ACCESS_SCOPE]);
    expect(ACCESS_SCOPE).toBe('access');
    session.scopes = [];
    expect(await sim.post(apiPaths.consent, consentBody())).toEqual({
      status: 401,
      json: { message: serverMessages.unauthorized },
    });
    expect((await sim.post(apiPaths.termsUpdate)).status).toBe(401);
    // The authorisation-code step itself needs the second factor only.
    expect((await sim.post(apiPaths.authcode, params())).status).toBe(200);
  });

  it('consent required first; after consent, Location resumes the provider, which sends the code and the original state', async () => {
    const { id_token } = await signIn();
    const first = authcodeResponseSchema.parse((await sim.post(apiPaths.authcode, params())).json);
    expect(first).toMatchObject({ consent_required: true, terms_update_required: false });
    expect(first.Location).toBeUndefined();
    expect(first.id_token).toBeTruthy();
    expect(decodeJwt(first.id_token!).payload.sub).toBe(decodeJwt(id_token!).payload.sub);

    expect(await sim.post(apiPaths.consent, consentBody())).toEqual({ status: 200, json: { consented: true } });

    const second = authcodeResponseSchema.parse((await sim.post(apiPaths.authcode, params())).json);
    expect(second).toMatchObject({ consent_required: false, terms_update_required: false });
    expect(second.Location).toMatch(new RegExp(`^${APP_ORIGIN}/authorize/[\\w-]+$`));
    const location = new URL((await sim.follow(second.Location!))!);
    expect(`${location.origin}${location.pathname}`).toBe(DEMO_CALLBACK);
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('iss')).toBe(APP_ORIGIN);

    // Consent is remembered for the account and client for a later journey.
    await signIn();
    expect((await sim.post(apiPaths.authcode, params())).json).toMatchObject({ consent_required: false });
  });

  it('encodes the state properly, and leaves it out when there was none', async () => {
    const state = 'a b&c=d/é+';
    await sim.start({ state });
    await login('consented@example.com');
    await sim.post(apiPaths.verifyOtp, { code: await latestCode('consented@example.com'), remember_device: false });
    const res = authcodeResponseSchema.parse((await sim.post(apiPaths.authcode, params({ state }))).json);
    expect(new URL((await sim.follow(res.Location!))!).searchParams.get('state')).toBe(state);

    sim = new TestClient(running.base);
    const noState = await sim.authorize({
      client_id: 'demo-client',
      redirect_uri: DEMO_CALLBACK,
      scope: 'openid profile email phone',
      response_type: 'code',
      code_challenge: TEST_PKCE.challenge,
      code_challenge_method: 'S256',
    });
    sim.sessionId = decodeAuthCookie(setCookie(noState, AUTH_COOKIE)!.value).session_id;
    await login('consented@example.com');
    await sim.post(apiPaths.verifyOtp, { code: await latestCode('consented@example.com'), remember_device: false });
    const { state: _s, ...withoutState } = params();
    const bare = authcodeResponseSchema.parse((await sim.post(apiPaths.authcode, withoutState)).json);
    const url = new URL((await sim.follow(bare.Location!))!);
    expect(url.searchParams.has('state')).toBe(false);
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  it("consent is for one client: another client's journey still asks", async () => {
    await signIn('consented@example.com');
    expect((await sim.post(apiPaths.authcode, params())).json).toMatchObject({ consent_required: false });
    sim = new TestClient(running.base);
    await sim.start({ client_id: 'healthrecords' });
    await login('consented@example.com');
    await sim.post(apiPaths.verifyOtp, { code: await latestCode('consented@example.com'), remember_device: false });
    expect((await sim.post(apiPaths.authcode, params({ client_id: 'healthrecords' }))).json).toMatchObject({
      consent_required: true,
    });
  });

  it("a client_id other than the session's is Bad request", async () => {
    await signIn();
    expect(await sim.post(apiPaths.authcode, params({ client_id: 'healthrecords' }))).toEqual({
      status: 400,
      json: { message: serverMessages.badRequest },
    });
    expect((await sim.post(apiPaths.consent, consentBody('healthrecords'))).status).toBe(400);
  });

  it('terms out of date: terms_update_required until terms-update, then consent', async () => {
    await signIn('terms@example.com');
    expect((await sim.post(apiPaths.authcode, params())).json).toMatchObject({
      terms_update_required: true,
      consent_required: false,
    });
    expect((await sim.post(apiPaths.termsUpdate)).status).toBe(204);
    expect((await sim.post(apiPaths.authcode, params())).json).toMatchObject({
      terms_update_required: false,
      consent_required: true,
    });
  });

  it.each([
    ['nhs-number-problem@example.com', 400, { message: serverMessages.accountDisabled, errorCode: 'CID2011' }],
    ['login-disabled@example.com', 400, { message: serverMessages.accountDisabled, errorCode: 'CID2012' }],
    ['authcode-disabled@example.com', 401, { message: serverMessages.accountDisabled, errorCode: 'CID2014' }],
  ])('%s: authcode answers %i %o', async (email, status, json) => {
    await signIn(email);
    expect(await sim.post(apiPaths.authcode, params())).toEqual({ status, json });
  });
});

describe('tester controls', () => {
  it('reset clears lockouts, consents, codes and the clock', async () => {
    await signIn('consented@example.com');
    for (let i = 0; i < MAX_PASSWORD_ATTEMPTS; i++) await login(HAPPY, 'wrong');
    await sim.post(apiPaths.authcode, params());
    await advance(30);
    expect((await fetch(`${running.base}${simulatorPaths.reset}`, { method: 'POST' })).status).toBe(204);
    expect(await outbox('consented@example.com')).toEqual([]);
    expect((await sim.post(apiPaths.accountStatus, { email: HAPPY })).status).toBe(401);
    sim = new TestClient(running.base);
    expect((await login(HAPPY)).status).toBe(200);
    const [sent] = await outbox(HAPPY);
    expect(Math.abs(sent!.sentAt - Date.now())).toBeLessThan(60_000);
  });

  it('the clock refuses a negative or missing advance', async () => {
    for (const body of [{ advanceMinutes: -5 }, {}, { advanceMinutes: 'soon' }]) {
      const res = await fetch(`${running.base}${simulatorPaths.clock}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
    }
  });

  it('the outbox lists codes newest first, as JSON and as an accessible HTML page', async () => {
    await login();
    await sim.post(apiPaths.triggerOtp, { login: true, method: 'mobile' });
    await login('both@example.com');
    await sim.post(apiPaths.triggerOtp, { login: true, method: 'landline' });
    const all = z
      .array(outboxEntrySchema)
      .parse(await (await fetch(`${running.base}${simulatorPaths.outboxJson}`)).json());
    expect(all.map((e) => [e.email, e.method])).toEqual([
      ['both@example.com', 'call'],
      [HAPPY, 'text'],
      [HAPPY, 'text'],
    ]);
    const page = await fetch(`${running.base}${simulatorPaths.outbox}`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<th scope="col">Code</th>');
    expect(html.indexOf(all[0]!.code)).toBeLessThan(html.lastIndexOf(all[2]!.code));
    const filtered = await (await fetch(`${running.base}${simulatorPaths.outbox}?email=%3Cscript%3E`)).text();
    expect(filtered).not.toContain('<script>');
    expect(filtered).toContain('&lt;script&gt;');
  });

  it("serves a harmless analytics stand-in whose bytes match the e2e build's integrity hash (issue 24)", async () => {
    const res = await fetch(`${running.base}${simulatorPaths.analytics}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const served = `sha384-${createHash('sha384')
      .update(Buffer.from(await res.arrayBuffer()))
      .digest('base64')}`;
    const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(rootPackage.scripts['build:e2e']).toContain(`VITE_ANALYTICS_SCRIPT_INTEGRITY=${served} `);
  });
});

function consentBody(clientId = 'demo-client') {
  return {
    'client-id': clientId,
    'consented-claims': ['openid', 'profile', 'email', 'phone'],
    'oidc-params': params({ client_id: clientId }),
  };
}
