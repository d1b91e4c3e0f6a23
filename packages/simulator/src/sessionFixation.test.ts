// Issue 54 session fixation: the session's id (the API's bearer) is not the one it had before the
// sign-in. Every path that grants the second factor moves the session to a new id, answers it in
// the authorization cookie, and the old id is refused at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  AUTH_COOKIE,
  apiPaths,
  authcodeResponseSchema,
  outboxEntrySchema,
  passkeyApiPaths,
  passkeyOptionsResponseSchema,
  registrationApiPaths,
  sessionApiPaths,
  simulatorPasskeyPaths,
  simulatorPaths,
  type AuthCookie,
} from '@nhsl/contract';
import { createSoftPasskey, signAssertion } from './passkey-test-support.ts';
import { SCENARIO_PASSWORD } from './scenarios.ts';
import {
  APP_ORIGIN,
  decodeAuthCookie,
  DEMO_CALLBACK,
  setCookie,
  simulatorPerFile,
  TestClient,
} from './test-support.ts';

const running = simulatorPerFile();
let sim: TestClient;
/** The authorization cookie the journey started with. */
let first: AuthCookie;

beforeEach(async () => {
  sim = new TestClient(running.base);
  first = await sim.start({ vtr: '["P5.Cp.Cd"]' });
});

/** The newest code of a kind sent to an address. */
async function latest(email: string, method: 'text' | 'call' | 'email'): Promise<string> {
  const res = await fetch(`${running.base}${simulatorPaths.outboxJson}?email=${encodeURIComponent(email)}`);
  return z
    .array(outboxEntrySchema)
    .parse(await res.json())
    .find((e) => e.method === method)!.code;
}

