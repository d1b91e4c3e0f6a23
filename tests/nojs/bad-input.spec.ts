import { expect, test } from '../fixtures.ts';
import { rawRequest } from '../serverSupport.ts';
import { pressContinue, signInToProofing } from '../proofingSupport.ts';
import { appOrigin, expectHeading, resetSimulator, signInByFormPosts, startJourney } from '../support.ts';

// Issue 45 "Bad input", without script: what a new user typing the wrong thing meets.

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
});

test('know-nhs-number: "Yes" shows the NHS number field without script, and the number goes on (item 4)', async ({
  page,
}) => {
  await signInToProofing(page);
  await pressContinue(page);
  await expectHeading(page, 'Do you know your NHS number?');
  const field = page.getByLabel('NHS number', { exact: true });
  await expect(field).toBeHidden();
  await page.getByText('Yes', { exact: true }).click();
  await expect(field).toBeVisible();
  await field.fill('999 000 0034');
  await page.getByText('No', { exact: true }).click();
  await expect(field).toBeHidden();
  await page.getByText('Yes', { exact: true }).click();
  await pressContinue(page);
  await expectHeading(page, 'What is your date of birth?');
});

test('a corrupted journey cookie mid-journey shows the session-ended page, not enter-email (item 9)', async ({
  page,
  context,
}) => {
  const landed = await signInByFormPosts(page, 'confirmed@example.com', { upTo: 'password' });
  expect(landed).toBe('/enter-mobile-code');
  const journey = (await context.cookies(appOrigin)).find((c) => c.name === 'nhsl-journey')!;
  await context.addCookies([{ ...journey, value: `${journey.value.slice(0, -8)}garbled!` }]);
  await page.goto(landed);
  await expect(page).toHaveURL(/\/session-timeout$/);
  await expectHeading(page, 'We have logged you out');
});

test("a post over 8 KB gets the form again with the field's length message, never raw JSON (item 1)", async ({
  page,
}) => {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill('confirmed@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill('p'.repeat(9_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await expect(page.getByTestId('error-summary')).toContainText('Your password must be 256 characters or fewer');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  // The journey goes on.
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
});

test("a body past the read limit, and cookies past the header limit, get the service's own page (item 1)", async ({
  page,
}) => {
  const tooLarge = await page.request.post(`${appOrigin}/enter-email`, {
    headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `email=${'x'.repeat(70_000)}`,
    maxRedirects: 0,
  });
  expect(tooLarge.status()).toBe(413);
  expect(tooLarge.headers()['content-type']).toContain('text/html');
  const html = await tooLarge.text();
  expect(html).toContain('Something went wrong');
  expect(html).not.toContain('FST_ERR');

  const cookies = await rawRequest(`${appOrigin}/enter-email`, {
    headers: { Accept: 'text/html', Cookie: `big=${'c'.repeat(20_000)}` },
  });
  expect(cookies.status).toBe(431);
  expect(cookies.headers['content-type']).toContain('text/html');
  expect(cookies.headers['x-frame-options']).toBe('DENY');
  expect(cookies.body.toString('utf8')).toContain('Something went wrong');
});

test('a double-clicked "Go to … without sharing" refuses once: back at the service with access_denied (item 3)', async ({
  page,
}) => {
  expect(await signInByFormPosts(page, 'confirmed@example.com')).toBe('/nhs-login-consent');
  await page.goto(`${appOrigin}/consent-confirmation`);
  await page.getByText('Go to Demo Health Service without sharing my information').click();
  // As a person double-clicks: the second click while the first is on its way.
  const button = page.getByRole('button', { name: 'Continue' });
  const box = (await button.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(120);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL((u) => u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
});

test('the passkey page without script says passkeys need JavaScript and offers the password (item 10)', async ({
  page,
}) => {
  await startJourney(page);
  await page.goto('/passkey-enter-email');
  await expectHeading(page, 'Log in with your passkey');
  // Playwright's locators skip <noscript> (the screenshot shows it): the page's markup is read.
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(await page.content())?.[1] ?? '';
  expect(noscript).toContain(
    'You need JavaScript turned on to log in with a passkey. Log in with your password instead.',
  );
  expect(noscript).toMatch(/<a [^>]*href="\/[^"]+"[^>]*>Log in with my password<\/a>/);
});
