import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  apiPaths,
  normaliseUkMobile,
  outboxEntrySchema,
  registrationApiPaths as p,
  registrationServerMessages,
  serverMessages,
  simulatorPaths,
} from '@nhsl/contract';
import { isCommonPassword } from './passwords.ts';
import { simulatorPerFile, TestClient } from './test-support.ts';

const running = simulatorPerFile();
let sim: TestClient;

beforeEach(async () => {
  sim = new TestClient(running.base);
  await sim.start();
});

async function latest(email: string, method: 'email' | 'text'): Promise<string> {
  const res = await fetch(`${running.base}${simulatorPaths.outboxJson}?email=${encodeURIComponent(email)}`);
  const list = z.array(outboxEntrySchema).parse(await res.json());
  return list.find((e) => e.method === method)!.code;
}

/** Registers `email` up to (not including) the texted code; answers the masked number. */
async function upToMobileCode(email: string, password = 'correct horse battery') {
  expect((await sim.post(p.validateEmail, { email })).status).toBe(204);
  expect((await sim.post(p.start, { email, terms_accepted: true })).status).toBe(204);
  expect((await sim.post(p.verifyEmailCode, { code: await latest(email, 'email') })).status).toBe(204);
  expect((await sim.post(p.createPassword, { password })).status).toBe(204);
  const res = await sim.post(p.enterMobile, { mobile: '+44 7700 900321' });
  expect(res.status).toBe(200);
  return res.json as { phone_number: string };
}

describe('normaliseUkMobile (issue 15: UK mobile rules, international format accepted)', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['07624 123456', '+447624123456'],
  ])('%s → %s', (raw, out) => expect(normaliseUkMobile(raw)).toBe(out));

  it.each([
    '',
    '0770090012',
    '077009001234',
    '020 7946 0000',
    '07000 123456',
    '07600 123456',
    '+33 6 12 34 56 78',
    '07700 9OO123',
  ])('%s is not a UK mobile', (raw) => expect(normaliseUkMobile(raw)).toBeUndefined());
});

describe('the common-password deny list', () => {
  it('refuses well-known passwords in any case and accepts a passphrase', () => {
    expect(isCommonPassword('letmein123')).toBe(true);
    expect(isCommonPassword('LetMeIn123')).toBe(true);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });
});

