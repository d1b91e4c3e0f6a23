import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { e2ePorts } from './e2eServers.ts';

/** The demo relying service's address for the current Playwright worker (tests/e2eServers.ts). */
export const demoOrigin = `http://localhost:${e2ePorts.demo}`;
/** The app's address for the current Playwright worker (tests/e2eServers.ts). */
export const appOrigin = `http://localhost:${e2ePorts.app}`;
/** The identity back end's (the simulator's) own address in the end-to-end run, for a test's own app server instance. */
export const backendOrigin = `http://localhost:${e2ePorts.sim}`;
/** The demo client's registered redirect_uri. */
export const demoRedirectUri = `${demoOrigin}/callback`;

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule tags axe runs. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * A visitor with no session yet, who has refused optional cookies (no banner): the context's
 * cookies cleared and the cookie choice set. For each row of a table test, which shares one
 * browser context (docs/decisions/0045-fewer-browser-contexts.md).
 */
export async function newVisitor(context: BrowserContext): Promise<void> {
  await context.clearCookies();
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
}

/** Clears the simulator's sessions, codes, lockouts, consents and clock. */
export async function resetSimulator(page: Page): Promise<void> {
  const res = await page.request.post(`${appOrigin}/simulator/reset`);
  expect(res.ok()).toBeTruthy();
}

/** Moves the simulator's clock forward. */
export async function advanceClock(page: Page, minutes: number): Promise<void> {
  const res = await page.request.post(`${appOrigin}/simulator/clock`, { data: { advanceMinutes: minutes } });
  expect(res.ok()).toBeTruthy();
}

/**
 * The newest security code the simulator "sent" to an account. Waits for one to arrive (within
 * the expect timeout): a test may ask right after pressing Continue, while the sign-in call that
 * sends the code is still under way.
 */
