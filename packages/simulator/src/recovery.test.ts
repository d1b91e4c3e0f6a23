import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  MAX_OTP_ATTEMPTS,
  MAX_OTP_REQUESTS,
  SECURITY_CODE_LIFETIME_MINUTES,
  apiPaths,
  changeNumberResponseSchema,
  loginResponseSchema,
  outboxEntrySchema,
  proofingApiPaths,
  recoveryApiPaths,
  recoveryMessages,
  serverMessages,
  simulatorPaths,
} from '@nhsl/contract';
import { createSimulator, type Simulator } from './server.ts';
import { SCENARIO_PASSWORD } from './scenarios.ts';
import { APP_ORIGIN, DEMO_ORIGIN, TestClient, codeOtherThan, listen, type Running } from './test-support.ts';

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

const login = (email: string, client = sim) => client.post(apiPaths.login, { email, password: SCENARIO_PASSWORD });
const changeMobile = (phone_number: string) => sim.post(recoveryApiPaths.changeMobile, { phone_number });
const changeLandline = (landline_number: string) => sim.post(recoveryApiPaths.changeLandline, { landline_number });
const verify = (code: string, method?: 'landline') =>
  sim.post(apiPaths.verifyOtp, { code, remember_device: false, ...(method ? { method } : {}) });

async function outbox(email: string) {
  const res = await fetch(`${running.base}${simulatorPaths.outboxJson}?email=${encodeURIComponent(email)}`);
  return z.array(outboxEntrySchema).parse(await res.json());
}

describe('recovery: changing the mobile number (issue 15)', () => {
  it('texts a code to the new number; once verified the account holds it and the next login texts it', async () => {
    await login('new-mobile@example.com');
    const res = await changeMobile('+44 7700 900 999');
    expect(res.status).toBe(200);
    expect(changeNumberResponseSchema.parse(res.json)).toEqual({ phone_number: '*******0999' });
    const [sent] = await outbox('new-mobile@example.com');
    expect(sent).toMatchObject({ method: 'text', to: '*******0999' });
    expect((await verify(sent!.code)).status).toBe(200);

    const again = await fresh();
    const next = loginResponseSchema.parse((await login('new-mobile@example.com', again)).json);
    expect(next.phone_number).toBe('*******0999');
    expect((await outbox('new-mobile@example.com'))[0]).toMatchObject({ to: '*******0999' });
  });

  it('the code of the login (to the old number) no longer works once a change is asked for', async () => {
    await login('new-mobile@example.com');
    const [old] = await outbox('new-mobile@example.com');
    const fresh = await codeOtherThan(old!.code, async () => {
      expect((await changeMobile('07700900999')).status).toBe(200);
      return (await outbox('new-mobile@example.com'))[0]!.code;
    });
    expect(fresh).not.toBe(old!.code);
    expect((await verify(old!.code)).json).toEqual({ message: serverMessages.invalidOtp });
  });

  it('a number not yet proved does not change the account (a new session still texts the old one)', async () => {
    await login('new-mobile@example.com');
    await changeMobile('07700900999');
    const again = await fresh();
    expect(loginResponseSchema.parse((await login('new-mobile@example.com', again)).json).phone_number).toBe(
      '*******0160',
    );
  });

  it.each([
    ['', recoveryMessages.invalidPhoneNumber],
    ['01632960001', recoveryMessages.invalidPhoneNumber],
    ['0770090099999', recoveryMessages.invalidPhoneNumber],
    ['07700 900 160', recoveryMessages.sameNumber],
  ])('refuses %j with 400 %s', async (number, message) => {
    await login('new-mobile@example.com');
    const res = await changeMobile(number);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message });
  });

  it('P9 and P5 accounts answer 403 Identity check required, and nothing is sent', async () => {
    for (const email of ['confirmed@example.com', 'p5-mobile@example.com']) {
      sim = await fresh();
      await login(email);
      const before = (await outbox(email)).length;
      const res = await changeMobile('07700900999');
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: recoveryMessages.identityCheckRequired });
      expect(await outbox(email)).toHaveLength(before);
    }
  });

  it('before the password: Invalid OTP Session; without a session: 401', async () => {
    expect((await changeMobile('07700900999')).json).toEqual({ message: serverMessages.invalidOtpSession });
    const res = await fetch(`${running.base}${recoveryApiPaths.changeMobile}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '07700900999' }),
    });
    expect(res.status).toBe(401);
  });

  it(`counts as a code request: past ${MAX_OTP_REQUESTS} in a session, OTP requests exceeded`, async () => {
    await login('new-mobile@example.com'); // the login's own text is the first
    for (let i = 1; i < MAX_OTP_REQUESTS; i += 1) expect((await changeMobile('07700900999')).status).toBe(200);
    expect((await changeMobile('07700900999')).json).toEqual({ message: serverMessages.otpRequestsExceeded });
  });

  it(`wrong codes to the new number lock as in sign-in (${MAX_OTP_ATTEMPTS}), and the change is then refused`, async () => {
    await login('new-mobile@example.com');
    await changeMobile('07700900999');
    const [sent] = await outbox('new-mobile@example.com');
    const wrong = sent!.code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_OTP_ATTEMPTS; i += 1)
      expect((await verify(wrong)).json).toEqual({ message: serverMessages.invalidOtp });
    expect((await verify(wrong)).json).toEqual({ message: serverMessages.otpAttemptsExceeded });
    expect((await changeMobile('07700900998')).json).toEqual({ message: serverMessages.otpAttemptsExceeded });
  });

  it(`the new number's code expires after ${SECURITY_CODE_LIFETIME_MINUTES} minutes`, async () => {
    await login('new-mobile@example.com');
    await changeMobile('07700900999');
    const [sent] = await outbox('new-mobile@example.com');
    app.simulator.clock.advanceMinutes(SECURITY_CODE_LIFETIME_MINUTES);
    expect((await verify(sent!.code)).json).toEqual({ message: serverMessages.otpExpired });
  });

  it("number-change-fails@example.com: the scenario's failure (500)", async () => {
    await login('number-change-fails@example.com');
    expect((await changeMobile('07700900999')).status).toBe(500);
    expect((await changeLandline('01632960999')).status).toBe(500);
  });
});

