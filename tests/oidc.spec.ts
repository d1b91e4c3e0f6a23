import type { Page } from '@playwright/test';
import {
  AUTH_COOKIE,
  authCookieSchema,
  discoveryDocumentSchema,
  proofingApiPaths,
  publicJwksSchema,
} from '@nhsl/contract';
import { expect, test } from './fixtures.ts';
import {
  appOrigin,
  demoOrigin,
  demoRedirectUri,
  expectHeading,
  expectNoAxeViolations,
  latestCode,
  resetSimulator,
  backendOrigin,
} from './support.ts';

/**
 * The OpenID Provider end to end: the demo relying service (openid-client) starts every
 * journey at the provider's authorization endpoint, the app is the interaction UI, and the
 * service redeems the code and verifies the id_token before it shows the claims (issue 8).
 */

const PASSWORD = 'Password123!';

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

/** Starts at the demo service with its settings and follows "Continue with NHS login" to enter-email. */
async function startAtDemo(page: Page, query = '') {
  await page.goto(`${demoOrigin}/${query}`);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
}

/** Email, password and the texted code. */
async function signIn(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A claim's value as the demo service shows it. */
const claim = (page: Page, name: string) => page.locator(`dd[data-claim="${name}"]`);

test('the demo service signs a user in: code redeemed, id_token verified, the consented claims shown', async ({
  page,
}) => {
  // The authorization request the demo service sends: PKCE (S256), state, nonce, no secret.
  const authorize = page.waitForRequest((r) => new URL(r.url()).pathname === '/authorize');
  await startAtDemo(page);
  const request = new URL((await authorize).url());
  expect(request.origin).toBe(appOrigin);
  expect(Object.fromEntries(request.searchParams)).toMatchObject({
    client_id: 'demo-client',
    redirect_uri: demoRedirectUri,
    response_type: 'code',
    scope: 'openid profile email phone',
    code_challenge_method: 'S256',
  });
  for (const p of ['state', 'nonce', 'code_challenge']) expect(request.searchParams.get(p)).toBeTruthy();

  await signIn(page, 'confirmed@example.com');
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  await page.getByRole('button', { name: 'I agree' }).click();

  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe(request.searchParams.get('state'));
  expect(back.searchParams.get('iss')).toBe(appOrigin);
  await expectHeading(page, 'Signed in');
  await expect(page.getByText('State matches.')).toBeVisible();
  await expect(page.getByText(/openid-client verified the id_token/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The id_token openid-client verified: issuer, audience and nonce are the expected ones.
  await expect(claim(page, 'iss').first()).toHaveText(appOrigin);
  await expect(claim(page, 'aud').first()).toHaveText('demo-client');
  await expect(claim(page, 'nonce').first()).toHaveText(request.searchParams.get('nonce')!);
  await expect(page.getByTestId('granted-scopes')).toHaveText('openid profile email phone');
  // No vtr sent: the provider asks for P5, and a P9 account meets it.
  await expect(page.getByTestId('vot')).toHaveText('P5.Cp.Cd');
  // The consented scopes' claims, from the id_token and userinfo...
  await expect(claim(page, 'email')).toHaveCount(2);
  await expect(claim(page, 'email').first()).toHaveText('confirmed@example.com');
  await expect(claim(page, 'phone_number').first()).toHaveText('+447700900123');
  await expect(claim(page, 'nhs_number').first()).toHaveText(/^999\d{7}$/);
  await expect(claim(page, 'identity_proofing_level').first()).toHaveText('P5');
  // ...and none of the scopes the client did not ask for.
  for (const absent of ['gp_registration_details', 'gp_integration_credentials', 'landline_number']) {
    await expect(claim(page, absent)).toHaveCount(0);
  }
});

test('another client and identity level: only its scopes are released, with vot P9', async ({ page }) => {
  await startAtDemo(page, '?client=healthrecords&level=P9');
  await signIn(page, 'confirmed@example.com');
  await expectHeading(page, 'Do you agree to share your information with Health Records?');
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await expectHeading(page, 'Signed in');
  await expect(page.getByTestId('granted-scopes')).toHaveText('openid profile gp_registration_details');
  await expect(page.getByTestId('vot')).toHaveText('P9.Cp.Cd');
  await expect(claim(page, 'gp_registration_details').first()).toContainText('gp_ods_code');
  await expect(claim(page, 'email')).toHaveCount(0);
  await expect(claim(page, 'phone_number')).toHaveCount(0);
});

test('consent refused: the provider returns access_denied / ConsentNotGiven with the state to the client', async ({
  page,
}) => {
  await startAtDemo(page);
  await signIn(page, 'confirmed@example.com');
  await page.getByRole('link', { name: 'I do not agree to share this information' }).click();
  await page.getByText('Go to Demo Health Service without sharing my information').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toMatchObject({
    error: 'access_denied',
    error_description: 'ConsentNotGiven',
    iss: appOrigin,
  });
  expect(back.searchParams.has('code')).toBe(false);
  await expectHeading(page, 'Not signed in');
  // openid-client checked the issuer and the state before reading the error.
  await expect(page.getByText('NHS login sent you back without signing you in. State matches.')).toBeVisible();
  await expect(page.getByText('ConsentNotGiven')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('terms not agreed: the provider returns access_denied / TermsNotAgreed to the client', async ({ page }) => {
  await startAtDemo(page);
  await signIn(page, 'terms@example.com');
  await expectHeading(page, 'NHS login terms of use update');
  await page.getByRole('link', { name: 'I do not agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    error: 'access_denied',
    error_description: 'TermsNotAgreed',
    iss: appOrigin,
  });
  await expect(page.getByText('TermsNotAgreed')).toBeVisible();
});

test('a P5 request sends a P0 user through proofing, and the code is then issued with vot P5', async ({ page }) => {
  await startAtDemo(page, '?level=P5');
  await signIn(page, 'proofing@example.com');
  await page.waitForURL((u) => u.origin === appOrigin && u.pathname.startsWith('/proofing'));

  // The uplift itself, through the simulator's API with this journey's session (the proofing
  // pages are another journey's tests): Alice Ashworth, matched by NHS number.
  const cookie = (await page.context().cookies(appOrigin)).find((c) => c.name === AUTH_COOKIE)!;
  const session = authCookieSchema.parse(
    JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8')) as unknown,
  );
  const uplift = await page.request.post(`${backendOrigin}${proofingApiPaths.upliftNhsKnown}`, {
    headers: { Authorization: `Bearer ${session.session_id}`, 'session-id': session.session_id },
    data: {
      nhs_number: '9990000034',
      date_of_birth: '1980-03-15',
      postcode: 'LS1 4AP',
      client_id: 'demo-client',
      session_id: session.session_id,
    },
  });
  expect(uplift.status()).toBe(200);

  // Back to authcode, as the proofing journey ends: consent, then the client.
  await page.goto('/authcode');
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await expectHeading(page, 'Signed in');
  await expect(page.getByTestId('vot')).toHaveText('P5.Cp.Cd');
  await expect(claim(page, 'identity_proofing_level').first()).toHaveText('P5');
  await expect(claim(page, 'nhs_number').first()).toHaveText('9990000034');
});

// Issue 45 item 1: the level asked for, with the account's uplift_required, decides on every
// sign-in path; /login asks for no account status, so the authcode answer carries it.
test('on /login too, a P5 request sends a P0 user to proofing, and a P0 request does not', async ({ page }) => {
  for (const [level, proofing] of [
    ['P5', true],
    ['P0', false],
  ] as const) {
    await startAtDemo(page, `?level=${level}`);
    await page.goto('/login');
    await page.getByLabel('Email address').fill('proofing@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Enter the security code');
    await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, 'proofing@example.com'));
    await page.getByRole('button', { name: 'Continue' }).click();
    if (proofing) await page.waitForURL((u) => u.origin === appOrigin && u.pathname.startsWith('/proofing'));
    else await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  }
});

test('a P0 request does not send a P0 user to proofing: vot P0 and no demographic claims', async ({ page }) => {
  await startAtDemo(page, '?level=P0');
  await signIn(page, 'proofing@example.com');
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await expect(page.getByTestId('vot')).toHaveText('P0.Cp.Cd');
  await expect(claim(page, 'email').first()).toHaveText('proofing@example.com');
  await expect(claim(page, 'nhs_number')).toHaveCount(0);
  await expect(claim(page, 'given_name')).toHaveCount(0);
});

test("the provider's discovery document, served on the app's origin, validates", async ({ page }) => {
  const res = await page.request.get(`${appOrigin}/.well-known/openid-configuration`);
  expect(res.status()).toBe(200);
  const doc = discoveryDocumentSchema.parse(await res.json());
  expect(doc.issuer).toBe(appOrigin);
  expect(doc.authorization_endpoint).toBe(`${appOrigin}/authorize`);
  for (const endpoint of [doc.token_endpoint, doc.userinfo_endpoint, doc.jwks_uri]) {
    expect(endpoint.startsWith(`${appOrigin}/oidc/`)).toBe(true);
  }
  expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  const jwks = publicJwksSchema.parse(await (await page.request.get(doc.jwks_uri)).json());
  expect(jwks.keys.every((k) => k.kty === 'RSA')).toBe(true);
});
