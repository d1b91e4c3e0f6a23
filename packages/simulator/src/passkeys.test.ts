import { beforeEach, describe, expect, it } from 'vitest';
import {
  LOCKOUT_MINUTES,
  MAX_PASSKEY_ATTEMPTS,
  accountStatusResponseSchema,
  apiPaths,
  authcodeResponseSchema,
  passkeyApiPaths,
  passkeyOptionsResponseSchema,
  passkeyServerMessages,
  passkeyVerifyResponseSchema,
  simulatorPasskeyPaths,
  simulatorPaths,
} from '@nhsl/contract';
import { Clock } from './clock.ts';
import { PasskeyRegistry } from './passkeys.ts';
import { createSoftPasskey, signAssertion, type SoftPasskey } from './passkey-test-support.ts';
import { APP_ORIGIN, DEMO_ORIGIN, simulatorPerFile, TestClient } from './test-support.ts';

const EMAIL = 'confirmed@example.com';
const RP_ID = new URL(APP_ORIGIN).hostname;
const running = simulatorPerFile();
let sim: TestClient;
let key: SoftPasskey;

beforeEach(async () => {
  sim = new TestClient(running.base);
  key = createSoftPasskey();
});

async function control(path: string, body: unknown) {
  return fetch(`${running.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function register(k = key, email = EMAIL) {
  const res = await control(simulatorPasskeyPaths.credentials, {
    email,
    credentialId: k.credentialId,
    publicKey: k.publicKeyCose,
  });
  expect(res.status).toBe(204);
}

/** Calls a passkey endpoint with the `session-id` header only (spec 000 §7). */
async function passkeyCall(path: string, body?: unknown) {
  const res = await fetch(`${running.base}${path}`, {
    method: 'POST',
    headers: { 'session-id': sim.sessionId, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  sim.followRenewal(res);
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

async function options() {
  const res = await passkeyCall(passkeyApiPaths.authenticationOptions);
  expect(res.status).toBe(200);
  return passkeyOptionsResponseSchema.parse(res.json);
}

async function verifyWith(counter: number, tamper?: (c: ReturnType<typeof signAssertion>) => void, k = key) {
  const o = await options();
  const credential = signAssertion({
    key: k,
    challenge: o.authentication_options.challenge,
    origin: APP_ORIGIN,
    rpId: RP_ID,
    counter,
  });
  tamper?.(credential);
  return passkeyCall(passkeyApiPaths.authenticationVerify, {
    transaction_id: o.transaction_id,
    authentication_credential: credential,
  });
}

async function startFor(email = EMAIL) {
  await sim.start();
  const res = await sim.post(apiPaths.accountStatus, { email });
  expect(res.status).toBe(200);
  return accountStatusResponseSchema.parse(res.json);
}

describe('account status and options (spec 000 §3, §7)', () => {
  it('account-status carries auth_options only when the account holds a passkey', async () => {
    expect((await startFor()).auth_options).toBeUndefined();
    await register();
    const status = await startFor();
    expect(status.auth_options?.authentication_options.allowCredentials?.map((c) => c.id)).toEqual([key.credentialId]);
    expect(status.auth_options?.transaction_id).toBeTruthy();
  });

  it('options give a fresh real challenge, the account credentials and the rp id of the app host', async () => {
    await register();
    await startFor();
    const a = await options();
    const b = await options();
    expect(a.authentication_options.challenge).not.toBe(b.authentication_options.challenge);
    expect(a.transaction_id).not.toBe(b.transaction_id);
    expect(a.authentication_options.rpId).toBe(RP_ID);
    expect(a.authentication_options.allowCredentials?.[0]?.id).toBe(key.credentialId);
  });

  it('without a session is 401 Unauthorized; without an email in the session is 400 invalid session', async () => {
    expect((await passkeyCall(passkeyApiPaths.authenticationOptions)).status).toBe(401);
    await sim.start();
    const res = await passkeyCall(passkeyApiPaths.authenticationOptions);
    expect(res).toEqual({ status: 400, json: { message: passkeyServerMessages.invalidSession } });
  });
});

describe('verify (spec 000 §4 "Passkey login")', () => {
  it('a real signature verifies, counts as the second factor and leads to the app authcode', async () => {
    await register();
    await startFor();
    const res = await verifyWith(1);
    expect(res.status).toBe(200);
    const body = passkeyVerifyResponseSchema.parse(res.json);
    expect(body).toMatchObject({ verified: true, redirect_uri: `${APP_ORIGIN}/authcode` });
    expect(body.account_id).toMatch(/^[0-9a-f]{32}$/);
    const authcode = await sim.post(apiPaths.authcode, {
      client_id: 'demo-client',
      redirect_uri: `${DEMO_ORIGIN}/callback`,
    });
    expect(authcode.status).toBe(200);
    expect(authcodeResponseSchema.parse(authcode.json).id_token).toBeTruthy();
  });

  it('before a verified passkey login, authcode is refused (401)', async () => {
    await register();
    await startFor();
    await verifyWith(1, (c) => (c.response.signature = c.response.signature.replace(/^../, 'AA')));
    const authcode = await sim.post(apiPaths.authcode, {
      client_id: 'demo-client',
      redirect_uri: `${DEMO_ORIGIN}/callback`,
    });
    expect(authcode.status).toBe(401);
  });

  it('a tampered signature, an unknown key, a replayed transaction and a counter that goes back are not verified', async () => {
    await register();
    await startFor();
    const tampered = await verifyWith(1, (c) => {
      const sig = Buffer.from(c.response.signature, 'base64url');
      sig.writeUInt8(sig.readUInt8(sig.length - 1) ^ 0xff, sig.length - 1);
      c.response.signature = sig.toString('base64url');
    });
    expect(tampered.json).toEqual({ verified: false });

    const stranger = createSoftPasskey();
    stranger.credentialId = key.credentialId; // right id, wrong private key
    expect((await verifyWith(1, undefined, stranger)).json).toEqual({ verified: false });

    await control(simulatorPaths.reset, {});
    await register();
    await startFor();
    expect((await verifyWith(5)).json).toMatchObject({ verified: true });
    expect((await verifyWith(5)).json).toEqual({ verified: false });
  });

  it('a transaction id answers once only, and only in its own session', async () => {
    await register();
    await startFor();
    const o = await options();
    const credential = signAssertion({
      key,
      challenge: o.authentication_options.challenge,
      origin: APP_ORIGIN,
      rpId: RP_ID,
      counter: 1,
    });
    const body = { transaction_id: o.transaction_id, authentication_credential: credential };
    expect((await passkeyCall(passkeyApiPaths.authenticationVerify, body)).json).toMatchObject({ verified: true });
    expect(await passkeyCall(passkeyApiPaths.authenticationVerify, body)).toEqual({
      status: 400,
      json: { message: passkeyServerMessages.invalidSession },
    });
  });

  it(`locks after ${MAX_PASSKEY_ATTEMPTS} failures with 'Passkey login attempts exceeded' for ${LOCKOUT_MINUTES} minutes`, async () => {
    await register();
    await startFor();
    const bad = (c: ReturnType<typeof signAssertion>) => {
      c.response.signature = Buffer.from('not a signature').toString('base64url');
    };
    for (let i = 1; i < MAX_PASSKEY_ATTEMPTS; i += 1)
      expect((await verifyWith(i, bad)).json).toEqual({ verified: false });
    expect(await verifyWith(MAX_PASSKEY_ATTEMPTS, bad)).toEqual({
      status: 400,
      json: { message: passkeyServerMessages.loginAttemptsExceeded },
    });
    expect((await passkeyCall(passkeyApiPaths.authenticationOptions)).json).toEqual({
      message: passkeyServerMessages.loginAttemptsExceeded,
    });
    await control(simulatorPaths.clock, { advanceMinutes: LOCKOUT_MINUTES });
    expect((await verifyWith(10)).json).toMatchObject({ verified: true });
  });

  it('the verify payload must be exactly the spec fields', async () => {
    await register();
    await startFor();
    const o = await options();
    const credential = signAssertion({
      key,
      challenge: o.authentication_options.challenge,
      origin: APP_ORIGIN,
      rpId: RP_ID,
      counter: 1,
    });
    const res = await passkeyCall(passkeyApiPaths.authenticationVerify, {
      transaction_id: o.transaction_id,
      authentication_credential: { ...credential, extra: 'x' },
    });
    expect(res.status).toBe(400);
  });
});

describe('planned failures and the web-firewall challenge (spec 000 §8)', () => {
  it.each([451, 503, 429])('answers a planned %i once', async (status) => {
    await register();
    await startFor();
    await control(simulatorPasskeyPaths.fail, { status, message: 'x' });
    expect((await passkeyCall(passkeyApiPaths.authenticationOptions)).status).toBe(status);
    expect((await passkeyCall(passkeyApiPaths.authenticationOptions)).status).toBe(200);
  });

  it('a 405 challenge holds until the session fetches its waf token', async () => {
    await register();
    await startFor();
    await control(simulatorPasskeyPaths.fail, { status: 405 });
    expect((await passkeyCall(passkeyApiPaths.authenticationOptions)).status).toBe(405);
    expect((await passkeyCall(passkeyApiPaths.authenticationOptions)).status).toBe(405);
    expect((await passkeyCall(passkeyApiPaths.wafToken)).status).toBe(200);
    expect((await passkeyCall(passkeyApiPaths.authenticationOptions)).status).toBe(200);
  });
});

describe('tester registration page', () => {
  it('lists a register button per confirmed account, with its own script under a strict CSP', async () => {
    const res = await fetch(`${running.base}${simulatorPasskeyPaths.page}`);
    const html = await res.text();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('Register a passkey for confirmed@example.com');
    expect(html).not.toContain('Register a passkey for unconfirmed@example.com');
    expect(html).toContain(`<script src="${simulatorPasskeyPaths.script}"></script>`);
    // The ceremony is @simplewebauthn/browser's own bundle, served beside the page (issue 29).
    expect(html).toContain(`<script src="${simulatorPasskeyPaths.browserLibrary}"></script>`);
    const library = await fetch(`${running.base}${simulatorPasskeyPaths.browserLibrary}`);
    expect(library.headers.get('content-type')).toMatch(/javascript/);
    expect(await library.text()).toContain('SimpleWebAuthnBrowser');
  });

  it('registration options are real creation options for the account', async () => {
    const res = await control(simulatorPasskeyPaths.registrationOptions, { email: EMAIL });
    const o = (await res.json()) as { challenge: string; rp: { id: string }; user: { name: string } };
    expect(o.rp.id).toBe(RP_ID);
    expect(o.user.name).toBe(EMAIL);
    expect(o.challenge.length).toBeGreaterThan(20);
    expect((await control(simulatorPasskeyPaths.registrationOptions, { email: 'nobody@example.com' })).status).toBe(
      400,
    );
  });
});

describe('registration challenges expire (issue 45 Security)', () => {
  it('a registration challenge is answerable for 5 minutes, as a sign-in challenge, and once', () => {
    const clock = new Clock(() => 0);
    const registry = new PasskeyRegistry(clock);
    registry.setRegistrationChallenge(EMAIL, 'first');
    clock.advanceMinutes(4.9);
    expect(registry.takeRegistrationChallenge(EMAIL)).toBe('first');
    expect(registry.takeRegistrationChallenge(EMAIL)).toBeUndefined();
    registry.setRegistrationChallenge(EMAIL, 'second');
    clock.advanceMinutes(5);
    expect(registry.takeRegistrationChallenge(EMAIL)).toBeUndefined();
  });
});