export async function latestCode(page: Page, email: string): Promise<string> {
  let list: { code: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${appOrigin}/simulator/outbox.json?email=${encodeURIComponent(email)}`);
        list = (await res.json()) as { code: string }[];
        return list.length;
      },
      { message: `a code was sent to ${email}` },
    )
    .toBeGreaterThan(0);
  return list[0]!.code;
}

/** The PKCE code_challenge (S256) the journeys started by {@link startJourney} send. */
export const E2E_CODE_CHALLENGE = 'mVftpT8R3VYQesnSHoN4Vb4FsVICN2UftutiuIT18m4';

/** The query of the authorization request {@link startJourney} sends. */
export function authorizationQuery({
  clientId = 'demo-client',
  state = 'state-123',
  allowRegistration,
}: { clientId?: string; state?: string; allowRegistration?: string } = {}): string {
  const q = new URLSearchParams({
    client_id: clientId,
    redirect_uri: demoRedirectUri,
    response_type: 'code',
    code_challenge: E2E_CODE_CHALLENGE,
    code_challenge_method: 'S256',
    state,
    scope: 'openid profile email phone',
    nonce: 'nonce-1',
  });
  if (allowRegistration) q.set('allow_registration', allowRegistration);
  return q.toString();
}

/**
 * Starts a journey as a relying service would: the authorization request with client_id,
 * redirect_uri, response_type=code, state, scope, nonce and a PKCE challenge (the provider
 * requires PKCE). Lands on enter-email.
 */
export async function startJourney(
  page: Page,
  {
    clientId = 'demo-client',
    state = 'state-123',
    allowRegistration,
  }: { clientId?: string; state?: string; allowRegistration?: string } = {},
): Promise<void> {
  await page.goto(`/authorize?${authorizationQuery({ clientId, state, allowRegistration })}`);
  await expect(page).toHaveURL(/\/enter-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your email address');
}

/** axe-core's browser bundle, evaluated in a page once per document by {@link expectNoAxeViolations}. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Fails on any axe violation (WCAG 2.0/2.1/2.2 A and AA, {@link wcagTags}) on the page as it is
 * now. axe-core runs in the page itself (`axe.run` on the document), with its bundle evaluated
 * once per document: a check after a client-side navigation reuses it. @axe-core/playwright's
 * `analyze()` evaluated the 650 kB bundle twice on every check, most of a check's cost (a check
 * on enter-email: 592 ms against 116 ms, medians of 6; docs/decisions/0048-accessibility-tests.md). Only
 * violations are collected (`resultTypes`); the rules are the same. The app has no frames, the
 * one thing this leaves out.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const options: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] };
  const run = () =>
    page.evaluate((opts) => {
      const { axe } = window as unknown as { axe?: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } };
      return axe ? axe.run(document, opts).then((r) => r.violations) : null;
    }, options);
  let violations = await run();
  if (violations === null) {
    await page.evaluate(axeSource);
    violations = await run();
  }
  expect(violations, 'axe ran in the page').not.toBeNull();
  const summary = violations!.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Proves the page stays: waits until it has loaded and run what follows its render (two
 * animation frames, then a task: React's effects, a reload they would start), then checks the
 * same document is still there. A navigation started meanwhile destroys the page's context; one
 * already under way when this is called (the expected reload) is let finish and the check runs
 * once more, so only a page that keeps navigating (a reload loop) fails. Issue 28: in place of
 * fixed waits.
 */
export async function expectPageStays(page: Page): Promise<void> {
  const check = async () => {
    await page.waitForLoadState('load');
    await page.evaluate(() => {
      (window as unknown as { e2eStays?: boolean }).e2eStays = true;
    });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
    expect(await page.evaluate(() => (window as unknown as { e2eStays?: boolean }).e2eStays)).toBe(true);
  };
  await check().catch(check);
}

/** The h1's text. */
export async function expectHeading(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}

/**
 * Signs in as a browser without script does, by the forms' posts (email, password, the text
 * code), in the page's cookie jar, and returns the path (and query) the journey lands on, for
 * the page to open. For tests whose subject comes after sign-in: the browser sign-in has its own
 * tests (sign-in, second-factor, and tests/nojs for these posts), and this way in costs a quarter
 * of the time and no page render in the browser. The account must have a password and a mobile.
 * @param options.clientId - the client the journey starts from (default demo-client)
 * @param options.upTo - 'password' stops after the password (the second factor is the test's
 *   subject); 'code' (the default) also posts the texted code; 'client' also agrees on the consent
 *   page when it is asked, so the client receives its code (the path returned is then the client's)
 */
export async function signInByFormPosts(
  page: Page,
  email: string,
  {
    password = 'Password123!',
    clientId = 'demo-client',
    upTo = 'code',
  }: { password?: string; clientId?: string; upTo?: 'password' | 'code' | 'client' } = {},
): Promise<string> {
  let res = await page.request.get(`${appOrigin}/authorize?${authorizationQuery({ clientId })}`);
  const post = async (form: Record<string, string>) => {
    const html = await res.text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    expect(csrf, `a form on ${res.url()}`).toBeTruthy();
    res = await page.request.post(res.url(), { form: { ...form, _csrf: csrf! } });
  };
  expect(new URL(res.url()).pathname).toBe('/enter-email');
  await post({ email });
  expect(new URL(res.url()).pathname).toBe('/log-in-password');
  await post({ password });
  if (upTo !== 'password') {
    expect(new URL(res.url()).pathname).toBe('/enter-mobile-code');
    await post({ code: await latestCode(page, email) });
  }
  if (upTo === 'client' && new URL(res.url()).pathname === '/nhs-login-consent') await post({});
  // Where the journey lands may be an error page (its own status): the test checks it.
  const landed = new URL(res.url());
  return landed.pathname + landed.search;
}

/**
 * Signs in by the forms' posts ({@link signInByFormPosts}) and opens the page the journey lands
 * on in the browser, once the app has taken it over ({@link appReady}).
 */
export async function signInQuickly(
  page: Page,
  email: string,
  options?: Parameters<typeof signInByFormPosts>[2],
): Promise<void> {
  await page.goto(await signInByFormPosts(page, email, options));
  await appReady(page);
}

/**
 * Waits until the app has taken over the page (`<html data-mounted>`, set by start.tsx once its
 * first render is on screen), when the test's browser runs script: until then a click posts the
 * form natively, which tests of the app's own behaviour (its focus, its chunk loading) must not
 * race. Without script (the nojs project) it returns at once.
 */
export async function appReady(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.locator('html[data-mounted]').waitFor({ state: 'attached' });
}