/** A POST as the app's server sends it, with a bearer of our choosing, and its raw answer. */
function postWith(id: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${running.base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${id}`, 'session-id': id, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** What a session id may still do: a call behind `/api`'s check and the timeout warning's own check. */
async function statusesOf(id: string) {
  const info = await fetch(`${running.base}${apiPaths.clientInfo}?client-id=demo-client`, {
    headers: { Authorization: `Bearer ${id}` },
  });
  const extend = await postWith(id, sessionApiPaths.extend);
  return [info.status, extend.status];
}

/**
 * The answer that granted the second factor: it sets the authorization cookie again (HttpOnly,
 * Path=/, SameSite=Lax, the session's length) with a new session id and the same sign-in
 * parameters and level; the old id is refused (401) and the new one works, up to authcode.
 */
async function expectRenewed(answer: Response, before: string) {
  expect(answer.status).toBe(200);
  const cookie = setCookie(answer, AUTH_COOKIE);
  expect(cookie, 'the sign-in answer sets the authorization cookie again').toBeDefined();
  expect(cookie!.attributes.map((a) => a.toLowerCase())).toEqual(
    expect.arrayContaining(['path=/', 'httponly', 'samesite=lax', 'max-age=3600']),
  );
  const renewed = decodeAuthCookie(cookie!.value);
  const { session_id: after, ...params } = renewed;
  const { session_id: _old, ...startParams } = first;
  expect(params).toEqual(startParams);
  expect(params.vtr).toBe('P5');
  expect(after).not.toBe(before);
  expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await statusesOf(before)).toEqual([401, 401]);
  expect(await statusesOf(after)).toEqual([200, 200]);
  const authcode = await postWith(after, apiPaths.authcode, { client_id: 'demo-client', redirect_uri: DEMO_CALLBACK });
  expect(authcode.status).toBe(200);
  authcodeResponseSchema.parse(await authcode.json());
  const refused = await postWith(before, apiPaths.authcode, { client_id: 'demo-client', redirect_uri: DEMO_CALLBACK });
  expect(refused.status).toBe(401);
}

describe('the session id is renewed at sign-in (issue 54 session fixation)', () => {
  it('a texted code: verify-otp answers the new id; the old one is refused', async () => {
    const before = sim.sessionId;
    expect(
      (await sim.post(apiPaths.login, { email: 'confirmed@example.com', password: SCENARIO_PASSWORD })).status,
    ).toBe(200);
    // Before the second factor the id is the one the journey started with.
    expect(sim.sessionId).toBe(before);
    const answer = await postWith(before, apiPaths.verifyOtp, {
      code: await latest('confirmed@example.com', 'text'),
      remember_device: false,
    });
    await expectRenewed(answer, before);
  });

  it('a code by phone call (landline)', async () => {
    const email = 'landline@example.com';
    const before = sim.sessionId;
    expect((await sim.post(apiPaths.signIn, { email, password: SCENARIO_PASSWORD })).status).toBe(200);
    expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'landline' })).status).toBe(204);
    const answer = await postWith(before, apiPaths.verifyOtp, {
      code: await latest(email, 'call'),
      remember_device: false,
      method: 'landline',
    });
    await expectRenewed(answer, before);
  });

  it('a remembered device: the AUTHENTICATED login answers the new id', async () => {
    const email = 'confirmed@example.com';
    expect((await sim.post(apiPaths.login, { email, password: SCENARIO_PASSWORD })).status).toBe(200);
    const verified = await sim.post(apiPaths.verifyOtp, { code: await latest(email, 'text'), remember_device: true });
    const rmdToken = (verified.json as { rmd_token: string }).rmd_token;
    first = await sim.start({ vtr: '["P5.Cp.Cd"]' });
    const before = sim.sessionId;
    const answer = await postWith(before, apiPaths.login, { email, password: SCENARIO_PASSWORD, rmd_token: rmdToken });
    expect(answer.status).toBe(200);
    const login = (await answer.clone().json()) as { authentication_state: string };
    expect(login.authentication_state).toBe('AUTHENTICATED');
    await expectRenewed(answer, before);
  });

  it('a passkey: the verified answer carries the new id', async () => {
    const email = 'confirmed@example.com';
    const key = createSoftPasskey();
    const made = await fetch(`${running.base}${simulatorPasskeyPaths.credentials}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, credentialId: key.credentialId, publicKey: key.publicKeyCose }),
    });
    expect(made.status).toBe(204);
    expect((await sim.post(apiPaths.accountStatus, { email })).status).toBe(200);
    const before = sim.sessionId;
    const options = passkeyOptionsResponseSchema.parse(
      await (await postWith(before, passkeyApiPaths.authenticationOptions)).json(),
    );
    const credential = signAssertion({
      key,
      challenge: options.authentication_options.challenge,
      origin: APP_ORIGIN,
      rpId: new URL(APP_ORIGIN).hostname,
      counter: 1,
    });
    const answer = await postWith(before, passkeyApiPaths.authenticationVerify, {
      transaction_id: options.transaction_id,
      authentication_credential: credential,
    });
    await expectRenewed(answer, before);
  });

  it("registration's finish: the texted code's answer carries the new id", async () => {
    const p = registrationApiPaths;
    const email = 'fixation@example.com';
    expect((await sim.post(p.validateEmail, { email })).status).toBe(204);
    expect((await sim.post(p.start, { email, terms_accepted: true })).status).toBe(204);
    expect((await sim.post(p.verifyEmailCode, { code: await latest(email, 'email') })).status).toBe(204);
    expect((await sim.post(p.createPassword, { password: 'correct horse battery' })).status).toBe(204);
    expect((await sim.post(p.enterMobile, { mobile: '+44 7700 900321' })).status).toBe(200);
    const before = sim.sessionId;
    const answer = await postWith(before, p.verifyMobileCode, { code: await latest(email, 'text') });
    expect(answer.status).toBe(200);
    // The new account needs proofing (P5 asked for): authcode answers where to go, with the new id only.
    const cookie = setCookie(answer, AUTH_COOKIE);
    const after = decodeAuthCookie(cookie!.value).session_id;
    expect(after).not.toBe(before);
    expect(await statusesOf(before)).toEqual([401, 401]);
    expect(await statusesOf(after)).toEqual([200, 200]);
  });

  it('steps before the second factor keep the id; a failed code does not renew it', async () => {
    const before = sim.sessionId;
    expect(
      (await sim.post(apiPaths.login, { email: 'confirmed@example.com', password: SCENARIO_PASSWORD })).status,
    ).toBe(200);
    const code = await latest('confirmed@example.com', 'text');
    const wrong = await postWith(before, apiPaths.verifyOtp, {
      code: code === '000000' ? '111111' : '000000',
      remember_device: false,
    });
    expect(wrong.status).toBe(400);
    expect(setCookie(wrong, AUTH_COOKIE)).toBeUndefined();
    expect(await statusesOf(before)).toEqual([200, 200]);
  });
});
