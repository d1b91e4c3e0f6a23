import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { forgetClient } from './serverFaults.ts';
import {
  appOrigin,
  demoOrigin,
  expectHeading,
  expectNoAxeViolations,
  latestCode,
  resetSimulator,
  signInQuickly,
  startJourney,
} from './support.ts';

/** Signs in by form posts, the way in only (the browser sign-in has its own tests), and opens where it lands. */
async function signInToConsent(page: Page, email = 'confirmed@example.com') {
  await signInQuickly(page, email);
}

/** Signs in in the browser: for a journey that ends at the client, whose code is single-use. */
async function signInInTheBrowser(page: Page, email: string) {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

test.describe('in the NHS App (user agent marker)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) nhsapp-ios/2.0' });
  test('the consent page hides the header and footer; other pages keep them', async ({ page }) => {
    await startJourney(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await signInToConsent(page);
    await expectHeading(page, /Do you agree to share your information/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

/**
 * From the next document load on, notes what Lighthouse counts as layout shift (none right after
 * input) and whether a loading spinner was ever put on the page.
 */
async function watchLoading(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; spinnerSeen: boolean };
    w.layoutShift = 0;
    w.spinnerSeen = false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="spinner"]')) w.spinnerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function loadingFigures(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const w = window as unknown as { layoutShift: number; spinnerSeen: boolean };
    return { layoutShift: w.layoutShift, spinnerSeen: w.spinnerSeen };
  });
}

test.describe('nhs-login-consent on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('with the client already known, the page shows at once: no spinner, nothing moves', async ({ page }) => {
    await signInToConsent(page);
    await expectHeading(page, /Do you agree to share your information/);
    await watchLoading(page);
    await page.reload();
    await expectHeading(page, /Do you agree to share your information/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await loadingFigures(page)).toEqual({ layoutShift: 0, spinnerSeen: false });
  });

  test("with the client's details no longer held, the server loads them before it answers: still no spinner, nothing moves", async ({
    page,
  }) => {
    await signInToConsent(page);
    await expectHeading(page, /Do you agree to share your information/);
    // The journey forgets the client (its sealed state's client group): the page's server asks again.
    await forgetClient(page);
    await watchLoading(page);
    await page.reload();
    await expectHeading(page, /Do you agree to share your information with Demo Health Service/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await loadingFigures(page)).toEqual({ layoutShift: 0, spinnerSeen: false });
    await expectNoAxeViolations(page);
  });
});

test('an already-consented account goes straight back to the client', async ({ page }) => {
  await signInInTheBrowser(page, 'consented@example.com');
  await page.waitForURL((u) => u.pathname === '/callback' && u.searchParams.has('code'));
  expect(new URL(page.url()).searchParams.get('state')).toBe('state-123');
});

test('terms update: links open in a new tab and agreeing continues the journey', async ({ page }) => {
  await signInToConsent(page, 'terms@example.com');
  await expectHeading(page, 'NHS login terms of use update');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: /NHS login terms of use/ })).toHaveAttribute('target', '_blank');
  const agree = page.getByRole('button', { name: 'Agree and continue' });
  await agree.click();
  await expect(page).toHaveURL(/\/(nhs-login-consent|callback)/);
});

test('the session timing out mid-journey shows "We have logged you out"', async ({ page }) => {
  await startJourney(page);
  await page.request.post(`${appOrigin}/simulator/clock`, { data: { advanceMinutes: 61 } });
  await page.getByLabel('Enter your email address').fill('confirmed@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'We have logged you out');
  await expectNoAxeViolations(page);
});

test('pages are served with a strict Content-Security-Policy and the security headers', async ({ page }) => {
  const res = await page.goto('/enter-email');
  const h = res!.headers();
  const csp = h['content-security-policy']!;
  for (const directive of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(h['strict-transport-security']).toContain('max-age=');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['permissions-policy']).toContain('publickey-credentials-get=(self)');
  // Each page gets its own nonce.
  const again = (await page.request.get('/enter-email')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);
});

test('the service status banner shows the published message', async ({ page }) => {
  await page.route('**/service-status.json', (route) =>
    route.fulfill({ json: { message: 'NHS login will be unavailable on Sunday from 1am to 3am.' } }),
  );
  await startJourney(page);
  await expect(page.getByRole('region', { name: 'Service status' })).toContainText('unavailable on Sunday');
  await expectNoAxeViolations(page);
});

test('a session that times out on the consent page goes to session-timeout, with a link back to the client', async ({
  page,
}) => {
  await signInToConsent(page);
  await expectHeading(page, /Do you agree to share your information/);
  await page.request.post(`${appOrigin}/simulator/clock`, { data: { advanceMinutes: 61 } });
  await page.getByRole('button', { name: 'I agree' }).click();
  await expectHeading(page, 'We have logged you out');
  await expect(page.getByRole('link', { name: 'Go back to Demo Health Service' })).toHaveAttribute(
    'href',
    `${demoOrigin}/`,
  );
});

test('terms update: "I do not agree" returns to the client without signing in', async ({ page }) => {
  await signInToConsent(page, 'terms@example.com');
  await expectHeading(page, 'NHS login terms of use update');
  await page.getByRole('link', { name: 'I do not agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin);
  const url = new URL(page.url());
  expect(url.searchParams.get('error')).toBe('access_denied');
  expect(url.searchParams.get('error_description')).toBe('TermsNotAgreed');
  expect(url.searchParams.get('state')).toBe('state-123');
  expect(url.searchParams.has('code')).toBe(false);
});
