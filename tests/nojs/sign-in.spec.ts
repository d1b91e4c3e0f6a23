import type { Page } from '@playwright/test';
import { openJourneyState } from '../../packages/app/server/journeyState.mjs';
import { E2E_SESSION_SECRET } from '../e2eServers.ts';
import { expect, test } from '../fixtures.ts';
import { appOrigin, demoOrigin, expectHeading, latestCode, resetSimulator, startJourney } from '../support.ts';

// issue 23: with JavaScript switched off, the sign-in forms are real HTML forms that the server
// handles with the same schemas, stores and transitions (this project runs with javaScriptEnabled: false).

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

async function submitEmail(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('sign-in with a text message code, from the demo client back to it showing its claims', async ({
  page,
  context,
}) => {
  await page.goto(demoOrigin);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
  await submitEmail(page, 'consented@example.com');
  await expectHeading(page, 'Enter your password');
  // No passkey offer without script.
  await expect(page.getByText(/passkey/i)).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  // "Send the security code again" is a form too: a new code, and the confirmation.
  const first = await latestCode(page, 'consented@example.com');
  await page.getByText('Not received a text?').click();
  await page.getByRole('button', { name: 'Send the security code again' }).click();
  await expect(page.getByText('You have been sent a new security code.')).toBeVisible();
  const code = await latestCode(page, 'consented@example.com');
  expect(code).not.toBe(first);

  // The journey cookie is sealed, HttpOnly and SameSite=Lax; opened with the servers' secret it
  // holds the journey's state but never the password nor a security code.
  const sealed = (await context.cookies(appOrigin)).find((c) => c.name === 'nhsl-journey');
  expect(sealed?.httpOnly).toBe(true);
  expect(sealed?.sameSite).toBe('Lax');
  expect(sealed!.value).not.toContain('consented');
  const opened = JSON.stringify((await openJourneyState(decodeURIComponent(sealed!.value), E2E_SESSION_SECRET)).state);
  expect(opened).toContain('nhsl:session');
  for (const secret of ['Password123!', first]) expect(opened).not.toContain(secret);

  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  await expect(page.locator('[data-claim="email"]').first()).toHaveText('consented@example.com');

  // The journey ended at the client: its sealed state and the id_token are gone (issue 24).
  const left = (await context.cookies(appOrigin)).map((c) => c.name);
  for (const gone of ['nhsl-journey', 'id_token']) expect(left).not.toContain(gone);
});

test('a wrong password: the error summary and the inline error, "Error: " in the title, the password not echoed', async ({
  page,
}) => {
  await startJourney(page);
  await submitEmail(page, 'confirmed@example.com');
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle('Error: Enter your password - NHS login');
  await expect(summary(page)).toContainText('Enter the correct password');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await page.content()).not.toContain('Wrong-password-1');
});

test('an empty email, then an invalid one: the summary, the inline error, what was typed kept', async ({ page }) => {
  await startJourney(page);
  await submitEmail(page, '');
  await expect(page).toHaveTitle('Error: Enter your email address - NHS login');
  await expect(summary(page)).toContainText('You need to enter your email address');
  await submitEmail(page, 'not-an-email');
  await expect(summary(page)).toContainText('Enter an email address in the correct format');
  await expect(summary(page).getByRole('link')).toHaveAttribute('href', '#email');
  await expect(page.getByLabel('Enter your email address')).toHaveValue('not-an-email');
});

test('a post without the CSRF token, or with a wrong one, is refused with the error page and changes nothing', async ({
  page,
}) => {
  await startJourney(page);
  const forms: Record<string, string>[] = [
    { email: 'confirmed@example.com' },
    { email: 'confirmed@example.com', _csrf: 'forged' },
  ];
  for (const form of forms) {
    const res = await page.request.post('/enter-email', { form, maxRedirects: 0 });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain('Sorry, there is a problem with the service');
  }
  // Nothing was kept: the password page still has no email to log in with.
  await page.goto('/enter-email');
  await expect(page.getByLabel('Enter your email address')).toHaveValue('');
});
