import type { CDPSession, Page } from '@playwright/test';
import { createSoftPasskey, type SoftPasskey } from '../packages/simulator/src/passkey-test-support.ts';
import { expect, test } from './fixtures.ts';
import { withoutPasskeyAutofill } from './webauthn.ts';
import { passkeyApiPaths } from '@nhsl/contract';
import { recordBackEndCalls, setUpBackEndFaults } from './serverFaults.ts';
import {
  appOrigin,
  newVisitor,
  demoOrigin,
  expectHeading,
  expectNoAxeViolations,
  resetSimulator,
  startJourney,
} from './support.ts';

/**
 * Passkey sign-in with real cryptography end to end: the simulator issues real challenges and
 * verifies real assertions (@simplewebauthn/server); Chromium's virtual authenticator (DevTools
 * WebAuthn domain) holds a credential whose private key the test generated and whose public key
 * the simulator holds for the account. The app's server asks for the options and has the result
 * verified; page script only runs the browser's prompt and posts its result to the page's action
 * (issue 44). spec 000 §4 "Passkey login", §8.
 */

setUpBackEndFaults();

const EMAIL = 'confirmed@example.com';
const PASSKEY_HEADING = 'Log in with your passkey';
const FAILED_HEADING = 'We could not log you in with your passkey';
const CONSENT_HEADING = 'Do you agree to share your information with Demo Health Service?';

interface Authenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/** A virtual platform authenticator (internal transport, resident keys, user verification). */
async function addAuthenticator(page: Page, isUserVerified = true): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Puts a credential in the virtual authenticator: its id and the private key of `signer`. */
async function addCredential(a: Authenticator, key: SoftPasskey, signer: SoftPasskey = key): Promise<void> {
  await a.cdp.send('WebAuthn.addCredential', {
    authenticatorId: a.authenticatorId,
    credential: {
      credentialId: Buffer.from(key.credentialId, 'base64url').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: signer.privateKeyPkcs8,
      userHandle: Buffer.from(EMAIL).toString('base64'),
      signCount: 0,
    },
  });
}

/** Gives the simulator the public key of `key` for the account. */
async function registerWithSimulator(page: Page, key: SoftPasskey): Promise<void> {
  const res = await page.request.post(`${appOrigin}/simulator/passkeys/credentials`, {
    data: { email: EMAIL, credentialId: key.credentialId, publicKey: key.publicKeyCose },
  });
  expect(res.status()).toBe(204);
}

/** Plans the next passkey service answers. */
async function planFailure(page: Page, status: number, message = '', times = 1): Promise<void> {
  const res = await page.request.post(`${appOrigin}/simulator/passkeys/fail`, { data: { status, message, times } });
  expect(res.status()).toBe(204);
}

/** From the authorization request to passkey-enter-email (the account holds a passkey). */
async function toPasskeyPage(page: Page): Promise<void> {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, PASSKEY_HEADING);
  await expect(page.getByLabel('Email address')).toHaveValue(EMAIL);
}

async function pressPasskey(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in with my passkey' }).click();
}

/** The verify calls the app's server makes to the passkey service. */
function countVerifyCalls(): { readonly count: number } {
  const calls = recordBackEndCalls(passkeyApiPaths.authenticationVerify);
  return {
    get count() {
      return calls.length;
    },
  };
}

/** Whether a request is page script's post of a ceremony's result to a page's action. */
const isResultPost = (r: Request | { method(): string; postData(): string | null }) =>
  'postData' in r &&
  r.method() === 'POST' &&
  new URLSearchParams(r.postData() ?? '').get('_action') === 'passkey-result';

/**
 * Flips the last byte of the signature in every ceremony result page script posts: a page (or
 * anyone) posting a forged assertion to the action.
 */
async function tamperSignatures(page: Page): Promise<void> {
  await page.route(/\/passkey-(enter-email|login-failed)$/, async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (route.request().method() !== 'POST' || form.get('_action') !== 'passkey-result') return route.continue();
    const credential = JSON.parse(form.get('credential')!) as { response: { signature: string } };
    const sig = Buffer.from(credential.response.signature, 'base64url');
    sig.writeUInt8(sig.readUInt8(sig.length - 1) ^ 0xff, sig.length - 1);
    credential.response.signature = sig.toString('base64url');
    form.set('credential', JSON.stringify(credential));
    await route.continue({ postData: form.toString() });
  });
}

