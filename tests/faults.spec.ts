import type { Page, Route } from '@playwright/test';
import { consent, enterMobileCode, errorPages, passkey, proofing, termsUpdate } from '@nhsl/content';
import { apiPaths, passkeyApiPaths, proofingApiPaths } from '@nhsl/contract';
import { paths, proofingPaths } from '../packages/app/src/paths.ts';
import { createSoftPasskey } from '../packages/simulator/src/passkey-test-support.ts';
import { expect, test } from './fixtures.ts';
import { appOrigin, expectHeading, latestCode, resetSimulator, startJourney } from './support.ts';
import { addPasskeyToBrowser } from './webauthn.ts';

/**
 * Fault-injection matrix (issue 9 "Fault tolerance"): every API call the app makes — account
 * status, login, OTP trigger and submit, authcode, consent, terms-update, client-info, passkey
 * options and verify, proofing uplift — is made to fail in every way a back end or network can
 * fail (network failure, 500, 502, 503, 504, 429, malformed JSON, wrong shape, slower than the
 * client's timeout), by route interception, and the page the user lands on is checked against the
 * spec's mapping. The user never sees a blank screen (the landing page's h1) or an uncaught
 * exception (the fixture fails the test on one), each click sends one request, and when they go
 * back what they typed (email, proofing details) is still there. Calls whose answer the app does
 * not read (OTP trigger, terms-update) have no "wrong shape"; for calls whose answer is any JSON
 * object (consent, uplift) the wrong shape is a JSON array. Last, the double-submission test:
 * every sign-in form's button is busy while its request is held, and repeated presses send one.
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

// Each test walks a whole column of the matrix (eight or nine cases on one page): the 30-second
// default is for one journey, so these get more room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * The API path a test watches now, what its route does with each call to it (1 for the first),
 * and how many calls it saw. One at a time: arming another replaces it.
 */
type Watch = { path: string; seen: { calls: number }; handle: (route: Route, call: number) => Promise<void> | void };
let watch: Watch | undefined;

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  await page.clock.install();
  // One route for the whole test, never removed while it runs. A route that removes itself
  // (`times: 1`) or an `unroute` while the page loads can leave a request made at that moment
  // unanswered for good: the error page's chunk, requested just as the fault's one-time route was
  // spent, never arrived, and the app never left the page (1 run in 10 of the client-info test
  // on a loaded machine). Calls to other paths, and while nothing is watched, go to the server.
  watch = undefined;
  await page.route(
    (url) => watch !== undefined && url.pathname === watch.path,
    async (route) => {
      const w = watch;
      if (!w || new URL(route.request().url()).pathname !== w.path) return route.fallback();
      w.seen.calls += 1;
      await w.handle(route, w.seen.calls);
    },
  );
});

/**
 * Makes the next call to `path` fail with `fault`; later calls to it reach the server. Returns the
 * count of every call to `path` from now until another path is watched.
 */
function failNext(path: string, fault: Fault): { calls: number } {
  const seen = { calls: 0 };
  watch = { path, seen, handle: (route, call) => (call === 1 ? fault.apply(route) : route.fallback()) };
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
  await expectLanding(page, ...landing(fault));
}

test('account-status: every fault lands on service-busy (429, 503) or the error page, once per click, and the typed email is still there after going back', async ({
  page,
}) => {
  await startJourney(page);
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      const email = page.getByLabel('Enter your email address');
      await email.fill(HAPPY.email);
      const seen = failNext(apiPaths.accountStatus, fault);
      await submitAndExpectErrorPage(page, fault, seen);
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
      await expectHeading(page, 'Enter your email address');
      await expect(page.getByLabel('Enter your email address')).toHaveValue(HAPPY.email);
    });
  }
});

test('login: every fault lands on service-busy (429, 503) or the error page, once per click', async ({ page }) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(HAPPY.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      await expectHeading(page, 'Enter your password');
      await page.getByLabel('Password', { exact: true }).fill(HAPPY.password);
      const seen = failNext(apiPaths.login, fault);
      await submitAndExpectErrorPage(page, fault, seen);
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
    });
  }
});

test('security code: every fault lands on service-busy (429, 503) or the error page, once per click', async ({
  page,
}) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(HAPPY.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(HAPPY.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      await expectHeading(page, 'Enter the security code');
      await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, HAPPY.email));
      const seen = failNext(apiPaths.verifyOtp, fault);
      await submitAndExpectErrorPage(page, fault, seen);
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
    });
  }
});

