import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  LOCKOUT_MINUTES,
  MAX_PASSWORD_ATTEMPTS,
  RECENT_PROOF_MINUTES,
  accountApiPaths,
  accountDetailsSchema,
  accountServerMessages,
  apiPaths,
  outboxEntrySchema,
  registrationServerMessages,
  resetApiPaths,
  resetEmailSchema,
  resetSimulatorPaths,
  serverMessages,
  simulatorPaths,
  type AccountDetails,
} from '@nhsl/contract';
import { createSimulator, type Simulator } from './server.ts';
import { SCENARIO_PASSWORD } from './scenarios.ts';
import { APP_ORIGIN, DEMO_ORIGIN, TestClient, listen, type Running } from './test-support.ts';

let app: Simulator;
let running: Running;
let sim: TestClient;

beforeAll(async () => {
  app = createSimulator({ appOrigin: APP_ORIGIN, demoOrigin: DEMO_ORIGIN, log: () => undefined });
  running = await listen(app);
});
afterAll(() => running.close());
beforeEach(async () => {
  expect((await fetch(`${running.base}${simulatorPaths.reset}`, { method: 'POST' })).status).toBe(204);
  sim = await fresh();
});

async function fresh(): Promise<TestClient> {
  const client = new TestClient(running.base);
  await client.start();
  return client;
}

async function outbox(email: string) {
  const res = await fetch(`${running.base}${simulatorPaths.outboxJson}?email=${encodeURIComponent(email)}`);
  return z.array(outboxEntrySchema).parse(await res.json());
}

/** Signs in with password and texted code (the second factor verified). */
async function signIn(email: string, client = sim, password = SCENARIO_PASSWORD) {
  const login = await client.post(apiPaths.login, { email, password });
  expect(login.status).toBe(200);
  const methods = (login.json as { authentication_methods: { landline: boolean } }).authentication_methods;
  if (methods.landline) await client.post(apiPaths.triggerOtp, { login: true, method: 'mobile' });
  const [code] = await outbox(email);
  expect((await client.post(apiPaths.verifyOtp, { code: code!.code, remember_device: false })).status).toBe(200);
}

async function details(client = sim): Promise<AccountDetails> {
  const res = await client.call('GET', accountApiPaths.details);
  expect(res.status).toBe(200);
  return accountDetailsSchema.parse(res.json);
}

describe('account settings: details (issue 27)', () => {
  it('needs a signed-in session (second factor verified)', async () => {
    expect((await sim.call('GET', accountApiPaths.details)).status).toBe(401);
    await sim.post(apiPaths.login, { email: 'account@example.com', password: SCENARIO_PASSWORD });
    expect((await sim.call('GET', accountApiPaths.details)).status).toBe(401);
  });

  it('lists masked numbers, passkeys, shared services, recent proof and the offer', async () => {
    await signIn('account@example.com');
    const d = await details();
    expect(d).toMatchObject({
      email: 'account@example.com',
      mobile: '*******0140',
      landline: '*******0140',
      version: 1,
      recent_proof: true,
      passkey_offer: false,
    });
    expect(d.passkeys).toHaveLength(2);
    expect(d.passkeys[0]).toMatchObject({ name: 'iCloud Keychain' });
    expect(d.services.map((s) => [s.client_id, s.client_name, s.scopes])).toEqual([
      ['demo-client', 'Demo Health Service', ['profile', 'email', 'phone']],
      ['healthrecords', 'Health Records', ['profile', 'gp_registration_details']],
    ]);
  });

  it('recent proof lapses after 15 minutes; a sensitive change then answers 403 until reauthenticate', async () => {
    await signIn('account-plain@example.com');
    app.simulator.clock.advanceMinutes(RECENT_PROOF_MINUTES);
    expect((await details()).recent_proof).toBe(false);
    const change = () =>
      sim.post(accountApiPaths.changeNumber, { method: 'mobile', number: '+447700900999', version: 1 });
    expect(await change()).toEqual({ status: 403, json: { message: accountServerMessages.recentProofRequired } });
    expect((await sim.post(accountApiPaths.reauthenticate, { password: 'wrong' })).json).toEqual({
      message: serverMessages.incorrectCredentials,
    });
    expect((await sim.post(accountApiPaths.reauthenticate, { password: SCENARIO_PASSWORD })).status).toBe(204);
    expect((await change()).status).toBe(200);
  });
});