let key: SoftPasskey;

test.beforeEach(async ({ page, context }) => {
  // These tests type the email: the autofill (issue 27, tests/account.spec.ts) stays out of the way.
  await withoutPasskeyAutofill(page);
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  key = createSoftPasskey();
  await registerWithSimulator(page, key);
});

test('success: a real passkey signs the challenge, then consent, then back at the client with a code', async ({
  page,
}) => {
  const a = await addAuthenticator(page);
  await addCredential(a, key);
  await toPasskeyPage(page);
  await expectNoAxeViolations(page);
  const verifyCalls = recordBackEndCalls(passkeyApiPaths.authenticationVerify);
  const posted = page.waitForRequest(isResultPost);
  await pressPasskey(page);
  // Page script posts the browser's answer to the page's action, as a form field, and nothing else.
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect([...form.keys()].sort()).toEqual(['_action', '_csrf', '_rev', 'credential', 'transaction_id']);
  expect(JSON.parse(form.get('credential')!)).toMatchObject({ id: key.credentialId, type: 'public-key' });
  await expectHeading(page, CONSENT_HEADING);
  // The app's server has it verified with exactly the verify payload of spec 000 §3.
  expect(verifyCalls).toHaveLength(1);
  const sent = (await verifyCalls[0]!.json()) as Record<string, unknown>;
  expect(Object.keys(sent).sort()).toEqual(['authentication_credential', 'transaction_id']);
  expect(Object.keys(sent.authentication_credential as object).sort()).toEqual(
    ['authenticatorAttachment', 'clientExtensionResults', 'id', 'rawId', 'response', 'type'].sort(),
  );
  expect(sent.authentication_credential).toMatchObject({ id: key.credentialId, type: 'public-key' });
  expect(sent).not.toHaveProperty('password');

  await expect(page).toHaveURL(/\/nhs-login-consent$/);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();

  // Nothing of the passkey ceremony is kept in the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage, c: document.cookie }));
  expect(stored).not.toContain(key.credentialId);
  expect(stored).not.toMatch(/challenge|signature|authenticatorData|transaction/i);
});

test('user cancels the prompt (NotAllowedError): quietly to passkey-login-failed, and the password way is open', async ({
  page,
}) => {
  const a = await addAuthenticator(page, false); // the user does not verify: the browser refuses
  await addCredential(a, key);
  const verify = countVerifyCalls();
  await toPasskeyPage(page);
  await pressPasskey(page);
  await expectHeading(page, FAILED_HEADING);
  expect(verify.count).toBe(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('error-summary')).toContainText('You need to tell us what you want to do');
  await page.getByText('Log in with my password', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
});

test('wrong credential (right id, another private key): verified false → passkey-login-failed; trying again with the right key signs in', async ({
  page,
}) => {
  const a = await addAuthenticator(page);
  await addCredential(a, key, createSoftPasskey());
  await toPasskeyPage(page);
  await pressPasskey(page);
  await expectHeading(page, FAILED_HEADING);

  await a.cdp.send('WebAuthn.clearCredentials', { authenticatorId: a.authenticatorId });
  await addCredential(a, key);
  await page.getByText('Try my passkey again').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, CONSENT_HEADING);
});

test('tampered signature: not verified; the third failure locks passkeys (passkey-login-attempts-exceeded)', async ({
  page,
}) => {
  const a = await addAuthenticator(page);
  await addCredential(a, key);
  await tamperSignatures(page);
  await toPasskeyPage(page);
  await pressPasskey(page);
  await expectHeading(page, FAILED_HEADING);
  for (let i = 0; i < 2; i += 1) {
    // Each try ends on this same page: wait for its result's answer, not for a heading already shown.
    const answered = page.waitForResponse((r) => isResultPost(r.request()));
    await page.getByText('Try my passkey again').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await answered;
    if (i === 0) await expectHeading(page, FAILED_HEADING);
  }
  await expectHeading(page, 'You cannot continue');
  await expect(page).toHaveURL(/\/passkey-login-attempts-exceeded$/);
  await expect(page.getByText('You need to wait up to 15 minutes before you can try again.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in with my password' }).click();
  await expectHeading(page, 'Enter your password');
});