test('authcode and consent: every fault lands on service-busy (429, 503) or the error page, and consent sends one request per click', async ({
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
      const seen = failNext(apiPaths.authcode, fault);
      // The browser's own authcode call: an in-app navigation (a page load of /authcode is the
      // server's path, which makes the call itself; issue 23).
      await page.evaluate(() => {
        history.pushState({}, '', '/authcode');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await runPastTimeoutIfSlow(page, fault, seen);
      await expectLanding(page, ...landing(fault));
      expect(seen.calls).toBe(1);
    });
  }

  await page.goto('/authcode');
  await expectHeading(page, consentHeading);
  // The consent answer carries nothing the app reads (any JSON object is success), so "wrong shape" is not a fault there.
  for (const fault of faults.filter((f) => f.name !== 'wrong shape')) {
    await test.step(`consent: ${fault.name}`, async () => {
      const seen = failNext(apiPaths.consent, fault);
      await page.getByRole('button', { name: 'I agree' }).click();
      await runPastTimeoutIfSlow(page, fault, seen);
      await expectLanding(page, ...landing(fault));
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
      await expectHeading(page, consentHeading);
    });
  }
});

/** The answers of these calls carry fields the app does not read (any JSON object is success): a JSON array is their wrong shape. */
const openAnswerFaults: Fault[] = faults.map((f) =>
  f.name === 'wrong shape' ? { ...f, apply: json(200, ['not', 'an', 'object']) } : f,
);
/** These calls read no answer at all, so only the faults that are not a well-formed 200 apply. */
const noAnswerFaults = faults.filter((f) => f.name !== 'wrong shape');

/** From the authorization request to enter-mobile-code for `email`. */
async function toSecurityCode(page: Page, email: string) {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(HAPPY.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
}

/** Expects `path` with `heading` as h1: the page of the spec, not a blank screen. */
async function expectLanding(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL((u) => u.pathname === path);
  await expectHeading(page, heading);
}

test('OTP trigger ("Send the security code again"): every fault lands on service-busy (429, 503) or the error page, once per click', async ({
  page,
}) => {
  await toSecurityCode(page, HAPPY.email);
  for (const fault of noAnswerFaults) {
    await test.step(fault.name, async () => {
      await expectHeading(page, 'Enter the security code');
      await page.getByText(enterMobileCode.notReceived).click();
      const seen = failNext(apiPaths.triggerOtp, fault);
      await page.getByRole('button', { name: enterMobileCode.sendAgain }).click();
      await runPastTimeoutIfSlow(page, fault, seen);
      await expectLanding(page, ...landing(fault));
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
    });
  }
});

test('terms-update: every fault lands on service-busy (429, 503) or the error page, once per click, and going back shows terms-update again', async ({
  page,
}) => {
  await toSecurityCode(page, 'terms@example.com');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, 'terms@example.com'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, termsUpdate.heading);
  for (const fault of noAnswerFaults) {
    await test.step(fault.name, async () => {
      const seen = failNext(apiPaths.termsUpdate, fault);
      await page.getByRole('button', { name: termsUpdate.agree }).click();
      await runPastTimeoutIfSlow(page, fault, seen);
      await expectLanding(page, ...landing(fault));
      expect(seen.calls, 'one request per click').toBe(1);
      await page.goBack();
      await expectHeading(page, termsUpdate.heading);
    });
  }
});

test('client-info: every fault while nhs-login-consent loads the client lands on service-busy (429, 503) or the error page', async ({
  page,
}) => {
  await toSecurityCode(page, HAPPY.email);
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, HAPPY.email));
  await page.getByRole('button', { name: 'Continue' }).click();
  const consentHeading = 'Do you agree to share your information with Demo Health Service?';
  await expectHeading(page, consentHeading);
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      // Forget the client the app keeps, so that opening consent asks the back end again.
      await page.evaluate(() => localStorage.removeItem('nhsl:client'));
      const seen = failNext(apiPaths.clientInfo, fault);
      await page.goto(paths.consent);
      await runPastTimeoutIfSlow(page, fault, seen);
      await expectLanding(page, ...landing(fault));
      expect(seen.calls).toBe(1);
    });
  }
  await page.goto(paths.consent);
  await expectHeading(page, consentHeading);
});

/**
 * Where a fault lands: 503 or 429 → service-busy ("We are very busy"; spec 000 §8 for the passkey
 * service, every call since issue 24), anything else → the error page.
 */
function landing(fault: Fault): [string, string] {
  return fault.name === '503' || fault.name === '429'
    ? [paths.serviceBusy, errorPages.serviceBusy.heading]
    : [paths.error, ERROR_HEADING];
}
const passkeyLanding = landing;