describe('wrong passwords on the account pages count as sign-in counts them (issue 45 Security)', () => {
  it.each([
    ['re-authentication', accountApiPaths.reauthenticate, (password: string) => ({ password })],
    [
      'change-password',
      accountApiPaths.changePassword,
      (password: string) => ({ current_password: password, new_password: 'a-much-better-passphrase', version: 1 }),
    ],
  ])(
    '%s: the 5th wrong password locks for 15 minutes, the right one included, and sign-in too',
    async (_, path, body) => {
      await signIn('account-plain@example.com');
      for (let i = 1; i < MAX_PASSWORD_ATTEMPTS; i++) expect((await sim.post(path, body('wrong'))).status).toBe(400);
      expect((await sim.post(path, body('wrong'))).json).toEqual({ message: serverMessages.passwordAttemptsExceeded });
      expect((await sim.post(path, body(SCENARIO_PASSWORD))).json).toEqual({
        message: serverMessages.passwordAttemptsExceeded,
      });
      const other = await fresh();
      expect(
        (await other.post(apiPaths.login, { email: 'account-plain@example.com', password: SCENARIO_PASSWORD })).json,
      ).toEqual({ message: serverMessages.passwordAttemptsExceeded });
      app.simulator.clock.advanceMinutes(LOCKOUT_MINUTES);
      expect((await sim.post(path, body(SCENARIO_PASSWORD))).status).not.toBe(400);
    },
  );
});