test('one press starts one ceremony: a double click sends one options and one verify call', async ({ page }) => {
  const a = await addAuthenticator(page);
  await addCredential(a, key);
  const options = recordBackEndCalls(passkeyApiPaths.authenticationOptions);
  const verify = countVerifyCalls();
  await toPasskeyPage(page);
  await page.getByRole('button', { name: 'Log in with my passkey' }).dblclick();
  await expectHeading(page, CONSENT_HEADING);
  expect(options).toHaveLength(1);
  expect(verify.count).toBe(1);
});

const statusCases = [
  { status: 451, message: 'Blocked', heading: 'You cannot log in with a passkey', url: /\/passkey-login-blocked$/ },
  { status: 401, message: 'Unauthorized', heading: 'We have logged you out', url: /\/session-timeout$/ },
  { status: 400, message: 'invalid session', heading: 'Something went wrong', url: /\/session-invalid$/ },
  { status: 503, message: 'Service busy', heading: 'We are very busy', url: /\/service-busy$/ },
  { status: 429, message: 'Too many requests', heading: 'We are very busy', url: /\/service-busy$/ },
  { status: 500, message: 'Internal server error', heading: 'Something went wrong', url: /\/error$/ },
];
// One test for the table, each row a fresh journey in the same browser context, with the
// simulator as it started (docs/decisions/0045-fewer-browser-contexts.md); a failing step names
// its status.
test('each refusal of the passkey service lands on its page', async ({ page, context }) => {
  const a = await addAuthenticator(page);
  await addCredential(a, key);
  for (const c of statusCases) {
    await test.step(`passkey service ${c.status} ${c.message} → ${String(c.url)}`, async () => {
      await resetSimulator(page);
      await registerWithSimulator(page, key);
      await newVisitor(context);
      await toPasskeyPage(page);
      await planFailure(page, c.status, c.message);
      await pressPasskey(page);
      await expect(page).toHaveURL(c.url);
      await expectHeading(page, c.heading);
    });
  }
});

test('passkey service 405: the web-firewall token is fetched, the call retried, and the login goes on', async ({
  page,
}) => {
  const a = await addAuthenticator(page);
  await addCredential(a, key);
  await toPasskeyPage(page);
  await planFailure(page, 405);
  const waf = recordBackEndCalls(passkeyApiPaths.wafToken);
  await pressPasskey(page);
  await expectHeading(page, CONSENT_HEADING);
  expect(waf).toHaveLength(1);
});

test('a browser without PublicKeyCredential goes to the password and is told the device does not support passkeys', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await expect(page.getByText('This device does not support passkeys. Enter your password to log in.')).toBeVisible();
  await expect(page.getByText('I cannot remember my password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('escape to the password and come back: log-in-password offers "Log in with my passkey" under "I cannot remember my password"', async ({
  page,
}) => {
  const a = await addAuthenticator(page);
  await addCredential(a, key);
  await toPasskeyPage(page);
  await page.getByRole('link', { name: 'Log in with my password instead' }).click();
  await expectHeading(page, 'Enter your password');
  await page.getByText('I cannot remember my password').click();
  await expect(page.getByRole('link', { name: 'Reset my password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in with my passkey' }).click();
  await expectHeading(page, PASSKEY_HEADING);
  await pressPasskey(page);
  await expectHeading(page, CONSENT_HEADING);
});

test('an account without a passkey goes to the password as before, with no passkey offer', async ({ page }) => {
  await resetSimulator(page); // forget the passkey registered in beforeEach
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText('I cannot remember my password')).toHaveCount(0);
});

test('tester tool: register a passkey on /simulator/passkeys with a real registration ceremony, then sign in with it', async ({
  page,
}) => {
  await resetSimulator(page); // no passkey held: registration creates the only one
  await addAuthenticator(page);
  await page.goto('/simulator/passkeys');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Register a passkey for ${EMAIL}` }).click();
  await expect(page.getByRole('status')).toHaveText(`A passkey is registered for ${EMAIL}.`);
  await toPasskeyPage(page);
  await pressPasskey(page);
  await expectHeading(page, CONSENT_HEADING);
});
