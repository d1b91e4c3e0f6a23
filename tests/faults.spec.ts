import type { Page, Route } from '@playwright/test';
import { apiPaths } from '@nhsl/contract';
import { expect, test } from './fixtures.ts';
import { appOrigin, expectHeading, latestCode, resetSimulator, startJourney } from './support.ts';

/**
 * Fault-injection matrix (issue 9 "Fault tolerance"): each call of the sign-in journey is made to
 * fail in every way a back end or network can fail, and the page the user lands on is checked.
 * The user never sees a blank screen or an uncaught exception (the fixture fails the test on one),
 * and when they go back the email they typed is still there.
 */

const HAPPY = { email: 'confirmed@example.com', password: 'Password123!' };

/** The client's own timeout in HttpIdentityApi (ms); the slow fault answers after it. */
const CLIENT_TIMEOUT_MS = 15_000;

type Fault = { name: string; apply: (route: Route) => Promise<void> | void; slow?: boolean };

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Every fault of the matrix. */
const faults: Fault[] = [
  { name: 'network failure', apply: (route) => route.abort('failed') },
  { name: '500', apply: json(500, { message: 'Internal server error' }) },
  {
    name: '502',
    apply: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  },
  { name: '503', apply: json(503, { message: 'Service unavailable' }) },
  { name: '504', apply: (route) => route.fulfill({ status: 504, body: '' }) },
  { name: '429', apply: json(429, { message: 'Too many requests' }) },
  {
    name: 'malformed JSON',
    apply: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status": "CONF' }),
  },
  { name: 'wrong shape', apply: json(200, { unexpected: true, status: 42 }) },
  // Never answers: the client gives up after its timeout (the page clock is moved past it).
  { name: 'slower than the client timeout', apply: () => undefined, slow: true },
];

/** The error page's heading (spec 001 §2 "error"). */
const ERROR_HEADING = 'Something went wrong';

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  await page.clock.install();
});

/** Makes the next call to `path` fail with `fault` (once), and returns a counter of calls made. */
async function failNext(page: Page, path: string, fault: Fault): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      seen.calls += 1;
      await fault.apply(route);
    },
    { times: 1 },
  );
  return seen;
}

/** For the slow fault: once the request is in flight, moves the page's clock past the client's timeout. */
async function runPastTimeoutIfSlow(page: Page, fault: Fault, seen: { calls: number }) {
  if (!fault.slow) return;
  await expect.poll(() => seen.calls).toBe(1);
  await page.clock.runFor(CLIENT_TIMEOUT_MS + 1_000);
}

/** Submits, lets a slow answer run into the client's timeout, and expects the error page. */
async function submitAndExpectErrorPage(page: Page, fault: Fault, seen: { calls: number }) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await runPastTimeoutIfSlow(page, fault, seen);
  await expect(page).toHaveURL(/\/error$/);
  await expectHeading(page, ERROR_HEADING);
}

test('account-status: every fault lands on the error page, once per click, and the typed email is still there after going back', async ({
  page,
}) => {
  await startJourney(page);
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      const email = page.getByLabel('Enter your email address');
      await email.fill(HAPPY.email);
      const seen = await failNext(page, apiPaths.accountStatus, fault);
      await submitAndExpectErrorPage(page, fault, seen);
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
      await expectHeading(page, 'Enter your email address');
      await expect(page.getByLabel('Enter your email address')).toHaveValue(HAPPY.email);
    });
  }
});

test('login: every fault lands on the error page, once per click', async ({ page }) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(HAPPY.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      await expectHeading(page, 'Enter your password');
      await page.getByLabel('Password', { exact: true }).fill(HAPPY.password);
      const seen = await failNext(page, apiPaths.login, fault);
      await submitAndExpectErrorPage(page, fault, seen);
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
    });
  }
});

test('security code: every fault lands on the error page, once per click', async ({ page }) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(HAPPY.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(HAPPY.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      await expectHeading(page, 'Enter the security code');
      await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, HAPPY.email));
      const seen = await failNext(page, apiPaths.verifyOtp, fault);
      await submitAndExpectErrorPage(page, fault, seen);
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
    });
  }
});

test('authcode and consent: every fault lands on the error page, and consent sends one request per click', async ({
  page,
}) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(HAPPY.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(HAPPY.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, HAPPY.email));
  await page.getByRole('button', { name: 'Continue' }).click();
  const consentHeading = 'Do you agree to share your information with Demo Health Service?';
  await expectHeading(page, consentHeading);

  for (const fault of faults) {
    await test.step(`authcode: ${fault.name}`, async () => {
      const seen = await failNext(page, apiPaths.authcode, fault);
      await page.goto('/authcode');
      await runPastTimeoutIfSlow(page, fault, seen);
      await expect(page).toHaveURL(/\/error$/);
      await expectHeading(page, ERROR_HEADING);
      expect(seen.calls).toBe(1);
    });
  }

  await page.goto('/authcode');
  await expectHeading(page, consentHeading);
  // The consent answer carries nothing the app reads (any JSON object is success), so "wrong shape" is not a fault there.
  for (const fault of faults.filter((f) => f.name !== 'wrong shape')) {
    await test.step(`consent: ${fault.name}`, async () => {
      const seen = await failNext(page, apiPaths.consent, fault);
      await page.getByRole('button', { name: 'I agree' }).click();
      await runPastTimeoutIfSlow(page, fault, seen);
      await expect(page).toHaveURL(/\/error$/);
      await expectHeading(page, ERROR_HEADING);
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
      await expectHeading(page, consentHeading);
    });
  }
});