describe('account settings: changes (issue 27)', () => {
  it('password: current one required, common ones refused, the new one signs in', async () => {
    await signIn('account-plain@example.com');
    const change = (current_password: string, new_password: string) =>
      sim.post(accountApiPaths.changePassword, { current_password, new_password, version: 1 });
    expect((await change('nope', 'a-much-better-passphrase')).json).toEqual({
      message: accountServerMessages.incorrectPassword,
    });
    expect((await change(SCENARIO_PASSWORD, 'password123')).json).toEqual({
      message: registrationServerMessages.passwordTooCommon,
    });
    expect((await change(SCENARIO_PASSWORD, 'a-much-better-passphrase')).status).toBe(204);
    const other = await fresh();
    expect(
      (await other.post(apiPaths.login, { email: 'account-plain@example.com', password: SCENARIO_PASSWORD })).status,
    ).toBe(400);
    expect(
      (await other.post(apiPaths.login, { email: 'account-plain@example.com', password: 'a-much-better-passphrase' }))
        .status,
    ).toBe(200);
  });

  it('email: code to the new address; the old one works until confirmed, then gets a notice and is unknown', async () => {
    await signIn('account@example.com');
    expect((await sim.post(accountApiPaths.changeEmail, { email: 'confirmed@example.com', version: 1 })).json).toEqual({
      message: registrationServerMessages.accountExists,
    });
    expect((await sim.post(accountApiPaths.changeEmail, { email: ' New.Me@Example.com ', version: 1 })).status).toBe(
      204,
    );
    const [code] = await outbox('new.me@example.com');
    expect(code).toMatchObject({ method: 'email' });
    // Nothing half-applied: the old address still signs in.
    const before = await fresh();
    expect((await before.post(apiPaths.accountStatus, { email: 'account@example.com' })).json).toMatchObject({
      status: 'CONFIRMED',
    });
    expect((await sim.post(accountApiPaths.verifyEmailCode, { code: '000000' })).json).toEqual({
      message: serverMessages.invalidOtp,
    });
    expect((await sim.post(accountApiPaths.verifyEmailCode, { code: code!.code })).status).toBe(204);
    const d = await details();
    expect(d).toMatchObject({ email: 'new.me@example.com', version: 2, mobile: '*******0140' });
    expect(d.passkeys).toHaveLength(2);
    expect(d.services).toHaveLength(2);
    expect((await outbox('account@example.com'))[0]).toMatchObject({ method: 'notice', notice: 'email-changed' });
    const after = await fresh();
    expect((await after.post(apiPaths.accountStatus, { email: 'account@example.com' })).json).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect(
      (await after.post(apiPaths.login, { email: 'new.me@example.com', password: SCENARIO_PASSWORD })).status,
    ).toBe(200);
  });

  it('mobile and landline: a code to the new number changes it; the landline can be removed; stale version is 409', async () => {
    await signIn('account@example.com');
    expect(
      (await sim.post(accountApiPaths.changeNumber, { method: 'landline', number: '+441632960999', version: 1 })).json,
    ).toEqual({
      number: '*******0999',
    });
    const [call] = await outbox('account@example.com');
    expect(call).toMatchObject({ method: 'call', to: '*******0999' });
    expect((await sim.post(accountApiPaths.verifyNumberCode, { code: call!.code })).status).toBe(204);
    expect(await details()).toMatchObject({ landline: '*******0999', version: 2 });
    expect(await sim.post(accountApiPaths.removeLandline, { version: 1 })).toEqual({
      status: 409,
      json: { message: accountServerMessages.changedElsewhere },
    });
    expect((await sim.post(accountApiPaths.removeLandline, { version: 2 })).status).toBe(204);
    expect((await details()).landline).toBeUndefined();
  });

  it('a failing back end answers 500 with a reference code and keeps the old value', async () => {
    await signIn('account-error@example.com');
    expect(
      await sim.post(accountApiPaths.changeNumber, { method: 'mobile', number: '07700900999', version: 1 }),
    ).toEqual({
      status: 500,
      json: { message: 'Internal server error', errorCode: 'CID3270' },
    });
    expect((await details()).mobile).toBe('*******0142');
  });

  it('passkeys: register with a passkey options call (excludeCredentials, user verification required)', async () => {
    await signIn('account@example.com');
    const res = await sim.post(accountApiPaths.passkeyRegistrationOptions);
    expect(res.json).toMatchObject({
      authenticatorSelection: { userVerification: 'required', residentKey: 'required' },
    });
    expect((res.json as { excludeCredentials: unknown[] }).excludeCredentials).toHaveLength(2);
    expect((await sim.post(accountApiPaths.registerPasskey, { response: { id: 'x' } })).status).toBe(400);
  });

  it('passkeys: remove one; stop sharing withdraws consent so the next sign-in asks again', async () => {
    await signIn('account@example.com');
    const d = await details();
    expect((await sim.post(accountApiPaths.removePasskey, { id: 'nope', version: 1 })).status).toBe(404);
    expect((await sim.post(accountApiPaths.removePasskey, { id: d.passkeys[1]!.id, version: 1 })).status).toBe(204);
    expect((await details()).passkeys).toHaveLength(1);
    expect((await sim.post(accountApiPaths.stopSharing, { client_id: 'demo-client' })).status).toBe(204);
    expect((await details()).services.map((s) => s.client_id)).toEqual(['healthrecords']);
    const next = await fresh();
    await signIn('account@example.com', next);
    const authcode = await next.post(apiPaths.authcode, {
      client_id: 'demo-client',
      redirect_uri: `${DEMO_ORIGIN}/callback`,
    });
    expect(authcode.json).toMatchObject({ consent_required: true });
  });

  it('the passkey offer: made with no passkey; "Not now" keeps it away for 30 days', async () => {
    await signIn('account-plain@example.com');
    expect((await details()).passkey_offer).toBe(true);
    expect((await sim.post(accountApiPaths.declinePasskeyOffer)).status).toBe(204);
    expect((await details()).passkey_offer).toBe(false);
    app.simulator.clock.advanceMinutes(30 * 24 * 60 - 1);
    const later = await fresh();
    await signIn('account-plain@example.com', later);
    expect((await details(later)).passkey_offer).toBe(false);
    app.simulator.clock.advanceMinutes(1);
    expect((await details(later)).passkey_offer).toBe(true);
  });
});

describe('forgotten password for an account registered in this run (issue 27 fix)', () => {
  it('emails a reset link to an account only the store knows', async () => {
    app.simulator.store.register({
      email: 'made-today@example.com',
      password: 'a-long-new-password',
      status: 'CONFIRMED',
      mobile: '07700900150',
      createdByRegistration: true,
      reaches: 'test',
    });
    const anon = new TestClient(running.base);
    expect((await anon.post(resetApiPaths.forgotPassword, { email: 'made-today@example.com' })).status).toBe(204);
    const res = await fetch(`${running.base}${resetSimulatorPaths.emailsJson}?email=made-today@example.com`);
    expect(z.array(resetEmailSchema).parse(await res.json())).toHaveLength(1);
  });
});