describe('registration over HTTP (issue 15)', () => {
  it('creates an account: the texted code answers an id_token, and the account then signs in with its password', async () => {
    const email = 'new-person@example.com';
    expect((await upToMobileCode(email)).phone_number).toBe('*******0321');
    const done = await sim.post(p.verifyMobileCode, { code: await latest(email, 'text') });
    expect(done.status).toBe(200);
    expect((done.json as { id_token: string }).id_token.split('.')).toHaveLength(3);
    const status = await sim.post(apiPaths.accountStatus, { email });
    expect((status.json as { status: string }).status).toBe('CONFIRMED');
    const login = await sim.post(apiPaths.login, { email, password: 'correct horse battery' });
    expect((login.json as { authentication_state: string }).authentication_state).toBe('VERIFIED');
  });

  it('validate email refuses an address in use and a malformed one', async () => {
    const taken = await sim.post(p.validateEmail, { email: 'Confirmed@Example.com' });
    expect([taken.status, (taken.json as { message: string }).message]).toEqual([
      400,
      registrationServerMessages.accountExists,
    ]);
    const bad = await sim.post(p.validateEmail, { email: 'x@example.invalid' });
    expect((bad.json as { message: string }).message).toBe(serverMessages.invalidEmail);
  });

  it('steps out of order answer Invalid OTP Session', async () => {
    const res = await sim.post(p.createPassword, { password: 'correct horse battery' });
    expect((res.json as { message: string }).message).toBe(serverMessages.invalidOtpSession);
  });

  it('a common password is refused; the 3rd wrong email code locks', async () => {
    const email = 'lock@example.com';
    await sim.post(p.start, { email, terms_accepted: true });
    const answers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await sim.post(p.verifyEmailCode, { code: 'abcdef' });
      answers.push((res.json as { message: string }).message);
    }
    expect(answers).toEqual([serverMessages.invalidOtp, serverMessages.invalidOtp, serverMessages.otpAttemptsExceeded]);

    const other = new TestClient(running.base);
    await other.start();
    const email2 = 'common@example.com';
    await other.post(p.start, { email: email2, terms_accepted: true });
    await other.post(p.verifyEmailCode, { code: await latest(email2, 'email') });
    const common = await other.post(p.createPassword, { password: 'letmein123' });
    expect((common.json as { message: string }).message).toBe(registrationServerMessages.passwordTooCommon);
  });

  it('UNCONFIRMED: the account-status check emails a code, and the journey finishes', async () => {
    const email = 'unconfirmed@example.com';
    await sim.post(apiPaths.accountStatus, { email });
    expect((await sim.post(p.verifyEmailCode, { code: await latest(email, 'email') })).status).toBe(204);
    expect((await sim.post(p.createPassword, { password: 'correct horse battery' })).status).toBe(204);
    await sim.post(p.enterMobile, { mobile: '07700900555' });
    expect((await sim.post(p.verifyMobileCode, { code: await latest(email, 'text') })).status).toBe(200);
    expect(((await sim.post(apiPaths.accountStatus, { email })).json as { status: string }).status).toBe('CONFIRMED');
  });

  it('UNREGISTERED: after the password, a mobile and its code finish the account', async () => {
    const email = 'no-phone@example.com';
    const login = await sim.post(apiPaths.login, { email, password: 'Password123!' });
    expect((login.json as { authentication_state: string }).authentication_state).toBe('UNREGISTERED');
    expect((await sim.post(p.enterMobile, { mobile: '020 7946 0000' })).status).toBe(400);
    expect((await sim.post(p.enterMobile, { mobile: '07700 900555' })).status).toBe(200);
    expect((await sim.post(p.verifyMobileCode, { code: await latest(email, 'text') })).status).toBe(200);
    const again = await sim.post(apiPaths.login, { email, password: 'Password123!' });
    expect((again.json as { authentication_state: string }).authentication_state).toBe('VERIFIED');
  });

  it('reg-text-fails@example.com: the text cannot be sent (500)', async () => {
    const email = 'reg-text-fails@example.com';
    await sim.post(p.start, { email, terms_accepted: true });
    await sim.post(p.verifyEmailCode, { code: await latest(email, 'email') });
    await sim.post(p.createPassword, { password: 'correct horse battery' });
    expect((await sim.post(p.enterMobile, { mobile: '07700900555' })).status).toBe(500);
  });

  it.each([
    ['reg-validate-fails@example.com', 500],
    ['reg-session@example.com', 401],
  ])('%s: validate email answers %i', async (email, status) => {
    expect((await sim.post(p.validateEmail, { email })).status).toBe(status);
  });

  it('reg-email-fails@example.com: the email cannot be sent (500)', async () => {
    expect((await sim.post(p.start, { email: 'reg-email-fails@example.com', terms_accepted: true })).status).toBe(500);
  });

  it('reg-expired@example.com: the emailed code is already expired', async () => {
    const email = 'reg-expired@example.com';
    await sim.post(p.start, { email, terms_accepted: true });
    const res = await sim.post(p.verifyEmailCode, { code: await latest(email, 'email') });
    expect((res.json as { message: string }).message).toBe(serverMessages.otpExpired);
  });

  it('the 6th code in a session answers OTP requests exceeded', async () => {
    await sim.post(p.start, { email: 'many@example.com', terms_accepted: true });
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await sim.post(p.resendEmailCode, {});
      statuses.push(res.status === 204 ? 'sent' : (res.json as { message: string }).message);
    }
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'sent', serverMessages.otpRequestsExceeded]);
  });
});
