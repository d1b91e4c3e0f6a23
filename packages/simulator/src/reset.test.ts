import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  LOCKOUT_MINUTES,
  MAX_RESET_ATTEMPTS,
  RESET_LINK_LIFETIME_MINUTES,
  apiPaths,
  resetApiPaths,
  resetEmailSchema,
  resetServerMessages,
  resetSimulatorPaths,
  serverMessages,
  simulatorPaths,
} from '@nhsl/contract';
import { createSimulator } from './server.ts';
import { accountIdOf } from './reset.ts';
import { SCENARIO_PASSWORD } from './scenarios.ts';
import { APP_ORIGIN, DEMO_ORIGIN, TestClient, codeOtherThan, listen, type Running } from './test-support.ts';

const HAPPY = 'confirmed@example.com';
const NEW_PASSWORD = 'a brand new passphrase';
const logLines: string[] = [];
let running: Running;
let anon: TestClient;

beforeAll(async () => {
  running = await listen(
    createSimulator({ appOrigin: APP_ORIGIN, demoOrigin: DEMO_ORIGIN, log: (l) => logLines.push(l) }),
  );
});
afterAll(() => running.close());
beforeEach(async () => {
  expect((await fetch(`${running.base}${simulatorPaths.reset}`, { method: 'POST' })).status).toBe(204);
  logLines.length = 0;
  anon = new TestClient(running.base); // no session: the reset calls need none
});