describe('recovery: changing the landline number (issue 15)', () => {
  it('holds the new number; the call goes to it; once verified the account holds it', async () => {
    await login('new-landline@example.com');
    const res = await changeLandline('+44 1632 960 999');
    expect(changeNumberResponseSchema.parse(res.json)).toEqual({ landline_number: '*******0999' });
    expect(await outbox('new-landline@example.com')).toEqual([]);
    expect((await sim.post(apiPaths.triggerOtp, { login: true, method: 'landline' })).status).toBe(204);
    const [sent] = await outbox('new-landline@example.com');
    expect(sent).toMatchObject({ method: 'call', to: '*******0999' });
    expect((await verify(sent!.code, 'landline')).status).toBe(200);
    const again = await fresh();
    expect(loginResponseSchema.parse((await login('new-landline@example.com', again)).json).landline_number).toBe(
      '*******0999',
    );
  });

  it('refuses a mobile number as a landline', async () => {
    await login('new-landline@example.com');
    expect((await changeLandline('07700900999')).json).toEqual({ message: recoveryMessages.invalidPhoneNumber });
  });
});

describe('a client allowing P5 before P9 (issue 15, the GP-record card)', () => {
  const matchAlice = (client: TestClient) =>
    client.post(proofingApiPaths.upliftNhsKnown, {
      nhs_number: '9990000034',
      date_of_birth: '1980-03-15',
      postcode: 'LS1 4AP',
      client_id: 'gp-connect-client',
      session_id: client.sessionId,
    });

  it('gp-connect-client: account-status answers allow_p5_before_p9, and a match answers gp_record_checked', async () => {
    const gp = new TestClient(running.base);
    await gp.start({ client_id: 'gp-connect-client' });
    const status = await gp.post(apiPaths.accountStatus, { email: 'proofing@example.com' });
    expect(status.json).toMatchObject({ allow_p5_before_p9: true });
    await login('proofing@example.com', gp);
    const [sent] = await outbox('proofing@example.com');
    await gp.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false });
    const res = await matchAlice(gp);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ gp_record_checked: true });
  });

  it('demo-client: allow_p5_before_p9 false', async () => {
    expect((await sim.post(apiPaths.accountStatus, { email: 'proofing@example.com' })).json).toMatchObject({
      allow_p5_before_p9: false,
    });
  });
});
