import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  SECURITY_CODE_LIFETIME_MINUTES,
  apiPaths,
  loginResponseSchema,
  outboxEntrySchema,
  serverMessages,
  simulatorPaths,
} from '@nhsl/contract';
import { SCENARIO_PASSWORD } from './scenarios.ts';
import { simulatorPerFile, TestClient } from './test-support.ts';

const running = simulatorPerFile();
let sim: TestClient;

beforeEach(async () => {
  sim = new TestClient(running.base);
  await sim.start();
});

const login = (email: string) => sim.post(apiPaths.login, { email, password: SCENARIO_PASSWORD });
const trigger = (method: 'mobile' | 'landline') => sim.post(apiPaths.triggerOtp, { login: true, method });
async function outbox(email: string) {
  const res = await fetch(`${running.base}${simulatorPaths.outboxJson}?email=${encodeURIComponent(email)}`);
  return z.array(outboxEntrySchema).parse(await res.json());
}

describe('second-factor scenarios (spec 000 §4 "Security code (landline)", "Login authentication_state")', () => {
  it('both@example.com: VERIFIED with both methods, both numbers masked, and no code sent until one is chosen', async () => {
    const res = await login('both@example.com');
    expect(loginResponseSchema.parse(res.json)).toMatchObject({
      authentication_state: 'VERIFIED',
      authentication_methods: { mobile: true, landline: true },
      phone_number: '*******0127',
      landline_number: '*******0457',
    });
    expect(await outbox('both@example.com')).toEqual([]);
  });

  it("confirmed@example.com (mobile only): log-in-password's login texts the code; the login page's sign-in does not, the app's trigger does (issue 28 item 4)", async () => {
    expect((await login('confirmed@example.com')).status).toBe(200);
    expect(await outbox('confirmed@example.com')).toHaveLength(1);
    await fetch(`${running.base}${simulatorPaths.reset}`, { method: 'POST' });
    sim = new TestClient(running.base);
    await sim.start();
    const res = await sim.post(apiPaths.signIn, { email: 'confirmed@example.com', password: SCENARIO_PASSWORD });
    expect(loginResponseSchema.parse(res.json)).toMatchObject({
      authentication_state: 'VERIFIED',
      authentication_methods: { mobile: true, landline: false },
    });
    expect(await outbox('confirmed@example.com')).toEqual([]);
    expect((await trigger('mobile')).status).toBe(204);
    expect(await outbox('confirmed@example.com')).toHaveLength(1);
  });

  it('call-fails@example.com: the call cannot be made (500)', async () => {
    await login('call-fails@example.com');
    expect((await trigger('landline')).status).toBe(500);
    expect(await outbox('call-fails@example.com')).toEqual([]);
  });

  it('text-fails@example.com: a text cannot be sent (500), a call can', async () => {
    await login('text-fails@example.com');
    expect((await trigger('mobile')).status).toBe(500);
    expect((await trigger('landline')).status).toBe(204);
  });

  it(`landline codes expire after ${SECURITY_CODE_LIFETIME_MINUTES} minutes by the controllable clock`, async () => {
    await login('landline@example.com');
    await trigger('landline');
    const [sent] = await outbox('landline@example.com');
    await fetch(`${running.base}${simulatorPaths.clock}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: SECURITY_CODE_LIFETIME_MINUTES }),
    });
    const res = await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false, method: 'landline' });
    expect(res).toEqual({ status: 400, json: { message: serverMessages.otpExpired } });
  });

  it('landline-expired@example.com: a called code has already expired', async () => {
    await login('landline-expired@example.com');
    await trigger('landline');
    const [sent] = await outbox('landline-expired@example.com');
    const res = await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false, method: 'landline' });
    expect(res.json).toEqual({ message: serverMessages.otpExpired });
  });

  it('no-methods@example.com is VERIFIED with neither method; odd-state@example.com answers an unknown state', async () => {
    expect(loginResponseSchema.parse((await login('no-methods@example.com')).json)).toMatchObject({
      authentication_state: 'VERIFIED',
      authentication_methods: { mobile: false, landline: false },
    });
    expect(loginResponseSchema.parse((await login('odd-state@example.com')).json).authentication_state).toBe(
      'SUSPENDED',
    );
  });

  it('passkey-attempts@example.com and explicit-deny@example.com answer their catalogue errors', async () => {
    expect(await login('passkey-attempts@example.com')).toEqual({
      status: 400,
      json: { message: serverMessages.passkeyAttemptsExceeded },
    });
    expect(await login('explicit-deny@example.com')).toEqual({
      status: 403,
      json: { message: serverMessages.explicitDeny },
    });
  });
});