async function advance(minutes: number) {
  await fetch(`${running.base}${simulatorPaths.clock}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
}

async function emailsFor(email: string) {
  const res = await fetch(`${running.base}${resetSimulatorPaths.emailsJson}?email=${encodeURIComponent(email)}`);
  return z.array(resetEmailSchema).parse(await res.json());
}

/** Requests a link and returns the newest email. */
async function requestLink(email = HAPPY) {
  expect((await anon.post(resetApiPaths.forgotPassword, { email })).status).toBe(204);
  return (await emailsFor(email))[0]!;
}

const confirm = (username: string, code: string, new_password = NEW_PASSWORD) =>
  anon.post(resetApiPaths.confirmChangePassword, { username, code, new_password });

describe('forgot-password (spec 000 §2, §9)', () => {
  it('emails a link to the app reset page with username, code and an expiry 1 hour ahead', async () => {
    const before = Date.now();
    const mail = await requestLink(' Confirmed@Example.com ');
    expect(mail.email).toBe(HAPPY);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.expiry - mail.sentAt).toBe(RESET_LINK_LIFETIME_MINUTES * 60_000);
    expect(mail.sentAt).toBeGreaterThanOrEqual(before);
    const url = new URL(mail.link);
    expect(`${url.origin}${url.pathname}`).toBe(`${APP_ORIGIN}/reset-password`);
    expect(url.searchParams.get('username')).toBe(HAPPY);
    expect(url.searchParams.get('code')).toBe(mail.code);
    expect(url.searchParams.get('expiry')).toBe(String(mail.expiry));
    expect(logLines.join('\n')).toContain(mail.code);
  });

  it('answers alike for an unknown address, and sends nothing', async () => {
    expect((await anon.post(resetApiPaths.forgotPassword, { email: 'nobody@example.com' })).status).toBe(204);
    expect(await emailsFor('nobody@example.com')).toEqual([]);
  });

  it('a bad body is 400 Bad request', async () => {
    expect(await anon.post(resetApiPaths.forgotPassword, { mail: 'x' })).toEqual({
      status: 400,
      json: { message: serverMessages.badRequest },
    });
  });

  it('lists the emails for testers as HTML', async () => {
    await requestLink();
    const html = await (await fetch(`${running.base}${resetSimulatorPaths.emails}`)).text();
    expect(html).toContain(`Reset link for ${HAPPY}`);
    expect(html).toContain('/reset-password?username=confirmed%40example.com&amp;code=');
  });
});

describe('confirm-change-password (spec 001 §4, §8)', () => {
  it('the right code changes the password: the old one stops working, the new one signs in', async () => {
    const mail = await requestLink();
    expect((await confirm(mail.username, mail.code)).status).toBe(204);
    const signer = new TestClient(running.base);
    await signer.start();
    expect((await signer.post(apiPaths.login, { email: HAPPY, password: SCENARIO_PASSWORD })).json).toEqual({
      message: serverMessages.incorrectCredentials,
    });
    expect((await signer.post(apiPaths.login, { email: HAPPY, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('the account id is accepted as the username', async () => {
    const mail = await requestLink();
    expect((await confirm(accountIdOf(HAPPY), mail.code)).status).toBe(204);
  });

  it.each([
    ['an unknown user', 'nobody@example.com', resetServerMessages.userNotFound],
    ['an unknown account id', '00000000-0000-4000-a000-000000000000', resetServerMessages.userNotFound],
    ['a user without a code', HAPPY, resetServerMessages.mismatchedCode],
    ['the reset-locked user', 'reset-locked@example.com', resetServerMessages.resetAttemptsExceeded],
  ])('%s → %s', async (_name, username, message) => {
    expect(await confirm(username, '123456')).toEqual({ status: 400, json: { message } });
  });

  it('a wrong code is Mismatched code; a used code and an expired one are Expired code', async () => {
    const first = await requestLink();
    const wrong = first.code === '000000' ? '111111' : '000000';
    expect((await confirm(HAPPY, wrong)).json).toEqual({ message: resetServerMessages.mismatchedCode });
    expect((await confirm(HAPPY, first.code)).status).toBe(204);
    expect((await confirm(HAPPY, first.code)).json).toEqual({ message: resetServerMessages.expiredCode });

    const second = await requestLink();
    await advance(RESET_LINK_LIFETIME_MINUTES);
    expect((await confirm(HAPPY, second.code)).json).toEqual({ message: resetServerMessages.expiredCode });
  });

  it('a newer link replaces the older one (Mismatched code)', async () => {
    const older = (await requestLink()).code;
    const newer = await codeOtherThan(older, async () => (await requestLink()).code);
    expect(newer).not.toBe(older);
    expect((await confirm(HAPPY, older)).json).toEqual({ message: resetServerMessages.mismatchedCode });
    expect((await confirm(HAPPY, newer)).status).toBe(204);
  });

  it(`the ${MAX_RESET_ATTEMPTS}th wrong code locks resets for ${LOCKOUT_MINUTES} minutes`, async () => {
    const mail = await requestLink();
    const wrong = mail.code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_RESET_ATTEMPTS; i++) {
      expect((await confirm(HAPPY, wrong)).json).toEqual({ message: resetServerMessages.mismatchedCode });
    }
    expect((await confirm(HAPPY, wrong)).json).toEqual({ message: resetServerMessages.resetAttemptsExceeded });
    expect((await confirm(HAPPY, mail.code)).json).toEqual({ message: resetServerMessages.resetAttemptsExceeded });
    await advance(LOCKOUT_MINUTES);
    expect((await confirm(HAPPY, mail.code)).status).toBe(204);
  });

  it('the error scenario users answer 500 and 401 Unauthorized', async () => {
    expect((await confirm('reset-error@example.com', '123456')).status).toBe(500);
    expect(await confirm('reset-session@example.com', '123456')).toEqual({
      status: 401,
      json: { message: serverMessages.unauthorized },
    });
  });

  it('a password breaking the rules is refused (Bad request) and the code stays usable', async () => {
    const mail = await requestLink();
    expect((await confirm(HAPPY, mail.code, 'short')).json).toEqual({ message: serverMessages.badRequest });
    expect((await confirm(HAPPY, mail.code)).status).toBe(204);
  });

  it("a common password is refused with registration's rule and message (issue 29), and the code stays usable", async () => {
    const mail = await requestLink();
    const tooCommon = { message: resetServerMessages.passwordTooCommon };
    // On the contract's short list, and only on the back end's full list (registration refuses both).
    expect((await confirm(HAPPY, mail.code, 'password123')).json).toEqual(tooCommon);
    expect((await confirm(HAPPY, mail.code, 'LetMeIn123')).json).toEqual(tooCommon);
    expect((await confirm(HAPPY, mail.code)).status).toBe(204);
  });
});

describe('tester links (README "Password reset")', () => {
  it('offers one link per guard case and error, on the app origin', async () => {
    const links = (await (await fetch(`${running.base}${resetSimulatorPaths.linksJson}`)).json()) as Record<
      string,
      string
    >;
    expect(Object.keys(links)).toEqual([
      'malformedUsername',
      'malformedCode',
      'malformedExpiry',
      'missingCode',
      'expired',
      'userNotFound',
      'mismatchedCode',
      'accountIdUsername',
      'attemptsExceeded',
      'serverError',
      'sessionExpired',
    ]);
    for (const link of Object.values(links)) expect(link.startsWith(`${APP_ORIGIN}/reset-password?`)).toBe(true);
    expect(Number(new URL(links.expired!).searchParams.get('expiry'))).toBeLessThan(Date.now());
    const html = await (await fetch(`${running.base}${resetSimulatorPaths.links}`)).text();
    expect(html).toContain('reset/attempts-exceeded');
  });
});
