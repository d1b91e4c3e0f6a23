import type { APIResponse, Page } from '@playwright/test';
import { apiPaths, proofingApiPaths } from '@nhsl/contract';
import { paths, proofingPaths } from '../../packages/app/src/paths.ts';
import { people, signInToProofing, toCheckYourDetailsWithoutScript } from '../proofingSupport.ts';
import { expect, test } from '../fixtures.ts';
import {
  anyObjectFaults,
  failNext,
  faults,
  forgetClient,
  landing,
  noAnswerFaults,
  proofingLanding,
  setUpBackEndFaults,
  type Fault,
} from '../serverFaults.ts';
import { appOrigin, authorizationQuery, latestCode, resetSimulator, signInByFormPosts } from '../support.ts';

// issue 23 "Bad input": the fault matrix on the server's path. Without script, the app's server
// makes the back-end calls itself (the same stores and transitions as the browser's), so each
// call the journey forms make is failed in every way tests/faults.spec.ts fails it,
// and the form's answer must send the user to the same page: service-busy for 429 and 503, the
// error page for the rest (proofing's uplift: p5-pds-limit for 429 and 504, p5-error-generic for
// the rest). The faults are the back end's answers to the app's server, made with msw in this
// worker's process (tests/serverFaults.ts); the browser posts are made by the context's request
// client (no page render is needed to post a form, and the landing is the answer's Location).
// One call per post is checked as well.
// Not here: "slower than the client timeout" (the server's HttpIdentityApi timeout; see
// tests/faults.spec.ts for where it is tested).

setUpBackEndFaults();

/** The page's CSRF token, from a GET of it. */
async function csrfOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(`${appOrigin}${path}`)).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf, `a form on ${path}`).toBeTruthy();
  return csrf!;
}

/** Posts a form of `path` without following the answer's redirect. */
function post(page: Page, path: string, form: Record<string, string>): Promise<APIResponse> {
  return page.request.post(`${appOrigin}${path}`, { form, maxRedirects: 0 });
}

/** The path an answer redirects to (the page itself for a page). */
const target = (res: APIResponse) =>
  res.status() >= 300 && res.status() < 400 ? new URL(res.headers().location!, appOrigin).pathname : res.url();

/**
 * For each fault: arms it on `call`, sends the request, and expects the fault's landing (`where`,
 * default {@link landing}), one call each.
 */
async function eachFault(
  call: string,
  list: Fault[],
  send: () => Promise<APIResponse>,
  where: (fault: Fault) => string = landing,
) {
  for (const fault of list) {
    await test.step(`${call}: ${fault.name}`, async () => {
      const seen = failNext(call, fault);
      const res = await send();
      expect(target(res), `${call} × ${fault.name}`).toBe(where(fault));
      expect(seen.calls, 'one call per post').toBe(1);
    });
  }
}

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

test('sign-in without script: account-status, login, the code sent again, the code, authcode, client-info and consent fail to the same pages as with script', async ({
  page,
}) => {
  const email = 'confirmed@example.com';
  await page.request.get(`${appOrigin}/authorize?${authorizationQuery()}`);
  const csrf = await csrfOf(page, paths.enterEmail);

  await eachFault(apiPaths.accountStatus, faults, () => post(page, paths.enterEmail, { email, _csrf: csrf }));
  expect(target(await post(page, paths.enterEmail, { email, _csrf: csrf }))).toBe(paths.logInPassword);

  const password = { password: 'Password123!', _csrf: csrf };
  await eachFault(apiPaths.login, faults, () => post(page, paths.logInPassword, password));
  expect(target(await post(page, paths.logInPassword, password))).toBe(paths.enterMobileCode);

  const resend = { _action: 'resend', _csrf: csrf };
  await eachFault(apiPaths.triggerOtp, noAnswerFaults, () => post(page, paths.enterMobileCode, resend));
  const code = { code: await latestCode(page, email), _csrf: csrf };
  await eachFault(apiPaths.verifyOtp, faults, () => post(page, paths.enterMobileCode, code));
  // The code's post runs the authcode step itself (issue 55 item 5): on to consent.
  expect(target(await post(page, paths.enterMobileCode, code))).toBe(paths.consent);

  // The authcode step by its page's own post (a GET of it runs nothing, issue 55 item 5), then the
  // consent page's client-info and its agreement.
  const load = (path: string) => page.request.get(`${appOrigin}${path}`, { maxRedirects: 0 });
  const signedIn = { _csrf: await csrfOf(page, paths.authcode) };
  await eachFault(apiPaths.authcode, faults, () => post(page, paths.authcode, signedIn));
  expect(target(await post(page, paths.authcode, signedIn))).toBe(paths.consent);
  await eachFault(apiPaths.clientInfo, faults, async () => {
    await forgetClient(page);
    return load(paths.consent);
  });
  const agree = { _csrf: await csrfOf(page, paths.consent) };
  await eachFault(apiPaths.consent, anyObjectFaults, () => post(page, paths.consent, agree));
});

test('terms update without script: "Agree and continue" fails to the same pages as with script', async ({ page }) => {
  expect(await signInByFormPosts(page, 'terms@example.com')).toBe(paths.termsUpdate);
  const csrf = await csrfOf(page, paths.termsUpdate);
  await eachFault(apiPaths.termsUpdate, noAnswerFaults, () => post(page, paths.termsUpdate, { _csrf: csrf }));
});

test("proofing without script: the uplift (check-your-details' Submit) fails to the same pages as with script, and the details stay", async ({
  page,
}) => {
  const alice = people.alice;
  await signInToProofing(page);
  await toCheckYourDetailsWithoutScript(page, alice);
  // Submit is a link to the submit page, whose form's post is the server's uplift step (its GET
  // sends nothing, issue 55 item 5), which redirects to the outcome.
  // Each try is a new visit of the page (its own attempt; the same post again at one revision is
  // given the first's answer, issue 55 item 7).
  const submit = (await page.getByRole('link', { name: 'Submit' }).getAttribute('href'))!;
  // As with script: 429 and 504 land on p5-pds-limit, every other fault on p5-error-generic.
  await eachFault(
    proofingApiPaths.upliftNhsKnown,
    anyObjectFaults,
    async () => {
      const html = await (await page.request.get(`${appOrigin}${submit}`)).text();
      const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
      return post(page, submit, { _csrf: field('_csrf'), _rev: field('_rev'), attempt: field('attempt') });
    },
    proofingLanding,
  );
  // The details are kept for another try: check-your-details still shows them.
  await page.goto(proofingPaths.checkYourDetails);
  await expect(page.getByText(alice.nhsNumber)).toBeVisible();
});