for (const [call, path] of [
  ['options', passkeyApiPaths.authenticationOptions],
  ['verify', passkeyApiPaths.authenticationVerify],
] as const) {
  test(`passkey ${call}: every fault lands on service-busy (503, 429) or the error page, once per press`, async ({
    page,
  }) => {
    const key = createSoftPasskey();
    const res = await page.request.post(`${appOrigin}/simulator/passkeys/credentials`, {
      data: { email: HAPPY.email, credentialId: key.credentialId, publicKey: key.publicKeyCose },
    });
    expect(res.status()).toBe(204);
    await addPasskeyToBrowser(page, key, HAPPY.email);
    await startJourney(page);
    await page.getByLabel('Enter your email address').fill(HAPPY.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, passkey.enterEmail.heading);
    for (const fault of faults) {
      await test.step(fault.name, async () => {
        const seen = failNext(path, fault);
        await page.getByRole('button', { name: passkey.enterEmail.continue }).click();
        await runPastTimeoutIfSlow(page, fault, seen);
        await expectLanding(page, ...passkeyLanding(fault));
        expect(seen.calls, 'one request per press').toBe(1);
        await page.goBack();
        await expectHeading(page, passkey.enterEmail.heading);
        await expect(page.getByLabel('Email address')).toHaveValue(HAPPY.email);
      });
    }
  });
}

test('proofing uplift: 429 and 504 land on p5-pds-limit, every other fault on p5-error-generic, and the details are still there after going back', async ({
  page,
}) => {
  const email = 'proofing@example.com';
  await toSecurityCode(page, email);
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/proofing\//);
  // The details as the user would have entered them on the earlier proofing pages: the flags in
  // localStorage, the personal details for this tab only (issue 16).
  await page.evaluate(() => {
    localStorage.setItem('nhsl:proofing', JSON.stringify({ knowNhsNumber: true }));
    sessionStorage.setItem(
      'nhsl:proofing-details',
      JSON.stringify({ nhsNumber: '9999999999', dob: '1990-04-01', postcode: 'LS1 4AP' }),
    );
  });
  await page.goto(proofingPaths.checkYourDetails);
  await expectHeading(page, proofing.checkYourDetails.heading);
  const uplifts = { sent: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === proofingApiPaths.upliftNhsKnown) uplifts.sent += 1;
  });
  for (const fault of openAnswerFaults) {
    await test.step(fault.name, async () => {
      uplifts.sent = 0;
      const seen = failNext(proofingApiPaths.upliftNhsKnown, fault);
      await page.getByRole('link', { name: proofing.checkYourDetails.submit }).click();
      await runPastTimeoutIfSlow(page, fault, seen);
      const pdsLimit = fault.name === '429' || fault.name === '504';
      await expectLanding(
        page,
        pdsLimit ? proofingPaths.pdsLimit : proofingPaths.errorGeneric,
        pdsLimit ? proofing.pdsLimit.heading : proofing.errorGeneric.heading,
      );
      expect(seen.calls, 'one uplift per submit').toBe(1);
      // The submit page replaced itself with the outcome: Back returns to the details, sending nothing.
      await page.goBack();
      await expectHeading(page, proofing.checkYourDetails.heading);
      expect(uplifts.sent, 'going back sends nothing').toBe(1);
      await expect(page.getByText('999 999 9999').or(page.getByText('9999999999'))).toBeVisible();
    });
  }
});

/**
 * Holds every request to `path` until released, counting them: the double-submission check.
 * @returns the counter and the release
 */
function holdRequests(path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  const seen = { calls: 0 };
  watch = {
    path,
    seen,
    handle: async (route) => {
      await released;
      await route.fallback();
    },
  };
  return { seen, release: () => release() };
}

/** Presses `name` twice quickly and once more while the request is held; expects it busy, one request, then the next page. */
async function pressRepeatedly(page: Page, path: string, name: string, role: 'button' = 'button') {
  const from = page.url();
  const held = holdRequests(path);
  const button = page.getByRole(role, { name });
  await button.dblclick();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await button.click({ force: true });
  expect(held.seen.calls, `one request to ${path} while busy`).toBe(1);
  held.release();
  await expect(page).not.toHaveURL(from);
  watch = undefined;
  expect(held.seen.calls, `one request to ${path} in all`).toBe(1);
}

test('double submission: every form of the sign-in journey sends one request per click and its button is busy while waiting', async ({
  page,
}) => {
  const email = 'terms@example.com';
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill(email);
  await pressRepeatedly(page, apiPaths.accountStatus, 'Continue');
  await page.getByLabel('Password', { exact: true }).fill(HAPPY.password);
  await pressRepeatedly(page, apiPaths.login, 'Continue');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, email));
  await pressRepeatedly(page, apiPaths.verifyOtp, 'Continue');
  await expectHeading(page, termsUpdate.heading);
  await pressRepeatedly(page, apiPaths.termsUpdate, termsUpdate.agree);
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  await pressRepeatedly(page, apiPaths.consent, consent.agree);
  await expect(page).toHaveURL(/localhost:\d+\/callback\?/);
});
